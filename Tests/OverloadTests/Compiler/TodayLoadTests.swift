import Overload
import OverloadSyntax
import OverloadTestSupport
import Testing

/// `@ 90% of today` and `@ -10% of today`: a share of the top set lifted today, planned as an
/// estimate of the top set as planned, and its diagnostics (E0320, E0321, E0322).
@Suite struct TodayLoadTests {
    static let program = """
        unit kg
        1rm squat 180kg, bench 120kg

        day "A":
          squat top 1x1 @ rpe 8, backoff 3x5 @ -10% of today
          bench top 1x3 @ rpe 8
          bench backoff 3x5 @ 92% of today

        """

    @Test func backoffsAreEstimatedFromThePlannedTopSet() throws {
        let plan = try CompilerTest.cleanPlan(Self.program)
        let squat = try #require(plan.exercises(week: 1, day: "A").first)
        let backoff = try #require(squat.sets.last?.load)
        // The single at RPE 8 is 92.2% of 180 kg, 165.96 kg; 10% off it is 149.364 kg, so 150 kg.
        #expect(close(backoff.exact, 165.96 * 0.9))
        #expect(backoff.loadable == 150)
        #expect(backoff.source == .today(.relativeToTop(-10)))
        let bench = plan.exercises(week: 1, day: "A").filter { $0.exerciseID == "bench-press" }
        let share = try #require(bench.last?.sets.first?.load)
        #expect(share.source == .today(.percentOfTop(92)))
        // Three at RPE 8 is 86.3% of 120 kg, 103.56 kg; 92% of it is 95.2752 kg.
        #expect(close(share.exact, 120 * 0.863 * 0.92))
    }

    @Test func thePlanShowsTheEstimateAsOne() throws {
        let text = PlanText().render(try CompilerTest.cleanPlan(Self.program))
        #expect(text.contains("3 × 5  ≈ 150 kg"), "\(text)")
        #expect(text.contains("-10% of today's top"), "\(text)")
        #expect(text.contains("92% of today's top"), "\(text)")
    }

    @Test func withNoMaxForTheTopSetTheBackoffWaits() throws {
        let compiled = CompilerTest.compile("unit kg\n\nday \"A\":\n  squat top 1x1 @ rpe 8, backoff 3x5 @ 90% of today\n")
        #expect(compiled.diagnostics.filter { $0.severity == .error }.isEmpty)
        let backoff = try #require(compiled.snapshot.exercises(week: 1, day: "A").first?.sets.last)
        #expect(backoff.load == nil)
        #expect(backoff.pendingLoad == .today(.percentOfTop(90)))
    }

    @Test func theSourceReadsBackFromJSON() throws {
        for source in [LoadSource.today(.percentOfTop(92)), .today(.relativeToTop(-10))] {
            #expect(try LoadSource(json: source.jsonValue) == source)
        }
    }

    @Test func theFormatterKeepsOfToday() {
        let text = "day \"A\":\n  squat top 1x1 @ rpe 8, backoff 3x5 @ -10% of today\n  bench top 1x1 @ rpe 8, backoff 3x5 @ 90% of today\n"
        #expect(SourceFormatter.format(Syntax.parse(text)) == text)
    }

    @Test func ofTodayWithNoTopSetIsE0320WithATopSetAsTheFix() throws {
        let text = "unit kg\n\nday \"A\":\n  squat backoff 3x5 @ 90% of today\n"
        let errors = CompilerTest.compile(text).diagnostics.filter { $0.code == .todayWithoutTop }
        let error = try #require(errors.first)
        #expect(errors.count == 1)
        #expect(error.range == CompilerTest.range(of: "today", in: text))
        #expect(error.fixIts.first?.replacement == "top 1x1 @ rpe 8, ")
        #expect(error.fixIts.first?.range == .empty(at: try #require(CompilerTest.range(of: "backoff", in: text)).start))
    }

    @Test func ofTodayBeforeTheTopSetIsE0321WithTheTopSetFirstAsTheFix() throws {
        let text = "unit kg\n1rm squat 180kg\n\nday \"A\":\n  squat backoff 3x5 @ -10% of today, top 1x1 @ rpe 8\n"
        let errors = CompilerTest.compile(text).diagnostics.filter { $0.code == .todayBeforeTop }
        let error = try #require(errors.first)
        #expect(errors.count == 1)
        #expect(error.fixIts.first?.replacement == "top 1x1 @ rpe 8, backoff 3x5 @ -10% of today")
        #expect(error.fixIts.first?.range == CompilerTest.range(of: "backoff 3x5 @ -10% of today, top 1x1 @ rpe 8", in: text))
    }

    @Test func ofTodayOnALaterLineThanTheBackoffIsE0321() {
        let text = "unit kg\n1rm squat 180kg\n\nday \"A\":\n  squat backoff 3x5 @ 90% of today\n  squat top 1x1 @ rpe 8\n"
        let errors = CompilerTest.compile(text).diagnostics.filter { $0.code == .todayBeforeTop }
        #expect(errors.count == 1)
        #expect(errors.first?.range == CompilerTest.range(of: "today", in: text))
    }

    @Test func theTopSetTakenOfItselfIsE0321() {
        let text = "unit kg\n\nday \"A\":\n  squat top 1x1 @ 90% of today\n"
        let errors = CompilerTest.compile(text).diagnostics.filter { $0.code == .todayBeforeTop }
        #expect(errors.count == 1)
    }

    @Test func ofTodayAfterAWeightOrWithAnAmountIsE0308() {
        let weight = CompilerTest.compile("unit kg\n\nday \"A\":\n  squat top 1x1 @ 100kg, backoff 3x5 @ 90kg of today\n")
        #expect(weight.diagnostics.contains { $0.code == .invalidLoad })
        let amount = CompilerTest.compile("unit kg\n\nday \"A\":\n  squat top 1x1 @ 100kg, backoff 3x5 @ 90% of today + 5kg\n")
        #expect(amount.diagnostics.contains { $0.code == .invalidLoad })
    }

    @Test(arguments: ["today's top set", "todays", "today's"])
    func aNearMissOfOfTodayIsE0322FixedToToday(_ written: String) throws {
        let text = "unit kg\n\nday \"A\":\n  bench top 1x1 @ 100kg, backoff 3x5 @ 90% of \(written)\n"
        let parsed = Syntax.parse(text)
        let error = try #require(parsed.diagnostics.first { $0.code == .todayMisspelt })
        #expect(error.range == CompilerTest.range(of: written, in: text))
        #expect(error.fixIts.first?.replacement == "today")
        #expect(error.fixIts.first?.isSafe == true)
    }
}
