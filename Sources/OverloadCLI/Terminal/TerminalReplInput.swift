import Foundation

/// The REPL's input on a terminal: the line editor, behind the same `ReplInput` seam as plain
/// lines.
///
/// The editor reads a whole entry at once (a block is edited, recalled and stored in the
/// history as one), while the REPL's loop asks for a block line by line until a blank line:
/// the entry's first line is returned for the prompt, its other lines and the blank line
/// that ends the block for the continuation prompt.
final class TerminalReplInput: ReplInput {
    private let reader: TerminalLineReader
    private let session: ReplSession
    private var queuedLines: [String] = []

    /// The editor on the process's terminal; nil unless standard input and output are both
    /// terminals.
    init?(session: ReplSession, environment: [String: String]) {
        let warn: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
        guard let reader = TerminalLineReader(environment: environment, warn: warn) else { return nil }
        self.reader = reader
        self.session = session
    }

    func readInput(prompt: String) -> String? {
        if prompt == session.continuationPrompt, prompt != session.prompt {
            return queuedLines.isEmpty ? "" : queuedLines.removeFirst()
        }
        let session = self.session
        let hooks = EditorHooks(
            needsContinuation: { session.needsContinuation($0) },
            completions: { session.completions(line: $0, cursor: $1) })
        guard let entry = reader.readEntry(prompt: prompt, continuationPrompt: session.continuationPrompt, hooks: hooks) else {
            return nil
        }
        var lines = entry.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let first = lines.isEmpty ? "" : lines.removeFirst()
        queuedLines = lines + [""]
        return first
    }
}
