import Foundation
import Overload
import OverloadSyntax

extension LanguageServer {
    /// `textDocument/prepareRename`: the name under the cursor and its range; refused, with
    /// a message, anywhere else (a keyword, a number, a comment).
    func prepareRename(_ params: JSONValue) throws(ResponseError) -> JSONValue {
        guard let (files, occurrence) = try nameAtPosition(params), let own = files.first else {
            throw ResponseError(.requestFailed, "only the name of an exercise, a day, a template or a wave can be renamed")
        }
        return .object(["range": Self.json(own.document.range(of: occurrence.range, in: encoding)),
                        "placeholder": .string(occurrence.name)])
    }

    /// `textDocument/rename`: every occurrence of the name in the document and the program or
    /// journal it pairs with, in one workspace edit (`documentChanges` when the client takes
    /// them, else `changes`). Renaming `squat` in a program renames it in its journal too.
    func rename(_ params: JSONValue) throws(ResponseError) -> JSONValue {
        guard let newName = params["newName"]?.stringValue else { throw ResponseError(.invalidParams, "rename needs a newName") }
        guard let (files, occurrence) = try nameAtPosition(params) else {
            throw ResponseError(.requestFailed, "only the name of an exercise, a day, a template or a wave can be renamed")
        }
        let trimmed = newName.trimmingCharacters(in: .whitespaces)
        if let problem = Self.renameProblem(trimmed, kind: occurrence.kind) { throw ResponseError(.requestFailed, problem) }
        var perFile: [(file: IndexedFile, edits: [JSONValue])] = []
        for file in files {
            let edits = file.index.occurrences(of: occurrence.key).map { found in
                textEdit(found.range, Self.replacement(for: found, newName: trimmed), in: file.document)
            }
            if !edits.isEmpty { perFile.append((file, edits)) }
        }
        if clientTakesDocumentChanges {
            return .object(["documentChanges": .array(perFile.map { entry in
                .object([
                    "textDocument": .object(["uri": .string(entry.file.document.uri),
                                             "version": entry.file.version.map(JSONValue.integer) ?? .null]),
                    "edits": .array(entry.edits),
                ])
            })])
        }
        var changes: [String: JSONValue] = [:]
        for entry in perFile { changes[entry.file.document.uri] = .array(entry.edits) }
        return .object(["changes": .object(changes)])
    }

    /// Why `name` cannot be the new name; nil when it can.
    static func renameProblem(_ name: String, kind: NameIndex.Kind) -> String? {
        guard !name.isEmpty else { return "the new name is empty" }
        guard !name.contains(where: { $0.isNewline }) else { return "a name is one line" }
        switch kind {
        case .template, .wave:
            let isIdentifier = name.first.map { $0.isLetter || $0 == "_" } == true
                && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            guard isIdentifier else { return "a \(kind.rawValue) name is one word of letters, digits and '_'" }
            guard Keyword(rawValue: name.lowercased()) == nil else { return "'\(name)' is a keyword" }
            return nil
        case .exercise, .day:
            return nil
        }
    }

    /// The new text: quoted names keep their quotes (and get escapes); a bare exercise name
    /// that would not read back as the same words is quoted.
    static func replacement(for occurrence: NameIndex.Occurrence, newName: String) -> String {
        if occurrence.isQuoted { return escaped(newName) }
        guard occurrence.kind == .exercise, !readsAsBareName(newName) else { return newName }
        return "\"" + escaped(newName) + "\""
    }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }

    /// True when `name` written bare is words the parser reads as this exercise name: words
    /// of letters, digits, `-`, `'` and `_` split by single spaces, none a keyword.
    static func readsAsBareName(_ name: String) -> Bool {
        let words = name.split(separator: " ", omittingEmptySubsequences: false)
        return words.allSatisfy { word in
            guard let first = word.first, first.isLetter else { return false }
            return word.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "'" || $0 == "_" }
                && Keyword(rawValue: word.lowercased()) == nil
        }
    }

    /// Whether the client said it applies `documentChanges` (`workspace.workspaceEdit.documentChanges`).
    var clientTakesDocumentChanges: Bool { settings.documentChanges }
}
