import Foundation
import Overload
@testable import OverloadLanguageServer
import OverloadStandardPlugins
import Testing

/// `initialize`, `shutdown`, `exit` and the errors of the base protocol, in process.
@Suite struct LifecycleTests {
    @Test func initializeSaysWhatTheServerDoes() {
        var harness = ServerHarness()
        let response = harness.initialize()
        let capabilities = response["result"]?["capabilities"]
        #expect(capabilities?["positionEncoding"]?.stringValue == "utf-16")
        #expect(capabilities?["textDocumentSync"]?["change"]?.intValue == 2)
        for provider in ["documentFormattingProvider", "documentSymbolProvider", "foldingRangeProvider", "hoverProvider", "inlayHintProvider"] {
            #expect(capabilities?[provider]?.boolValue == true, "\(provider)")
        }
        #expect(capabilities?["codeActionProvider"]?["codeActionKinds"]?.arrayValue == ["quickfix"])
        #expect(capabilities?["completionProvider"] != nil)
        #expect(response["result"]?["serverInfo"]?["name"]?.stringValue == "overload")
    }

    @Test func utf8IsTakenWhenOffered() {
        var harness = ServerHarness()
        let response = harness.initialize(encodings: ["utf-16", "utf-8"])
        #expect(response["result"]?["capabilities"]?["positionEncoding"]?.stringValue == "utf-8")
        var other = ServerHarness()
        #expect(other.initialize(encodings: ["utf-32", "utf-16"])["result"]?["capabilities"]?["positionEncoding"]?.stringValue == "utf-16")
    }

    @Test func requestsBeforeInitializeAreRefused() {
        var harness = ServerHarness()
        let response = harness.request("textDocument/hover", ServerHarness.at("file:///a.lift", ServerHarness.position(0, 0)))
        #expect(response["error"]?["code"]?.intValue == -32002)
        // A notification before initialize is dropped, not answered.
        #expect(harness.notify("textDocument/didOpen", .object([:])).isEmpty)
        #expect(harness.initialize()["result"] != nil)
    }

    @Test func unknownMethodsAreNotFound() {
        var harness = ServerHarness.initialized()
        #expect(harness.request("textDocument/typeDefinition", .object([:]))["error"]?["code"]?.intValue == -32601)
        // An unknown notification is not answered.
        #expect(harness.notify("custom/thing", .object([:])).isEmpty)
    }

    @Test func shutdownAnswersNullAndExitSaysZero() {
        var harness = ServerHarness.initialized()
        let response = harness.request("shutdown", .null)
        #expect(response["result"] == .null)
        #expect(response["error"] == nil)
        #expect(harness.server.exitCode == nil)
        // After shutdown only exit is accepted.
        #expect(harness.request("textDocument/hover", .object([:]))["error"]?["code"]?.intValue == -32600)
        _ = harness.notify("exit", .null)
        #expect(harness.server.exitCode == 0)
    }

    @Test func exitWithoutShutdownSaysOne() {
        var harness = ServerHarness.initialized()
        _ = harness.notify("exit", .null)
        #expect(harness.server.exitCode == 1)
        var fresh = ServerHarness()
        _ = fresh.notify("exit", .null)
        #expect(fresh.server.exitCode == 1)
    }

    @Test func malformedMessagesGetAnErrorAndTheServerGoesOn() {
        var harness = ServerHarness.initialized()
        let notJSON = harness.server.receive(Array("{\"jsonrpc\": \"2.0\", \"id\": 1, ".utf8))
        #expect(notJSON.first?["error"]?["code"]?.intValue == -32700)
        #expect(notJSON.first?["id"] == .null)
        let noMethod = harness.server.receive(.object(["jsonrpc": "2.0", "id": 7]))
        #expect(noMethod.first?["error"]?["code"]?.intValue == -32600)
        #expect(harness.server.receive(Array("[1, 2]".utf8)).first?["error"]?["code"]?.intValue == -32600)
        let missing = harness.request("textDocument/formatting", ServerHarness.document("file:///nowhere.lift"))
        #expect(missing["error"]?["code"]?.intValue == -32602)
        #expect(harness.request("shutdown", .null)["result"] == .null)
    }

    @Test func cancelledRequestsAreAnsweredWithRequestCancelled() {
        var harness = ServerHarness.initialized()
        harness.open("file:///tmp/c.lift", "day \"A\":\n  squat 3x5 @ 100kg\n")
        // The reader marks the id as it reads the cancel, before the request is worked on.
        harness.server.cancellations.cancel(.integer(harness.nextID))
        let response = harness.request("textDocument/documentSymbol", ServerHarness.document("file:///tmp/c.lift"))
        #expect(response["error"]?["code"]?.intValue == -32800)
        // Only that request: the next one is answered.
        #expect(harness.request("textDocument/documentSymbol", ServerHarness.document("file:///tmp/c.lift"))["result"]?.arrayValue?.count == 1)
        // A cancel that arrives as a message marks the id too.
        _ = harness.notify("$/cancelRequest", .object(["id": .string("x")]))
        #expect(Cancellations.cancelledID(in: .object(["method": "$/cancelRequest", "params": .object(["id": "x"])])) == "x")
    }
}

/// What happens around the lifecycle: watchers registered with a client that can, and the
/// reader marking a cancelled request before the server gets to it.
@Suite struct LifecycleExtrasTests {
    @Test func watchersAreRegisteredWithClientsThatCan() {
        var harness = ServerHarness()
        _ = harness.request("initialize", .object(["capabilities": .object([
            "workspace": .object(["didChangeWatchedFiles": .object(["dynamicRegistration": true])]),
        ])]))
        let out = harness.notify("initialized", .object([:]))
        #expect(out.first?["method"]?.stringValue == "client/registerCapability")
        let registration = out.first?["params"]?["registrations"]?.arrayValue?.first
        #expect(registration?["method"]?.stringValue == "workspace/didChangeWatchedFiles")
        #expect(registration?["registerOptions"]?["watchers"]?.arrayValue?.first?["globPattern"]?.stringValue == "**/*.lift")
        // The client's answer is taken quietly.
        #expect(harness.server.receive(.object(["jsonrpc": "2.0", "id": "overload-register-watchers", "result": .null])).isEmpty)
        // A client that cannot is not asked.
        var plain = ServerHarness()
        _ = plain.initialize()
        #expect(plain.notify("initialized", .object([:])).isEmpty)
    }

    @Test func theReaderMarksCancelsAsItReads() throws {
        var descriptors: [Int32] = [0, 0]
        #expect(pipe(&descriptors) == 0)
        let request = "{\"jsonrpc\":\"2.0\",\"id\":9,\"method\":\"textDocument/hover\",\"params\":{}}"
        let cancel = "{\"jsonrpc\":\"2.0\",\"method\":\"$/cancelRequest\",\"params\":{\"id\":9}}"
        let bytes = FramingTests.framed(request) + FramingTests.framed(cancel)
        _ = bytes.withUnsafeBytes { write(descriptors[1], $0.baseAddress, $0.count) }
        close(descriptors[1])
        let inbox = Inbox()
        let cancellations = Cancellations()
        StdioServer.readMessages(from: descriptors[0], into: inbox, cancellations: cancellations, log: -1)
        close(descriptors[0])
        guard case .body(let first) = inbox.take(), case .body = inbox.take(), case .end = inbox.take() else {
            Issue.record("the reader did not hand out two messages and the end")
            return
        }
        #expect(String(decoding: first, as: UTF8.self) == request)
        // The server, getting to the request now, answers it as cancelled.
        var server = LanguageServer(cancellations: cancellations, registry: StandardPlugins.registry)
        _ = server.receive(.object(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": .object(["capabilities": .object([:])])]))
        #expect(server.receive(first).first?["error"]?["code"]?.intValue == -32800)
    }
}
