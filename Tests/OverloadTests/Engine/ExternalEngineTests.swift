import Overload
import OverloadEngine
import OverloadStandardPlugins
import OverloadSyntax
import OverloadTestSupport
import Synchronization
import Testing

/// The engine's side of external plugins: it sees only a function that answers or fails
/// (no process here), asks it once per exercise, checks the answer and falls back.
@Suite struct ExternalEngineTests {
    static let program = """
        unit kg
        plugin coach exec "./coach.sh" timeout 0.5min
        day "A":
          squat 3x5 @ 100kg
        day "B":
          squat 2x8 @ 80kg
        progress squat: coach else linear +2.5kg
        """
    static let journal = "unit kg\n\n2026-11-16 \"A\"\n  squat 100x5, 100x5, 100x5\n"
    static let answer = JSONValue.object([
        "schema": "overload.plugin/1",
        "targets": .array([.object(["reps": "8-12", "load": .number(93.7), "rpe": .number(8)])]),
        "changes": .array([.object(["what": "load", "before": "100 kg", "after": "93.7 kg", "reason": "a lighter day"])]),
    ])

    /// Counts calls and answers `answer`.
    final class Counter: Sendable {
        let calls = Mutex(0)
    }

    static func evaluator(_ answer: ExternalAnswer?, counter: Counter = Counter()) -> Evaluator {
        let compiled = ProgramCompiler.compile(Syntax.parse(program))
        #expect(!compiled.diagnostics.hasErrors, "\(compiled.diagnostics.map(\.message))")
        let runner = answer.map { answer in
            ExternalRunner { plugin, request in
                counter.calls.withLock { $0 += 1 }
                #expect(plugin.name == "coach" && plugin.timeoutSeconds == 30)
                #expect(request.objectValue?["schema"] == "overload.plugin/1")
                return answer
            }
        }
        return Evaluator(program: compiled, registry: StandardPlugins.registry, runner: runner)
    }

    static var read: Journal { JournalReader().read(SourceFile(name: "j.lift", text: journal)).journal }
    static let date = LocalDate(iso: "2026-11-18")!

    @Test func theAnswerBecomesTheTargetsRoundedToTheEquipment() throws {
        let counter = Counter()
        let next = try #require(Self.evaluator(.answered(Self.answer), counter: counter).evaluate(Self.read, on: Self.date).next)
        let squat = try #require(next.exercises.first)
        #expect(squat.prescription.sets.count == 1)
        #expect(squat.prescription.sets[0].reps == .range(lower: 8, upper: 12))
        #expect(squat.prescription.sets[0].load?.loadable == 92.5)
        #expect(squat.prescription.sets[0].rpe == 8)
        #expect(squat.reasons == ["coach: load 100 kg -> 93.7 kg: a lighter day"])
        #expect(squat.warnings.isEmpty)
        #expect(counter.calls.withLock { $0 } == 1)
    }

    @Test func aFailureOrNoRunnerLeavesTheFallbacksTargets() throws {
        for (answer, warning) in [
            (ExternalAnswer?.none, "coach was not run"),
            (.failed("exited with status 2"), "coach failed: exited with status 2; linear +2.5kg answered"),
            (.answered(.array([])), "coach gave an answer that is not valid: answered a list, not a JSON object"),
        ] {
            let next = try #require(Self.evaluator(answer).evaluate(Self.read, on: Self.date).next)
            let squat = try #require(next.exercises.first)
            #expect(squat.prescription.sets.map { $0.load?.loadable } == [102.5, 102.5], "day B's two sets at linear's load")
            #expect(squat.warnings.count == 1)
            #expect(squat.warnings.first?.hasPrefix(warning) == true, "\(squat.warnings)")
        }
    }

    /// The plan with the journal applied asks once, for the next session, and shows the answer there only.
    @Test func theAppliedPlanAsksOnce() throws {
        let counter = Counter()
        let applied = Self.evaluator(.answered(Self.answer), counter: counter).appliedPlanWithWarnings(Self.read, on: Self.date)
        #expect(counter.calls.withLock { $0 } == 1)
        let days = applied.plan.weeks[0].days
        #expect(days[0].exercises[0].sets.count == 3, "day A shows linear's targets")
        #expect(days[1].exercises[0].sets.count == 1, "day B, the next session, shows the answer")
        #expect(applied.warnings.isEmpty)
    }

    @Test func timeoutsAndFallbacksAreChecked() {
        func codes(_ text: String) -> [String] {
            let compiled = ProgramCompiler.compile(Syntax.parse("day \"A\":\n  squat 3x5 @ 100kg\n" + text))
            let rules = RuleChecker.check(compiled.progressions, registry: StandardPlugins.registry)
            return (compiled.diagnostics + rules).filter { $0.severity == .error }.map { "\($0.code): \($0.message)" }
        }
        #expect(codes("plugin c exec \"c\" timeout 0s\nprogress squat: c else linear\n")
            == ["E0531: a plugin's timeout must be a time from 0.1 s to 60 s"])
        #expect(codes("plugin c exec \"c\" timeout 2min\nprogress squat: c else linear\n").first?.hasPrefix("E0531") == true)
        #expect(codes("plugin c exec \"c\" timeout 1m\nprogress squat: c else linear\n").isEmpty)
        #expect(codes("progress squat: c else linear\nplugin c exec \"c\" timeout 500\n").first?.hasPrefix("E0531") == true)
        #expect(codes("progress squat: c else lineer\nplugin c exec \"c\"\n")
            == ["E0535: the fallback of 'c' names no progression: 'lineer'"])
        #expect(codes("plugin c exec \"c\"\nprogress squat: c\n") == ["E0534: the plugin 'c' needs a built-in fallback"])
    }

    @Test func aPluginNoRuleAsksIsAWarning() {
        let compiled = ProgramCompiler.compile(Syntax.parse(
            "day \"A\":\n  squat 3x5 @ 100kg\nplugin used exec \"u\"\nplugin idle exec \"i\"\nprogress squat: used else linear\n"))
        #expect(compiled.diagnostics.map { "\($0.code): \($0.message)" } == ["W0530: no rule asks the plugin 'idle'"])
        #expect(compiled.plugins.map(\.name) == ["used", "idle"])
    }
}
