import Foundation
import Overload
import OverloadSyntax

extension LanguageServer {
    /// A diagnostic as LSP shows it: the same code, range and message; the notes (with the
    /// diagnostic's own place when they have none, in the file they point into when that is
    /// another one) then the label and help as related information; a link to the code's
    /// entry in docs/errors.md.
    func lspDiagnostic(_ diagnostic: Diagnostic, in document: TextDocument) -> JSONValue {
        let own = Self.json(document.range(of: diagnostic.range, in: encoding))
        func related(_ message: String, _ range: SourceRange?, in file: SourceFile? = nil) -> JSONValue {
            let place = file.map(relatedDocument) ?? document
            return .object([
                "location": .object(["uri": .string(place.uri),
                                     "range": range.map { Self.json(place.range(of: $0, in: encoding)) } ?? own]),
                "message": .string(message),
            ])
        }
        var information = diagnostic.notes.map { related($0.message, $0.range, in: $0.file) }
        if let label = diagnostic.label { information.append(related(label, diagnostic.range)) }
        if let help = diagnostic.help { information.append(related("help: " + help, diagnostic.range)) }
        let severity: Int = switch diagnostic.severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
        return .fields([
            ("range", own), ("severity", .integer(severity)), ("code", .string(diagnostic.code.rawValue)),
            ("source", "overload"), ("message", .string(diagnostic.message)),
            ("relatedInformation", information.isEmpty ? nil : .array(information)),
            ("codeDescription", settings.errorsDocument.map { .object(["href": .string($0 + "#" + diagnostic.code.rawValue.lowercased())]) }),
        ])
    }
}

extension LanguageServer {
    /// Another file a note points into (a file the program includes), as a document: the
    /// open one when the editor holds it (its URI as the editor spelt it), else the text read.
    func relatedDocument(_ file: SourceFile) -> TextDocument {
        let uri = documents.values.first { DocumentURI.path(of: $0.uri) == file.name }?.uri
            ?? (file.name.hasPrefix("/") ? DocumentURI.uri(of: file.name) : file.name)
        return TextDocument(uri: uri, version: 0, text: String(decoding: file.bytes, as: UTF8.self))
    }
}

extension ServerSettings {
    /// Where docs/errors.md is, as a URI: the `errorsDocument` option, else the copy beside
    /// the repository the executable was built in, else the workspace's own.
    static func findErrorsDocument(rootPath: String?) -> String? {
        var candidates: [String] = []
        var folder = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<5 {
            candidates.append(folder.appendingPathComponent("docs/errors.md").path)
            folder.deleteLastPathComponent()
        }
        if let rootPath { candidates.append((rootPath as NSString).appendingPathComponent("docs/errors.md")) }
        return candidates.first { FileManager.default.fileExists(atPath: $0) }.map(DocumentURI.uri)
    }
}
