// How long a day takes, following Gymtastic's `WorkoutItem.estimatedDuration` and
// `Workout.estimatedDuration` (seed 002):
//
// - a rep-based item takes `reps × 3 s × sets + rest × sets`: 3 seconds per rep, and the rest
//   counted once per set, after the last set too;
// - a timed item takes its time;
// - a workout takes the sum of its items plus the sum of its breaks;
// - a missing number counts as 0 (Gymtastic's `?? 0`).
//
// Overload prescribes set by set, so the rule is applied per set: each set takes its work time
// plus its own rest. Where Gymtastic has no case, we chose:
// - a rep range counts its upper bound (plan for the longest session), `5+` counts 5, and
//   `max` (no number) counts 0 reps, as Gymtastic counts a missing rep count;
// - a timed set counts its seconds and, unlike Gymtastic's timed items (which have no rest),
//   also the rest the plan gives it; a distance set has no known time, so only its rest counts;
// - a superset is the sum of its exercises.

extension SetPrescription {
    /// Estimated seconds for the set: work (3 s per rep, or its time) plus its rest.
    public var estimatedDuration: Int {
        let workSeconds: Int =
            switch work {
            case .reps(let target): target.repsForDurationEstimate * PlannedDay.secondsPerRep
            case .time(let seconds): seconds
            case .distance: 0
            }
        return workSeconds + (restSeconds ?? 0)
    }
}

extension RepTarget {
    /// The rep count the duration estimate uses: exact count, top of a range, AMRAP minimum,
    /// 0 for `max`.
    public var repsForDurationEstimate: Int {
        switch self {
        case .exact(let count): count
        case .range(_, let upper): upper
        case .amrap(let minimum): minimum
        case .max: 0
        }
    }
}

extension ExercisePrescription {
    /// Estimated seconds for the exercise: the sum of its sets.
    public var estimatedDuration: Int {
        sets.reduce(0) { $0 + $1.estimatedDuration }
    }
}

extension PlanItem {
    /// Estimated seconds for the item: an exercise's sets, a superset's exercises, a break's length.
    public var estimatedDuration: Int {
        switch self {
        case .exercise(let exercise): exercise.estimatedDuration
        case .superset(let exercises, _): exercises.reduce(0) { $0 + $1.estimatedDuration }
        case .break(let seconds): seconds
        }
    }
}

extension PlannedDay {
    /// Seconds per rep in the duration estimate, as Gymtastic estimates.
    public static let secondsPerRep = 3

    /// Estimated seconds for the whole day, by Gymtastic's rule (see DurationEstimate.swift):
    /// 3 s per rep or the set's time, plus every set's rest, plus breaks.
    public var estimatedDuration: Int {
        items.reduce(0) { $0 + $1.estimatedDuration }
    }
}
