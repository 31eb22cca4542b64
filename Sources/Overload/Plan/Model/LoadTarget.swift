/// The load one set asks for, in the plan's unit.
///
/// It keeps both the exact value the program computes and the value rounded to what the
/// lifter can load, so a later rule never converts or rounds an already rounded number.
///
/// Two targets are equal when their loads, plates and sources are: `scaledByPercent` is for
/// display only, so it is neither compared nor part of the plan's JSON (and its id).
public struct LoadTarget: Sendable, Hashable, JSONValueConvertible {
    /// The load as computed, before rounding (for example 184.275 for 65% of 283.5).
    public let exact: Double
    /// The load rounded to what the equipment can build (for example 185).
    public let loadable: Double
    /// Plates on each side of the bar, heaviest first, when the load is built on a barbell:
    /// in `plateUnit` when given, else in the plan's unit.
    public let platesPerSide: [Double]?
    /// The unit of the gym's plates when it is not the plan's (a pound gym's plates in a plan
    /// shown in kilograms are 45 and 25 lb, not 20.41 and 11.34 kg).
    public let plateUnit: MassUnit?
    /// Where the load comes from.
    public let source: LoadSource
    /// The week's intensity the load was scaled by (60 in a deload week), when it was: a
    /// `source` of 80% of 1RM is then a load of 48% of it, which is what its label says.
    /// Display only; a snapshot read back from JSON does not have it.
    public let scaledByPercent: Double?

    /// Creates a load target.
    public init(
        exact: Double, loadable: Double, platesPerSide: [Double]? = nil, plateUnit: MassUnit? = nil, source: LoadSource,
        scaledByPercent: Double? = nil
    ) {
        self.scaledByPercent = scaledByPercent
        self.exact = exact
        self.loadable = loadable
        self.platesPerSide = platesPerSide
        self.plateUnit = plateUnit
        self.source = source
    }

    public static func == (lhs: LoadTarget, rhs: LoadTarget) -> Bool {
        lhs.exact == rhs.exact && lhs.loadable == rhs.loadable && lhs.platesPerSide == rhs.platesPerSide
            && lhs.plateUnit == rhs.plateUnit && lhs.source == rhs.source
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(exact)
        hasher.combine(loadable)
        hasher.combine(platesPerSide)
        hasher.combine(plateUnit)
        hasher.combine(source)
    }

    /// An absolute load that needs no rounding.
    public static func absolute(_ load: Double, platesPerSide: [Double]? = nil) -> LoadTarget {
        LoadTarget(exact: load, loadable: load, platesPerSide: platesPerSide, source: .absolute)
    }
}

/// How a load was prescribed. Percentages are written as percent: 85 means 85%.
public enum LoadSource: Sendable, Hashable, JSONValueConvertible {
    /// A weight written in the program (`@ 100kg`).
    case absolute
    /// A percentage of the training max (`@ 85%` under `tm = 90% of 1rm`).
    case percentOfTM(Double)
    /// A percentage of the one-rep max.
    case percentOf1RM(Double)
    /// From the RPE chart and the estimated 1RM (`@ rpe 8`).
    case rpe(Double)
    /// Relative to the exercise's top set (`@ -10%` is -10).
    case relativeToTop(Double)
    /// Load added to bodyweight (weighted chin-ups, dips); the target is the added load.
    case bodyweightAdded
}
