import Overload

// MARK: Scripts (E06xx, W06xx)

extension DiagnosticCode {
    /// A script names something that is not in scope.
    public static let scriptUnknownName = DiagnosticCode("E0601")
    /// A script reads a field a value does not have.
    public static let scriptUnknownField = DiagnosticCode("E0602")
    /// A script assigns to something it may only read.
    public static let scriptReadOnly = DiagnosticCode("E0603")
    /// A script calls a function that does not exist.
    public static let scriptUnknownFunction = DiagnosticCode("E0604")
    /// A script calls a function with arguments it does not take.
    public static let scriptArguments = DiagnosticCode("E0605")
    /// A script combines values whose units do not go together.
    public static let scriptUnits = DiagnosticCode("E0606")
    /// A script gives a value of the wrong kind: a condition that is not true or false, a number for a load.
    public static let scriptKind = DiagnosticCode("E0607")
    /// A script divides by zero while it runs.
    public static let scriptDivisionByZero = DiagnosticCode("E0608")
    /// A script computes a value past the sandbox's limits while it runs.
    public static let scriptOutOfRange = DiagnosticCode("E0609")
    /// A script sets a load below zero while it runs.
    public static let scriptNegativeLoad = DiagnosticCode("E0610")
    /// A script progression named like a built-in one, which it replaces.
    public static let scriptShadowsBuiltIn = DiagnosticCode("W0602")
}

extension DiagnosticCodeInfo {
    /// Every code reported about script progressions, by `check` and when they run.
    public static let scripts: [DiagnosticCodeInfo] = [
        .init(.scriptUnknownName, "a script uses a name that is not a parameter, a 'let' or one the plugin API provides"),
        .init(.scriptUnknownField, "a script reads a field its value does not have"),
        .init(.scriptReadOnly, "a script assigns to a name or field it may only read"),
        .init(.scriptUnknownFunction, "a script calls a function that does not exist"),
        .init(.scriptArguments, "a script calls a function with arguments it does not take"),
        .init(.scriptUnits, "a script combines values whose units do not go together (a load plus a bare number)"),
        .init(.scriptKind, "a script gives a value of the wrong kind (a condition that is not true or false, a 'for' "
            + "over what is not a list, a distance or a list kept in state)"),
        .init(.scriptDivisionByZero, "a script divides by zero while it runs (reported by 'next' and 'explain')"),
        .init(.scriptOutOfRange, "a script computes a value past the sandbox's limits, or runs more statements than "
            + "they allow, while it runs"),
        .init(.scriptNegativeLoad, "a script sets a load below zero while it runs"),
        .init(.scriptShadowsBuiltIn, "a script progression named like a built-in one, which it replaces for every rule"),
    ]
}

/// A script that stopped with an error while it ran: where, and the values involved.
struct ScriptFailure: Error {
    var diagnostic: Diagnostic

    init(_ code: DiagnosticCode, _ message: String, at range: SourceRange, label: String? = nil, help: String? = nil) {
        diagnostic = .error(code, message, at: range, label: label, help: help)
    }
}

/// A plugin that could not answer: a script's runtime error, located in the script's file.
/// The engine keeps the state as it was, runs the rule no further for that exercise, and the
/// commands report it and exit 65.
public struct PluginFailure: Sendable, Hashable {
    /// The file the diagnostic points into.
    public var source: SourceFile
    /// What went wrong, where, with the values involved.
    public var diagnostic: Diagnostic

    /// Creates a failure.
    public init(source: SourceFile, diagnostic: Diagnostic) {
        self.source = source
        self.diagnostic = diagnostic
    }

    public static func == (lhs: PluginFailure, rhs: PluginFailure) -> Bool {
        lhs.source.name == rhs.source.name && lhs.diagnostic == rhs.diagnostic
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(source.name)
        hasher.combine(diagnostic)
    }
}
