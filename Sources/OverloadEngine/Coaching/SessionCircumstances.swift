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

    /// The default cut in intensity on a low-readiness day, in percent of the load.
    public static let lowReadinessPercent = 5.0

    /// Low energy or high soreness: a reason to reduce intensity (the Strength Tracker's rule).
    public var shouldReduceIntensity: Bool { energy == .low || soreness == .high }

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
