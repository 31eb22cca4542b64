import Overload
import OverloadSyntax
import Testing

/// A plan's content id names its prescriptions, not its text: reformatting and comments
/// leave it alone; any change to what the lifter does changes it.
@Suite struct ContentIDStabilityTests {
    static let program = """
        program "Stable"
        unit lb
        round 5lb
        tm = 90% of 1rm
        1rm bench 225lb

        day "Bench":
          bench 3x5 @ 75%
          chin-up 3x8 rest 2m

        """

    func contentID(_ text: String) throws -> PlanContentID {
        try CompilerTest.cleanPlan(text).contentID
    }

    @Test func reformattingKeepsTheID() throws {
        let messy = """
            program   "Stable"
            UNIT LB
            round 5LB
            tm  =  90%  of  1RM
            1rm bench 225lb


            day "Bench":
                bench   3x5  @  75%
                chin-up 3x8   rest 2m
            """
        let (parsed, _) = CompilerTest.parseAndCompile(messy)
        #expect(SourceFormatter.format(parsed) != messy)
        #expect(try contentID(messy) == contentID(Self.program))
    }

    @Test func canonicalFormattingKeepsTheID() throws {
        let (parsed, _) = CompilerTest.parseAndCompile(Self.program)
        #expect(try contentID(SourceFormatter.format(parsed)) == contentID(Self.program))
    }

    @Test func commentsKeepTheID() throws {
        let commented = """
            # A comment before everything.
            program "Stable"
            unit lb
            round 5lb  # spreadsheets round to 5 lb
            tm = 90% of 1rm
            1rm bench 225lb

            # The only day.
            day "Bench":
              bench 3x5 @ 75%  # 150 lb
              chin-up 3x8 rest 2m
            """
        #expect(try contentID(commented) == contentID(Self.program))
    }

    @Test(arguments: [
        ("reps", "bench 3x5 @ 75%", "bench 3x6 @ 75%"),
        ("load", "bench 3x5 @ 75%", "bench 3x5 @ 77.5%"),
        ("sets", "bench 3x5 @ 75%", "bench 4x5 @ 75%"),
        ("rest", "chin-up 3x8 rest 2m", "chin-up 3x8 rest 90s"),
        ("absolute load", "chin-up 3x8 rest 2m", "chin-up 3x8 @ +10lb rest 2m"),
        ("rpe", "bench 3x5 @ 75%", "bench 3x5 @ 75% rpe 8"),
    ])
    func changingOnePrescriptionChangesTheID(what: String, from: String, to: String) throws {
        let changed = Self.program.replacingOccurrences(of: from, with: to)
        #expect(changed != Self.program, "the test must change the text (\(what))")
        #expect(try contentID(changed) != contentID(Self.program), "changing the \(what) must change the id")
    }
}
