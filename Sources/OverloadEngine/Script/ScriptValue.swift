import Overload

/// A value while a script runs: a number with its unit, true or false, a word, a record, or
/// nothing.
///
/// Loads are whole thousandths of the plan's unit (grams, or 1/1000 lb), so sums and
/// differences are exact (100 kg + 2.5 kg is 102.5 kg, never 102.49999); a product or a
/// quotient is rounded to the nearest thousandth.
enum ScriptValue: Sendable, Hashable {
    case number(Double)
    /// Thousandths of the plan's unit.
    case load(Int64)
    /// `10%` is 10.
    case percent(Double)
    /// Seconds.
    case time(Double)
    /// Metres.
    case distance(Double)
    case bool(Bool)
    case text(String)
    /// A session or a set: its fields by name.
    case record(ScriptType, [String: ScriptValue])
    /// Values of one kind in order (`last.sets`, `last.reps`), with the kind of its values.
    case list(ScriptType, [ScriptValue])
    /// No value: the AMRAP set of a session without one, `last` when a week begins. Any
    /// arithmetic with it is nothing and any comparison with it is false, so a rule about it
    /// does not fire.
    case nothing

    /// Its kind; nil for nothing.
    var type: ScriptType? {
        switch self {
        case .number: .number
        case .load: .load
        case .percent: .percent
        case .time: .time
        case .distance: .distance
        case .bool: .bool
        case .text: .text
        case .record(let type, _): type
        case .list(let element, _): .list(element)
        case .nothing: nil
        }
    }

    /// How a message names its kind.
    var phrase: String { type?.phrase ?? "nothing" }

    /// A load of `value` in the plan's unit. A value past the sandbox's limits (a program's
    /// absurd max) is held just past them, so the first arithmetic on it is a located error
    /// rather than an overflow; NaN is 0.
    static func load(value: Double) -> ScriptValue {
        let milli = (value * 1000).rounded()
        guard !milli.isNaN else { return .load(0) }
        let bound = Double(ScriptLimits.milliLoad * 2)
        return .load(Int64(Swift.max(-bound, Swift.min(bound, milli))))
    }

    /// The value as a person reads it, in the plan's unit: `102.5 kg`, `10%`, `90s`.
    func text(unit: MassUnit) -> String {
        switch self {
        case .number(let number): NumberFormat.canonical(number, maxDecimals: 3)
        case .load(let milli): Mass(Double(milli) / 1000, unit).description
        case .percent(let percent): NumberFormat.canonical(percent, maxDecimals: 3) + "%"
        case .time(let seconds): NumberFormat.canonical(seconds, maxDecimals: 3) + "s"
        case .distance(let metres): Self.distanceText(metres)
        case .bool(let bool): bool ? "true" : "false"
        case .text(let text): "\"\(text)\""
        case .record(let type, _): type.phrase
        case .list(_, let values): "[" + values.map { $0.text(unit: unit) }.joined(separator: ", ") + "]"
        case .nothing: "nothing"
        }
    }

    /// `400 m`, `1.67 km`: metres under a kilometre, else kilometres, spelt as history spells
    /// a distance (``ExactDistance/readable(in:)``); one beyond any distance run, in metres.
    static func distanceText(_ metres: Double) -> String {
        guard let exact = ExactDistance(metres: metres) else { return NumberFormat.canonical(metres, maxDecimals: 3) + " m" }
        return exact.readable(in: Swift.abs(metres) >= 1000 ? .km : .m)
    }

    /// True for a condition that holds: nothing is not true.
    var isTrue: Bool {
        if case .bool(true) = self { return true }
        return false
    }
}

/// The sandbox's limits on numbers: a value past them is a runtime error, not a wrapped
/// or infinite number.
enum ScriptLimits {
    /// The largest magnitude of a number, a percentage, a time (in seconds) or a distance (in metres).
    static let magnitude = 1e9
    /// The largest load, in units of the plan (a million kilograms or pounds).
    static let load = 1_000_000.0
    /// The same in thousandths.
    static let milliLoad = Int64(load * 1000)
    /// The most statements one run may take: loops inside loops over a session's sets stay
    /// well under it, and a run past it stops with a located error rather than running long.
    static let steps = 1_000_000
}
