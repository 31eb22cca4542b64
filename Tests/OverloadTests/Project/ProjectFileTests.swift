import Overload
import OverloadSyntax
import Testing

/// `overload.json`: a JSON object of strings, every problem at its place.
@Suite struct ProjectFileTests {
    static func read(_ text: String) -> (file: ProjectFile?, diagnostics: [Diagnostic]) {
        ProjectFile.read(SourceFile(name: "overload.json", text: text))
    }

    static func location(_ text: String, _ diagnostic: Diagnostic?) -> String {
        guard let diagnostic else { return "none" }
        let source = SourceFile(name: "overload.json", text: text)
        let start = source.location(of: diagnostic.range.start)
        return "\(start.line):\(start.column)"
    }

    @Test func aProjectFileReads() {
        let (file, diagnostics) = Self.read("\u{FEFF}{\n  \"program\": \"programs/531 \\u00e9t\\u00e9.lift\",\n  \"journal\": \"log/2026.lift\",\n  \"date\": \"2026-11-24\"\n}\n")
        #expect(diagnostics.isEmpty)
        #expect(file == ProjectFile(program: "programs/531 été.lift", journal: "log/2026.lift", date: LocalDate(year: 2026, month: 11, day: 24)))
        #expect(Self.read("{}").file == ProjectFile())
    }

    @Test(arguments: [
        ("", "1:1", "a project file holds one JSON object"),
        ("[\"program.lift\"]", "1:1", "a project file holds one JSON object"),
        ("{ \"program\": \"a.lift\" \"journal\": \"b.lift\" }", "1:23", "the object does not end"),
        ("{ \"program\": \"a.lift\", }", "1:24", "a key must be a string in double quotes"),
        ("{ \"program\": \"a.lift\n\" }", "1:14", "a string without its closing quote"),
        ("{\n  \"journal\": b.lift\n}", "2:14", "a value must be a string, number, true, false, null, list or object"),
        ("{ \"program\": 5 }", "1:14", "'program' should be a string"),
        ("{ \"date\": \"2026-02-30\" }", "1:11", "'date' should be a date such as \"2026-11-24\""),
        ("{ \"program\": \"a.lift\" } x", "1:25", "text after the project file's object"),
        ("{ \"program\": \"a\\q\" }", "1:16", "an unknown escape in a string"),
        ("{ \"x\" 1 }", "1:7", "a key needs ':' and a value"),
    ])
    func aMalformedFileIsE0009AtItsPlace(_ text: String, _ place: String, _ message: String) {
        let (file, diagnostics) = Self.read(text)
        #expect(file == nil)
        #expect(diagnostics.first?.code == .projectFileMalformed)
        #expect(diagnostics.first?.message == message)
        #expect(Self.location(text, diagnostics.first) == place, "\(text.debugDescription)")
    }

    @Test func otherValuesAreSkippedAndUnknownKeysWarned() {
        let text = "{ \"editor\": {\"tabs\": [1, 2.5, true, null, {}]}, \"programme\": \"a.lift\", \"journal\": \"b.lift\" }"
        let (file, diagnostics) = Self.read(text)
        #expect(file == ProjectFile(journal: "b.lift"))
        #expect(diagnostics.map(\.code) == [.projectFileUnknownKey, .projectFileUnknownKey])
        #expect(diagnostics.last?.label == "did you mean 'program'?")
        #expect(Self.location(text, diagnostics.last) == "1:49")
    }

    @Test func deepNestingIsRefusedNotFollowed() {
        let text = "{ \"x\": " + String(repeating: "[", count: 10_000) + " }"
        #expect(Self.read(text).diagnostics.first?.code == .projectFileMalformed)
    }
}
