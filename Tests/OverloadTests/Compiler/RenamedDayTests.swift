import Overload
import OverloadSyntax
import OverloadTestSupport
import Testing

/// `day "Heavy" as "Test day"` in a week block: the day under another name those weeks,
/// kept as it is or changed by its block, and E0213 where a rename cannot stand.
@Suite struct RenamedDayTests {
    static let days = """
        weeks 4

        day "Heavy":
          squat 3x5 @ 150kg
          bench 3x5 @ 100kg

        day "Light":
          squat 3x5 @ 120kg

        """

    @Test func aRenamedDayKeepsItsLinesAndPlace() throws {
        let plan = try CompilerTest.cleanPlan(Self.days + "week 4 deload:\n  day \"Heavy\" as \"Test day\"\n")
        let week4 = try #require(plan.week(4))
        #expect(week4.days.map(\.name) == ["Test day", "Light"])
        #expect(week4.days[0].renamedFrom == "Heavy")
        #expect(week4.days[0].exercises.map(\.exerciseID) == ["back-squat", "bench-press"])
        // The week's modifiers apply to the lines it inherits: 60% of 150 kg in a deload.
        #expect(week4.days[0].exercises[0].sets[0].load?.exact == 90)
        #expect(plan.week(3)?.days.map(\.name) == ["Heavy", "Light"])
        #expect(plan.week(3)?.days[0].renamedFrom == nil)
    }

    @Test func aBlockChangesTheRenamedDayAsLikeDoes() throws {
        let plan = try CompilerTest.cleanPlan(Self.days + """
            week 4:
              day "Heavy" as "Test day":
                squat 1x1 @ 180kg
            """)
        let day = try #require(plan.week(4)?.days.first)
        #expect(day.name == "Test day")
        #expect(day.exercises.map { $0.sets.count } == [1, 3])
        #expect(day.exercises[0].sets[0].load?.exact == 180)
    }

    @Test func theFormatterKeepsTheRename() {
        let text = Self.days + "\nweek 4:\n  day \"Heavy\" as \"Test day\"\n"
        #expect(SourceFormatter.format(Syntax.parse(text, name: "t.lift")) == text)
    }

    @Test func theJSONCarriesTheProgramsName() throws {
        let plan = try CompilerTest.cleanPlan(Self.days + "week 4:\n  day \"Heavy\" as \"Test day\"\n")
        let day = try #require(plan.week(4)?.days.first)
        guard case .object(let fields) = day.jsonValue else { Issue.record("not an object"); return }
        #expect(fields["renamedFrom"] == .string("Heavy"))
        #expect(try PlannedDay(json: day.jsonValue) == day)
        guard case .object(let plain) = try #require(plan.week(3)?.days.first).jsonValue else { return }
        #expect(plain["renamedFrom"] == nil)
    }

    @Test func aRenameOutsideAWeekBlockIsE0213() {
        let compiled = CompilerTest.compile("day \"Heavy\" as \"Test day\":\n  squat 3x5 @ 150kg\n")
        #expect(compiled.diagnostics.map(\.code) == [.invalidRename])
        #expect(compiled.diagnostics.first?.message == "a day is renamed for some weeks, in a week block")
    }

    @Test func renamingADayTheProgramLacksIsE0213WithTheDayItMeant() {
        let text = Self.days + "week 4:\n  day \"Hevy\" as \"Test day\"\n"
        let compiled = CompilerTest.compile(text)
        let error = compiled.diagnostics.first { $0.code == .invalidRename }
        #expect(error?.message == "no day named \"Hevy\" to rename")
        #expect(error?.fixIts.first?.replacement == "\"Heavy\"")
    }

    @Test func renamingToAnotherDaysNameIsE0213() {
        let compiled = CompilerTest.compile(Self.days + "week 4:\n  day \"Heavy\" as \"Light\"\n")
        #expect(compiled.diagnostics.map(\.message) == ["the program already has a day \"Light\""])
    }

    @Test func aRenameToNoNameIsE0213() {
        let text = Self.days + "week 4:\n  day \"Heavy\" as \"\"\n"
        let compiled = CompilerTest.compile(text)
        #expect(compiled.diagnostics.map(\.message) == ["a renamed day needs a name"])
        #expect(compiled.diagnostics.first?.code == .invalidRename)
        #expect(compiled.snapshot.week(4)?.days.map(\.name) == ["Heavy", "Light"])
    }

    @Test func aDayRenamedTwiceInAWeekSaysSoWithNoFix() throws {
        let text = Self.days + "week 4:\n  day \"Heavy\" as \"Test day\"\n  day \"Heavy\" as \"Max day\"\n"
        let compiled = CompilerTest.compile(text)
        let error = try #require(compiled.diagnostics.first { $0.code == .invalidRename })
        #expect(error.message == "day \"Heavy\" is already renamed in this week")
        #expect(error.label == "renamed \"Test day\" earlier")
        #expect(error.fixIts.isEmpty)
        #expect(compiled.diagnostics.count == 1)
        #expect(compiled.snapshot.week(4)?.days.map(\.name) == ["Test day", "Light"])
    }
}
