/// How many diagnostics a file shows before the rest are counted in one note, as compilers'
/// `-ferror-limit`: past the first few dozen, more of them help nobody, and a damaged file
/// could otherwise print far more than its own size.
public enum DiagnosticLimit {
    /// Diagnostics shown per file (errors and warnings alike).
    public static let perFile = 50

    /// `diagnostics` as they are shown when `alreadyShown` of the same file's have been:
    /// those within the limit, then, when some are left out, one note at the first left out
    /// (with its code) that counts them.
    public static func capped(_ diagnostics: [Diagnostic], alreadyShown: Int = 0, limit: Int = perFile) -> [Diagnostic] {
        let room = Swift.max(0, limit - alreadyShown)
        guard diagnostics.count > room else { return diagnostics }
        let omitted = diagnostics[room...]
        let errors = omitted.count(where: { $0.severity == .error })
        let warnings = omitted.count(where: { $0.severity == .warning })
        let counted = [(errors, "error"), (warnings, "warning")].filter { $0.0 > 0 }
            .map { "\($0.0) more \($0.1)\($0.0 == 1 ? "" : "s")" }
        let what = counted.isEmpty ? "\(omitted.count) more notes" : counted.joined(separator: " and ")
        let first = omitted[omitted.startIndex]
        let note = Diagnostic(
            .note, first.code, "and \(what) in this file, not shown", at: first.range,
            label: "the next one is here",
            help: "a file shows at most \(limit) problems; fix the first ones (one mistake often causes many) and check again")
        return Array(diagnostics[..<room]) + [note]
    }
}
