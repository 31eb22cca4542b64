/// How serious a diagnostic is.
public enum Severity: String, Sendable, Hashable, Codable {
    case error
    case warning
    case note
}

/// A secondary message that points at a related place: in the diagnostic's own file, or in
/// another one (`file`), such as a file the program includes.
public struct DiagnosticNote: Sendable, Hashable {
    public var message: String
    public var range: SourceRange?
    /// The file `range` is in when it is not the diagnostic's own (a day first defined in an
    /// included file); nil for the diagnostic's own file.
    public var file: SourceFile?

    public init(_ message: String, at range: SourceRange? = nil, in file: SourceFile? = nil) {
        self.message = message
        self.range = range
        self.file = file
    }

    // Files are told apart by name: two notes into one file compare equal without their texts.
    public static func == (lhs: DiagnosticNote, rhs: DiagnosticNote) -> Bool {
        lhs.message == rhs.message && lhs.range == rhs.range && lhs.file?.name == rhs.file?.name
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(message)
        hasher.combine(range)
        hasher.combine(file?.name)
    }
}

/// A suggested edit: replace the text in `range` with `replacement`.
public struct FixIt: Sendable, Hashable {
    public var range: SourceRange
    public var replacement: String
    /// True when the edit changes only how the text is spelt, never what it means (the space
    /// in `100 kg`, a block header's missing colon): `check --fix` and `fmt --fix` apply
    /// these, and leave every other fix-it (a guessed name) to the lifter.
    public var isSafe: Bool

    public init(replace range: SourceRange, with replacement: String, safe: Bool = false) {
        self.range = range
        self.replacement = replacement
        self.isSafe = safe
    }
}

/// One problem found in a source file, as a value. Stages collect these; only the CLI prints.
public struct Diagnostic: Sendable, Hashable {
    public var severity: Severity
    /// Stable code such as `E0102`; listed in docs/errors.md.
    public var code: DiagnosticCode
    /// Short, lowercase, no final period: what was expected or what is wrong.
    public var message: String
    /// Where the problem is.
    public var range: SourceRange
    /// Text printed under the caret: what to do about it.
    public var label: String?
    /// Related places.
    public var notes: [DiagnosticNote]
    /// Suggested edits.
    public var fixIts: [FixIt]
    /// A longer remedy printed after the source excerpt.
    public var help: String?

    public init(
        _ severity: Severity, _ code: DiagnosticCode, _ message: String, at range: SourceRange,
        label: String? = nil, notes: [DiagnosticNote] = [], fixIts: [FixIt] = [], help: String? = nil
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.range = range
        self.label = label
        self.notes = notes
        self.fixIts = fixIts
        self.help = help
    }

    /// An error.
    public static func error(
        _ code: DiagnosticCode, _ message: String, at range: SourceRange,
        label: String? = nil, notes: [DiagnosticNote] = [], fixIts: [FixIt] = [], help: String? = nil
    ) -> Diagnostic {
        Diagnostic(.error, code, message, at: range, label: label, notes: notes, fixIts: fixIts, help: help)
    }

    /// A warning.
    public static func warning(
        _ code: DiagnosticCode, _ message: String, at range: SourceRange,
        label: String? = nil, notes: [DiagnosticNote] = [], fixIts: [FixIt] = [], help: String? = nil
    ) -> Diagnostic {
        Diagnostic(.warning, code, message, at: range, label: label, notes: notes, fixIts: fixIts, help: help)
    }
}

extension Array where Element == Diagnostic {
    /// True when any element is an error.
    public var hasErrors: Bool { contains { $0.severity == .error } }

    /// How many have this severity.
    public func count(of severity: Severity) -> Int { lazy.filter { $0.severity == severity }.count }
}
