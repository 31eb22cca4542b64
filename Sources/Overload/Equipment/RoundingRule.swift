/// `round 2.5kg`: loads become the nearest multiple of a step, ties going down;
/// `round 2.5kg down` and `round 2.5kg up` always go to the lighter or the heavier multiple.
///
/// This is how training spreadsheets round, and what applies when no equipment describes a
/// load. The result is in the step's unit; the target is converted exactly first.
public struct RoundingRule: Sendable, Hashable {
    /// The step loads are multiples of.
    public let step: Mass
    /// Which multiple a load between two goes to.
    public let direction: Direction
    let quantum: Int64

    /// Which multiple a load between two goes to.
    public enum Direction: String, Sendable, Hashable, CaseIterable {
        /// The nearer; the lighter on a tie.
        case nearest
        /// Always the lighter.
        case down
        /// Always the heavier.
        case up

        /// The direction a program's `round` line names.
        public init(_ written: RoundingDirection) {
            switch written {
            case .down: self = .down
            case .up: self = .up
            }
        }
    }

    /// A rule rounding to multiples of `step`. Nil unless the step is finite and at least
    /// 0.001 of its unit.
    public init?(step: Mass, direction: Direction = .nearest) {
        let quantum = MilliMass.quantize(step, in: step.unit)
        guard step.value.isFinite, quantum > 0 else { return nil }
        self.step = step
        self.direction = direction
        self.quantum = quantum
    }

    /// The nearest multiple of the step to `target` (the lower one on a tie), in the step's
    /// unit: with `round 5lb`, 192.375 lb becomes 190 lb and 187.5 lb becomes 185 lb.
    public func round(_ target: Mass) -> Mass {
        rounded(target).load
    }

    /// The rounded load and whether it differs from the target.
    func rounded(_ target: Mass) -> (load: Mass, status: LoadStatus) {
        guard target.value.isFinite else { return (target, .unrounded) }
        let unit = step.unit
        let wanted = MilliMass.quantize(target, in: unit)
        // Floor division, so negative targets (assistance) round the same way.
        var below = wanted / quantum * quantum
        if below > wanted { below -= quantum }
        let chosen: Int64 =
            if below == wanted {
                below
            } else {
                switch direction {
                case .nearest: NearestChoice.pick(target: wanted, below: below, above: below + quantum)
                case .down: below
                case .up: below + quantum
                }
            }
        return (MilliMass.mass(chosen, unit), chosen == wanted ? .exact : .rounded)
    }
}
