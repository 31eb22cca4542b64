import Overload
import OverloadSyntax

extension LanguageServer {
    /// `textDocument/formatting`: the edits that make the document what `overload fmt`
    /// prints; none for a document with syntax errors (the formatter never guesses).
    func formatting(_ params: JSONValue) throws(ResponseError) -> JSONValue {
        let document = try document(params)
        guard let formatted = engine.formatted(sourceFile(of: document)) else { return .array([]) }
        let edits = MinimalEdits.edits(from: document.bytes, to: Array(formatted.utf8))
        return .array(edits.map { textEdit($0.range, $0.replacement, in: document) })
    }

    func textEdit(_ range: SourceRange, _ text: String, in document: TextDocument) -> JSONValue {
        .object(["range": Self.json(document.range(of: range, in: encoding)), "newText": .string(text)])
    }
}
