// `WeekKind` itself is the syntax's enum (regular, deload, peak, test): one concept, one type.
extension WeekKind {
    /// The modifiers a week of this kind gets unless the program says otherwise:
    /// regular 100% / 100% / RPE 10, deload 60% / 50% / 7, peak 105% / 70% / 9.5,
    /// test 100% / 30% / 10 (intensity / volume / RPE cap).
    public var defaultModifiers: WeekModifiers {
        switch self {
        case .regular: WeekModifiers(intensityPercent: 100, volumePercent: 100, rpeCap: 10)
        case .deload: WeekModifiers(intensityPercent: 60, volumePercent: 50, rpeCap: 7)
        case .peak: WeekModifiers(intensityPercent: 105, volumePercent: 70, rpeCap: 9.5)
        case .test: WeekModifiers(intensityPercent: 100, volumePercent: 30, rpeCap: 10)
        }
    }
}

/// How a week scales the program's prescriptions.
public struct WeekModifiers: Sendable, Hashable, JSONValueConvertible {
    /// Load as a percentage of the regular prescription (60 means 60%).
    public let intensityPercent: Double
    /// Sets as a percentage of the regular prescription (50 means half the sets).
    public let volumePercent: Double
    /// The highest RPE any set of the week may target.
    public let rpeCap: Double

    /// Creates modifiers; percentages are written as percent (105 for 105%).
    public init(intensityPercent: Double, volumePercent: Double, rpeCap: Double) {
        self.intensityPercent = intensityPercent
        self.volumePercent = volumePercent
        self.rpeCap = rpeCap
    }

    /// `load` as a week at `intensityPercent` of a regular week prescribes it: its share of a
    /// whole load or a load added to bodyweight (`+20kg` in a 60% deload week is `+12kg`), and
    /// for assistance (a negative load) the help grown by the share taken off (`-20kg` is
    /// `-28kg`), so a deload makes a set easier on either side of bodyweight, as a deload after
    /// failures does; a week above 100% takes help away alike. No bodyweight is known where
    /// loads are planned, so the load written is what is scaled; assistance is at most doubled.
    public static func weekLoad(_ load: Double, intensityPercent: Double) -> Double {
        let share = intensityPercent / 100
        return load >= 0 ? load * share : load * Swift.min(2, Swift.max(0, 2 - share))
    }
}
