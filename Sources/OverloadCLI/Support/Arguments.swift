import OverloadSyntax

/// A usage error: printed as `Error: ...` and `Usage: ...`, exit 64.
public struct UsageError: Error, Sendable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }
}

/// One option or flag a command declares; help and parsing both come from this.
public struct OptionSpec: Sendable {
    /// Long name without dashes: `format`.
    public var name: String
    /// Short name without dash, if any: `w`.
    public var short: Character?
    /// Name of the value (`FORMAT`), or nil for a flag.
    public var valueName: String?
    /// Allowed values, checked while parsing.
    public var choices: [String]
    public var help: String

    /// A flag such as `--write`.
    public static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, valueName: nil, choices: [], help: help)
    }

    /// An option with a value such as `--format json`.
    public static func option(_ name: String, value: String, choices: [String] = [], help: String) -> OptionSpec {
        OptionSpec(name: name, short: nil, valueName: value, choices: choices, help: help)
    }
}

/// A positional argument a command declares.
public struct PositionalSpec: Sendable {
    public var name: String
    public var help: String
    public var isRepeated: Bool
    public var isOptional: Bool

    public init(_ name: String, help: String, repeated: Bool = false, optional: Bool = false) {
        self.name = name
        self.help = help
        self.isRepeated = repeated
        self.isOptional = optional
    }
}

/// The command line after parsing against a command's specs.
public struct ParsedArguments: Sendable {
    public var flags: Set<String> = []
    public var options: [String: String] = [:]
    public var positionals: [String] = []
    /// Every value of each option, in order, for an option that may be given more than once
    /// (`--exercise squat --exercise bench`); ``option(_:)`` reads the last.
    public var repeatedOptions: [String: [String]] = [:]

    public func flag(_ name: String) -> Bool { flags.contains(name) }
    public func option(_ name: String) -> String? { options[name] }
    /// Every value given for `name`, in order.
    public func values(_ name: String) -> [String] { repeatedOptions[name] ?? [] }

    /// Parses `arguments` for a command. `--` ends options; `-` is a positional (stdin), and so
    /// is a word that starts with `-` and a digit: no option does, and a change such as
    /// `-60lb` or `-1` (`accept ... bench -60lb`) is a value.
    public static func parse(_ arguments: [String], options specs: [OptionSpec], positionals: [PositionalSpec]) throws -> ParsedArguments {
        var result = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") || isNegativeValue(argument) {
                result.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name: String
            var inlineValue: String?
            if argument.hasPrefix("--") {
                name = String(argument.dropFirst(2))
                if let equals = name.firstIndex(of: "=") {
                    inlineValue = String(name[name.index(after: equals)...])
                    name = String(name[..<equals])
                }
            } else {
                let shortName = argument.dropFirst()
                guard shortName.count == 1, let spec = specs.first(where: { $0.short == shortName.first }) else {
                    throw UsageError("unknown option '\(argument)'")
                }
                name = spec.name
            }
            guard let spec = specs.first(where: { $0.name == name }) else {
                let hint = closestMatch(to: name, in: specs.map(\.name)).map { " (did you mean '--\($0)'?)" } ?? ""
                throw UsageError("unknown option '--\(name)'\(hint)")
            }
            guard let valueName = spec.valueName else {
                if inlineValue != nil { throw UsageError("'--\(name)' takes no value") }
                result.flags.insert(name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                throw UsageError("missing value for '--\(name) <\(valueName)>'")
            }
            if !spec.choices.isEmpty, !spec.choices.contains(value) {
                throw UsageError("'\(value)' is not a valid value for '--\(name)' (choose \(spec.choices.joined(separator: ", ")))")
            }
            result.options[name] = value
            result.repeatedOptions[name, default: []].append(value)
        }
        let required = positionals.filter { !$0.isOptional }.count
        if result.positionals.count < required, let missing = positionals.dropFirst(result.positionals.count).first(where: { !$0.isOptional }) {
            throw UsageError("missing expected argument '<\(missing.name)>'")
        }
        if !(positionals.last?.isRepeated ?? false), result.positionals.count > positionals.count {
            throw UsageError("unexpected argument '\(result.positionals[positionals.count])'")
        }
        return result
    }

    /// `-60lb`, `-1`, `-.5kg`: a minus and then a digit or a point.
    static func isNegativeValue(_ argument: String) -> Bool {
        let utf8 = argument.utf8
        guard utf8.count > 1, let second = utf8.dropFirst().first else { return false }
        return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(second) || second == UInt8(ascii: ".")
    }
}
