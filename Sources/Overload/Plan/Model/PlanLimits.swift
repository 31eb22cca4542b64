/// Bounds a plan's numbers must stay within, from Gymtastic's validation rules (seed 002).
/// The compiler reports them against the source; ``violations(in:)`` checks a finished
/// snapshot, for example one a plugin produced.
public enum PlanLimits {
    /// Sets per exercise ("sets must be between 1 and 99").
    public static let setsPerExercise = 1...99
    /// Reps in a set, for every number in a rep target ("reps must be between 1 and 999").
    public static let repsPerSet = 1...999
    /// Rest after a set, in seconds ("rest must be between 0 and 10 minutes").
    public static let restSeconds = 0...600
    /// A timed set, in seconds: up to a day. Gymtastic's hour (seed 002) is a gym set's bound;
    /// a long run, a marathon or an ultra is timed work too, and lasts longer.
    public static let timedSetSeconds = 1...86_400
    /// A break between exercises, in seconds ("break duration must be between 1 second and 10 minutes").
    public static let breakSeconds = 1...600
    /// Weeks in a program ("a program runs 1 to 520 weeks": ten years).
    public static let weeks = 1...520
    /// The longest distance set, in metres (1000 km); a distance must also be more than zero.
    public static let maximumDistanceMetres = 1_000_000.0

    /// Every number in `snapshot` outside its bound, in plan order.
    public static func violations(in snapshot: PlanSnapshot) -> [PlanLimitViolation] {
        var found: [PlanLimitViolation] = []
        for week in snapshot.weeks {
            for day in week.days {
                for item in day.items {
                    if case .break(let seconds) = item, !breakSeconds.contains(seconds) {
                        found.append(PlanLimitViolation(
                            week: week.number, day: day.name, exercise: nil,
                            message: "break of \(seconds)s is outside 1s to 10m"))
                    }
                }
                for exercise in day.exercises {
                    found += violations(in: exercise).map {
                        PlanLimitViolation(week: week.number, day: day.name, exercise: exercise.name, message: $0)
                    }
                }
            }
        }
        return found
    }

    private static func violations(in exercise: ExercisePrescription) -> [String] {
        var messages: [String] = []
        if !setsPerExercise.contains(exercise.sets.count) {
            messages.append("\(exercise.sets.count) sets is outside 1 to 99")
        }
        for set in exercise.sets {
            let label = "set \(set.index + 1)"
            switch set.work {
            case .reps(let target):
                let counts: [Int] =
                    switch target {
                    case .exact(let count): [count]
                    case .range(let lower, let upper): [lower, upper]
                    case .amrap(let minimum): [minimum]
                    case .cappedAMRAP(let minimum, let maximum): [minimum, maximum]
                    case .max: []
                    }
                for count in counts where !repsPerSet.contains(count) {
                    messages.append("\(label): \(count) reps is outside 1 to 999")
                }
            case .time(let seconds):
                if !timedSetSeconds.contains(seconds) {
                    messages.append("\(label): \(seconds)s is outside 1s to 24h")
                }
            case .distance:
                break
            }
            if let rest = set.restSeconds, !restSeconds.contains(rest) {
                messages.append("\(label): rest of \(rest)s is outside 0s to 10m")
            }
        }
        return messages
    }
}

/// A number in a plan outside ``PlanLimits``.
public struct PlanLimitViolation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The week number.
    public let week: Int
    /// The day's name.
    public let day: String
    /// The exercise's name as written; `nil` for a break.
    public let exercise: String?
    /// What is wrong, lowercase (`set 2: rest of 900s is outside 0s to 10m`).
    public let message: String

    /// `week 1, "Squat": squat set 2: rest of 900s is outside 0s to 10m`.
    public var description: String {
        "week \(week), \(JSONWriter.quoted(day)): " + (exercise.map { "\($0) " } ?? "") + message
    }
}
