import Foundation
import Overload
import OverloadEngine
import OverloadStandardPlugins

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `overload lsp`: the language server over standard input and output. A reader thread
/// frames messages as bytes arrive (and marks cancelled requests at once); this thread
/// handles them in order and writes the answers. Standard output carries nothing but the
/// protocol; logs go to standard error.
public enum StdioServer {
    /// Serves until `exit` or the end of input, running rules with `registry`'s plugins;
    /// returns the exit status (0 after `shutdown`, 1 otherwise).
    public static func run(input: Int32 = 0, output: Int32 = 1, log: Int32 = 2, registry: PluginRegistry) -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        // The protocol gets a descriptor of its own, and standard output becomes standard
        // error: whatever else might print cannot corrupt a message.
        var output = output
        let own = dup(output)
        if own >= 0, dup2(log, output) >= 0 { output = own }
        var server = LanguageServer(registry: registry)
        server.publishesAtOnce = false
        let inbox = Inbox()
        let cancellations = server.cancellations
        let reader = Thread {
            readMessages(from: input, into: inbox, cancellations: cancellations, log: log)
        }
        reader.start()
        while true {
            switch inbox.take() {
            case .body(let body):
                var messages = server.receive(body)
                // Diagnostics wait until no message is waiting: typing is checked once per pause.
                var flushed = false
                if inbox.isEmpty {
                    let published = server.flushDiagnostics()
                    flushed = !published.isEmpty
                    messages += published
                }
                for message in messages { writeAll(MessageFraming.frame(JSONText.bytes(message)), to: output) }
                for line in server.logLines { writeAll(Array("overload lsp: \(line)\n".utf8), to: log) }
                server.logLines.removeAll()
                if let code = server.exitCode { return code }
                // Still nothing waiting: the replay the next hover or inlay hints need is made now.
                if flushed, inbox.isEmpty { server.prepareTraining() }
            case .end:
                return server.phase == .shutDown ? 0 : 1
            }
        }
    }

    /// Frames what arrives on `input` into `inbox` until the end of input, marking each
    /// cancelled request as soon as its `$/cancelRequest` is read.
    static func readMessages(from input: Int32, into inbox: Inbox, cancellations: Cancellations, log: Int32) {
        var framing = MessageFraming()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            framing.append(buffer[0..<count])
            while let piece = framing.next() {
                switch piece {
                case .body(let body):
                    if let message = JSONText.parse(body), let id = Cancellations.cancelledID(in: message) {
                        cancellations.cancel(id)
                    }
                    inbox.put(.body(body))
                case .badHeader(let problem):
                    writeAll(Array("overload lsp: \(problem)\n".utf8), to: log)
                }
            }
        }
        if framing.hasPartialMessage { writeAll(Array("overload lsp: the input ended inside a message\n".utf8), to: log) }
        inbox.put(.end)
    }

    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
}

/// Messages waiting for the server, in order.
final class Inbox: @unchecked Sendable {
    enum Item: Sendable {
        case body([UInt8])
        case end
    }

    private let condition = NSCondition()
    private var items: [Item] = []

    func put(_ item: Item) {
        condition.lock()
        items.append(item)
        condition.signal()
        condition.unlock()
    }

    var isEmpty: Bool {
        condition.lock()
        defer { condition.unlock() }
        return items.isEmpty
    }

    func take() -> Item {
        condition.lock()
        defer { condition.unlock() }
        while items.isEmpty { condition.wait() }
        return items.removeFirst()
    }
}
