/// One top-level entry of a journal, in the order the file holds them.
public enum JournalEntry: Sendable, Hashable, Codable {
    /// A training session with its indented lines.
    case session(JournalSession)
    /// A decision on a suggested change (one line).
    case decision(JournalDecision)
    /// A pain flag standing alone on a date (one line, plus a `resolved` line once resolved).
    case pain(PainFlag)

    /// The date the entry is filed under.
    public var date: LocalDate {
        switch self {
        case .session(let session): return session.date
        case .decision(let decision): return decision.date
        case .pain(let flag): return flag.date
        }
    }
}
