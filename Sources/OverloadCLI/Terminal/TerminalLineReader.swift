/// Reads entries from a terminal with line editing, history and completion.
///
/// The terminal is raw only while an entry is read, so what the REPL prints between
/// entries goes through the terminal's usual settings.
final class TerminalLineReader {
    private let terminal: RawTerminal
    private var editor: LineEditor
    private var decoder = KeyDecoder()
    private let historyFile: HistoryFile?
    /// Written to standard error once when the history file cannot be written.
    private let warn: (String) -> Void
    private var warnedAboutHistory = false
    private var columns = 80
    /// The cursor's row below the prompt's row, as last drawn.
    private var cursorRow = 0
    /// Keys read after the one that finished an entry (a paste of several lines, or typing
    /// ahead arrives in one read): the next entry starts with them, so no line is lost.
    private var pendingKeys: [Key] = []

    /// How long a lone Escape waits for the rest of a sequence, in milliseconds.
    static let escapeWait: Int32 = 50

    /// A reader on the process's terminal, nil when standard input or output is not one.
    init?(environment: [String: String], warn: @escaping (String) -> Void) {
        guard let terminal = RawTerminal() else { return nil }
        self.terminal = terminal
        self.warn = warn
        historyFile = HistoryFile.path(environment: environment).map { HistoryFile(path: $0, capacity: LineHistory.defaultCapacity) }
        editor = LineEditor(history: LineHistory(entries: historyFile?.load() ?? []))
    }

    /// Reads one entry (several lines for a block); nil when the user leaves (Ctrl-D on an
    /// empty line) or the terminal goes away.
    func readEntry(prompt: String, continuationPrompt: String, hooks: EditorHooks) -> String? {
        terminal.enterRawMode()
        defer { terminal.leaveRawMode() }
        editor.reset()
        columns = terminal.columns
        cursorRow = 0
        draw(prompt, continuationPrompt)
        if let entry = handlePending(prompt, continuationPrompt, hooks) { return entry }
        while true {
            let event = terminal.wait(timeout: decoder.hasPending ? Self.escapeWait : -1)
            let keys: [Key]
            switch event {
            case .bytes(let bytes): keys = decoder.decode(bytes)
            case .timeout: keys = decoder.flush()
            case .resized:
                // The terminal rewraps what is on screen to its new width (tmux and most
                // terminals do): the cursor's row is where the new width puts it.
                columns = terminal.columns
                cursorRow = layout(prompt, continuationPrompt).cursor.row
                draw(prompt, continuationPrompt)
                continue
            case .continued:
                cursorRow = 0
                terminal.output("\r")
                draw(prompt, continuationPrompt)
                continue
            case .closed:
                terminal.output(ScreenDrawing.leave(layout: layout(prompt, continuationPrompt)))
                return nil
            }
            pendingKeys = keys
            if let entry = handlePending(prompt, continuationPrompt, hooks) { return entry }
        }
    }

    /// Applies the pending keys in order until one finishes the entry; the keys after it stay
    /// pending for the next entry.
    private func handlePending(_ prompt: String, _ continuationPrompt: String, _ hooks: EditorHooks) -> String?? {
        while !pendingKeys.isEmpty {
            let key = pendingKeys.removeFirst()
            if let entry = handle(key, prompt, continuationPrompt, hooks) { return entry }
        }
        return nil
    }

    /// Applies one key; the entry when it finished it, `.some(nil)` when the user left.
    private func handle(_ key: Key, _ prompt: String, _ continuationPrompt: String, _ hooks: EditorHooks) -> String?? {
        // The entry as drawn, before the key changes it (Ctrl-C empties it).
        let shown = layout(prompt, continuationPrompt)
        switch editor.handle(key, hooks: hooks) {
        case .redraw:
            draw(prompt, continuationPrompt)
        case .submit(let entry):
            terminal.output(ScreenDrawing.leave(layout: shown))
            remember(entry)
            return .some(entry)
        case .cancel:
            // The dropped text stays on screen, marked, as in a shell.
            terminal.output(ScreenDrawing.moveToEnd(layout: shown) + "^C\r\n")
            cursorRow = 0
            draw(prompt, continuationPrompt)
        case .quit:
            terminal.output(ScreenDrawing.leave(layout: shown))
            return .some(nil)
        case .clearScreen:
            terminal.output(ScreenDrawing.clearScreen)
            cursorRow = 0
            draw(prompt, continuationPrompt)
        case .listCompletions(let candidates):
            terminal.output(ScreenDrawing.leave(layout: shown))
            terminal.output(ScreenDrawing.listing(candidates, columns: columns))
            cursorRow = 0
            draw(prompt, continuationPrompt)
        case .suspend:
            terminal.output(ScreenDrawing.leave(layout: shown))
            cursorRow = 0
            terminal.suspend()
        case .bell:
            terminal.output("\u{07}")
        }
        return nil
    }

    private func layout(_ prompt: String, _ continuationPrompt: String) -> ScreenLayout {
        ScreenLayout(
            prompt: prompt, continuationPrompt: continuationPrompt, characters: editor.buffer.characters,
            cursor: editor.buffer.cursor, columns: columns)
    }

    private func draw(_ prompt: String, _ continuationPrompt: String) {
        let shown = layout(prompt, continuationPrompt)
        terminal.output(
            ScreenDrawing.redraw(
                prompt: prompt, continuationPrompt: continuationPrompt, text: editor.buffer.text, layout: shown, fromRow: cursorRow))
        cursorRow = shown.cursor.row
    }

    /// Keeps the entry in the history, and in the file at once so nothing is lost.
    private func remember(_ entry: String) {
        guard editor.history.add(entry), let historyFile else { return }
        do {
            try historyFile.append(entry)
        } catch {
            if !warnedAboutHistory {
                warnedAboutHistory = true
                warn("warning: history not saved: \(error)")
            }
        }
    }
}
