import Overload
import OverloadEngine
import OverloadStandardPlugins
import OverloadTestSupport
import Synchronization
import Testing

/// `evaluate(steps: .latest)`, which `next` and `plan --journal` use: each exercise keeps its
/// latest step only, the next session is the same as with every step kept, and a rule with
/// an external plugin keeps every step, since its request carries them.
@Suite struct StepHistoryTests {
    static let journal = """
        2026-01-05 "A"
          squat 100x5x3
          bench 60x5, 60x5, 60x4
        2026-01-07 "A"
          squat 102.5x5x3
          bench 60x5x3
        2026-01-09 "A"
          squat 105x5, 105x5, 105x3
        """

    @Test func eachExerciseKeepsItsLatestStepAndTheNextSessionIsTheSame() throws {
        let harness = EngineHarness(program: """
            unit kg
            weeks 2
            day "A":
              squat 3x5 @ 100kg
              bench 3x5 @ 60kg
            progress squat: linear +2.5kg
            progress bench: linear +2.5kg
            """, journal: Self.journal)
        let evaluator = Evaluator(program: harness.program, registry: StandardPlugins.registry)
        let date = try #require(LocalDate(iso: "2026-01-12"))
        let all = evaluator.evaluate(harness.journal, on: date)
        let latest = evaluator.evaluate(harness.journal, on: date, steps: .latest)
        #expect(all.steps["back-squat"]?.count == 3)
        #expect(all.steps["bench-press"]?.count == 2)
        for id in ["back-squat", "bench-press"] {
            #expect(latest.steps[id]?.count == 1, "\(id)")
            let kept = try #require(latest.steps[id]?.first)
            let last = try #require(all.steps[id]?.last)
            #expect(kept.date == last.date)
            #expect(kept.changes.map(\.after) == last.changes.map(\.after))
        }
        let next = try #require(latest.next)
        #expect(EngineJSON.next(next) == EngineJSON.next(try #require(all.next)))
        #expect(next.exercises.first?.reasons.first?.hasPrefix("2026-01-09:") == true)
    }

    @Test func aRuleWithAnExternalPluginKeepsEveryStepForItsRequest() throws {
        let harness = EngineHarness(program: """
            unit kg
            plugin coach exec "./coach.sh"
            day "A":
              squat 3x5 @ 100kg
              bench 3x5 @ 60kg
            progress squat: coach else linear +2.5kg
            progress bench: linear +2.5kg
            """, journal: Self.journal)
        let histories = Mutex<[Int]>([])
        let runner = ExternalRunner { _, request in
            histories.withLock { $0.append(request.objectValue?["history"]?.arrayValue?.count ?? -1) }
            return .failed("no answer here")
        }
        let evaluator = Evaluator(program: harness.program, registry: StandardPlugins.registry, runner: runner)
        let latest = evaluator.evaluate(harness.journal, on: try #require(LocalDate(iso: "2026-01-12")), steps: .latest)
        #expect(latest.steps["back-squat"]?.count == 3)
        #expect(latest.steps["bench-press"]?.count == 1)
        #expect(histories.withLock { $0 } == [3])
    }
}
