import Overload

extension Reason {
    /// How a 5-rep max was found.
    public enum FiveRepMax: Sendable, Hashable {
        /// `tested`: the heaviest set of 5 reps or more of the test.
        case tested
        /// `estimated from the logged sets (no set of 5 reps or more logged): e1RM 120 kg x 86.3%`:
        /// a test without a set of 5 reps or more.
        case estimatedFromTest(e1RM: Mass)
        /// `estimated from this session's sets: e1RM 120 kg x 86.3%`.
        case estimated(e1RM: Mass)
    }

    /// A test week's best set against its target, each with its estimated 1RM.
    public struct TestResult: Sendable, Hashable {
        /// The load lifted (nil when the set has none).
        public var load: Mass?
        /// The reps done.
        public var reps: Int
        /// The set's estimated 1RM.
        public var e1RM: Mass
        /// The target's load.
        public var targetLoad: Mass
        /// The target's reps (a range's lower end).
        public var targetReps: Int
        /// The estimated 1RM the target asked for.
        public var targetE1RM: Mass

        /// A test's figures.
        public init(load: Mass?, reps: Int, e1RM: Mass, targetLoad: Mass, targetReps: Int, targetE1RM: Mass) {
            self.load = load
            self.reps = reps
            self.e1RM = e1RM
            self.targetLoad = targetLoad
            self.targetReps = targetReps
            self.targetE1RM = targetE1RM
        }
    }

    /// The set an estimated 1RM comes from, and how it was estimated.
    public struct BestSet: Sendable, Hashable {
        /// The set's load.
        public var load: Mass
        /// Its reps.
        public var reps: Int
        /// Its logged RPE, if any.
        public var rpe: Double?
        /// The RPE chart's percentage of 1RM for its reps and RPE; nil when the chart has none
        /// (no RPE, or off the chart) and the formula estimated it.
        public var chartPercent: Double?
        /// The program's e1RM formula, used when the chart has no percentage.
        public var formula: E1RMFormula

        /// A best set's figures.
        public init(load: Mass, reps: Int, rpe: Double?, chartPercent: Double?, formula: E1RMFormula) {
            self.load = load
            self.reps = reps
            self.rpe = rpe
            self.chartPercent = chartPercent
            self.formula = formula
        }
    }

    /// What a session showed of an accepted change (docs/coaching.md, "Outcomes").
    public enum OutcomeEvidence: Sendable, Hashable {
        /// `lifted 135 lb, not the new 140 lb`.
        case keptLoad(lifted: Mass, new: Mass)
        /// `set 2: 5 reps, the old target, not the new 6`.
        case keptReps(set: Int, done: Int, new: Int)
        /// `3 work sets done, not the new 4`.
        case keptSets(done: Int, new: Int)
        /// `set 3 logged as regular, not the new backoff`.
        case keptKind(set: Int, logged: String, new: String)
        /// A miss of the new target (nil: `the new target was missed`).
        indirect case missed(Cause?)
        /// `the targets were hit under low readiness, considering circumstances`.
        case hitUnder(circumstances: [String])
        /// `8 reps on an AMRAP of 5+`.
        case amrapBeaten(reps: Int, minimum: Int)
        /// `every work set over its reps at an RPE 2 or more under the target`.
        case easyRPE
        /// `the new target was hit`.
        case hit
    }

    /// Why an exercise's next increase is what it is.
    public enum CalibrationCause: Sendable, Hashable {
        /// `the rule's step`.
        case ruleStep
        /// `halved after a too aggressive outcome on 2026-03-02` (`cut by 25%` for another share).
        case cut(percent: Double, on: LocalDate)
        /// `halved to 1.25 kg, which the equipment's 2.5 kg steps cannot make: add 0.63 kg
        /// plates to use it; the next increase stays 2.5 kg (after a too aggressive outcome on
        /// 2026-03-02)`: a cut smaller than the equipment's smallest jump.
        case cutUnmade(percent: Double, wanted: Mass, smallest: Mass, plate: Mass?, on: LocalDate)
        /// `half as big again after two too easy outcomes in a row, the last on 2026-03-02`.
        case grown(percent: Double, run: Int, on: LocalDate)
    }
}
