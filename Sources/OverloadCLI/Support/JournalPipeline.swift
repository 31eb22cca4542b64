import Foundation
import Overload

/// Reads a journal on a thread of its own, a part at a time (``JournalPartReader``), and
/// hands each part's entries to the thread that replays them. `next` on years of training
/// then parses the journal while the program loads and while the replay runs, on the
/// machine's second core, instead of before them.
final class JournalPipeline: @unchecked Sendable {
    // Guarded by `condition`.
    private let condition = NSCondition()
    private var parts: [[JournalEntry]] = []
    private var reading: JournalFilesReading?
    private var handedOutEntriesAreFinal = true

    /// Starts reading the journal file `file` (with the files it includes) on a new thread;
    /// its entries are handed out part by part when `handingOut`, otherwise only
    /// ``finish()`` answers. With `keepingUntilExit` (a command that answers once and exits),
    /// each part's syntax tree and the reader's tables are left to the process's exit rather
    /// than freed (``Console/keepUntilExit(_:)``).
    static func start(_ file: (name: String, bytes: [UInt8]), handingOut: Bool, keepingUntilExit: Bool = false) -> JournalPipeline {
        let pipeline = JournalPipeline()
        // A task-local value does not cross to a new thread: the include rule is carried over.
        let policy = SourcePathPolicy.current
        let thread = Thread {
            SourcePathPolicy.$current.withValue(policy) {
                pipeline.read(SourceFile(name: file.name, bytes: file.bytes), handingOut: handingOut, keepingUntilExit: keepingUntilExit)
            }
        }
        // The parser's recursion is bounded for the main thread's stack; give this one as much.
        thread.stackSize = 8 << 20
        thread.start()
        return pipeline
    }

    private func read(_ source: SourceFile, handingOut: Bool, keepingUntilExit: Bool) {
        var reader = JournalPartReader(source)
        reader.keepsSyntaxTrees = keepingUntilExit
        while handingOut, let entries = reader.next() {
            condition.lock()
            parts.append(entries)
            condition.signal()
            condition.unlock()
        }
        let finished = reader.finish(includes: SourceLoader.readBytes)
        if keepingUntilExit { Console.keepForever(reader) }
        condition.lock()
        reading = finished
        handedOutEntriesAreFinal = reader.handedOutEntriesAreFinal
        condition.broadcast()
        condition.unlock()
    }

    /// The entries of the next part read, waiting for it; nil once the journal is read.
    func nextEntries() -> [JournalEntry]? {
        condition.lock()
        defer { condition.unlock() }
        while parts.isEmpty, reading == nil { condition.wait() }
        return parts.isEmpty ? nil : parts.removeFirst()
    }

    /// The whole reading, waiting for it, and whether the entries handed out by
    /// ``nextEntries()`` were the journal's own, in its order (when not, a replay of them is
    /// dropped and the journal replayed whole).
    func finish() -> (reading: JournalFilesReading, handedOutEntriesAreFinal: Bool) {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let reading { return (reading, handedOutEntriesAreFinal) }
            condition.wait()
        }
    }
}
