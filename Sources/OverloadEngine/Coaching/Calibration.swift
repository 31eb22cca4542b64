/// How big the next increase of an exercise is, as outcomes have calibrated it.
public struct Calibration: Sendable, Hashable {
    /// The increase the rule would make, in the plan's unit.
    public var ruleStep: Double
    /// The increase to suggest instead.
    public var step: Double
    /// Too-easy outcomes in a row.
    public var tooEasyInARow: Int
    /// Why the step is what it is.
    public var reason: String
}
