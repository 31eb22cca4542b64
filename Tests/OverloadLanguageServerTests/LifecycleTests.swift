import Overload
@testable import OverloadLanguageServer
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
        #expect(harness.request("textDocument/rename", .object([:]))["error"]?["code"]?.intValue == -32601)
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
