extension UnitSuffix {
    /// The mass unit this suffix writes (`kg`, `lb`), or nil for any other suffix.
    var massUnit: MassUnit? {
        switch self {
        case .kg: .kg
        case .lb: .lb
        case .percent, .s, .min, .m, .h, .km, .mi, .rm: nil
        }
    }
}
