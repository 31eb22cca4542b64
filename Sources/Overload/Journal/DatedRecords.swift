/// A note on a day without a session: `2026-11-22 note "deload week starts"`.
public struct DatedNote: Sendable, Hashable, Codable {
    /// The day the note is filed under.
    public var date: LocalDate
    /// The note.
    public var text: String

    /// A dated note.
    public init(date: LocalDate, text: String) {
        self.date = date
        self.text = text
    }
}

/// A bodyweight on a day without a session: `2026-11-22 bodyweight 80.5kg`.
public struct BodyweightReading: Sendable, Hashable, Codable {
    /// The day it was weighed.
    public var date: LocalDate
    /// The bodyweight.
    public var weight: JournalWeight

    /// A bodyweight reading.
    public init(date: LocalDate, weight: JournalWeight) {
        self.date = date
        self.weight = weight
    }
}

/// The end of a pain flag: `2026-11-28 resolved "right shoulder"` closes the open flags for
/// that body part logged before it (on an earlier day, or earlier that day).
public struct PainResolution: Sendable, Hashable, Codable {
    /// The day the pain was gone.
    public var date: LocalDate
    /// The body part, as in the flag (compared without regard to case).
    public var bodyPart: String

    /// A resolution.
    public init(date: LocalDate, bodyPart: String) {
        self.date = date
        self.bodyPart = bodyPart
    }

    /// Whether this resolution may close `flag`: same body part, flagged on or before this day.
    public func resolves(_ flag: PainFlag) -> Bool {
        flag.date <= date && PainResolution.key(flag.bodyPart) == PainResolution.key(bodyPart)
    }

    static func key(_ bodyPart: String) -> String {
        bodyPart.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
