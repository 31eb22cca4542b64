import Overload
import OverloadSyntax
import Testing

/// An RPE load is computed from the chart when the set is on it; off the chart (too many
/// reps, RPE below 6, sets to failure) it is left to feel: no load, an RPE pending load.
@Suite struct RPELoadTests {
    func firstSet(_ line: String) throws -> SetPrescription {
        let compiled = CompilerTest.compile("unit kg\n1rm squat 200kg\n\(line)\n")
        #expect(compiled.diagnostics.isEmpty, "\(compiled.diagnostics.map(\.message))")
        return try #require(compiled.snapshot.week(1)?.days.first?.exercises.first?.sets.first)
    }

    @Test func aSetOnTheChartGetsItsLoad() throws {
        let set = try firstSet("squat 3x5 @ rpe 8")
        // 5 @ 8 is 81.1% of 1RM.
        #expect(set.load.map { close($0.exact, 162.2) } == true)
        #expect(set.load?.source == .rpe(8))
        #expect(set.pendingLoad == nil)
    }

    @Test(arguments: ["squat 3x15 @ rpe 7", "squat 3x5 @ rpe 5", "squat 3xmax @ rpe 8"])
    func aSetOffTheChartIsDoneByFeel(line: String) throws {
        let set = try firstSet(line)
        #expect(set.load == nil)
        #expect(set.pendingLoad == set.rpe.map { LoadSource.rpe($0) })
        #expect(set.pendingLoad != nil)
    }

    @Test func aTimedSetsRPEIsItsEffortOnly() throws {
        let set = try firstSet("plank 3x30s @ rpe 6")
        #expect(set.rpe == 6)
        #expect(set.load == nil)
        #expect(set.pendingLoad == nil)
    }

    @Test func aBackoffAfterATopSetByFeelIsByFeelToo() throws {
        let compiled = CompilerTest.compile("unit kg\n1rm squat 200kg\nsquat top 1x15 @ rpe 7\nsquat backoff 2x15 @ -10%\n")
        #expect(compiled.diagnostics.isEmpty, "\(compiled.diagnostics.map(\.message))")
        let backoff = try #require(compiled.snapshot.week(1)?.days.first?.exercises.last?.sets.first)
        #expect(backoff.load == nil)
        #expect(backoff.pendingLoad == .relativeToTop(-10))
    }
}
