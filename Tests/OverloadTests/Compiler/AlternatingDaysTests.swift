import Overload
import OverloadSyntax
import OverloadTestSupport
import Testing

/// `alternate "A", "B", 3 days a week`: two workouts done in turn, A B A one week and B A B
/// the next, with the diagnostics of a line that cannot be followed.
@Suite struct AlternatingDaysTests {
    static let twoWorkouts = """
        day "A":
          squat 3x5 @ 100kg
          press 3x5 @ 50kg

        day "B":
          squat 3x5 @ 100kg
          bench 3x5 @ 80kg

        """

    static func dayNames(_ snapshot: PlanSnapshot) -> [[String]] {
        snapshot.weeks.map { $0.days.map(\.name) }
    }

    @Test func twoWorkoutsThreeDaysAWeekTakeTwoWeeksToComeRound() throws {
        let plan = try CompilerTest.cleanPlan(Self.twoWorkouts + "alternate \"A\", \"B\", 3 days a week\n")
        #expect(plan.weekCount == 2)
        #expect(Self.dayNames(plan) == [["A", "B", "A"], ["B", "A", "B"]])
        #expect(plan.weeks[1].days[1].exercises.map(\.exerciseID) == ["back-squat", "overhead-press"])
    }

    @Test func theTurnGoesOnAcrossTheProgramsWeeks() throws {
        let plan = try CompilerTest.cleanPlan("weeks 4\n" + Self.twoWorkouts + "alternate A, B, 3 a week\n")
        #expect(Self.dayNames(plan) == [["A", "B", "A"], ["B", "A", "B"], ["A", "B", "A"], ["B", "A", "B"]])
    }

    @Test func aWeekBlockChangesEveryTurnOfItsDay() throws {
        let plan = try CompilerTest.cleanPlan("weeks 2\n" + Self.twoWorkouts + """
            alternate "A", "B", 3 days a week
            week 2:
              squat 3x5 @ 90kg
            """)
        let squats = plan.weeks[1].days.map { $0.exercises[0].sets[0].load?.exact }
        #expect(squats == [90, 90, 90])
        #expect(plan.weeks[0].days[2].exercises[0].sets[0].load?.exact == 100)
    }

    @Test func aNameTheProgramLacksIsE0212WithTheDayItMeant() {
        let text = """
            day "Upper":
              bench 3x5 @ 80kg
            day "Lower":
              squat 3x5 @ 100kg
            alternate "Upper", "Lowr", 3 days a week
            """
        let compiled = CompilerTest.compile(text)
        let error = compiled.diagnostics.first { $0.code == .invalidAlternation }
        #expect(error?.message == "no day named \"Lowr\" to alternate")
        #expect(error?.range == CompilerTest.range(of: "\"Lowr\"", in: text))
        #expect(error?.fixIts.first?.replacement == "\"Lower\"")
        // A name in another case is the day's.
        let cased = CompilerTest.compile(text.replacingOccurrences(of: "\"Lowr\"", with: "\"lower\""))
        #expect(cased.diagnostics.isEmpty)
        #expect(cased.snapshot.weeks[0].days.map(\.name) == ["Upper", "Lower", "Upper"])
    }

    @Test func aLineWithoutTheSessionsAWeekIsE0212() {
        let compiled = CompilerTest.compile(Self.twoWorkouts + "alternate \"A\", \"B\"\n")
        #expect(compiled.diagnostics.map(\.code) == [.invalidAlternation])
        #expect(compiled.diagnostics.first?.message == "say how many sessions a week the days take turns in")
        let zero = CompilerTest.compile(Self.twoWorkouts + "alternate \"A\", \"B\", 0 days a week\n")
        #expect(zero.diagnostics.map(\.code) == [.invalidAlternation])
        let one = CompilerTest.compile(Self.twoWorkouts + "alternate \"A\", 3 days a week\n")
        #expect(one.diagnostics.map(\.message) == ["days alternate when there are two or more"])
    }

    @Test func aDayNamedTwiceInTheTurnIsE0212WithTheFixThatRemovesIt() throws {
        let text = Self.twoWorkouts + "alternate \"A\", \"A\", 3 days a week\n"
        let messages = CompilerTest.compile(text).diagnostics.filter { $0.code == .invalidAlternation }
        #expect(messages.map(\.message) == ["day \"A\" is already in the turn"])
        let fixes = messages.flatMap(\.fixIts).map { CompilerTest.applying($0, to: text) }
        #expect(fixes.count == 1 && fixes.allSatisfy { $0.contains("alternate \"A\", 3 days a week") })
        // In another case it is the same day.
        let cased = CompilerTest.compile(Self.twoWorkouts + "alternate \"A\", \"B\", \"a\", 3 days a week\n")
        #expect(cased.diagnostics.map(\.message).contains("day \"a\" is already in the turn"))
    }

    @Test func aDayLeftOutIsW0208WithTheFixThatAddsIt() throws {
        let text = Self.twoWorkouts + "day \"C\":\n  deadlift 1x5 @ 140kg\n\nalternate \"A\", \"B\", 3 days a week\n"
        let compiled = CompilerTest.compile(text)
        let warning = try #require(compiled.diagnostics.first { $0.code == .dayOutOfAlternation })
        #expect(warning.message == "day \"C\" is not in the 'alternate' line, so no week has it")
        let fix = try #require(warning.fixIts.first)
        #expect(CompilerTest.applying(fix, to: text).contains("alternate \"A\", \"B\", \"C\", 3 days a week"))
        #expect(!compiled.snapshot.weeks.contains { $0.days.contains { $0.name == "C" } })
    }

    @Test func aLengthTheTurnDoesNotFitIsW0209WithTheNextThatFits() throws {
        let text = "weeks 3\n" + Self.twoWorkouts + "alternate \"A\", \"B\", 3 days a week\n"
        let compiled = CompilerTest.compile(text)
        let warning = try #require(compiled.diagnostics.first { $0.code == .alternationBreaks })
        #expect(warning.message == "the days in turn do not come round in 3 weeks: week 3 ends with \"A\", "
            + "and the program starts over with \"A\"")
        #expect(warning.fixIts.first?.replacement == "4")
        #expect(compiled.diagnostics.count == 1)
    }

    @Test func aDayWrittenTwiceSaysHowToAlternate() {
        let compiled = CompilerTest.compile(Self.twoWorkouts + "day \"A\":\n  deadlift 1x5 @ 140kg\n")
        let error = compiled.diagnostics.first { $0.code == .duplicateName }
        #expect(error?.help?.contains("'alternate \"A\", ..., 3 days a week'") == true)
    }

    @Test func theFormatterKeepsTheLine() {
        let text = Self.twoWorkouts + "\nalternate \"A\", \"B\", 3 days a week\n"
        #expect(SourceFormatter.format(Syntax.parse(text, name: "t.lift")) == text)
    }

    @Test func anExerciseNamedAlternateStaysAnExercise() {
        let parsed = Syntax.parse("day \"A\":\n  squat 3x5\nalternate \"A\", \"B\", 3 days a week\n", name: "t.lift")
        #expect(parsed.document.statements.contains { if case .property(let p) = $0 { p.key.name == "alternate" } else { false } })
        let lunge = Syntax.parse("day \"A\":\n  alternate lunge 3x10\n", name: "t.lift")
        #expect(lunge.diagnostics.isEmpty)
    }
}
