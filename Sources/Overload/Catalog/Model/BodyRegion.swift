/// The part of the body an exercise mainly trains, as splits use it (upper / lower days).
public enum BodyRegion: String, CaseIterable, Codable, Hashable, Sendable {
    case upper
    case lower
    /// Trunk work: abs, obliques, spinal erectors.
    case core
    /// Whole-body movements: olympic lifts, carries, cardio.
    case fullBody
}
