/// The RPE charts a program may choose with `rpe chart NAME` (docs/language.md, "RPE charts").
///
/// Each is one curve C(n), the %1RM for n reps to failure (n = 1 to 16); a set of r reps at
/// RPE p leaves 10 - p reps in reserve (Zourdos et al. 2016), so it is read at C(r + 10 - p).
public enum RPEChartName: String, Sendable, Hashable, CaseIterable {
    /// Tuchscherer's chart (The Reactive Training Manual, 2008; Reactive Training Systems): the default.
    case rts
    /// Epley's formula (1985), 1RM = w(1 + n/30), so C(n) = 100 / (1 + n/30), with a single
    /// rep its own 1RM (C(1) = 100) as the e1RM formulas have it.
    case epley
    /// Brzycki's formula (1993), 1RM = 36w / (37 - n), so C(n) = 100 (37 - n) / 36.
    case brzycki

    /// The chart a program without an `rpe chart` line uses.
    public static let `default` = RPEChartName.rts

    /// The name a program writes for it, also accepting `tuchscherer` for `rts`.
    public init?(name: String) {
        let lowered = name.lowercased()
        if lowered == "tuchscherer" {
            self = .rts
            return
        }
        self.init(rawValue: lowered)
    }

    /// How the chart is named in documents and explanations.
    public var displayName: String {
        switch self {
        case .rts: "Tuchscherer (RTS)"
        case .epley: "Epley"
        case .brzycki: "Brzycki"
        }
    }

    /// Where the chart comes from, as docs/language.md ("RPE charts") cites it.
    public var source: String {
        switch self {
        case .rts: "Mike Tuchscherer, The Reactive Training Manual (2008), the RTS chart"
        case .epley: "Boyd Epley, Poundage Chart (1985): 1RM = w (1 + n/30)"
        case .brzycki: "Matt Brzycki, \"Strength testing: predicting a one-rep max from reps-to-fatigue\", JOPERD 64(1), 1993: 1RM = 36 w / (37 − n)"
        }
    }

    /// C(1) ... C(16) in tenths of a percent, rounded half up, so midpoints round exactly.
    var curveTenths: [Int] {
        switch self {
        case .rts: [1000, 955, 922, 892, 863, 837, 811, 786, 762, 739, 707, 680, 653, 626, 599, 573]
        case .epley: Self.epleyTenths
        case .brzycki: Self.brzyckiTenths
        }
    }

    /// 1000 / (1 + n/30) = 30000 / (30 + n) tenths, half up; a single rep is 100%.
    static let epleyTenths: [Int] = (1...16).map { n in n == 1 ? 1000 : (60000 + 30 + n) / (2 * (30 + n)) }

    /// 1000 (37 - n) / 36 tenths, half up.
    static let brzyckiTenths: [Int] = (1...16).map { n in (2000 * (37 - n) + 36) / 72 }
}
