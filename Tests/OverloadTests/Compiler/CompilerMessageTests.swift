import Overload
import OverloadSyntax
import OverloadTestSupport
import Testing

/// Compiler messages no other test covers: each with its code, its words and where it points.
@Suite struct CompilerMessageTests {
    struct Case: Sendable, CustomStringConvertible {
        var program: String
        var code: DiagnosticCode
        var message: String
        /// The text the diagnostic underlines, and which of its occurrences.
        var at: String
        var occurrence = 1
        var description: String { message }
    }

    static let cases: [Case] = [
        Case(program: "round 5s\nsquat 3x5 @ 100kg\n", code: .wrongUnit, message: "'round' must be a weight, not '5s'",
             at: "5s"),
        Case(program: "squat 3x5 @ 60s\n", code: .wrongUnit,
             message: "a load must be a weight or a percentage, not '60s'", at: "60s"),
        Case(program: "squat top 1x5 @ 100kg\nsquat backoff 3x5 @ -100%\n", code: .percentOutOfRange,
             message: "a back-off of -100% makes no load", at: "-100%"),
        Case(program: "squat 3x12-8 @ 100kg\n", code: .repsOutOfRange, message: "rep range runs backwards", at: "12-8"),
        Case(program: "chin-up top 1x5 @ -20kg\nchin-up backoff 3x5 @ -10%\n", code: .relativeOffBodyweight,
             message: "cannot take -10% off a top set at -20kg", at: "-10%"),
        Case(program: "round 0kg\nsquat 3x5 @ 100kg\n", code: .invalidLoad,
             message: "rounding step must be more than zero", at: "0kg"),
        Case(program: "weeks 600\nsquat 3x5 @ 100kg\n", code: .weekOutOfRange, message: "a program runs 1 to 520 weeks",
             at: "600"),
        Case(program: "e1rm foo\nsquat 3x5 @ 100kg\n", code: .invalidDeclaration, message: "unknown e1RM formula",
             at: "e1rm foo"),
        Case(program: "equipment:\n  barbell 20kg\n  collars heavy\nsquat 3x5 @ 20kg\n", code: .invalidEquipment,
             message: "cannot read this 'collars' line", at: "collars heavy"),
        Case(program: "wave main:\n  week 1: 5 @ 65%\nwave main:\n  week 1: 3 @ 70%\n", code: .duplicateName,
             message: "wave 'main' is defined twice", at: "main", occurrence: 2),
        Case(program: "template heavy(lift):\n  lift 5x5\ntemplate heavy(lift):\n  lift 3x3\n", code: .duplicateName,
             message: "template 'heavy' is defined twice", at: "heavy", occurrence: 2),
        Case(program: "template bare():\n  squat 1x1\nday \"A\":\n  squat bare()\n", code: .templateArguments,
             message: "template 'bare' has no parameter for the exercise", at: "bare()", occurrence: 2),
        Case(program: "template pair(lift, other):\n  lift 5x5\n  other 3x8\nday \"A\":\n  bench press pair(5)\n",
             code: .templateArguments, message: "template 'pair' needs an exercise for 'other'", at: "pair(5)"),
    ]

    @Test(arguments: cases)
    func theMessageSaysWhatAndWhere(_ test: Case) throws {
        let diagnostics = CompilerTest.compile(test.program).diagnostics
        #expect(diagnostics.count == 1, "\(diagnostics.map(\.message))")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.code == test.code)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message == test.message)
        #expect(diagnostic.range == CompilerTest.range(of: test.at, in: test.program, occurrence: test.occurrence))
    }

    /// The parser never reads a negative max, so no text makes a load below zero; a tree
    /// edited to hold one (as a tool building trees could) is refused with the load it came to.
    @Test func aLoadBelowZeroIsRefused() throws {
        let program = "1rm squat 100kg\nsquat 3x5 @ 50%\n"
        var parsed = Syntax.parse(program)
        parsed.document.statements = parsed.document.statements.map { statement in
            guard case .maxes(var maxes) = statement else { return statement }
            maxes.entries = maxes.entries.map { entry in
                var negative = entry
                negative.load.sign = .minus
                return negative
            }
            return .maxes(maxes)
        }
        let diagnostics = ProgramCompiler.compile(parsed).diagnostics
        #expect(diagnostics.count == 1, "\(diagnostics.map(\.message))")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.code == .invalidLoad)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message == "this load works out to -50 kg")
        #expect(diagnostic.range == CompilerTest.range(of: "@ 50%", in: program))
    }

    @Test func aLoadBelowTheEmptyBarIsRaisedWithAWarning() throws {
        let program = "equipment:\n  barbell 20kg\n  plates 20, 10, 5 kg, two of each\nsquat 3x5 @ 10kg\n"
        let compiled = CompilerTest.compile(program)
        let diagnostic = try #require(compiled.diagnostics.first)
        #expect(compiled.diagnostics.count == 1)
        #expect(diagnostic.code == .unbuildableLoad)
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.message == "in week 1: 10 kg is lighter than the lightest load; using 20 kg")
        #expect(diagnostic.range == CompilerTest.range(of: "@ 10kg", in: program))
        #expect(compiled.snapshot.week(1)?.days.first?.exercises.first?.sets.first?.load?.loadable == 20)
    }
}
