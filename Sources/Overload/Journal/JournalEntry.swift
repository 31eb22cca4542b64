/// One top-level entry of a journal, in the order the file holds them.
public enum JournalEntry: Sendable, Hashable, Codable {
    /// A training session with its indented lines.
    case session(JournalSession)
    /// A decision on a suggested change (one line).
    case decision(JournalDecision)
    /// A pain flag standing alone on a date (one line, plus a `resolved` line once resolved).
    case pain(PainFlag)
    /// A `resolved` line ending the pain flags for a body part.
    case resolved(PainResolution)
    /// A note on a day without a session.
    case note(DatedNote)
    /// A bodyweight on a day without a session.
    case bodyweight(BodyweightReading)

    /// The date the entry is filed under.
    public var date: LocalDate {
        switch self {
        case .session(let session): return session.date
        case .decision(let decision): return decision.date
        case .pain(let flag): return flag.date
        case .resolved(let resolution): return resolution.date
        case .note(let note): return note.date
        case .bodyweight(let reading): return reading.date
        }
    }

    /// Whether the entry is a pain flag or a session that notes one.
    var holdsPainFlag: Bool {
        switch self {
        case .session(let session): return !session.painFlags.isEmpty
        case .pain: return true
        case .decision, .resolved, .note, .bodyweight: return false
        }
    }
}
