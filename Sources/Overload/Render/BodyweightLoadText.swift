import OverloadSyntax

/// A load on a bodyweight exercise as a lifter reads it: `assisted 10 kg` below bodyweight,
/// `bodyweight` at it, `bw + 5 kg` above; a rule that steps an assisted pull-up up to a
/// weighted one reads right at every stage, zero included (not `bw + 0 kg`).
public enum BodyweightLoadText {
    /// The words of an added (positive), assisting (negative) or no (zero) load.
    public static func text(_ loadable: Double, unit: MassUnit) -> String {
        if loadable == 0 { return "bodyweight" }
        if loadable < 0 { return "assisted " + Mass(-loadable, unit).description }
        return "bw + " + Mass(loadable, unit).description
    }

    /// The load as the language writes it after `@`: `-10kg`, `bw`, `+5kg`.
    public static func notation(_ loadable: Double, unit: MassUnit) -> String {
        if loadable == 0 { return "bw" }
        return (loadable > 0 ? "+" : "") + NumberFormat.canonical(loadable) + unit.rawValue
    }
}
