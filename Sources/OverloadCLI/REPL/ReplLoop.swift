/// The read-evaluate-print loop over any input: plain lines or a line editor.
public enum ReplLoop {
    /// Reads and evaluates until the input ends or `:quit`; a line that opens a block is
    /// continued (with the continuation prompt) until a blank line or the end of input.
    public static func run(_ session: ReplSession, input: inout any ReplInput, console: inout Console) {
        while let first = input.readInput(prompt: session.prompt) {
            var text = first
            while session.needsContinuation(text), let more = input.readInput(prompt: session.continuationPrompt) {
                if more.trimmingSpaces.isEmpty { break }
                text += "\n" + more
            }
            let reply = session.evaluate(text)
            console.print(reply.output, terminator: "")
            if reply.quit { return }
        }
    }
}
