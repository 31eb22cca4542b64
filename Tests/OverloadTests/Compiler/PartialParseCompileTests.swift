import Foundation
import Overload
import OverloadSyntax
import OverloadTestSupport
import Testing

/// `overload check` compiles every part of a file that parsed, even when other lines have
/// syntax errors, so the compiler must stand on what the parser left: it trusts none of the
/// parser's validation. Every example, broken in many ways, is checked without a crash, and a
/// compile problem on a good line is still reported.
@Suite struct PartialParseCompileTests {
    /// An example with one line cut in half, or with stray tokens in it, for four lines
    /// spread over the file (a check takes tens of milliseconds in a debug build).
    static func brokenVariants(of text: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var variants: [String] = []
        let stride = max(1, lines.count / 4)
        for index in Swift.stride(from: 0, to: lines.count, by: stride) where !lines[index].isEmpty {
            var cut = lines
            cut[index] = String(cut[index].prefix(cut[index].count / 2))
            variants.append(cut.joined(separator: "\n"))
            var stray = lines
            stray[index] = String(stray[index].prefix(stray[index].count * 2 / 3)) + " @ ) "
                + String(stray[index].dropFirst(stray[index].count * 2 / 3))
            variants.append(stray.joined(separator: "\n"))
        }
        return variants
    }

    @Test(arguments: ExampleFiles.relativePaths)
    func brokenExamplesAreCheckedWithoutACrash(_ path: String) throws {
        let text = try ExampleFiles.text(path)
        for variant in Self.brokenVariants(of: text) {
            let source = SourceFile(name: path, text: variant)
            let diagnostics = Checker.check(Parser.parse(source))
            for diagnostic in diagnostics {
                #expect(diagnostic.range.end <= source.bytes.count, "\(path): a diagnostic beyond the file")
            }
        }
    }

    @Test func aCompileErrorIsReportedBesideASyntaxError() {
        let text = "day \"A\":\n  bench 3x @ 60%\n  sqaut 3x5 @ 100kg\n  squat 3x5 @ 500%\n"
        let diagnostics = Checker.check(Parser.parse(SourceFile(name: "both.lift", text: text)))
        #expect(diagnostics.map(\.code) == [.expectedReps, .unknownExercise, .percentOutOfRange])
    }
}
