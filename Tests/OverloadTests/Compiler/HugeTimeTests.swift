import Overload
import OverloadSyntax
import Testing

/// A time too large for any plan is reported with the code of its kind of time, never left
/// out of the plan without a word.
@Suite struct HugeTimeTests {
    @Test func aHugeTimedItemOfABlockIsReported() throws {
        let compiled = CompilerTest.compile("program \"R\"\nunit kg\nday \"A\":\n  5 rounds: 400m run, 1000000h plank\n")
        let diagnostic = try #require(compiled.diagnostics.first { $0.severity == .error })
        #expect(diagnostic.code == .timeOutOfRange)
        #expect(diagnostic.message == "timed work must be 1 second to 24 hours")
    }

    @Test(arguments: [("plank 1x1000000h", DiagnosticCode.timeOutOfRange), ("squat 3x5 rest 1000000h", .restOutOfRange)])
    func aHugeTimeIsOutOfRange(line: String, code: DiagnosticCode) throws {
        let compiled = CompilerTest.compile("program \"R\"\nunit kg\nday \"A\":\n  " + line + "\n")
        #expect(compiled.diagnostics.filter { $0.severity == .error }.map(\.code) == [code], "\(compiled.diagnostics.map(\.message))")
    }
}
