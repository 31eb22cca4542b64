import Overload
import OverloadSyntax
import Testing

/// What `overload check` and `overload fmt --check` say about each shipped example: no
/// errors anywhere, and nothing at all about the published programs in examples/programs
/// (other examples may show off a warning on purpose).
@Suite struct ExampleCheckTests {
    @Test(arguments: ExamplePrograms.allRelativePaths())
    func checksWithoutErrors(path: String) throws {
        let parsed = Parser.parse(SourceFile(name: path, text: try ExamplePrograms.text(path)))
        let diagnostics = Checker.check(parsed)
        let allowed: Set<Severity> = path.hasPrefix("programs/") ? [] : [.warning]
        let unexpected = diagnostics.filter { !allowed.contains($0.severity) }
        #expect(unexpected.isEmpty, "\(path): \(unexpected.map { "\($0.code) \($0.message)" })")
    }

    @Test(arguments: ExamplePrograms.allRelativePaths())
    func isInCanonicalForm(path: String) throws {
        let text = try ExamplePrograms.text(path)
        #expect(Formatter.format(Parser.parse(SourceFile(name: path, text: text))) == text)
    }

    @Test(arguments: ExamplePrograms.allRelativePaths().filter { $0.hasPrefix("programs/") })
    func everyProgramNamesTheSourceOfItsNumbers(path: String) throws {
        let header = try ExamplePrograms.text(path).split(separator: "\n").prefix { $0.hasPrefix("#") }
        #expect(header.contains { $0.contains("Numbers:") }, "\(path) needs a header comment naming its source")
    }
}
