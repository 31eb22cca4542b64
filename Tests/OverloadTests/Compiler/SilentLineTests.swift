import Overload
import OverloadSyntax
import Testing

/// Lines that build but rarely mean what they build are said: a wave that starts over
/// inside the program or skips a week (W0204), a set group with no load before one with a
/// load (W0205); days written in a week block keep their place among the days.
@Suite struct SilentLineTests {
    static let waves = """
        unit kg
        1rm squat 140kg, front squat 110kg
        weeks WEEKS

        wave w:
          week 1: 5 @ 70%
          week 2: 3 @ 80%
          week 3: 1 @ 90%

        day "A":
          squat w

        """

    @Test func aWaveThatStartsOverInsideTheProgramIsSaid() throws {
        let text = Self.waves.replacingOccurrences(of: "WEEKS", with: "4")
        let compiled = CompilerTest.compile(text)
        #expect(compiled.diagnostics.map(\.code) == [.waveCoverage])
        let diagnostic = try #require(compiled.diagnostics.first)
        #expect(diagnostic.range == CompilerTest.range(of: "squat w", in: text).map { SourceRange($0.end - 1, $0.end) })
        #expect(diagnostic.label == "from week 4 it starts over at its week 1")
    }

    /// A program a whole number of waves long runs the wave that many times; a wave applied
    /// only in some weeks, from a week block, is said only for those.
    @Test func aWaveRepeatedAWholeNumberOfTimesOrAppliedInItsWeeksIsAsWritten() {
        #expect(CompilerTest.compile(Self.waves.replacingOccurrences(of: "WEEKS", with: "6")).diagnostics.isEmpty)
        #expect(CompilerTest.compile(Self.waves.replacingOccurrences(of: "WEEKS", with: "3")).diagnostics.isEmpty)
        let late = """
            unit kg
            1rm squat 140kg
            weeks 8

            wave heavy:
              week 5: 3 @ 85%
              week 6..7: 2 @ 90%

            day "A":
              squat 5x5 @ 70%

            week 5..7: squat heavy

            """
        #expect(CompilerTest.compile(late).diagnostics.isEmpty)
    }

    @Test func aWaveWithAGapIsSaid() {
        let text = Self.waves.replacingOccurrences(of: "WEEKS", with: "3").replacingOccurrences(of: "  week 2: 3 @ 80%\n", with: "")
        let compiled = CompilerTest.compile(text)
        #expect(compiled.diagnostics.map(\.code) == [.waveCoverage])
        #expect(compiled.diagnostics.first?.message == "wave 'w' has no sets for week 2")
    }

    @Test func anUnloadedGroupBeforeALoadedOneIsSaidWithTheLoadToCopy() throws {
        let text = "unit lb\nday \"A\":\n  squat 2x5, 5+ @ 95lb\n"
        let compiled = CompilerTest.compile(text)
        #expect(compiled.diagnostics.map(\.code) == [.unloadedGroup])
        let diagnostic = try #require(compiled.diagnostics.first)
        #expect(diagnostic.range == CompilerTest.range(of: "2x5", in: text))
        #expect(diagnostic.fixIts.map(\.replacement) == [" @ 95lb"])
        #expect(diagnostic.fixIts.first?.range == CompilerTest.range(of: "2x5", in: text).map { .empty(at: $0.end) })
        // The plan is as written: the first group is the lifter's to load.
        #expect(compiled.snapshot.week(1)?.day(named: "A")?.exercises.first?.sets.map { $0.load?.loadable } == [nil, nil, 95])
    }

    @Test func warmupsAndTrailingUnloadedGroupsAreNotSaid() {
        #expect(CompilerTest.compile("unit kg\nday \"A\":\n  squat warmup 5, 3x5 @ 100kg\n").diagnostics.isEmpty)
        #expect(CompilerTest.compile("unit kg\nday \"A\":\n  squat 3x5 @ 100kg, 1xmax\n").diagnostics.isEmpty)
    }

    @Test func aDayInAWeekBlockKeepsItsPlaceAmongTheDays() throws {
        let text = """
            unit kg
            weeks 2

            day "Mon":
              squat 3x5 @ 100kg

            week 1..2:
              day "Tue":
                press 3x5 @ 50kg

            day "Wed":
              bench 3x5 @ 80kg

            week 2:
              day "Thu":
                deadlift 1x5 @ 140kg

            """
        let plan = try CompilerTest.cleanPlan(text)
        #expect(plan.week(1)?.days.map(\.name) == ["Mon", "Tue", "Wed"])
        #expect(plan.week(2)?.days.map(\.name) == ["Mon", "Tue", "Wed", "Thu"])
    }

    @Test func aDayInAWeekBlockBeforeEveryDayComesFirst() throws {
        let text = "unit kg\nweeks 2\nweek 1..2:\n  day \"Mon\":\n    squat 3x5 @ 100kg\n\nday \"Wed\":\n  bench 3x5 @ 80kg\n"
        let plan = try CompilerTest.cleanPlan(text)
        #expect(plan.week(1)?.days.map(\.name) == ["Mon", "Wed"])
    }
}
