import Overload
import OverloadEngine
import OverloadStandardPlugins
import OverloadTestSupport
import Testing

/// In a session in progress each logged top set is done as it was logged: at its load in the
/// unit it was logged in, with its own RPE (docs/engine.md, "A session in progress").
@Suite struct LoggedTopSetTests {
    static func deadlift(_ program: String, _ journal: String) -> ExerciseTargets? {
        EngineHarness(program: program, journal: journal).evaluate(on: "2026-11-27")
            .next?.exercises.first { $0.prescription.exerciseID == "deadlift" }
    }

    /// 465 lb in a kg program: the back-offs are taken of its 210.92 kg, and the single keeps
    /// the load as logged for the lifter to read.
    @Test func aTopSetLoggedInPoundsKeepsItsLoadAsLogged() throws {
        let journal = "unit kg\n\n2026-11-27 \"Heavy\"\n  deadlift top 465lb x 1 @ rpe 8\n"
        let deadlift = try #require(Self.deadlift(SessionInProgressTests.program, journal))
        let top = try #require(deadlift.loggedTops.first)
        #expect(deadlift.loggedTops.count == 1)
        #expect(top.logged == Mass(465, .lb))
        #expect(abs(top.load - 465 * 0.45359237) < 1e-9)
        #expect(TodayLoads.loggedLoads(deadlift).map(\.position) == [0])
        #expect(TodayLoads.loggedLoads(deadlift).map(\.logged) == [Mass(465, .lb)])
        #expect(deadlift.reasons.contains("2026-11-27: today's top set, 465 lb (210.92 kg), logged: the sets taken of it follow it"),
                "\(deadlift.reasons)")
        // 10% off 210.92 kg is 189.83 kg: 190 kg on the plates.
        #expect(deadlift.prescription.sets.dropFirst().map { $0.load?.loadable } == [190, 190])
    }

    /// In the program's own unit the reason names the load once, as before.
    @Test func aTopSetLoggedInTheProgramsUnitIsNamedOnce() throws {
        let deadlift = try #require(Self.deadlift(SessionInProgressTests.program, SessionInProgressTests.partial))
        #expect(deadlift.loggedTops == [LoggedTopSet(load: 200, logged: Mass(200, .kg), rpe: 8)])
        #expect(deadlift.reasons.contains("2026-11-27: today's top set, 200 kg, logged: the sets taken of it follow it"))
    }

    /// Two singles logged at RPE 8 and 9: each done set has its own RPE, not the plan's 8.
    @Test func eachDoneTopSetHasItsOwnLoggedRPE() throws {
        let journal = TopSinglesFixture.lastWeek
            + "2026-11-27 \"Deadlift\"\n  deadlift warmup 110x5, top 210x1 @ rpe 8, top 215x1 @ rpe 9\n"
        let deadlift = try #require(Self.deadlift(TopSinglesFixture.program, journal))
        #expect(TodayLoads.loggedTopIndices(deadlift) == [1, 2])
        #expect(deadlift.prescription.sets.map(\.rpe) == [nil, 8, 9, nil, nil])
    }

    /// A single logged with no RPE is done with none: the plan's RPE was the target, not what was felt.
    @Test func aTopSetLoggedWithoutAnRPEHasNone() throws {
        let journal = TopSinglesFixture.lastWeek
            + "2026-11-27 \"Deadlift\"\n  deadlift warmup 110x5, top 210x1 @ rpe 8, top 215x1\n"
        let deadlift = try #require(Self.deadlift(TopSinglesFixture.program, journal))
        #expect(deadlift.prescription.sets.map(\.rpe) == [nil, 8, nil, nil, nil])
    }
}
