import Overload

/// How the lifter is before a session, as `next` is asked for it: readiness (energy,
/// soreness), time available and one-time overrides (docs/coaching.md).
public struct SessionCircumstances: Sendable, Hashable {
    /// Energy before the session.
    public var energy: JournalSession.Energy?
    /// Soreness before the session.
    public var soreness: JournalSession.Soreness?
    /// Minutes available.
    public var availableMinutes: Int?
    /// One-time adjustments of the session's targets.
    public var overrides: [JournalSession.Override]
    /// What was read from the journal's check-in rather than given (``filled(from:on:)``), as
    /// `next` says it: `energy low`, `available 25m`.
    public var fromCheckIn: (date: LocalDate, read: [String])? {
        guard let checkInDate, !checkInRead.isEmpty else { return nil }
        return (checkInDate, checkInRead)
    }
    var checkInDate: LocalDate?
    var checkInRead: [String] = []

    /// Circumstances; none by default.
    public init(
        energy: JournalSession.Energy? = nil, soreness: JournalSession.Soreness? = nil, availableMinutes: Int? = nil,
        overrides: [JournalSession.Override] = []
    ) {
        self.energy = energy
        self.soreness = soreness
        self.availableMinutes = availableMinutes
        self.overrides = overrides
    }

    /// These circumstances with what they leave out read from the journal's check-in on
    /// `date`: a session that day with no sets (`2026-03-10` then `energy low`, `available
    /// 45m`) logged after the day's last session with sets. A check-in before a session
    /// described that session, not the next one. What is given (`next --energy`) describes
    /// the coming session and wins.
    public func filled(from journal: Journal, on date: LocalDate) -> SessionCircumstances {
        var checkIn: JournalSession?
        // Entries are in date order: only the day's, from the end, up to its last session.
        for entry in journal.entries.reversed() where entry.date <= date {
            guard entry.date == date else { break }
            guard case .session(let session) = entry else { continue }
            if session.exercises.isEmpty, session.rounds.isEmpty { checkIn = session }
            break
        }
        guard let checkIn else { return self }
        var filled = SessionCircumstances(
            energy: energy ?? checkIn.energy, soreness: soreness ?? checkIn.soreness,
            availableMinutes: availableMinutes ?? checkIn.availableMinutes, overrides: overrides.isEmpty ? checkIn.overrides : overrides)
        filled.checkInDate = date
        if energy == nil, let read = checkIn.energy { filled.checkInRead.append("energy \(read.rawValue)") }
        if soreness == nil, let read = checkIn.soreness { filled.checkInRead.append("soreness \(read.rawValue)") }
        if availableMinutes == nil, let read = checkIn.availableMinutes { filled.checkInRead.append("available \(read)m") }
        if overrides.isEmpty { filled.checkInRead += Replay.overrideTexts(checkIn.overrides) }
        return filled
    }

    /// The default cut in intensity on a low-readiness day, in percent of the load.
    public static let lowReadinessPercent = 5.0

    /// Low energy or high soreness: a reason to reduce intensity (the Strength Tracker's rule).
    public var shouldReduceIntensity: Bool { Self.reducesIntensity(energy: energy, soreness: soreness) }

    /// ``shouldReduceIntensity`` of a session's own readiness, asked without building the
    /// circumstances: a replay asks it of every session missed, and the circumstances' arrays
    /// were made and freed each time.
    static func reducesIntensity(energy: JournalSession.Energy?, soreness: JournalSession.Soreness?) -> Bool {
        energy == .low || soreness == .high
    }

    /// High energy and no soreness: the top of rep ranges is allowed.
    public var allowsMore: Bool { energy == .high && soreness == JournalSession.Soreness.none }
}

/// One session's targets under its overrides: loads by a percentage, volume by a share of
/// the work sets (dropped from the end), an exercise skipped.
enum OverrideTargets {
    /// The sets with the load and volume overrides applied (a skip is the caller's to apply).
    static func apply(_ overrides: [JournalSession.Override], to sets: [SetPrescription], loads: LoadTool) -> [SetPrescription] {
        var sets = sets
        for override in overrides {
            switch override {
            case .weightPercent(let percent, _):
                sets = sets.map { set in
                    guard let load = set.load else { return set }
                    // More than all of it off is nothing, not a negative load.
                    return loads.set(set, exact: load.exact * max(0, 1 + percent / 100))
                }
            case .volumePercent(let percent, _):
                let work = sets.filter { $0.kind != .warmup }.count
                let keep = max(1, Int((Double(work) * (1 + percent / 100)).rounded()))
                var dropped = 0
                let kept = sets.reversed().filter { set in
                    guard set.kind != .warmup, dropped < work - keep else { return true }
                    dropped += 1
                    return false
                }
                sets = kept.reversed().enumerated().map { $0.element.withIndex($0.offset) }
            case .skipExercise:
                continue
            }
        }
        return sets
    }

    /// The work sets of a low-readiness day: loads ``SessionCircumstances/lowReadinessPercent``
    /// lighter (rounded to the equipment), RPE targets at most one under `planned`'s (the
    /// targets before any circumstance; the sets themselves when not given). The cap is a
    /// ceiling like every other: on a set a pain flag already capped, the strictest stands.
    static func lowered(_ sets: [SetPrescription], planned: [SetPrescription]? = nil, loads: LoadTool) -> [SetPrescription] {
        let percent = SessionCircumstances.lowReadinessPercent
        let planned = planned ?? sets
        return sets.enumerated().map { offset, set in
            guard set.kind != .warmup else { return set }
            let lighter = set.load.map { loads.set(set, exact: $0.exact * (1 - percent / 100)) } ?? set
            let ceiling = (offset < planned.count ? planned[offset].rpe : set.rpe).map { $0 - 1 }
            return Replay.copy(lighter, load: lighter.load, rpe: RPECeiling.strictest(set.rpe, ceiling))
        }
    }

    /// Whether the overrides change the targets of an exercise (a skip of another does not).
    static func adjusts(_ overrides: [JournalSession.Override]) -> Bool {
        overrides.contains { override in
            switch override {
            case .weightPercent, .volumePercent: true
            case .skipExercise: false
            }
        }
    }
}

/// Caps on a set's RPE (a week's, a pain flag's, low readiness's) are ceilings: together they
/// give the strictest, never one loosening another or two stacking (docs/coaching.md).
enum RPECeiling {
    /// The lower of a target and a ceiling; either may be absent.
    static func strictest(_ target: Double?, _ ceiling: Double?) -> Double? {
        switch (target, ceiling) {
        case (let target?, let ceiling?): Swift.min(target, ceiling)
        case (let only?, nil), (nil, let only?): only
        case (nil, nil): nil
        }
    }

    /// A moderate pain flag's ceiling for a work set: one under the target it was planned at
    /// (8 for a set without one), and never above the week's cap.
    static func pain(planned: SetPrescription, weekCap: Double) -> Double {
        Swift.min((planned.rpe ?? 9) - 1, weekCap)
    }
}
