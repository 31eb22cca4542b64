/// Which logged sets give an estimated one-rep max: one rule for `history` and for the engine
/// (percentages filled from the journal, the rules' `e1RM(of:)`), so a lifter sees the same
/// basis in both.
///
/// A set gives an estimate when it counts toward records
/// (``TrainingHistory/countsTowardMaxes(_:)``) and has at most ``repLimit`` reps. A longer set
/// is left out, not capped: capping would turn a set of 87 reps into a 12-rep set of the same
/// load, an estimate that says nothing about the lifter's strength. Such sets still set
/// records for their rep count. When only long sets are logged, there is no estimate, and the
/// engine says so rather than guessing (docs/engine.md, "Loads").
public enum E1RMSets {
    /// The most reps of a set that gives an estimate.
    ///
    /// Twelve: the e1RM formulas lose accuracy past about 10 reps (Epley and Brzycki agree at
    /// 10 and part after), and 12 is the longest set the RPE chart covers at every RPE from
    /// 6 to 10 (12 reps at RPE 6 is 16 reps to failure, the chart's end), and the top of the
    /// usual 8-12 range, so ordinary working sets count.
    public static let repLimit = 12

    /// Whether `set` gives an estimated one-rep max.
    public static func counts(_ set: SetPerformance) -> Bool {
        counts(kind: set.kind, load: set.load, reps: set.reps, isSkipped: set.isSkipped, isAddedLoad: set.isAddedLoad)
    }

    /// ``counts(_:)`` of a set given by the parts it reads, so that the engine's replay reads
    /// years of sets in place rather than a copy of each.
    @inlinable
    public static func counts(kind: SetPerformance.Kind, load: JournalWeight?, reps: Int?, isSkipped: Bool, isAddedLoad: Bool) -> Bool {
        guard let reps, reps <= repLimit else { return false }
        return TrainingHistory.countsTowardMaxes(kind: kind, load: load, reps: reps, isSkipped: isSkipped, isAddedLoad: isAddedLoad)
    }
}
