import Overload
import OverloadEngine
import OverloadSyntax
import Testing

/// One exercise's own rounding (`round 5lb down` on its line or in its `exercise` block), and
/// a rest per set group.
@Suite struct ExerciseRoundingTests {
    static let program = """
        unit lb
        round 5lb

        exercise dip:
          round 2.5lb down

        day "A":
          chin-up 3x5 @ +12lb round 5lb
          dip 3x8 @ +22lb
          bench 3x5 @ 187lb
          squat 3x5 @ 226lb round 10lb up

        """

    @Test func eachExerciseRoundsItsOwnWayAndTheOthersByTheProgram() throws {
        let plan = try CompilerTest.cleanPlan(Self.program)
        let loads = plan.exercises(week: 1, day: "A").map { $0.sets.first?.load?.loadable }
        #expect(loads == [10, 20, 185, 230])
        #expect(plan.exercises(week: 1, day: "A").first?.sets.first?.load?.exact == 12)
    }

    @Test func theRuleTravelsWithTheRounderToTheEngine() throws {
        let compiled = CompilerTest.compile(Self.program)
        let chinUp = try #require(compiled.catalog.exercise(id: "chin-up"))
        #expect(compiled.rounder.target(17, source: .bodyweightAdded, exercise: chinUp).loadable == 15)
        #expect(compiled.rounder.smallestStep(above: 15, source: .bodyweightAdded, exercise: chinUp) == 5)
    }

    @Test func twoDifferentRoundingsForOneExerciseAreE0317() throws {
        let text = "unit lb\nexercise chin-up:\n  round 5lb\n\nday \"A\":\n  chin-up 3x5 @ +12lb round 2.5lb down\n  chin-up 1x5 @ +10lb round 5lb\n"
        let compiled = CompilerTest.compile(text)
        let errors = compiled.diagnostics.filter { $0.code == .conflictingRounding }
        #expect(errors.count == 1)
        #expect(errors.first?.range == CompilerTest.range(of: "round 2.5lb down", in: text))
        #expect(errors.first?.notes.first?.message == "first rounded here")
    }

    @Test func aDeclarationOfOnlyRoundingDoesNotDeclareANewExercise() {
        let compiled = CompilerTest.compile("unit lb\nexercise chin-up:\n  round 5lb\n\nday \"A\":\n  chin-up 3x5 @ +12lb\n")
        #expect(compiled.diagnostics.isEmpty, "\(compiled.diagnostics.map(\.message))")
        #expect(compiled.snapshot.exercises(week: 1, day: "A").first?.sets.first?.load?.loadable == 10)
    }

    @Test func aMisspelledDirectionInABlockGetsTheWord() throws {
        let text = "exercise chin-up:\n  round 5lb dwn\n\nday \"A\":\n  chin-up 3x5 @ +12lb\n"
        let error = try #require(CompilerTest.compile(text).diagnostics.first)
        #expect(error.code == .invalidDeclaration)
        #expect(error.fixIts.first?.replacement == "down")
    }

    @Test func aGroupsOwnRestIsItsSetsRest() throws {
        let plan = try CompilerTest.cleanPlan("day \"A\":\n  squat 1x5 @ 100kg rest 5m, 3x8 @ 80kg rest 2m\n")
        let exercise = try #require(plan.exercises(week: 1, day: "A").first)
        #expect(exercise.sets.map(\.restSeconds) == [300, 120, 120, 120])
        #expect(exercise.rest == .individual)
    }

    @Test func aWaveWeeksGroupRestIsKept() throws {
        let text = "tm squat 200kg\nwave main:\n  week 1: 1x5 @ 85% rest 5m, 3x8 @ 65% rest 2m\n\nday \"A\":\n  squat main\n"
        let plan = try CompilerTest.cleanPlan(text)
        #expect(plan.exercises(week: 1, day: "A").first?.sets.map(\.restSeconds) == [300, 120, 120, 120])
    }

    @Test func aLineWithOneRestKeepsItsPolicy() throws {
        let plan = try CompilerTest.cleanPlan("day \"A\":\n  squat 3x5 @ 100kg rest 3m\n")
        #expect(plan.exercises(week: 1, day: "A").first?.rest == .allSame(seconds: 180))
    }
}

/// A day written in a week block with a program day's name is that day in those weeks, and
/// one with nothing in it leaves the day empty those weeks.
@Suite struct WeekDayReplacementTests {
    @Test func aWeekBlocksDayReplacesTheDayOfItsNameAndAnEmptyOneEmptiesIt() throws {
        let text = """
            weeks 3

            day "A":
              squat 3x5 @ 100kg

            day "B":
              bench 3x5 @ 60kg

            week 2:
              day "A":
                squat 5x5 @ 80kg

            week 3:
              day "B"

            """
        let plan = try CompilerTest.cleanPlan(text)
        #expect(plan.exercises(week: 1, day: "A").first?.sets.count == 3)
        #expect(plan.exercises(week: 2, day: "A").first?.sets.map { $0.load?.loadable } == [80, 80, 80, 80, 80])
        #expect(plan.exercises(week: 2, day: "B").count == 1)
        #expect(plan.week(3)?.day(named: "B") != nil)
        #expect(plan.exercises(week: 3, day: "B").isEmpty)
        #expect(plan.exercises(week: 3, day: "A").first?.sets.count == 3)
    }
}

/// `round` and templates: on the line that applies one it rounds the exercise; on a
/// template's line for its parameter it is not read, and says so.
@Suite struct TemplateRoundingTests {
    @Test func aRoundOnTheApplyingLineRoundsTheTemplatesLines() throws {
        let plan = try CompilerTest.cleanPlan("unit lb\ntemplate weighted(lift):\n  lift 3x5 @ +12lb\n\nday \"A\":\n  chin-up weighted round 5lb\n")
        #expect(plan.exercises(week: 1, day: "A").first?.sets.first?.load?.loadable == 10)
    }

    @Test func aRoundOnATemplatesParameterLineIsW0214() throws {
        let text = "unit lb\ntemplate weighted(lift):\n  lift 3x5 @ +12lb round 5lb\n\nday \"A\":\n  chin-up weighted\n"
        let warning = try #require(CompilerTest.compile(text).diagnostics.first)
        #expect(warning.code == .roundOnTemplateParameter)
        #expect(warning.range == CompilerTest.range(of: "round 5lb", in: text))
    }
}
