import Overload
import OverloadSyntax

/// The written form of a suggested change, as decisions hold it: `+5lb`, `-2.5kg`, `+1 rep`,
/// `-4 reps`, `+30s rest`, `+1 set`, `-1 set`, `set 3 backoff`.
public struct ChangeText: Sendable, Hashable {
    /// The kind of change.
    public var kind: ChangeKind
    /// The amount, unsigned, in the change's measure (a load in `unit`, reps, seconds, sets);
    /// nil for a set-kind change.
    public var amount: Double?
    /// The unit of a load change, when written.
    public var unit: MassUnit?
    /// For a set-kind change: the set's number, from 1, and its new kind.
    public var set: (number: Int, kind: PrescribedSetKind)? {
        guard let setNumber, let setKind else { return nil }
        return (setNumber, setKind)
    }
    var setNumber: Int?
    var setKind: PrescribedSetKind?

    /// Reads a change as written; nil when it is not one.
    public init?(_ text: String) {
        let words = text.lowercased().split(separator: " ").map(String.init)
        guard let first = words.first else { return nil }
        if first == "set", words.count == 3, let number = Int(words[1]), number >= 1,
           let kind = PrescribedSetKind(rawValue: words[2]) {
            self.kind = .changeSetKind
            setNumber = number
            setKind = kind
            return
        }
        guard let sign = first.first, sign == "+" || sign == "-" else { return nil }
        let up = sign == "+"
        // `+5lb`, `+5 lb`, `+1 rep`, `+30s rest`, `+30 s rest`, `+1 set`: number, then the measure.
        let body = String(first.dropFirst())
        let digits = String(body.prefix { $0.isNumber || $0 == "." })
        guard let amount = Double(digits), amount > 0 else { return nil }
        let measure = (String(body.dropFirst(digits.count)) + " " + words.dropFirst().joined(separator: " "))
            .split(separator: " ").map(String.init)
        self.amount = amount
        switch measure {
        case ["lb"], ["lbs"], ["kg"], ["kgs"]:
            kind = up ? .increaseWeight : .decreaseWeight
            unit = measure[0].hasPrefix("lb") ? .lb : .kg
        case ["rep"], ["reps"]:
            kind = up ? .increaseReps : .decreaseReps
        case ["s", "rest"], ["sec", "rest"], ["m", "rest"], ["min", "rest"]:
            kind = up ? .increaseRest : .decreaseRest
            if measure[0].hasPrefix("m") { self.amount = amount * 60 }
        case ["set"], ["sets"]:
            kind = up ? .addSet : .removeSet
        default:
            return nil
        }
    }

    /// Writes a change: the sign and amount with its measure.
    static func write(_ kind: ChangeKind, amount: Double, unit: MassUnit) -> String {
        let sign = kind.isIncrease ? "+" : "-"
        let number = NumberFormat.canonical(abs(amount), maxDecimals: 3)
        switch kind {
        case .increaseWeight, .decreaseWeight: return sign + number + unit.rawValue
        case .increaseReps, .decreaseReps: return sign + number + (abs(amount) == 1 ? " rep" : " reps")
        case .increaseRest, .decreaseRest: return sign + number + "s rest"
        case .addSet, .removeSet: return sign + number + (abs(amount) == 1 ? " set" : " sets")
        case .changeSetKind: return ""
        }
    }

    /// Writes a set-kind change: `set 3 backoff`.
    static func write(setNumber: Int, kind: PrescribedSetKind) -> String {
        "set \(setNumber) \(kind.rawValue)"
    }
}

extension ChangeKind {
    /// Whether the change adds (load, reps, rest, sets).
    var isIncrease: Bool {
        switch self {
        case .increaseWeight, .increaseReps, .increaseRest, .addSet: true
        case .decreaseWeight, .decreaseReps, .decreaseRest, .removeSet, .changeSetKind: false
        }
    }

    /// The kind for a signed amount of the same measure.
    static func of(_ measure: ChangeKind, up: Bool) -> ChangeKind {
        switch measure {
        case .increaseWeight, .decreaseWeight: up ? .increaseWeight : .decreaseWeight
        case .increaseReps, .decreaseReps: up ? .increaseReps : .decreaseReps
        case .increaseRest, .decreaseRest: up ? .increaseRest : .decreaseRest
        case .addSet, .removeSet: up ? .addSet : .removeSet
        case .changeSetKind: .changeSetKind
        }
    }
}
