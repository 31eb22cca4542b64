/// A name as written: a keyword argument, a plugin, wave or template name, a parameter.
public struct Identifier: Sendable, Hashable {
    public var name: String
    public var range: SourceRange

    public init(_ name: String, range: SourceRange) {
        self.name = name
        self.range = range
    }
}

/// A double-quoted string with its escapes resolved.
public struct StringLiteral: Sendable, Hashable {
    public var value: String
    public var range: SourceRange

    public init(_ value: String, range: SourceRange) {
        self.value = value
        self.range = range
    }
}

/// A unit suffix on a number, as written (`kgs` and `lbs` are read as `kg` and `lb`).
public enum UnitSuffix: String, Sendable, Hashable, CaseIterable {
    case kg, lb
    case percent = "%"
    /// Seconds.
    case s
    /// Minutes (`min`).
    case min
    /// `m`: minutes after `rest`, `break` and `available`; metres in a set (`row 2000m`).
    case m
    /// Hours.
    case h
    case km, mi
    /// `rm`, only in `1rm`.
    case rm

    /// Every spelling accepted after a number, lowercase, with the suffix it reads as: the one
    /// table behind ``init(spelling:)``, the parser's byte lookup and ``spellings``.
    static let spellingTable: [(spelling: String, unit: UnitSuffix)] = [
        ("kg", .kg), ("kgs", .kg), ("lb", .lb), ("lbs", .lb), ("%", .percent),
        ("s", .s), ("sec", .s), ("secs", .s), ("min", .min), ("mins", .min), ("m", .m),
        ("h", .h), ("hr", .h), ("hrs", .h), ("km", .km), ("mi", .mi), ("rm", .rm),
    ]

    /// The suffix for the text after a number, if any (case is ignored).
    public init?(spelling: String) {
        let lowered = spelling.lowercased()
        guard let entry = UnitSuffix.spellingTable.first(where: { $0.spelling == lowered }) else { return nil }
        self = entry.unit
    }

    /// The suffix spelled by `bytes[start..<end]` (ASCII case is ignored). The spelling is
    /// packed into an integer and compared with the packed table, so reading a number with a
    /// unit allocates nothing and compares no text.
    static func lookup(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> UnitSuffix? {
        guard end - start <= 4, let key = packed(bytes[start..<end]) else { return nil }
        for entry in packedTable where entry.key == key { return entry.unit }
        return nil
    }

    /// Up to four ASCII bytes, lowercased, one to a byte of the result; nil for anything else.
    private static func packed<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> UInt32? {
        var key: UInt32 = 0
        var shift: UInt32 = 0
        for byte in bytes {
            guard byte < 0x80, shift < 32 else { return nil }
            key |= UInt32(Lexer.isLetter(byte) ? byte | 0x20 : byte) << shift
            shift += 8
        }
        return key
    }

    private static let packedTable: [(key: UInt32, unit: UnitSuffix)] = spellingTable.compactMap { entry in
        packed(entry.spelling.utf8).map { ($0, entry.unit) }
    }

    /// Every spelling the lexer accepts, for "did you mean".
    public static let spellings = spellingTable.map(\.spelling)

    /// The unit a lifter or runner most likely meant by a spelling Overload does not take,
    /// before any guess by edit distance: `5k` is 5 km where work is written (a race's
    /// name) and 100 kg where a load is; whole words (`miles`, `metres`, `minutes`) are their
    /// symbols. Nil for anything else.
    public static func likelySpelling(of spelling: String, asWork: Bool) -> String? {
        switch spelling.lowercased() {
        case "k": asWork ? "km" : "kg"
        case "kms", "klick", "klicks", "kilometer", "kilometers", "kilometre", "kilometres": "km"
        case "mile", "miles", "mis": "mi"
        case "meter", "meters", "metre", "metres", "mtr", "mtrs": "m"
        case "minute", "minutes", "mn": "min"
        case "second", "seconds": "s"
        case "hour", "hours": "h"
        case "kilo", "kilos": "kg"
        case "pound", "pounds": "lb"
        default: nil
        }
    }
}

/// A number with an optional sign and unit: `5`, `2.5kg`, `-10%`, `+5lb`, `45s`.
public struct Quantity: Sendable, Hashable {
    /// The sign as written, if any.
    public enum Sign: String, Sendable, Hashable {
        case plus = "+"
        case minus = "-"
    }

    /// The magnitude, never negative.
    public var magnitude: Double
    // The range is kept as a start and a 16-bit length, so a quantity takes 16 bytes, not 24:
    // every set holds several, and a program's tree is mostly sets. A number written longer
    // than 65,535 bytes keeps a range of its first 65,535.
    private var start: UInt32
    private var length: UInt16
    public var unit: UnitSuffix?
    public var sign: Sign?

    /// Where the number (with its sign and unit) is written.
    public var range: SourceRange {
        get { SourceRange(Int(start), Int(start) + Int(length)) }
        set {
            start = UInt32(clamping: newValue.start)
            length = UInt16(clamping: newValue.length)
        }
    }

    public init(_ magnitude: Double, unit: UnitSuffix? = nil, sign: Sign? = nil, range: SourceRange) {
        self.magnitude = magnitude
        self.start = UInt32(clamping: range.start)
        self.length = UInt16(clamping: range.length)
        self.unit = unit
        self.sign = sign
    }

    /// The value with its sign applied.
    public var value: Double { sign == .minus ? -magnitude : magnitude }

    /// True when the value is a whole number.
    public var isInteger: Bool { magnitude < 1e15 && Double(Int64(magnitude)) == magnitude }
}

/// A range of two quantities: `8-12` (reps) or `2kg..50kg` (a ladder).
public struct QuantityRange: Sendable, Hashable {
    public enum Style: String, Sendable, Hashable {
        /// `8-12`
        case dash
        /// `2kg..50kg`, `1..3`
        case dots
    }

    public var lower: Quantity
    public var upper: Quantity
    public var range: SourceRange
    public var style: Style

    public init(_ lower: Quantity, _ upper: Quantity, style: Style, range: SourceRange) {
        self.lower = lower
        self.upper = upper
        self.style = style
        self.range = range
    }
}

/// One item of a free-form clause, read by the stage that gives the clause meaning:
/// progress rules (`linear +2.5kg`), equipment lines, decisions, session properties.
public enum Atom: Sendable, Hashable {
    case word(Identifier)
    case quantity(Quantity)
    case range(QuantityRange)
    case string(StringLiteral)
    /// A date such as `2026-11-18`.
    case date(DateLiteral)
    /// A word with arguments: `amrap_tm(step = 5lb)`.
    case call(Identifier, [Argument], range: SourceRange)

    public var range: SourceRange {
        switch self {
        case .word(let identifier): identifier.range
        case .quantity(let quantity): quantity.range
        case .range(let range): range.range
        case .string(let string): string.range
        case .date(let date): date.range
        case .call(_, _, let range): range
        }
    }
}

/// A comma-separated part of a free-form line: a run of atoms.
public struct Clause: Sendable, Hashable {
    private var storage: OneOrMany<Atom>
    public var range: SourceRange

    /// The atoms, in order. Most clauses (`mood good`, `effort 8`) hold one, which is stored
    /// in the clause itself rather than in an array of its own.
    public var atoms: [Atom] {
        get { storage.array }
        set { storage = OneOrMany(newValue) }
    }

    /// The first atom, read without building the list.
    public var firstAtom: Atom? { storage.first }

    public init(_ atoms: [Atom], range: SourceRange) {
        storage = OneOrMany(atoms)
        self.range = range
    }

    /// A clause of one atom.
    public init(_ atom: Atom, range: SourceRange) {
        storage = .one(atom)
        self.range = range
    }
}

/// An argument to a template, wave or plugin: positional or `name = value`.
public struct Argument: Sendable, Hashable {
    public var label: Identifier?
    public var value: ScriptExpression
    public var range: SourceRange

    public init(label: Identifier?, value: ScriptExpression, range: SourceRange) {
        self.label = label
        self.value = value
        self.range = range
    }
}

/// A calendar date as written (`2026-11-18`).
public struct DateLiteral: Sendable, Hashable {
    public var year: Int
    public var month: Int
    public var day: Int
    public var range: SourceRange

    public init(year: Int, month: Int, day: Int, range: SourceRange) {
        self.year = year
        self.month = month
        self.day = day
        self.range = range
    }
}

/// A time of day as written (`7:30`).
public struct TimeLiteral: Sendable, Hashable {
    public var hour: Int
    public var minute: Int
    public var range: SourceRange

    public init(hour: Int, minute: Int, range: SourceRange) {
        self.hour = hour
        self.minute = minute
        self.range = range
    }
}
