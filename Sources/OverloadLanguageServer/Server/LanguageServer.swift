import Overload
import OverloadEngine
import OverloadStandardPlugins

/// The language server's state and message handling, with no I/O: each message body in, the
/// messages to send out. ``StdioServer`` runs it over standard input and output; tests call
/// it directly.
public struct LanguageServer: Sendable {
    /// Where the session is in its lifecycle.
    enum Phase: Sendable, Equatable {
        case waitingForInitialize
        case running
        case shutDown
    }

    var phase = Phase.waitingForInitialize
    /// How positions count characters, agreed in `initialize`.
    var encoding = PositionEncoding.utf16
    /// The open documents by URI.
    var documents: [String: TextDocument] = [:]
    /// Where the program and journal are looked for, and the pairing the client asked for.
    var settings = ServerSettings()
    /// The engine, behind its one adapter.
    var engine: EngineAdapter
    /// Requests the client cancelled.
    let cancellations: Cancellations
    /// Whether diagnostics are published as soon as a document changes (in process), or held
    /// until the messages waiting are handled (``StdioServer``, which calls ``flushDiagnostics()``).
    var publishesAtOnce = true
    /// True when a change was made whose diagnostics are not yet published.
    var diagnosticsPending = false
    /// The files, not open, that an open document includes or uses, whose diagnostics were
    /// published last: each is cleared once no open document includes it.
    var publishedIncludedFiles: Set<String> = []
    /// The documents opened or changed since ``prepareTraining()`` last ran.
    var changedSincePreparation: Set<String> = []
    /// Whether the client registers file watchers when asked (`client/registerCapability`).
    var canRegisterWatchers = false
    /// Whether the client asks for inlay hints again when told to (`workspace/inlayHint/refresh`).
    var canRefreshInlayHints = false
    /// How many refreshes were asked for: each request's id is new.
    var inlayHintRefreshes = 0
    /// Lines for the log (standard error): never protocol output.
    var logLines: [String] = []
    /// The exit status once `exit` arrived: 0 after `shutdown`, 1 without.
    public private(set) var exitCode: Int32?

    /// A server whose cancelled requests are recorded in `cancellations`.
    init(cancellations: Cancellations = Cancellations(), registry: PluginRegistry) {
        self.cancellations = cancellations
        engine = EngineAdapter(registry: registry)
    }

    /// A server for `overload lsp` whose rules run with `registry`'s plugins (the one the
    /// command line was started with). No default: the standard plugins alone would drop the
    /// user's own without a word.
    public init(registry: PluginRegistry) {
        self.init(cancellations: Cancellations(), registry: registry)
    }

    /// Handles one message body; returns the messages to send, in order.
    mutating func receive(_ body: [UInt8]) -> [JSONValue] {
        guard let message = JSONText.parse(body) else {
            return [Self.errorResponse(id: .null, ResponseError(.parseError, "the message is not JSON"))]
        }
        return receive(message)
    }

    /// Handles one parsed message.
    mutating func receive(_ message: JSONValue) -> [JSONValue] {
        guard message.objectValue != nil, let method = message["method"]?.stringValue else {
            // A response from the client (to a request this server never makes) or nonsense.
            if message["id"] != nil, message["result"] != nil || message["error"] != nil { return [] }
            return [Self.errorResponse(id: message["id"] ?? .null, ResponseError(.invalidRequest, "a message needs a method"))]
        }
        let params = message["params"] ?? .null
        guard let id = message["id"] else {
            return notification(method, params)
        }
        if cancellations.take(id) {
            return [Self.errorResponse(id: id, ResponseError(.requestCancelled, "\(method) was cancelled"))]
        }
        do {
            let (result, extra) = try request(method, params)
            return [Self.response(id: id, result: result)] + extra
        } catch {
            return [Self.errorResponse(id: id, error)]
        }
    }

    /// A request's result and any notifications that follow it.
    mutating func request(_ method: String, _ params: JSONValue) throws(ResponseError) -> (JSONValue, [JSONValue]) {
        switch phase {
        case .waitingForInitialize:
            guard method == "initialize" else {
                throw ResponseError(.serverNotInitialized, "the server is not initialized; send 'initialize' first")
            }
            return (initialize(params), [])
        case .shutDown:
            throw ResponseError(.invalidRequest, "the server was shut down; only 'exit' is accepted")
        case .running:
            break
        }
        switch method {
        case "initialize": throw ResponseError(.invalidRequest, "the server is already initialized")
        case "shutdown":
            phase = .shutDown
            return (.null, [])
        case "textDocument/formatting": return (try formatting(params), [])
        case "textDocument/rangeFormatting": return (try rangeFormatting(params), [])
        case "textDocument/codeAction": return (try codeActions(params), [])
        case "textDocument/documentSymbol": return (try documentSymbols(params), [])
        case "textDocument/foldingRange": return (try foldingRanges(params), [])
        case "textDocument/completion": return (try completion(params), [])
        case "textDocument/hover": return (try hover(params), [])
        case "textDocument/inlayHint": return (try inlayHints(params), [])
        case "textDocument/definition": return (try definition(params), [])
        case "textDocument/references": return (try references(params), [])
        case "textDocument/prepareRename": return (try prepareRename(params), [])
        case "textDocument/rename": return (try rename(params), [])
        case "textDocument/semanticTokens/full": return (try semanticTokens(params), [])
        case "workspace/symbol": return (workspaceSymbols(params), [])
        default: throw ResponseError(.methodNotFound, "no method '\(method)'")
        }
    }

    /// Handles a notification; returns what it makes the server send (diagnostics).
    mutating func notification(_ method: String, _ params: JSONValue) -> [JSONValue] {
        if method == "exit" {
            exitCode = phase == .shutDown ? 0 : 1
            return []
        }
        guard phase == .running else { return [] }
        switch method {
        case "initialized": return watchRegistration()
        case "$/cancelRequest", "$/setTrace", "workspace/didChangeConfiguration": return []
        case "textDocument/didOpen": return didOpen(params)
        case "textDocument/didChange": return didChange(params)
        case "textDocument/didClose": return didClose(params)
        case "textDocument/didSave": return didSave(params)
        case "workspace/didChangeWatchedFiles": return filesChanged()
        default:
            if !method.hasPrefix("$/") { logLines.append("ignored the notification '\(method)'") }
            return []
        }
    }

    static func response(id: JSONValue, result: JSONValue) -> JSONValue {
        .object(["jsonrpc": "2.0", "id": id, "result": result])
    }

    static func errorResponse(id: JSONValue, _ error: ResponseError) -> JSONValue {
        .object(["jsonrpc": "2.0", "id": id,
                 "error": .object(["code": .integer(error.code.rawValue), "message": .string(error.message)])])
    }

    static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
        .object(["jsonrpc": "2.0", "method": .string(method), "params": params])
    }
}
