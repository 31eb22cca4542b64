extension ProgramDeclarations {
    /// The plan's unit: the ``outputUnit`` asked for, else the program's own unit.
    var planUnit: MassUnit {
        outputUnit ?? programUnit
    }

    /// The program's own unit: its `unit` line, else the unit of the first max written with
    /// a unit (1RM or training max, in source order), else kg.
    var programUnit: MassUnit {
        unit ?? firstMaxUnit ?? .kg
    }

    /// A load in kg or lb; a bare number is in the program's unit (``programUnit``).
    mutating func mass(_ quantity: Quantity, what: String) -> Mass? {
        guard let mass = quantity.mass(bareUnit: { programUnit }) else {
            error(.wrongUnit, "\(what) must be a weight, not '\(SourceFormatter.quantity(quantity))'", at: quantity.range,
                  help: "write a weight in kg or lb, as in 100kg or 225lb")
            return nil
        }
        return mass
    }

    /// The largest bare time read as minutes in a fix-it: nobody rests 3 seconds.
    static let bareMinutesUpTo = 10.0

    /// Seconds of a rest, break or timed set. `m` is minutes here; a bare number is refused.
    mutating func seconds(_ quantity: Quantity, what: String, minutesForM: Bool = true) -> Int? {
        guard let seconds = quantity.seconds(mMeansMinutes: minutesForM) else {
            // A bare number is minutes when it is a few (`rest 3` is 3 minutes, not 3 seconds)
            // and seconds above `bareMinutesUpTo` (`rest 90`).
            let bareUnit = quantity.value <= Self.bareMinutesUpTo ? (minutesForM ? "m" : "min") : "s"
            let bare = SourceFormatter.quantity(quantity) + bareUnit
            error(.wrongUnit, "\(what) needs a time unit", at: quantity.range,
                  label: quantity.unit == nil ? "did you mean '\(bare)'?" : "'\(quantity.unit?.rawValue ?? "")' is not a time",
                  fixIts: quantity.unit == nil ? [FixIt(replace: .empty(at: quantity.range.end), with: bareUnit)] : [],
                  help: "write seconds as 90s and minutes as 2m or 2min")
            return nil
        }
        // A time too large for any plan is kept large, not dropped: each caller's range check
        // reports it with its own code. The parser caps a number at 10000000, so in hours it
        // still fits an Int many times over; the clamp only guards the conversion.
        guard seconds.isFinite else { return nil }
        return Int(min(max(seconds, -1e12), 1e12).rounded())
    }

    /// Metres of distance work (`5km`, `2000m`, `3mi`).
    func metres(_ quantity: Quantity) -> Double? {
        quantity.unit?.distanceUnit.map { Distance(quantity.value, $0).metres }
    }
}

extension SourceFormatter {
    /// The canonical text of an atom, for plugin arguments.
    static func atomText(_ atom: Atom) -> String {
        switch atom {
        case .word(let word): word.name
        case .quantity(let value): quantity(value)
        case .range(let value): quantity(value.lower) + (value.style == .dash ? "-" : "..") + quantity(value.upper)
        case .string(let string): string.value
        case .date(let value): "\(value.year)-\(value.month)-\(value.day)"
        case .call(let name, let arguments, _):
            name.name + "(" + arguments.map { ($0.label.map { $0.name + " = " } ?? "") + expression($0.value) }
                .joined(separator: ", ") + ")"
        }
    }
}
