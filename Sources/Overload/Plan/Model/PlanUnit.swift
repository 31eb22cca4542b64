/// The unit every load in a plan is expressed in.
///
/// A program may write loads in either unit; the compiler converts them to the plan's unit.
public enum PlanUnit: String, Sendable, Hashable, Codable, CaseIterable {
    /// Kilograms.
    case kg
    /// Pounds (1 lb = 0.45359237 kg exactly).
    case lb
}
