/// The load one set asks for, in the plan's unit.
///
/// It keeps both the exact value the program computes and the value rounded to what the
/// lifter can load, so a later rule never converts or rounds an already rounded number.
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

    /// Creates a load target.
    public init(
        exact: Double, loadable: Double, platesPerSide: [Double]? = nil, plateUnit: MassUnit? = nil, source: LoadSource
    ) {
        self.exact = exact
        self.loadable = loadable
        self.platesPerSide = platesPerSide
        self.plateUnit = plateUnit
        self.source = source
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
    /// A share of the exercise's top set that day (`@ 50% of top`): 50 means 50%.
    case percentOfTop(Double)
    /// A share of another lift's max (`pause squat 3x3 @ 60% of squat`): the lift's name as the
    /// catalog spells it, lowercased, and whether the max is its training max or its 1RM.
    case percentOfLift(Double, lift: String, isTrainingMax: Bool)
    /// Another source plus an amount in the plan's unit (`@ 70% + 10lb`); negative takes it off.
    indirect case plus(LoadSource, amount: Double)
    /// A share of the exercise's top set as lifted that day (`@ 90% of today` is
    /// `today(.percentOfTop(90))`, `@ -10% of today` is `today(.relativeToTop(-10))`). Until
    /// that set is logged, the load is an estimate taken of the planned top set.
    indirect case today(LoadSource)
}

extension LoadSource {
    /// True for a share of the top set as lifted that day (`@ 90% of today`).
    public var isOfToday: Bool {
        if case .today = self { return true }
        return false
    }

    /// The exact load a share of today's top set works out to when that set is `top`; nil for
    /// any other source.
    public func todayLoad(top: Double) -> Double? {
        switch self {
        case .today(.percentOfTop(let percent)): top * percent / 100
        case .today(.relativeToTop(let percent)): top * (1 + percent / 100)
        default: nil
        }
    }
}

extension LoadTarget {
    /// The plates on each side of the bar, as `overload plan --plates` writes them:
    /// `plates 20 10 2.5 a side` (the unit written only when the plates are in another one
    /// than the plan), or `empty bar`; nil when the load is not a bar's.
    public var platesText: String? {
        guard let plates = platesPerSide else { return nil }
        let unit = plateUnit.map { " " + $0.rawValue } ?? ""
        return plates.isEmpty ? "empty bar"
            : "plates " + plates.map { NumberFormat.canonical($0, maxDecimals: 2) }.joined(separator: " ") + unit + " a side"
    }
}
