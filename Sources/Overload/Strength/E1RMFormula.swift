import Foundation

/// A formula estimating the one-rep max (e1RM) from a load lifted for several reps.
///
/// With w the load and r the reps: Epley w(1 + r/30), Brzycki 36w / (37 - r),
/// Lombardi w r^0.10, O'Conner w(1 + 0.025r), Mayhew 100w / (52.2 + 41.9 e^(-0.055r)),
/// Wathan 100w / (48.8 + 53.8 e^(-0.075r)), Lander 100w / (101.3 - 2.67123r).
/// All are least accurate past about 10 reps. Warm-up, assisted and failed sets should not
/// be passed in: the caller filters them.
public enum E1RMFormula: String, Sendable, Hashable, Codable, CaseIterable {
    /// Epley: w(1 + r/30). The default.
    case epley
    /// Brzycki: 36w / (37 - r).
    case brzycki
    /// Lombardi: w r^0.10.
    case lombardi
    /// O'Conner: w(1 + 0.025r).
    case oconner
    /// Mayhew et al.: 100w / (52.2 + 41.9 e^(-0.055r)).
    case mayhew
    /// Wathan: 100w / (48.8 + 53.8 e^(-0.075r)).
    case wathan
    /// Lander: 100w / (101.3 - 2.67123r).
    case lander

    /// The formula used when a program does not name one.
    public static let `default` = E1RMFormula.epley

    /// The most reps any formula is evaluated at. Brzycki and Lander divide by zero near
    /// 37 reps, so longer sets are estimated as if they were this long. This only keeps the
    /// formulas finite for direct callers (a script's `e1rm(load, reps)`); logged sets give an
    /// estimate only up to ``E1RMSets/repLimit`` reps.
    public static let maximumReps = 30

    /// The formula's usual written name: `Epley`, `O'Conner`, ...
    public var displayName: String {
        switch self {
        case .epley: return "Epley"
        case .brzycki: return "Brzycki"
        case .lombardi: return "Lombardi"
        case .oconner: return "O'Conner"
        case .mayhew: return "Mayhew"
        case .wathan: return "Wathan"
        case .lander: return "Lander"
        }
    }

    /// Parses a formula name, ignoring case, spaces and punctuation (`Epley`, `o'conner`,
    /// `OConnor`); nil for an unknown name.
    public init?(name: String) {
        let key = String(name.lowercased().filter { $0.isLetter })
        switch key {
        case "epley": self = .epley
        case "brzycki": self = .brzycki
        case "lombardi": self = .lombardi
        case "oconner", "oconnor": self = .oconner
        case "mayhew": self = .mayhew
        case "wathan": self = .wathan
        case "lander": self = .lander
        default: return nil
        }
    }

    /// The estimated one-rep max for `load` lifted `reps` times. A single rep (or fewer) is
    /// its own 1RM and returns `load` unchanged; reps above `maximumReps` count as
    /// `maximumReps`.
    public func estimate(load: Double, reps: Int) -> Double {
        guard reps > 1 else { return load }
        let r = Double(min(reps, E1RMFormula.maximumReps))
        switch self {
        case .epley: return load * (1 + r / 30)
        case .brzycki: return 36 * load / (37 - r)
        case .lombardi: return load * pow(r, 0.10)
        case .oconner: return load * (1 + 0.025 * r)
        case .mayhew: return 100 * load / (52.2 + 41.9 * exp(-0.055 * r))
        case .wathan: return 100 * load / (48.8 + 53.8 * exp(-0.075 * r))
        case .lander: return 100 * load / (101.3 - 2.67123 * r)
        }
    }

    /// The estimated one-rep max for a mass lifted `reps` times, in the load's unit.
    public func estimate(load: Mass, reps: Int) -> Mass {
        Mass(estimate(load: load.value, reps: reps), load.unit)
    }
}
