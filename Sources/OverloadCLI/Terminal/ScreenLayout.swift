/// A row and column on the screen, relative to the row the prompt starts on.
struct ScreenPosition: Equatable, Sendable {
    var row: Int
    var column: Int
}

/// Where an entry lands on the screen: the prompt, the text wrapped at the screen's width
/// (wide characters never split across rows), each newline followed by the continuation
/// prompt. Computed, not asked of the terminal, so redrawing is a pure function of the state.
struct ScreenLayout: Equatable, Sendable {
    /// Where the cursor goes.
    var cursor: ScreenPosition
    /// Where the terminal's cursor is after the whole entry is written.
    var end: ScreenPosition
    /// Whether the text ends exactly at the right edge: the terminal then waits to wrap, and
    /// the writer moves to the next row itself so `end` holds.
    var endsAtEdge: Bool

    /// Lays out `characters` after `prompt`, with `continuationPrompt` after each newline.
    init(prompt: String, continuationPrompt: String, characters: [Character], cursor: Int, columns: Int) {
        let columns = max(1, columns)
        var row = 0
        var column = 0
        func advance(_ width: Int) {
            if width > 0, column + width > columns {
                row += 1
                column = 0
            }
            column += width
        }
        func normalized() -> ScreenPosition {
            column >= columns ? ScreenPosition(row: row + 1, column: 0) : ScreenPosition(row: row, column: column)
        }
        for character in prompt { advance(CharacterWidth.of(character)) }
        var cursorPosition = normalized()
        let continuationWidths = continuationPrompt.map(CharacterWidth.of)
        for (index, character) in characters.enumerated() {
            if index == cursor { cursorPosition = normalized() }
            if character == "\n" {
                row += 1
                column = 0
                for width in continuationWidths { advance(width) }
            } else {
                advance(CharacterWidth.of(character))
            }
        }
        if cursor >= characters.count { cursorPosition = normalized() }
        self.cursor = cursorPosition
        self.end = normalized()
        self.endsAtEdge = column >= columns
    }

    /// The rows the entry takes.
    var rowCount: Int { end.row + 1 }
}

/// The bytes that redraw an entry in place.
enum ScreenDrawing {
    /// Moves from the cursor's old row to the prompt's row, writes the prompt and the text
    /// over what was there, clears what is left of the old entry after it, then puts the
    /// cursor where `layout` says.
    ///
    /// The clearing comes after the text, never from the prompt's start: clearing from the
    /// top-left corner clears the whole screen, which some terminals (tmux) first push into
    /// the scrollback, a copy of the line for every key.
    static func redraw(prompt: String, continuationPrompt: String, text: String, layout: ScreenLayout, fromRow oldRow: Int) -> String {
        var out = up(oldRow) + "\r" + prompt
        for character in text {
            out += character == "\n" ? "\u{1B}[K\r\n" + continuationPrompt : String(character)
        }
        if layout.endsAtEdge { out += "\r\n" }
        out += "\u{1B}[J"
        out += up(layout.end.row - layout.cursor.row) + "\r"
        if layout.cursor.column > 0 { out += "\u{1B}[\(layout.cursor.column)C" }
        return out
    }

    /// Moves the cursor below the entry (from its row in it) to a fresh line.
    static func leave(layout: ScreenLayout) -> String {
        // Text ending at the right edge already moved to a fresh row.
        down(layout.end.row - layout.cursor.row) + (layout.endsAtEdge ? "\r" : "\r\n")
    }

    /// Moves the cursor to the end of the entry.
    static func moveToEnd(layout: ScreenLayout) -> String {
        down(layout.end.row - layout.cursor.row) + "\r" + (layout.end.column > 0 ? "\u{1B}[\(layout.end.column)C" : "")
    }

    static func up(_ rows: Int) -> String { rows > 0 ? "\u{1B}[\(rows)A" : "" }
    static func down(_ rows: Int) -> String { rows > 0 ? "\u{1B}[\(rows)B" : "" }

    /// Clears the screen and puts the cursor home (Ctrl-L).
    static let clearScreen = "\u{1B}[H\u{1B}[2J"
}

extension ScreenDrawing {
    /// At most this many candidates are listed, so a Tab after one letter does not scroll a
    /// whole catalog of exercises past.
    static let listedCandidates = 60

    /// Completion candidates in columns under the entry, as a shell lists them; past
    /// `listedCandidates`, a last line says how many more there are.
    static func listing(_ allCandidates: [String], columns: Int) -> String {
        let candidates = Array(allCandidates.prefix(listedCandidates))
        let more = allCandidates.count - candidates.count
        let width = (candidates.map(CharacterWidth.of).max() ?? 0) + 2
        let perRow = max(1, columns / max(1, width))
        let rows = (candidates.count + perRow - 1) / perRow
        var out = ""
        for row in 0..<rows {
            var line = ""
            // Down the columns first, so the sorted order reads top to bottom.
            for column in 0..<perRow {
                let index = column * rows + row
                guard index < candidates.count else { break }
                let candidate = candidates[index]
                let isLast = column == perRow - 1 || (column + 1) * rows + row >= candidates.count
                line += isLast ? candidate : candidate + String(repeating: " ", count: width - CharacterWidth.of(candidate))
            }
            out += line + "\r\n"
        }
        if more > 0 { out += "(\(more) more: type more letters)\r\n" }
        return out
    }
}
