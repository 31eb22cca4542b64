import Foundation
import Overload
@testable import OverloadLanguageServer
import OverloadTestSupport
import Testing

/// `overload lsp` as a child process over pipes: framing as a client's writes split it,
/// nothing but protocol on standard output, and the exit status.
@Suite(.serialized) struct SubprocessTests {
    /// A running `overload lsp` and what it has written.
    final class Child: @unchecked Sendable {
        let process = Process()
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        private let lock = NSLock()
        private var received: [UInt8] = []

        init(arguments: [String] = ["lsp"]) throws {
            guard let executable = BuiltProducts.executable("overload") else { throw CocoaError(.fileNoSuchFile) }
            process.executableURL = executable
            process.arguments = arguments
            process.standardInput = input
            process.standardOutput = output
            process.standardError = errors
            output.fileHandleForReading.readabilityHandler = { [weak self] handle in
                let data = handle.availableData
                guard let self else { return }
                self.lock.lock()
                self.received += data
                self.lock.unlock()
            }
            try process.run()
        }

        func write(_ bytes: [UInt8]) {
            input.fileHandleForWriting.write(Data(bytes))
        }

        func write(_ text: String) { write(Array(text.utf8)) }

        static func framed(_ body: String) -> [UInt8] {
            Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
        }

        static func request(_ id: Int, _ method: String, _ params: String = "{}") -> [UInt8] {
            framed("{\"jsonrpc\":\"2.0\",\"id\":\(id),\"method\":\"\(method)\",\"params\":\(params)}")
        }

        static func notification(_ method: String, _ params: String = "{}") -> [UInt8] {
            framed("{\"jsonrpc\":\"2.0\",\"method\":\"\(method)\",\"params\":\(params)}")
        }

        /// The messages on standard output so far, once at least `count` arrived (or ten seconds passed).
        func messages(atLeast count: Int) -> [JSONValue] {
            let deadline = Date().addingTimeInterval(10)
            while true {
                lock.lock()
                let bytes = received
                lock.unlock()
                var framing = MessageFraming()
                framing.append(bytes)
                var found: [JSONValue] = []
                while let piece = framing.next() {
                    if case .body(let body) = piece, let message = JSONText.parse(body) { found.append(message) }
                }
                if found.count >= count || Date() > deadline { return found }
                Thread.sleep(forTimeInterval: 0.02)
            }
        }

        /// Every byte of standard output is a framed message.
        func outputIsOnlyProtocol() -> Bool {
            lock.lock()
            let bytes = received
            lock.unlock()
            var framing = MessageFraming()
            framing.append(bytes)
            while let piece = framing.next() {
                guard case .body(let body) = piece, JSONText.parse(body) != nil else { return false }
            }
            return !framing.hasPartialMessage
        }

        /// The exit status, waiting up to ten seconds.
        func status() -> Int32? {
            let deadline = Date().addingTimeInterval(10)
            while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
            if process.isRunning {
                process.terminate()
                return nil
            }
            return process.terminationStatus
        }

        var errorText: String {
            String(decoding: errors.fileHandleForReading.availableData, as: UTF8.self)
        }
    }

    @Test func splitHeadersThenShutdownAndExitSaysZero() throws {
        let child = try Child()
        let initialize = Child.request(1, "initialize", "{\"capabilities\":{}}")
        child.write(Array(initialize.prefix(9)))
        Thread.sleep(forTimeInterval: 0.05)
        child.write(Array(initialize.dropFirst(9).prefix(12)))
        Thread.sleep(forTimeInterval: 0.05)
        child.write(Array(initialize.dropFirst(21)))
        #expect(child.messages(atLeast: 1).first?["result"]?["capabilities"] != nil)
        child.write(Child.notification("initialized") + Child.request(2, "shutdown", "null"))
        let answers = child.messages(atLeast: 2)
        #expect(answers.count == 2)
        #expect(answers.last?["id"]?.intValue == 2)
        #expect(answers.last?["result"] == .null)
        child.write(Child.notification("exit", "null"))
        #expect(child.status() == 0)
        #expect(child.outputIsOnlyProtocol())
    }

    @Test func twoMessagesInOneWriteAndDiagnosticsArrive() throws {
        let child = try Child()
        child.write(Child.request(1, "initialize", "{\"capabilities\":{}}") + Child.notification("initialized")
            + Child.notification("textDocument/didOpen",
                                 "{\"textDocument\":{\"uri\":\"file:///tmp/p.lift\",\"languageId\":\"overload\",\"version\":1,\"text\":\"day \\\"Été 💪\\\":\\n  squat 3x5 @ 100kgg\\n\"}}"))
        let messages = child.messages(atLeast: 2)
        #expect(messages.first?["id"]?.intValue == 1)
        #expect(messages.last?["method"]?.stringValue == "textDocument/publishDiagnostics")
        #expect(messages.last?["params"]?["diagnostics"]?.arrayValue?.isEmpty == false)
        // An answer holding non-ASCII text: its Content-Length counts bytes, or it would not read back.
        child.write(Child.request(2, "textDocument/documentSymbol", "{\"textDocument\":{\"uri\":\"file:///tmp/p.lift\"}}"))
        let symbols = child.messages(atLeast: 3).last
        #expect(symbols?["result"]?.arrayValue?.first?["name"]?.stringValue == "Été 💪")
        child.write(Child.notification("exit"))
        #expect(child.status() == 1)
    }

    /// Clients that start servers with `--stdio` (VS Code's library does) are served too.
    @Test func oneByteAtATime() throws {
        let child = try Child(arguments: ["lsp", "--stdio"])
        for byte in Child.request(1, "initialize", "{\"capabilities\":{},\"rootUri\":\"file:///tmp/caf%C3%A9\"}") {
            child.write([byte])
        }
        #expect(child.messages(atLeast: 1).first?["result"]?["capabilities"] != nil)
        try child.input.fileHandleForWriting.close()
        // The end of input without shutdown: status 1.
        #expect(child.status() == 1)
    }

    @Test func garbageIsLoggedAndTheServerGoesOn() throws {
        let child = try Child()
        child.write("this is not a header\r\n\r\n")
        child.write(Child.framed("{not json"))
        child.write(Child.request(1, "textDocument/hover"))
        child.write(Child.request(2, "initialize", "{\"capabilities\":{}}"))
        child.write(Child.request(3, "no/such/method"))
        let messages = child.messages(atLeast: 4)
        #expect(messages.map { $0["error"]?["code"]?.intValue } == [-32700, -32002, nil, -32601])
        child.write(Child.request(4, "shutdown", "null"))
        #expect(child.messages(atLeast: 5).last?["result"] == .null)
        try child.input.fileHandleForWriting.close()
        // The end of input after shutdown: status 0.
        #expect(child.status() == 0)
        #expect(child.outputIsOnlyProtocol())
        #expect(child.errorText.contains("overload lsp:"))
    }
}
