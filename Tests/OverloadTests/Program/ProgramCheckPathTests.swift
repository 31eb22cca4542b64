import Overload
import OverloadEngine
import OverloadStandardPlugins
import OverloadSyntax
import Testing

/// `overload check` has one path for every file (`ProgramWorkspace.check`): a program with
/// `include` lines is checked as one without them would be, its included files spliced in,
/// each diagnostic in the file that holds its line.
@Suite struct ProgramCheckPathTests {
    enum Missing: Error { case file }

    static let days = """
        day "A":
          squat 3x5 @ 100kg
          bench 3x5 @ 60kg nonsense

        """
    static let rules = """
        progress squat: linar +5lb
        progress curl: linear +5lb

        """

    /// Each diagnostic as `file code message`, by file.
    static func check(_ program: String, files: [String: String] = [:]) -> [String] {
        let parsed = Parser.parse(SourceFile(name: "main.lift", text: program))
        let checked = ProgramWorkspace.check(parsed, registry: StandardPlugins.registry) { path in
            guard let text = files[path] else { throw Missing.file }
            return Array(text.utf8)
        }
        return checked.flatMap { file in file.diagnostics.map { "\(file.source.name) \($0.code.rawValue) \($0.message)" } }
    }

    /// A syntax error no longer stops the compile of a program that includes files: the rest
    /// is compiled as far as it parsed and its rules checked, as in a program written whole.
    @Test func aProgramThatIncludesFilesGetsTheSameChecksAsOneWrittenWhole() {
        let whole = Self.check("unit kg\n" + Self.days + Self.rules)
        let included = Self.check("unit kg\ninclude \"days.lift\"\n" + Self.rules, files: ["days.lift": Self.days])
        #expect(whole.count >= 3, "\(whole)")
        #expect(whole.contains { $0.contains("'linar'") })
        let syntax = included.filter { $0.hasPrefix("days.lift ") }
        #expect(syntax.count == 1, "the bad line is in the included file: \(included)")
        let moved = included.map { $0.replacingOccurrences(of: "days.lift ", with: "main.lift ") }
        #expect(moved.sorted() == whole.sorted())
    }

    @Test func aFileWithoutIncludesIsCheckedAsTheCheckerChecksIt() {
        let text = "unit kg\n" + Self.days + Self.rules
        let parsed = Parser.parse(SourceFile(name: "main.lift", text: text))
        let checker = Checker.check(parsed) { compiled in RuleChecker.check(compiled.progressions, registry: StandardPlugins.registry) }
        let checked = ProgramWorkspace.check(parsed, registry: StandardPlugins.registry) { _ in throw Missing.file }
        #expect(checked.count == 1)
        #expect(checked[0].diagnostics.map(\.message) == checker.map(\.message))
    }
}
