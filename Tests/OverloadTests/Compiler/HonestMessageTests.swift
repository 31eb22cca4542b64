import Overload
import OverloadSyntax
import OverloadTestSupport
import Testing

/// Messages that used to mislead (issue 15): each says what is wrong and offers a fix that
/// makes the line right.
@Suite struct HonestMessageTests {
    /// The errors of `program`, parsed and compiled.
    func errors(_ program: String) -> [Diagnostic] {
        let (parsed, compiled) = CompilerTest.parseAndCompile(program)
        return (parsed.diagnostics + compiled.diagnostics).filter { $0.severity == .error }
    }

    /// The only error of `program`.
    func only(_ program: String) throws -> Diagnostic {
        let diagnostics = errors(program)
        #expect(diagnostics.count == 1, "\(diagnostics.map(\.message))")
        return try #require(diagnostics.first)
    }

    /// `program` with the diagnostic's fix-its applied.
    func fixed(_ program: String, _ diagnostic: Diagnostic) -> String {
        var bytes = Array(program.utf8)
        for fix in diagnostic.fixIts.sorted(by: { $0.range.start > $1.range.start }) {
            bytes.replaceSubrange(fix.range.start..<fix.range.end, with: Array(fix.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test(arguments: [
        ("squat 5x5 @ 60 kg\n", "write '60kg', without a space", "squat 5x5 @ 60kg\n"),
        ("row 3x8 @ 60kg rest 2 min\n", "write '2min', without a space", "row 3x8 @ 60kg rest 2min\n"),
        ("1rm bench 100kg\nbench 5x5 @ 80 %\n", "write '80%', without a space", "1rm bench 100kg\nbench 5x5 @ 80%\n"),
    ])
    func aUnitAfterASpaceIsJoinedToItsNumber(program: String, label: String, fix: String) throws {
        let parsed = Syntax.parse(program)
        let diagnostic = try #require(parsed.diagnostics.first)
        #expect(diagnostic.label == label)
        #expect(!diagnostic.message.contains("unexpected"))
        #expect(diagnostic.help?.contains("remove it") != true)
        let again = fixed(program, diagnostic)
        #expect(again == fix)
        #expect(errors(again).isEmpty, "\(errors(again).map(\.message))")
    }

    @Test func aBareFewIsMinutesAndManyIsSeconds() throws {
        let few = try only("squat 3x5 @ 100kg rest 3\n")
        #expect(few.label == "did you mean '3m'?")
        #expect(fixed("squat 3x5 @ 100kg rest 3\n", few) == "squat 3x5 @ 100kg rest 3m\n")
        let many = try only("squat 3x5 @ 100kg rest 90\n")
        #expect(fixed("squat 3x5 @ 100kg rest 90\n", many) == "squat 3x5 @ 100kg rest 90s\n")
    }

    @Test func aWordAfterAKnownExerciseIsNotAnotherExercise() throws {
        let diagnostic = try only("day \"A\":\n  squat mian\n")
        #expect(diagnostic.code == .unknownExercise)
        #expect(diagnostic.fixIts.isEmpty)
        #expect(diagnostic.label == "'squat' is an exercise; 'mian' is not part of it")
        #expect(diagnostic.help?.contains("no wave or template") == true)
        #expect(!(diagnostic.label ?? "").contains("clean"))
    }

    @Test func repsWithoutASetCountSuggestOneSet() throws {
        let program = "day \"A\":\n  press x5\n"
        let diagnostic = try only(program)
        #expect(diagnostic.label == "did you mean '1x5'?")
        #expect(fixed(program, diagnostic) == "day \"A\":\n  press 1x5\n")
    }

    @Test func theProgressColonGoesAfterTheExercise() throws {
        let program = "1rm squat 140kg\nprogress squat linear +2.5kg\nday \"A\":\n  squat 5x5 @ 70%\n"
        let diagnostic = try #require(Syntax.parse(program).diagnostics.first)
        let again = fixed(program, diagnostic)
        #expect(again.contains("progress squat: linear +2.5kg\n"))
        #expect(errors(again).isEmpty, "\(errors(again).map(\.message))")
    }
}
