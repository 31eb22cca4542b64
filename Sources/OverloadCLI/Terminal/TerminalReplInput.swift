import Foundation

/// The REPL's input on a terminal: the line editor, behind the same `ReplInput` seam as plain
/// lines.
///
/// The editor reads a whole entry at once (a block is edited, recalled and stored in the
/// history as one; a paste may hold several statements), while the REPL's loop asks for
/// it line by line (`EntryLines`).
final class TerminalReplInput: ReplInput {
    private let reader: TerminalLineReader
    private let session: ReplSession
    private var queuedLines = EntryLines()

    /// The editor on the process's terminal; nil unless standard input and output are both
    /// terminals.
    init?(session: ReplSession, environment: [String: String]) {
        let warn: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
        guard let reader = TerminalLineReader(environment: environment, warn: warn) else { return nil }
        self.reader = reader
        self.session = session
    }

    func readInput(prompt: String) -> String? {
        let continuing = prompt == session.continuationPrompt && prompt != session.prompt
        if let line = queuedLines.next(continuing: continuing) { return line }
        // The editor returns whole blocks: one still open when the entry's lines are out ends.
        if continuing { return "" }
        let session = self.session
        let hooks = EditorHooks(
            needsContinuation: { session.needsContinuation($0) },
            completions: { session.completions(line: $0, cursor: $1) })
        guard let entry = reader.readEntry(prompt: prompt, continuationPrompt: session.continuationPrompt, hooks: hooks) else {
            return nil
        }
        return queuedLines.start(entry)
    }
}
