import Overload
import OverloadEngine
import OverloadSyntax
import OverloadTestSupport
import Testing

/// `rpe chart NAME`: the charts a program may choose, checked against the published formulas
/// they come from (docs/language.md, "RPE charts").
@Suite struct RPEChartChoiceTests {
    /// Epley (1985): %1RM = 100 / (1 + n/30) for n reps to failure, a single rep its own max.
    @Test func epleysChartIsHisFormulaAtRepsPlusRepsInReserve() {
        for reps in 1...12 {
            for rpe in stride(from: 6.0, through: 10.0, by: 1.0) {
                let effort = Double(reps) + 10 - rpe
                let expected = effort == 1 ? 100 : 100 / (1 + effort / 30)
                let value = RPEChart.percentOf1RM(reps: reps, rpe: rpe, chart: .epley)
                #expect(abs((value ?? 0) - expected) <= 0.05, "\(reps) @ \(rpe)")
            }
        }
        // Published figures: 5 reps @ 8 is 7 reps to failure, 81.1%; 10 reps to failure 75%.
        #expect(RPEChart.percentOf1RM(reps: 5, rpe: 8, chart: .epley) == 81.1)
        #expect(RPEChart.percentOf1RM(reps: 10, rpe: 10, chart: .epley) == 75)
    }

    /// Brzycki (1993): %1RM = 100 (37 - n) / 36.
    @Test func brzyckisChartIsHisFormulaAtRepsPlusRepsInReserve() {
        for reps in 1...12 {
            for rpe in stride(from: 6.0, through: 10.0, by: 1.0) where Double(reps) + 10 - rpe <= 16 {
                let effort = Double(reps) + 10 - rpe
                let value = RPEChart.percentOf1RM(reps: reps, rpe: rpe, chart: .brzycki)
                #expect(abs((value ?? 0) - 100 * (37 - effort) / 36) <= 0.05, "\(reps) @ \(rpe)")
            }
        }
        #expect(RPEChart.percentOf1RM(reps: 5, rpe: 8, chart: .brzycki) == 83.3)
        #expect(RPEChart.percentOf1RM(reps: 10, rpe: 10, chart: .brzycki) == 75)
        #expect(RPEChart.percentOf1RM(reps: 1, rpe: 10, chart: .brzycki) == 100)
    }

    @Test func theDefaultChartIsTuchschereresAndUnchanged() {
        #expect(RPEChartName.default == .rts)
        #expect(RPEChart.percentOf1RM(reps: 5, rpe: 8) == 81.1)
        #expect(RPEChart.percentOf1RM(reps: 3, rpe: 9.5, chart: .rts) == 90.7)
        #expect(RPEChartName(name: "Tuchscherer") == .rts)
    }

    @Test func halfRPEsAreTheMidpointOnEveryChart() {
        for chart in RPEChartName.allCases {
            let lower = RPEChart.percentOf1RM(reps: 5, rpe: 8, chart: chart) ?? 0
            let upper = RPEChart.percentOf1RM(reps: 5, rpe: 9, chart: chart) ?? 0
            let half = RPEChart.percentOf1RM(reps: 5, rpe: 8.5, chart: chart) ?? 0
            #expect(abs(half - (lower + upper) / 2) <= 0.05, "\(chart)")
            // 15 reps at RPE 8 is 17 reps to failure, past the end of every curve.
            #expect(RPEChart.percentOf1RM(reps: 15, rpe: 8, chart: chart) == nil)
            #expect(RPEChart.percentOf1RM(reps: 14, rpe: 8, chart: chart) != nil)
        }
    }

    @Test func theProgramsChartGivesItsRPELoads() throws {
        let text = "unit kg\nrpe chart brzycki\n1rm bench 100kg\n\nday \"A\":\n  bench 1x5 @ rpe 8\n"
        let compiled = CompilerTest.compile(text)
        #expect(compiled.diagnostics.isEmpty, "\(compiled.diagnostics.map(\.message))")
        #expect(compiled.rpeChart == .brzycki)
        let exact = try #require(compiled.snapshot.week(1)?.day(named: "A")?.exercises.first?.sets.first?.load?.exact)
        #expect(abs(exact - 83.3) < 1e-9)
        #expect(CompilerTest.compile("unit kg\n").rpeChart == .rts)
    }

    @Test func nextFillsRPELoadsFromTheJournalWithTheProgramsChart() {
        let program = "unit kg\nrpe chart brzycki\n\nday \"A\":\n  bench 1x5 @ rpe 8\n"
        // 100 kg x 5 @ rpe 10 is 5 reps to failure: Brzycki's e1RM 100 / 0.889 = 112.5 kg; 5 @ 8 is 83.3% of it.
        let journal = "unit kg\n\n2026-11-02 \"A\"\n  bench 100x5 @ rpe 10\n"
        let harness = EngineHarness(program: program, journal: journal)
        #expect(harness.targets("bench-press", on: "2026-11-04") == "1 × 5 @ 92.5 kg rpe 8")
    }

    /// The `rpe` rule reads the program's chart both ways: the e1RM of the logged set and the
    /// load it gives the next one. On the default chart the same session gives 95 kg
    /// (5 @ 10 is 86.3%: e1RM 115.9 kg; 5 @ 8 is 81.1% of it, 94 kg).
    @Test func theRPERuleReadsTheProgramsChart() {
        let journal = "unit kg\n\n2026-11-02 \"A\"\n  bench 100x5 @ rpe 10\n"
        for (chart, expected) in [("rpe chart brzycki\n", "1 × 5 @ 92.5 kg rpe 8"), ("", "1 × 5 @ 95 kg rpe 8")] {
            let program = "unit kg\n\(chart)\nday \"A\":\n  bench 1x5 @ rpe 8\n\nprogress bench: rpe\n"
            let harness = EngineHarness(program: program, journal: journal)
            #expect(harness.targets("bench-press", on: "2026-11-04") == expected, "\(chart)")
        }
    }

    @Test func anUnknownChartIsE0129WithTheClosestName() {
        let text = "unit kg\nrpe chart brzicki\n"
        let compiled = CompilerTest.compile(text)
        #expect(compiled.diagnostics.map(\.code) == [.unknownRPEChart])
        #expect(compiled.diagnostics.first?.fixIts.first?.replacement == "brzycki")
        #expect(compiled.diagnostics.first?.range == CompilerTest.range(of: "brzicki", in: text))
        #expect(CompilerTest.compile("unit kg\nrpe chart\n").diagnostics.map(\.code) == [.unknownRPEChart])
    }

    @Test func anExerciseNamedRPEStaysAnExercise() {
        let parsed = Syntax.parse("day \"A\":\n  rpe curl 3x10\n", name: "x.lift")
        #expect(!parsed.document.statements.isEmpty)
        let text = "rpe chart epley\n"
        let formatted = SourceFormatter.format(Syntax.parse(text, name: "c.lift"))
        #expect(formatted == text)
    }
}
