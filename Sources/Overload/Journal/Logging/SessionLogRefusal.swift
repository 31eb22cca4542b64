/// Why a checked session cannot be written to the journal: the one decision `overload log`
/// and the REPL's `log` share, as a value; each only prints it in its own words.
public enum SessionLogRefusal: Sendable, Hashable {
    /// The session has errors; its diagnostics say which.
    case errors
    /// An unknown exercise name is a typing slip away from a known one (the program's or the
    /// catalog's), and the lifter did not ask to log it as written.
    case misspelt(written: String, known: String)
    /// Nothing to write: no entry was read.
    case empty

    /// What is refused, as the lifter reads it: for ``misspelt(written:known:)``, `'sqaut' is
    /// not an exercise Overload knows, and 'squat' is close to it`.
    public var reason: String {
        switch self {
        case .errors: return "the session has errors"
        case .misspelt(let written, let known): return "'\(written)' is not an exercise Overload knows, and '\(known)' is close to it"
        case .empty: return "no session to log"
        }
    }
}

extension SessionLogDraft {
    /// Why the draft may not be written, nil when it may: errors first, then a misspelt name
    /// (unless `force`), then no entry at all.
    public func refusal(force: Bool) -> SessionLogRefusal? {
        if diagnostics.hasErrors { return .errors }
        if !force, let misspelt { return .misspelt(written: misspelt.written, known: misspelt.known) }
        if entries.isEmpty { return .empty }
        return nil
    }
}
