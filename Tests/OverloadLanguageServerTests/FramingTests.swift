@testable import OverloadLanguageServer
import Testing

/// The base protocol's framing, fed the ways bytes arrive from a pipe.
@Suite struct FramingTests {
    static func framed(_ body: String) -> [UInt8] {
        Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
    }

    static func bodies(_ framing: inout MessageFraming) -> [String] {
        var found: [String] = []
        while let piece = framing.next() {
            if case .body(let body) = piece { found.append(String(decoding: body, as: UTF8.self)) }
        }
        return found
    }

    @Test func twoMessagesInOneRead() {
        var framing = MessageFraming()
        framing.append(Self.framed("{\"a\":1}") + Self.framed("{\"b\":\"é😀\"}"))
        #expect(Self.bodies(&framing) == ["{\"a\":1}", "{\"b\":\"é😀\"}"])
        #expect(!framing.hasPartialMessage)
    }

    @Test func oneByteAtATime() {
        var framing = MessageFraming()
        var found: [String] = []
        let bytes = Self.framed("{\"emoji\":\"🏋️‍♀️\"}") + Self.framed("{}")
        for byte in bytes {
            framing.append([byte])
            found += Self.bodies(&framing)
        }
        #expect(found == ["{\"emoji\":\"🏋️‍♀️\"}", "{}"])
    }

    @Test func headerSplitAcrossReads() {
        var framing = MessageFraming()
        framing.append(Array("Content-Len".utf8))
        #expect(framing.next() == nil)
        framing.append(Array("gth: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r".utf8))
        #expect(framing.next() == nil)
        framing.append(Array("\n\r\n{".utf8))
        #expect(framing.next() == nil)
        framing.append(Array("}".utf8))
        #expect(framing.next() == .body(Array("{}".utf8)))
    }

    /// Content-Length counts bytes, not characters.
    @Test func lengthIsInBytes() {
        var framing = MessageFraming()
        framing.append(Array("Content-Length: 4\r\n\r\n\"é\"Content-Len".utf8))
        #expect(framing.next() == .body(Array("\"é\"".utf8)))
        #expect(framing.next() == nil)
        #expect(framing.hasPartialMessage)
    }

    @Test func garbageIsDroppedAndTheNextMessageRead() {
        var framing = MessageFraming()
        framing.append(Array("garbage\r\n".utf8) + Self.framed("{\"ok\":true}"))
        guard case .badHeader = framing.next() else {
            Issue.record("garbage was not reported")
            return
        }
        #expect(Self.bodies(&framing) == ["{\"ok\":true}"])
    }

    @Test func badLengthsAreReported() {
        for header in ["Content-Length: abc\r\n\r\n", "Content-Length: -5\r\n\r\n", "Content-Type: x\r\n\r\n",
                       "Content-Length: 999999999999\r\n\r\n"] {
            var framing = MessageFraming()
            framing.append(Array(header.utf8) + Self.framed("{}"))
            guard case .badHeader = framing.next() else {
                Issue.record("\(header) was accepted")
                continue
            }
            #expect(Self.bodies(&framing) == ["{}"], "\(header)")
        }
    }

    @Test func headerNamesIgnoreCase() {
        var framing = MessageFraming()
        framing.append(Array("content-length: 2\r\n\r\n{}".utf8))
        #expect(framing.next() == .body(Array("{}".utf8)))
    }
}
