/// The text being edited and the cursor in it, counted in characters (grapheme clusters),
/// so a move or a delete never splits an accented letter or an emoji.
///
/// The text may hold newlines: a multi-line entry (a `day` block) is edited as one buffer.
struct LineBuffer: Equatable, Sendable {
    private(set) var characters: [Character]
    /// The cursor, between characters: 0 is before the first one.
    private(set) var cursor: Int

    init(_ text: String = "") {
        characters = Array(text)
        cursor = characters.count
    }

    var text: String { String(characters) }
    var isEmpty: Bool { characters.isEmpty }

    /// The cursor as a UTF-8 byte offset into `text`.
    var cursorUTF8Offset: Int { String(characters[..<cursor]).utf8.count }

    /// The text of the line the cursor is on, and the cursor's position in it.
    var currentLine: (text: String, cursor: Int) {
        let start = lineStart(before: cursor)
        var end = cursor
        while end < characters.count, characters[end] != "\n" { end += 1 }
        return (String(characters[start..<end]), cursor - start)
    }

    mutating func insert(_ text: String) {
        let new = Array(text)
        characters.insert(contentsOf: new, at: cursor)
        cursor += new.count
    }

    mutating func moveLeft() { cursor = max(0, cursor - 1) }
    mutating func moveRight() { cursor = min(characters.count, cursor + 1) }

    /// To the start of the current line (of a multi-line entry).
    mutating func moveHome() { cursor = lineStart(before: cursor) }

    /// To the end of the current line.
    mutating func moveEnd() {
        while cursor < characters.count, characters[cursor] != "\n" { cursor += 1 }
    }

    /// Up within a multi-line entry: to the line above, as far in as the cursor was (or
    /// that line's end). Returns false on the first line.
    mutating func moveLineUp() -> Bool {
        let start = lineStart(before: cursor)
        guard start > 0 else { return false }
        let offset = cursor - start
        let previousStart = lineStart(before: start - 1)
        cursor = min(previousStart + offset, start - 1)
        return true
    }

    /// Down within a multi-line entry. Returns false on the last line.
    mutating func moveLineDown() -> Bool {
        let offset = cursor - lineStart(before: cursor)
        var end = cursor
        while end < characters.count, characters[end] != "\n" { end += 1 }
        guard end < characters.count else { return false }
        let nextStart = end + 1
        var nextEnd = nextStart
        while nextEnd < characters.count, characters[nextEnd] != "\n" { nextEnd += 1 }
        cursor = min(nextStart + offset, nextEnd)
        return true
    }

    mutating func moveToEndOfText() { cursor = characters.count }

    mutating func moveWordLeft() { cursor = wordStart(before: cursor) }
    mutating func moveWordRight() { cursor = wordEnd(after: cursor) }

    /// Backspace: deletes the character before the cursor.
    mutating func deleteBackward() {
        guard cursor > 0 else { return }
        characters.remove(at: cursor - 1)
        cursor -= 1
    }

    /// Delete: deletes the character under the cursor.
    mutating func deleteForward() {
        guard cursor < characters.count else { return }
        characters.remove(at: cursor)
    }

    /// Ctrl-K: deletes to the end of the line.
    mutating func killToEnd() {
        var end = cursor
        while end < characters.count, characters[end] != "\n" { end += 1 }
        characters.removeSubrange(cursor..<end)
    }

    /// Ctrl-U: deletes to the start of the line.
    mutating func killToStart() {
        let start = lineStart(before: cursor)
        characters.removeSubrange(start..<cursor)
        cursor = start
    }

    /// Ctrl-W: deletes the word before the cursor (and the spaces after it).
    mutating func deleteWordBackward() {
        let start = wordStart(before: cursor)
        characters.removeSubrange(start..<cursor)
        cursor = start
    }

    /// Alt-d: deletes to the end of the word after the cursor.
    mutating func deleteWordForward() {
        characters.removeSubrange(cursor..<wordEnd(after: cursor))
    }

    /// Replaces the `count` characters before the cursor with `text` (a completion).
    mutating func replaceBeforeCursor(_ count: Int, with text: String) {
        let start = max(0, cursor - count)
        characters.removeSubrange(start..<cursor)
        cursor = start
        insert(text)
    }

    private func lineStart(before position: Int) -> Int {
        var start = position
        while start > 0, characters[start - 1] != "\n" { start -= 1 }
        return start
    }

    /// A word is letters, digits and the characters names use (`-`, `_`, `.`, `%`).
    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || "-_.%".contains(character)
    }

    private func wordStart(before position: Int) -> Int {
        var index = position
        while index > 0, !Self.isWordCharacter(characters[index - 1]) { index -= 1 }
        while index > 0, Self.isWordCharacter(characters[index - 1]) { index -= 1 }
        return index
    }

    private func wordEnd(after position: Int) -> Int {
        var index = position
        while index < characters.count, !Self.isWordCharacter(characters[index]) { index += 1 }
        while index < characters.count, Self.isWordCharacter(characters[index]) { index += 1 }
        return index
    }
}
