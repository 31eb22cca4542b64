import Overload
import OverloadSyntax
import Testing

/// What `overload check` and `overload fmt --check` say about each shipped example: nothing.
@Suite struct ExampleCheckTests {
    @Test(arguments: ExamplePrograms.allRelativePaths())
    func checksWithoutErrorsOrWarnings(path: String) throws {
        let parsed = Parser.parse(SourceFile(name: path, text: try ExamplePrograms.text(path)))
        let diagnostics = Checker.check(parsed)
        #expect(diagnostics.isEmpty, "\(path): \(diagnostics.map { "\($0.code) \($0.message)" })")
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
