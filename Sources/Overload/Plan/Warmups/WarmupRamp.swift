/// The warm-up sets a program plans before an exercise's first work set: `warmups` (the
/// standard ramp) or `warmups bar x 10, 50% x 5, 70% x 3, 85% x 1` (one's own).
///
/// Each step is the empty bar or a share of the first work set's load, with its reps. The
/// sets are worked out from the work set as it is on the day (``sets(before:exercise:rounder:)``),
/// so a rule that moves the work set moves its warm-ups.
public struct WarmupRamp: Sendable, Hashable, JSONValueConvertible {
    /// The load of one step.
    public enum StepLoad: Sendable, Hashable {
        /// The empty bar (barbell lifts only; other equipment has no bar step).
        case bar
        /// A share of the first work set's load: 40 means 40%.
        case percent(Double)
    }

    /// One warm-up set of the ramp.
    public struct Step: Sendable, Hashable {
        public var load: StepLoad
        public var reps: Int

        public init(_ load: StepLoad, reps: Int) {
            self.load = load
            self.reps = reps
        }
    }

    /// The steps, lightest first as written.
    public var steps: [Step]

    public init(steps: [Step]) {
        self.steps = steps
    }

    /// The ramp `warmups` alone plans: the bar x 10, then 40% x 5, 60% x 3 and 80% x 2 of the
    /// first work set, the usual ramp of barbell programs (Starting Strength's and 5/3/1's
    /// warm-ups run the same way: a light start, fewer reps as the load climbs).
    public static let standard = WarmupRamp(steps: [
        Step(.bar, reps: 10), Step(.percent(40), reps: 5), Step(.percent(60), reps: 3), Step(.percent(80), reps: 2),
    ])

    /// The ramp as the language writes it: `bar x 10, 40% x 5, 60% x 3, 80% x 2`.
    public var notation: String {
        steps.map { step in
            switch step.load {
            case .bar: "bar x \(step.reps)"
            case .percent(let share): NumberFormat.canonical(share) + "% x \(step.reps)"
            }
        }.joined(separator: ", ")
    }

    /// `[{"bar": true, "reps"}, {"percent", "reps"}, ...]`.
    public var jsonValue: JSONValue {
        .array(steps.map { step in
            switch step.load {
            case .bar: .object(["bar": .bool(true), "reps": .integer(step.reps)])
            case .percent(let share): .object(["percent": .number(share), "reps": .integer(step.reps)])
            }
        })
    }

    /// Reads a ramp from its JSON form.
    public init(json: JSONValue) throws {
        guard case .array(let items) = json else { throw PlanJSONError.wrongType(key: "warmups", in: "exercise", expected: "an array") }
        steps = try items.map { item in
            let reader = try JSONObjectReader(item, context: "warmups")
            let reps = try reader.int("reps")
            if let share = try reader.optionalDouble("percent") { return Step(.percent(share), reps: reps) }
            return Step(.bar, reps: reps)
        }
    }
}
