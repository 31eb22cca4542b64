import Overload
import OverloadSyntax
import OverloadTestSupport
import Testing

/// Blocks of rounds in the plan: their format, time or count and items, how long they take,
/// their JSON, and the warning for an EMOM whose minutes do not share out.
@Suite struct RoundsCompileTests {
    static let program = MetconFixture.program(day: "Conditioning", emom: "emom 12min: 10 burpee, 15 kettlebell swing @ 24kg")

    static func blocks(_ text: String) throws -> [RoundsPrescription] {
        let snapshot = try CompilerTest.cleanPlan(text)
        let day = try #require(snapshot.weeks.first?.days.first)
        return day.items.compactMap { item in
            if case .rounds(let block) = item { return block }
            return nil
        }
    }

    @Test func blocksKeepTheirFormatTimeAndItems() throws {
        let blocks = try Self.blocks(Self.program)
        try #require(blocks.count == 3)
        #expect(blocks[0].format == .amrap)
        #expect(blocks[0].seconds == 1200)
        #expect(blocks[0].name == "Cindy")
        #expect(blocks[0].items.map(\.exerciseID) == ["pull-up", "push-up", "bodyweight-squat"])
        #expect(blocks[0].items.map { $0.sets.first?.reps?.description } == ["5", "10", "15"])
        #expect(blocks[1].format == .emom)
        #expect(blocks[1].minutesPerItem == 6)
        #expect(blocks[1].items[1].sets.first?.load?.exact == 24)
        #expect(blocks[2].rounds == 3)
        #expect(blocks[2].seconds == nil)
    }

    @Test func theItemsAreNoneOfTheExercisesARuleJudges() throws {
        let snapshot = try CompilerTest.cleanPlan(Self.program)
        let day = try #require(snapshot.weeks.first?.days.first)
        #expect(day.exercises.map(\.exerciseID) == ["front-squat"])
    }

    @Test func aBlockTakesItsTimeOrItsRoundsOfWork() throws {
        let blocks = try Self.blocks(Self.program)
        #expect(blocks[0].estimatedDuration == 1200)
        #expect(blocks[1].estimatedDuration == 720)
        // A round: 400 m at an easy run's 6:00 /km (144 s), 21 and 12 reps at 3 s each (99 s).
        #expect(blocks[2].estimatedDuration == 3 * (144 + 99))
        let snapshot = try CompilerTest.cleanPlan(Self.program)
        let day = try #require(snapshot.weeks.first?.days.first)
        let squat = try #require(day.exercises.first)
        #expect(day.estimatedDuration == squat.estimatedDuration + 1200 + 720 + 3 * 243)
    }

    @Test func thePlanShowsEachBlockAndItsItems() throws {
        let snapshot = try CompilerTest.cleanPlan(Self.program)
        let text = PlanText().render(snapshot)
        #expect(text.contains("AMRAP 20 min \"Cindy\":"))
        #expect(text.contains("EMOM 12 min:"))
        #expect(text.contains("6 min each, in turn"))
        #expect(text.contains("3 rounds for time \"Helen\":"))
        #expect(text.contains("      kettlebell swing"))
    }

    @Test func theJSONFormReadsBack() throws {
        let snapshot = try CompilerTest.cleanPlan(Self.program)
        let json = PlanJSON.encode(snapshot)
        #expect(json.contains("\"kind\" : \"rounds\"") || json.contains("\"kind\": \"rounds\""))
        let decoded = try PlanJSON.decode(json)
        #expect(decoded.weeks.first?.days.first?.items == snapshot.weeks.first?.days.first?.items)
    }

    @Test func anEMOMWhoseMinutesDoNotShareOutIsAWarning() throws {
        let text = "day \"A\":\n  emom 10min: 3 power clean @ 60kg, 5 push-up, 10 air squat\n"
        let (parsed, compiled) = CompilerTest.parseAndCompile(text)
        #expect(parsed.diagnostics.isEmpty)
        let warning = try #require(compiled.diagnostics.first { $0.code == .unevenEMOM })
        #expect(warning.severity == .warning)
        #expect(warning.fixIts.first?.replacement == "9min")
        let even = CompilerTest.parseAndCompile("day \"A\":\n  emom 12min: 3 power clean @ 60kg, 5 push-up, 10 air squat\n")
        #expect(!even.compiled.diagnostics.contains { $0.code == .unevenEMOM })
    }

    @Test func anUnknownItemIsReportedAsAnyUnknownExercise() {
        let compiled = CompilerTest.compile("day \"A\":\n  amrap 20min: 5 pull-up, 10 flibbertigibbet\n")
        #expect(compiled.diagnostics.contains { $0.code == .unknownExercise })
    }
}
