/// How big the next increase of an exercise is, as outcomes have calibrated it.
public struct Calibration: Sendable, Hashable {
    /// The increase the rule would make, in the plan's unit.
    public var ruleStep: Double
    /// The increase to suggest instead.
    public var step: Double
    /// Too-easy outcomes in a row.
    public var tooEasyInARow: Int
    /// Why the step is what it is, as a value.
    public var why: Reason.CalibrationCause
    /// Why the step is what it is, in words (``Reason/CalibrationCause/text``).
    public var reason: String { why.text }
    /// Whether the step a cut asked for is smaller than the equipment makes (the step kept is
    /// the smallest it makes): said with every suggested increase.
    public var cannotMake = false
}

/// How a rule with `ask` calibrates its increases: how much of the step a too-aggressive
/// outcome takes off, and how much it grows after a run of too-easy ones. Written after
/// `ask`: `ask, step -25% after too aggressive, step +50% after 3 too easy` (docs/coaching.md).
public struct CalibrationSettings: Sendable, Hashable {
    /// The share of the step taken off after a too-aggressive outcome, in percent (50 halves it).
    public var cutPercent: Double
    /// The share of the step added after a run of too-easy outcomes, in percent (50: half as big again).
    public var growPercent: Double
    /// How many too-easy outcomes in a row grow the step.
    public var tooEasyRun: Int

    /// Settings; the documented defaults unless given.
    public init(cutPercent: Double = 50, growPercent: Double = 50, tooEasyRun: Int = 2) {
        self.cutPercent = cutPercent
        self.growPercent = growPercent
        self.tooEasyRun = tooEasyRun
    }

    /// The defaults: halve after a too-aggressive outcome, half as big again after two too-easy ones.
    public static let standard = CalibrationSettings()
}
