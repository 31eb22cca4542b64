import Overload

/// A long time without training and the return a coach makes from it (docs/coaching.md,
/// "Layoffs"): the first session back lighter, by how long the lifter was away.
public enum Layoff {
    /// The share a coach takes off the loads of the first session after `days` without one:
    /// none under four weeks, 10% after four to seven, 20% after eight to eleven, 30% after
    /// twelve or more.
    public static func percentOff(afterDays days: Int) -> Double? {
        switch days {
        case ..<28: nil
        case 28..<56: 10
        case 56..<84: 20
        default: 30
        }
    }

    /// `12 weeks`, `16 days`: how long the gap was, in words.
    static func span(_ days: Int) -> String {
        days >= 21 ? "\(days / 7) weeks" : "\(days) days"
    }

    /// The work sets `percent` lighter, rounded to the equipment.
    static func lightened(_ sets: [SetPrescription], by percent: Double, loads: LoadTool) -> [SetPrescription] {
        sets.map { set in
            guard set.kind != .warmup, let load = set.load else { return set }
            return loads.set(set, exact: load.exact * (1 - percent / 100))
        }
    }
}

/// The dates the lifter trained on, as the replay reads them: the latest, and the one before
/// it, so a session can tell how long the gap before it was.
struct TrainingDates: Sendable {
    private(set) var latest: LocalDate?
    private(set) var previous: LocalDate?

    /// Notes a session with sets (a check-in is not training).
    mutating func note(_ session: JournalSession) {
        guard !session.exercises.isEmpty || !session.rounds.isEmpty else { return }
        guard let latest else { latest = session.date; return }
        guard latest < session.date else { return }
        previous = latest
        self.latest = session.date
    }

    /// Days without a session before `date`: from the latest session when `date` is after it,
    /// else (a session on the latest date, being replayed) from the one before.
    func gap(before date: LocalDate) -> Int? {
        lastSession(before: date)?.daysOff
    }

    /// The session the gap before `date` is counted from, and the days without one: the
    /// latest when `date` is after it, else (a session on the latest date, being replayed or
    /// in progress) the one before.
    func lastSession(before date: LocalDate) -> (date: LocalDate, daysOff: Int)? {
        guard let latest else { return nil }
        guard let from = latest < date ? latest : previous else { return nil }
        return (from, date.daysSinceEpoch - from.daysSinceEpoch)
    }
}
