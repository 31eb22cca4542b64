/// What the REPL session tells the editor: whether an entry opens a block that goes on, and
/// what can complete the word at the cursor.
struct EditorHooks {
    /// Whether `text` opened a block (`day "A":`) that continues on indented lines.
    var needsContinuation: (String) -> Bool
    /// Candidates for the word before the cursor; the cursor is a UTF-8 byte offset.
    var completions: (_ line: String, _ cursor: Int) -> [String]
}

/// What the reader does after a key.
enum EditorOutcome: Equatable, Sendable {
    /// Redraw the entry.
    case redraw
    /// The entry is finished: evaluate it.
    case submit(String)
    /// Ctrl-C: drop the entry, start a fresh prompt.
    case cancel
    /// Ctrl-D on an empty entry: leave.
    case quit
    /// Ctrl-L: clear the screen, then redraw.
    case clearScreen
    /// A second Tab with several candidates: list them under the entry.
    case listCompletions([String])
    /// Ctrl-Z: give the terminal back and stop.
    case suspend
    /// Nothing to do (a Tab with nothing to complete): ring the bell.
    case bell
}

/// The line editor's state and what each key does to it: pure, so every key is unit tested;
/// `TerminalLineReader` feeds it keys and draws it.
struct LineEditor {
    private(set) var buffer = LineBuffer()
    var history: LineHistory
    /// Whether the key before was a Tab (a second Tab lists the candidates).
    private var lastKeyWasTab = false
    /// The history entry or paste the buffer holds unchanged, if any: Enter on a recalled or
    /// pasted block runs it at once instead of asking for the blank line that ends a typed block.
    private var recalled: String?

    init(history: LineHistory) {
        self.history = history
    }

    /// Starts a new entry.
    mutating func reset() {
        buffer = LineBuffer()
        recalled = nil
        lastKeyWasTab = false
        history.stopWalking()
    }

    mutating func handle(_ key: Key, hooks: EditorHooks) -> EditorOutcome {
        let wasTab = lastKeyWasTab
        lastKeyWasTab = key == .tab
        let before = buffer
        let outcome = apply(key, hooks: hooks, secondTab: wasTab)
        if buffer.text != before.text, recalled != nil, buffer.text != recalled {
            recalled = nil
        }
        return outcome
    }

    private mutating func apply(_ key: Key, hooks: EditorHooks, secondTab: Bool) -> EditorOutcome {
        switch key {
        case .text(let text):
            // Several characters at once are a paste: a pasted block's lines bring their own
            // indentation, which replaces the one Enter put in.
            let (line, column) = buffer.currentLine
            if text.count > 1, text.first == " ", buffer.text.contains("\n"), line.prefix(column).allSatisfy({ $0 == " " }) {
                buffer.killToStart()
            }
            buffer.insert(text)
            history.stopWalking()
        case .paste(let text):
            // A paste is never run by the line ends it holds: it stays on screen to be read,
            // and one Enter runs all of it, as Enter runs a recalled block.
            buffer.insert(text)
            history.stopWalking()
            recalled = buffer.text.contains("\n") ? buffer.text : nil
            return .redraw
        case .enter: return enter(hooks: hooks)
        case .tab: return complete(hooks: hooks, secondTab: secondTab)
        case .backspace: buffer.deleteBackward()
        case .delete: buffer.deleteForward()
        case .left: buffer.moveLeft()
        case .right: buffer.moveRight()
        case .home: buffer.moveHome()
        case .end: buffer.moveEnd()
        case .wordLeft: buffer.moveWordLeft()
        case .wordRight: buffer.moveWordRight()
        case .deleteWordBackward: buffer.deleteWordBackward()
        case .deleteWordForward: buffer.deleteWordForward()
        case .killToEnd: buffer.killToEnd()
        case .killToStart: buffer.killToStart()
        case .up:
            if !buffer.moveLineUp(), let entry = history.previous(current: buffer.text) { recall(entry) }
        case .down:
            if !buffer.moveLineDown(), let entry = history.next() { recall(entry) }
        case .interrupt:
            reset()
            return .cancel
        case .endOfInput:
            if buffer.isEmpty { return .quit }
            buffer.deleteForward()
        case .clearScreen: return .clearScreen
        case .suspend: return .suspend
        case .ignored: return .redraw
        }
        return .redraw
    }

    private mutating func recall(_ entry: String) {
        buffer = LineBuffer(entry)
        recalled = entry
    }

    /// Enter finishes a one-line entry, or opens a block when the session says the line
    /// opened one. In a block, Enter adds an indented line until a blank line ends the block.
    private mutating func enter(hooks: EditorHooks) -> EditorOutcome {
        let text = buffer.text
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let inBlock = lines.count > 1
        let lastLineBlank = lines.last?.allSatisfy(\.isWhitespace) ?? true
        let finished = inBlock ? (lastLineBlank || recalled == text) : !hooks.needsContinuation(text)
        if finished {
            var kept = lines
            while kept.count > 1, kept.last?.allSatisfy(\.isWhitespace) == true { kept.removeLast() }
            return .submit(kept.joined(separator: "\n"))
        }
        buffer.moveToEndOfText()
        let lastLine = lines.last ?? ""
        let indent = lastLine.prefix { $0 == " " }
        buffer.insert("\n" + (inBlock ? String(indent) : "  "))
        recalled = nil
        return .redraw
    }

    /// Tab: at the start of a block's line it indents; otherwise one candidate is inserted,
    /// several extend the word to what they share, and a second Tab lists them.
    private mutating func complete(hooks: EditorHooks, secondTab: Bool) -> EditorOutcome {
        let (line, column) = buffer.currentLine
        let beforeCursor = Array(line.prefix(column))
        if buffer.text.contains("\n"), beforeCursor.allSatisfy(\.isWhitespace) {
            buffer.insert("  ")
            return .redraw
        }
        let lineText = String(beforeCursor) + line.dropFirst(column)
        let candidates = hooks.completions(lineText, String(beforeCursor).utf8.count)
        guard !candidates.isEmpty else { return .bell }
        let word = Array(beforeCursor.reversed().prefix { !$0.isWhitespace }.reversed())
        if candidates.count == 1, let only = candidates.first {
            let typed = Self.typedPrefixLength(of: only, word: word)
            let atWordEnd = line.dropFirst(column).first.map { $0.isWhitespace } ?? true
            buffer.replaceBeforeCursor(typed, with: only + (atWordEnd && !only.hasSuffix(" ") ? " " : ""))
            return .redraw
        }
        let shared = Self.commonPrefix(candidates)
        let typed = Self.typedPrefixLength(of: shared, word: word)
        if shared.count > typed {
            buffer.replaceBeforeCursor(typed, with: shared)
            return .redraw
        }
        return secondTab ? .listCompletions(candidates) : .bell
    }

    /// How many characters at the end of `word` the candidate starts with (ignoring case):
    /// those are replaced by the candidate, so `:he` becomes `:help` and `"Pr` `"Press"`.
    static func typedPrefixLength(of candidate: String, word: [Character]) -> Int {
        let candidateCharacters = Array(candidate.lowercased())
        var length = min(word.count, candidateCharacters.count)
        while length > 0 {
            let tail = word[(word.count - length)...].map { Character($0.lowercased()) }
            if Array(candidateCharacters.prefix(length)) == tail { return length }
            length -= 1
        }
        return 0
    }

    /// The longest prefix every candidate shares.
    static func commonPrefix(_ candidates: [String]) -> String {
        guard var shared = candidates.first.map(Array.init) else { return "" }
        for candidate in candidates.dropFirst() {
            let characters = Array(candidate)
            var length = 0
            while length < shared.count, length < characters.count, shared[length] == characters[length] { length += 1 }
            shared = Array(shared.prefix(length))
        }
        return String(shared)
    }
}
