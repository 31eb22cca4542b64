import Overload
import OverloadSyntax
import OverloadTestSupport
import Testing

/// What `overload check` and `overload fmt --check` say about each shipped example: nothing
/// but the warnings a file announces in a comment (`# expect: W0201`), and each of those;
/// nothing at all about the published programs in examples/programs; canonical form.
@Suite struct ExampleCheckTests {
    @Test func thereAreExamples() {
        #expect(ExampleFiles.relativePaths.count >= 5)
        #expect(ExampleFiles.relativePaths.contains("journal.lift"))
    }

    /// The codes a file announces with `# expect: CODE` lines.
    static func announcedCodes(in text: String) -> Set<String> {
        Set(text.components(separatedBy: "\n").compactMap { line -> String? in
            guard line.hasPrefix("# expect: ") else { return nil }
            return String(line.dropFirst("# expect: ".count)).trimmingCharacters(in: .whitespaces)
        })
    }

    @Test(arguments: ExampleFiles.relativePaths)
    func checksCleanAndIsCanonical(path: String) throws {
        let text = try ExampleFiles.text(path)
        let source = SourceFile(name: path, text: text)
        let parsed = Parser.parse(source)
        let diagnostics = Checker.check(parsed)
        let announced = Self.announcedCodes(in: text)
        if path.hasPrefix("programs/") { #expect(announced.isEmpty, "\(path): a published program announces no warning") }
        for code in announced {
            #expect(diagnostics.contains { $0.code.rawValue == code }, "\(path) expects \(code)")
        }
        let unexpected = diagnostics.filter { !announced.contains($0.code.rawValue) }
        let rendered = unexpected.map { DiagnosticRenderer().render($0, in: source) }.joined()
        #expect(unexpected.isEmpty, "\(path):\n\(rendered)")
        #expect(Array(SourceFormatter.format(parsed).utf8) == source.bytes, "\(path) is not in canonical form")
    }

    @Test(arguments: ExampleFiles.relativePaths.filter { $0.hasPrefix("programs/") })
    func everyProgramNamesTheSourceOfItsNumbers(path: String) throws {
        let header = try ExampleFiles.text(path).split(separator: "\n").prefix { $0.hasPrefix("#") }
        #expect(header.contains { $0.contains("Numbers:") }, "\(path) needs a header comment naming its source")
    }
}
