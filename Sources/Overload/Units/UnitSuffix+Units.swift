extension UnitSuffix {
    /// The mass unit this suffix writes (`kg`, `lb`), or nil for any other suffix.
    var massUnit: MassUnit? {
        switch self {
        case .kg: .kg
        case .lb: .lb
        case .percent, .s, .min, .m, .h, .km, .mi, .rm: nil
        }
    }

    /// The distance unit this suffix writes (`m`, `km`, `mi`), or nil for any other suffix.
    /// `m` is metres only where a distance is expected; after `rest` it means minutes.
    var distanceUnit: DistanceUnit? {
        switch self {
        case .m: .m
        case .km: .km
        case .mi: .mi
        case .kg, .lb, .percent, .s, .min, .h, .rm: nil
        }
    }
}
