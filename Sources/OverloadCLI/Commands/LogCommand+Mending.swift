import Overload
import OverloadSyntax

extension LogCommand {
    /// The session with its safe fix-its applied, when they mend every error it has: typed
    /// between sets, `bench 100 kg x 5` is logged as `bench 100kg x 5`, and a note says so.
    /// Nil when there is no error, or one that no safe fix-it mends (the draft is then
    /// reported as it is).
    static func mended(
        _ source: SourceFile, draft: SessionLogDraft, redraft: (SourceFile) -> SessionLogDraft
    ) -> (source: SourceFile, draft: SessionLogDraft, notes: [String])? {
        let errors = draft.diagnostics.filter { $0.severity == .error }
        guard !errors.isEmpty, errors.allSatisfy({ $0.fixIts.contains(where: \.isSafe) }) else { return nil }
        let (bytes, applied) = SafeFixes.fixed(source.bytes, path: source.name, diagnostics: draft.diagnostics) { bytes, name in
            redraft(SourceFile(name: name, bytes: bytes, firstLineNumber: source.firstLineNumber)).diagnostics
        }
        guard applied > 0 else { return nil }
        let fixed = SourceFile(name: source.name, bytes: bytes, firstLineNumber: source.firstLineNumber)
        let fixedDraft = redraft(fixed)
        guard !fixedDraft.diagnostics.contains(where: { $0.severity == .error }) else { return nil }
        let before = String(decoding: source.bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let after = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let reasons = Set(errors.map(\.message)).sorted().joined(separator: "; ")
        let notes = zip(before, after).filter { $0 != $1 }.map { old, new in
            "note: read '\(old.drop { $0 == " " })' as '\(new.drop { $0 == " " })' (\(reasons))"
        }
        return (fixed, fixedDraft, notes)
    }
}
