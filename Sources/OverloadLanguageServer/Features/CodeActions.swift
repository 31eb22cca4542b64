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
        for diagnostic in diagnostics(of: document) where !diagnostic.fixIts.isEmpty {
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
        }
        return .array(actions)
    }

    /// What a fix-it does, in a few words: `change 'bech press' to 'bench press'`.
    static func title(of fix: FixIt, in source: SourceFile) -> String {
        let old = source.text(fix.range)
        if fix.replacement.isEmpty { return "remove '\(old)'" }
        if old.isEmpty { return "insert '\(fix.replacement)'" }
        return "change '\(old)' to '\(fix.replacement)'"
    }
}
