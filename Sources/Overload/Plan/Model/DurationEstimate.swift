// How long a day takes, following Gymtastic's `WorkoutItem.estimatedDuration` and
// `Workout.estimatedDuration` (seed 002):
//
// - a rep-based item takes `reps × 3 s × sets + rest × sets`: 3 seconds per rep, and the rest
//   counted once per set, after the last set too;
// - a timed item takes its time;
// - a workout takes the sum of its items plus the sum of its breaks;
// - a missing number counts as 0 (Gymtastic's `?? 0`), except the rest (below).
//
// Overload prescribes set by set, so the rule is applied per set: each set takes its work time
// plus its own rest. Where Gymtastic has no case, we chose:
// - a rep range counts its upper bound (plan for the longest session), `5+` counts 5, and
//   `max` (no number) counts 0 reps, as Gymtastic counts a missing rep count;
// - a timed set counts its seconds and, unlike Gymtastic's timed items (which have no rest),
//   also the rest the plan gives it; a distance set counts its distance at the exercise's default
//   pace (`PlannedDay.defaultSecondsPerKilometre`: an easy run at 6:00 /km, a walk at 12:00 /km, a
//   row at 2:30 /500m ...), and its rest;
// - a superset is run round by round, as a lifter runs it: the rounds are the most sets any
//   member has; each round is the members' set work back to back (a member with fewer sets sits
//   the later rounds out), followed by the superset's round rest, none after the last round.
//   The members' own set rests are not counted: inside a superset the round rest is the rest.
// - a rep set with no rest written gets the default rest of its kind, since nobody lifts five
//   sets of squats back to back (an estimate of 0 made 5/3/1 BBB "about 6 min"): 180 s after a
//   working, top, back-off or failure set (LIFTR's default rest, seed 001), 60 s after a
//   warm-up, none after a drop set (it goes straight on), and 90 s between the rounds of a
//   superset (VillainArc's default target rest, seed 004). A timed or distance set with no rest
//   keeps Gymtastic's rule: it takes its time and nothing else.

extension SetPrescription {
    /// Estimated seconds for the set: work (3 s per rep, or its time) plus its rest, or the
    /// default rest of its kind when none is written; a distance at a 6:00 /km run.
    public var estimatedDuration: Int {
        estimatedDuration(secondsPerKilometre: PlannedDay.runningSecondsPerKilometre)
    }

    /// ``estimatedDuration`` with a distance covered at `secondsPerKilometre`.
    public func estimatedDuration(secondsPerKilometre: Int) -> Int {
        estimatedWorkSeconds(secondsPerKilometre: secondsPerKilometre) + (restSeconds ?? (reps != nil ? kind.defaultRestSeconds : 0))
    }

    /// Estimated seconds of the set's work alone: 3 s per rep, its time, or a distance at a
    /// 6:00 /km run.
    public var estimatedWorkSeconds: Int {
        estimatedWorkSeconds(secondsPerKilometre: PlannedDay.runningSecondsPerKilometre)
    }

    /// ``estimatedWorkSeconds`` with a distance covered at `secondsPerKilometre` (or at its
    /// goal, when it has one), rounded to whole seconds in integer arithmetic.
    public func estimatedWorkSeconds(secondsPerKilometre: Int) -> Int {
        switch work {
        case .reps(let target): target.repsForDurationEstimate * PlannedDay.secondsPerRep
        case .time(let seconds): seconds
        case .distance(let metres):
            // A pace or time to beat says how long the distance takes better than the exercise's usual pace.
            ExactDistance(metres: metres).flatMap { distance in
                goal?.seconds(over: distance) ?? Pace(seconds: secondsPerKilometre, per: .km)?.time(over: distance)
            } ?? 0
        }
    }
}

extension PrescribedSetKind {
    /// The rest the duration estimate counts after a set of this kind when the program gives
    /// none: 180 s after work sets (LIFTR's default), 60 s after a warm-up, none after a drop
    /// set; a superset's sets count the round rest instead.
    public var defaultRestSeconds: Int {
        switch self {
        case .regular, .top, .backoff, .failure: 180
        case .warmup: 60
        case .drop, .superset: 0
        }
    }
}

extension RepTarget {
    /// The rep count the duration estimate uses: exact count, top of a range (capped AMRAP's cap too), AMRAP minimum,
    /// 0 for `max`.
    public var repsForDurationEstimate: Int {
        switch self {
        case .exact(let count): count
        case .range(_, let upper): upper
        case .amrap(let minimum): minimum
        case .cappedAMRAP(_, let maximum): maximum
        case .max: 0
        }
    }
}

extension ExercisePrescription {
    /// Estimated seconds for the exercise: the sum of its sets, distances at its default pace.
    public var estimatedDuration: Int { estimatedDuration(paces: [:]) }

    /// ``estimatedDuration`` with distances at the lifter's pace where `paces` (seconds per
    /// kilometre by exercise id) has one.
    public func estimatedDuration(paces: [String: Int]) -> Int {
        let pace = paces[exerciseID] ?? PlannedDay.defaultSecondsPerKilometre(exerciseID)
        return sets.reduce(0) { $0 + $1.estimatedDuration(secondsPerKilometre: pace) }
    }

    /// Seconds of the sets' work alone (no rest), distances at the lifter's pace where `paces`
    /// has one and at the exercise's usual pace otherwise: a superset's or a round's share.
    func estimatedWorkSeconds(paces: [String: Int] = [:]) -> Int {
        let pace = paces[exerciseID] ?? PlannedDay.defaultSecondsPerKilometre(exerciseID)
        return sets.reduce(0) { $0 + $1.estimatedWorkSeconds(secondsPerKilometre: pace) }
    }
}

extension PlanItem {
    /// Estimated seconds for the item: an exercise's sets, a superset's rounds (see
    /// `supersetEstimatedDuration`), a break's length.
    public var estimatedDuration: Int { estimatedDuration(paces: [:]) }

    /// ``estimatedDuration`` with distances at the lifter's pace where `paces` has one.
    public func estimatedDuration(paces: [String: Int]) -> Int {
        switch self {
        case .exercise(let exercise): exercise.estimatedDuration(paces: paces)
        case .superset(let members, let roundRestSeconds):
            Self.supersetEstimatedDuration(members, roundRestSeconds: roundRestSeconds, paces: paces)
        case .break(let seconds): seconds
        case .rounds(let block): block.estimatedDuration(paces: paces)
        }
    }

    /// Estimated seconds for a superset run round by round: rounds = the most sets any member
    /// has; each round is the members' set work back to back, then the round rest, none after
    /// the last round. The members' own set rests do not count.
    static func supersetEstimatedDuration(_ members: [ExercisePrescription], roundRestSeconds: Int?, paces: [String: Int] = [:]) -> Int {
        let rounds = members.map(\.sets.count).max() ?? 0
        let work = members.reduce(0) { $0 + $1.estimatedWorkSeconds(paces: paces) }
        return work + max(rounds - 1, 0) * (roundRestSeconds ?? Self.defaultRoundRestSeconds)
    }

    /// The rest between a superset's rounds when none is written (VillainArc's default).
    public static let defaultRoundRestSeconds = 90
}

extension PlannedDay {
    /// Seconds per rep in the duration estimate, as Gymtastic estimates.
    public static let secondsPerRep = 3

    /// The pace the estimate gives a distance of any exercise without one of its own: an
    /// easy run, 6:00 /km.
    public static let runningSecondsPerKilometre = 360

    /// The pace the estimate gives a distance, by exercise: a walk or a loaded carry 12:00 /km,
    /// a row 2:30 /500m (5:00 /km), a ski erg 5:30 /km, a bike 2:00 /km (30 km/h), a swim
    /// 2:00 /100m (20:00 /km), anything else an easy run's 6:00 /km.
    public static func defaultSecondsPerKilometre(_ exerciseID: String) -> Int {
        switch exerciseID {
        case "walking", "farmers-walk", "suitcase-carry", "overhead-carry", "yoke-walk", "sled-push", "sled-drag": 720
        case "rowing-machine": 300
        case "ski-erg": 330
        case "cycling", "assault-bike": 120
        case "swimming": 1200
        default: runningSecondsPerKilometre
        }
    }

    /// Estimated seconds for the whole day, by Gymtastic's rule (see DurationEstimate.swift):
    /// 3 s per rep or the set's time, plus every set's rest, plus breaks; a superset counts its
    /// members' set work plus its round rest between rounds.
    public var estimatedDuration: Int { estimatedDuration(paces: [:]) }

    /// ``estimatedDuration`` with distances at the lifter's recent pace where `paces` (seconds
    /// per kilometre by exercise id) has one, at the exercise's default pace otherwise.
    public func estimatedDuration(paces: [String: Int]) -> Int {
        items.reduce(0) { $0 + $1.estimatedDuration(paces: paces) }
    }
}
