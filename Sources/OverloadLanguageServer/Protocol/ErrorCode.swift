/// The JSON-RPC and LSP error codes the server answers with.
enum ErrorCode: Int, Sendable {
    case parseError = -32700
    case invalidRequest = -32600
    case methodNotFound = -32601
    case invalidParams = -32602
    case internalError = -32603
    case serverNotInitialized = -32002
    case requestCancelled = -32800
    /// A request understood but refused (LSP 3.17), such as renaming a keyword.
    case requestFailed = -32803
}

/// A request that cannot be answered with a result.
struct ResponseError: Error, Sendable {
    var code: ErrorCode
    var message: String

    init(_ code: ErrorCode, _ message: String) {
        self.code = code
        self.message = message
    }
}
