import Overload
import OverloadSyntax

extension LanguageServer {
    /// `textDocument/codeAction`: each fix-it of each diagnostic on the lines of the range
    /// (editors ask at the cursor, which is rarely inside the diagnostic's range), as a
    /// `quickfix`; a diagnostic's only fix-it is the preferred one (the edit to make without
    /// a second thought), while one of several alternatives is left to the lifter.
    func codeActions(_ params: JSONValue) throws(ResponseError) -> JSONValue {
        let document = try document(params)
        guard let asked = params["range"].flatMap(Self.range) else {
            throw ResponseError(.invalidParams, "codeAction needs a range")
        }
        let lines = asked.start.line...max(asked.start.line, asked.end.line)
        var actions: [JSONValue] = []
        for diagnostic in diagnostics(of: document) {
            let first = document.position(of: diagnostic.range.start, in: encoding).line
            let last = document.position(of: diagnostic.range.end, in: encoding).line
            guard lines.overlaps(first...max(first, last)) else { continue }
            for fix in diagnostic.fixIts {
                let edit: JSONValue = .object(["changes": .object([document.uri: .array([textEdit(fix.range, fix.replacement, in: document)])])])
                actions.append(.fields([
                    ("title", .string(Self.title(of: fix, in: sourceFile(of: document)))),
                    ("kind", "quickfix"),
                    ("diagnostics", .array([lspDiagnostic(diagnostic, in: document)])),
                    ("isPreferred", diagnostic.fixIts.count == 1 ? .bool(true) : nil),
                    ("edit", edit),
                ]))
            }
            if let declare = declareAction(for: diagnostic, in: document) { actions.append(declare) }
        }
        return .array(actions)
    }

    /// "declare exercise NAME" for an unknown exercise: an `exercise` line before the file's
    /// first block (after its `program` and `unit` lines), so the name is the lifter's own.
    func declareAction(for diagnostic: Diagnostic, in document: TextDocument) -> JSONValue? {
        guard diagnostic.code == .unknownExercise || diagnostic.code == .journalUnknownExercise else { return nil }
        let source = sourceFile(of: document)
        let written = source.text(diagnostic.range)
        guard !written.isEmpty else { return nil }
        let name = written.hasPrefix("\"") || Self.readsAsBareName(written) ? written : "\"" + Self.escaped(written) + "\""
        let statements = engine.parse(source).document.statements
        let before = statements.first { statement in
            switch statement {
            case .program, .unit: false
            default: true
            }
        }
        let at = before?.range.start ?? source.bytes.count
        let range = SourceRange(at, at)
        let text = (at > 0 && before == nil && source.bytes.last != UInt8(ascii: "\n") ? "\n" : "") + "exercise \(name)\n\n"
        return .fields([
            ("title", .string("declare exercise \(name)")),
            ("kind", "quickfix"),
            ("diagnostics", .array([lspDiagnostic(diagnostic, in: document)])),
            ("edit", .object(["changes": .object([document.uri: .array([textEdit(range, text, in: document)])])])),
        ])
    }

    /// What a fix-it does, in a few words: `change 'bech press' to 'bench press'`.
    static func title(of fix: FixIt, in source: SourceFile) -> String {
        let old = source.text(fix.range)
        if fix.replacement.isEmpty { return "remove '\(old)'" }
        if old.isEmpty { return "insert '\(fix.replacement)'" }
        return "change '\(old)' to '\(fix.replacement)'"
    }
}
