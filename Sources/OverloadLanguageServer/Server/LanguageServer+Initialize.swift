import Foundation
import Overload

extension LanguageServer {
    /// `initialize`: agrees the position encoding, reads the workspace folder and the
    /// pairing options, and says what the server can do.
    mutating func initialize(_ params: JSONValue) -> JSONValue {
        let offered = params["capabilities"]?["general"]?["positionEncodings"]?.arrayValue?.compactMap(\.stringValue) ?? []
        encoding = PositionEncoding.negotiated(from: offered)
        settings = ServerSettings(initializeParams: params)
        canRegisterWatchers = params["capabilities"]?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.boolValue == true
        canRefreshInlayHints = params["capabilities"]?["workspace"]?["inlayHint"]?["refreshSupport"]?.boolValue == true
        phase = .running
        let capabilities: JSONValue = .object([
            "positionEncoding": .string(encoding.rawValue),
            "textDocumentSync": .object([
                "openClose": .bool(true), "change": .integer(2), "save": .object(["includeText": .bool(false)]),
            ]),
            "documentFormattingProvider": .bool(true),
            "documentRangeFormattingProvider": .bool(true),
            "codeActionProvider": .object(["codeActionKinds": .array(["quickfix"])]),
            "documentSymbolProvider": .bool(true),
            "foldingRangeProvider": .bool(true),
            "completionProvider": .object(["triggerCharacters": .array(["@", " ", "\""])]),
            "hoverProvider": .bool(true),
            "inlayHintProvider": .bool(true),
            "definitionProvider": .bool(true),
            "referencesProvider": .bool(true),
            "renameProvider": .object(["prepareProvider": .bool(true)]),
            "workspaceSymbolProvider": .bool(true),
            "semanticTokensProvider": .object([
                "legend": SemanticTokens.legend, "full": .bool(true), "range": .bool(false),
            ]),
        ])
        return .object([
            "capabilities": capabilities,
            "serverInfo": .object(["name": "overload", "version": .string(OverloadVersion.current)]),
        ])
    }
}

extension LanguageServer {
    /// After `initialized`: asks a client that can register watchers to report changes to
    /// `.lift` files, so a program edited elsewhere rechecks its open journal. The client's
    /// answer needs nothing done.
    func watchRegistration() -> [JSONValue] {
        guard canRegisterWatchers else { return [] }
        let registration: JSONValue = .object([
            "id": "overload-lift-files", "method": "workspace/didChangeWatchedFiles",
            "registerOptions": .object(["watchers": .array([.object(["globPattern": "**/*.lift"])])]),
        ])
        return [.object([
            "jsonrpc": "2.0", "id": "overload-register-watchers", "method": "client/registerCapability",
            "params": .object(["registrations": .array([registration])]),
        ])]
    }
}

/// What the client said in `initialize` about where files are and which program a journal
/// follows.
struct ServerSettings: Sendable {
    /// The workspace's folder, when the client gave one.
    var rootPath: String?
    /// The program every journal follows (`initializationOptions.program`), as a path.
    var program: String?
    /// The journal a program's hover reads (`initializationOptions.journal`), as a path.
    var journal: String?
    /// The URI of docs/errors.md, which diagnostics link to.
    var errorsDocument: String?
    /// The date hover and inlay hints plan for (`initializationOptions.date`); today otherwise.
    var date: LocalDate?
    /// Whether the client applies workspace edits as `documentChanges` (with versions).
    var documentChanges = false

    init() {}

    init(initializeParams params: JSONValue) {
        if let uri = params["rootUri"]?.stringValue ?? params["workspaceFolders"]?.arrayValue?.first?["uri"]?.stringValue {
            rootPath = DocumentURI.path(of: uri)
        } else if let path = params["rootPath"]?.stringValue {
            rootPath = path
        }
        let options = params["initializationOptions"]
        program = options?["program"]?.stringValue.map(resolve)
        journal = options?["journal"]?.stringValue.map(resolve)
        errorsDocument = options?["errorsDocument"]?.stringValue ?? Self.findErrorsDocument(rootPath: rootPath)
        date = options?["date"]?.stringValue.flatMap { LocalDate(iso: $0) }
        documentChanges = params["capabilities"]?["workspace"]?["workspaceEdit"]?["documentChanges"]?.boolValue == true
    }

    /// A path from the options: relative ones are the workspace folder's.
    func resolve(_ path: String) -> String {
        if path.hasPrefix("file://") { return DocumentURI.path(of: path) ?? path }
        guard !path.hasPrefix("/"), let rootPath else { return path }
        return (rootPath as NSString).appendingPathComponent(path)
    }
}

/// `file://` URIs and paths.
enum DocumentURI {
    /// The path of a `file://` URI, percent escapes decoded; nil for another scheme.
    static func path(of uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return url.path
    }

    /// The `file://` URI of a path.
    static func uri(of path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }
}
