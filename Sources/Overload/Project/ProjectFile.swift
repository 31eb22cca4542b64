import OverloadSyntax

/// `overload.json`: the program and journal of a folder, read by the command line (for a
/// command given neither) and by the language server (to pair a journal with its program).
///
/// ```json
/// { "program": "program.lift", "journal": "journal.lift", "date": "2026-11-24" }
/// ```
///
/// Paths are the folder's (relative ones are taken from the file's folder). Reading it never
/// stops at a problem without saying where: a file that is not such a JSON object is E0009 at
/// the place it goes wrong, a key it does not know is W0003.
public struct ProjectFile: Sendable, Equatable {
    /// The file's name in a folder.
    public static let name = "overload.json"
    /// The keys it knows.
    public static let keys = ["program", "journal", "date"]

    /// The program, as written.
    public var program: String?
    /// The journal, as written.
    public var journal: String?
    /// The day to plan for instead of today.
    public var date: LocalDate?

    public init(program: String? = nil, journal: String? = nil, date: LocalDate? = nil) {
        self.program = program
        self.journal = journal
        self.date = date
    }

    /// The project file in `source`, as far as it reads, and its diagnostics; nil when it
    /// has an error.
    public static func read(_ source: SourceFile) -> (file: ProjectFile?, diagnostics: [Diagnostic]) {
        var reader = ProjectJSONReader(bytes: source.bytes)
        let fields: [ProjectJSONReader.Field]
        do {
            fields = try reader.readObject()
        } catch {
            return (nil, [error.diagnostic])
        }
        var file = ProjectFile()
        var diagnostics: [Diagnostic] = []
        for field in fields {
            switch field.key {
            case "program", "journal", "date":
                guard case .string(let value) = field.value else {
                    diagnostics.append(.error(.projectFileMalformed, "'\(field.key)' should be a string",
                                              at: field.valueRange, label: "expected a string in double quotes"))
                    continue
                }
                if field.key == "program" { file.program = value }
                if field.key == "journal" { file.journal = value }
                if field.key == "date" {
                    guard let date = LocalDate(iso: value) else {
                        diagnostics.append(.error(.projectFileMalformed, "'date' should be a date such as \"2026-11-24\"",
                                                  at: field.valueRange, label: "not a date"))
                        continue
                    }
                    file.date = date
                }
            default:
                let suggestion = closestMatch(to: field.key, in: keys)
                diagnostics.append(.warning(
                    .projectFileUnknownKey, "the project file has no key '\(field.key)'", at: field.keyRange,
                    label: suggestion.map { "did you mean '\($0)'?" } ?? "ignored",
                    help: "a project file knows 'program', 'journal' and 'date'"))
            }
        }
        return (diagnostics.contains { $0.severity == .error } ? nil : file, diagnostics)
    }
}

extension DiagnosticCode {
    public static let projectFileMalformed = DiagnosticCode("E0009")
    public static let projectFileUnknownKey = DiagnosticCode("W0003")
}

extension DiagnosticCodeInfo {
    /// Every code reading a project file (`overload.json`) can report.
    public static let project: [DiagnosticCodeInfo] = [
        .init(.projectFileMalformed, "a project file (overload.json) that is not a JSON object of strings"),
        .init(.projectFileUnknownKey, "a key a project file does not know, such as a misspelt 'journal'"),
    ]
}
