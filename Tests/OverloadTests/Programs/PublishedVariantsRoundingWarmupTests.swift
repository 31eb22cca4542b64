import Overload
import Testing

/// The published programs that need variants, one exercise's own rounding and planned
/// warm-ups, against the numbers their headers cite.
@Suite struct PublishedVariantsRoundingWarmupTests {
    /// 5/3/1 with variants: squat 1RM 300 lb (TM 270), close-grip bench 250 lb (TM 225); a
    /// front squat's max is 85% of the squat's (Thibaudeau), an incline press's 83% of the
    /// close-grip bench's (Poliquin 1997); First Set Last at 65/70/75%.
    @Test func fiveThreeOneVariantsTakeThePublishedShareOfTheMainLift() throws {
        let plan = try ExamplePrograms.plan("531-variants.lift")
        for (week, first) in [(1, 65.0), (2, 70.0), (3, 75.0)] {
            let front = try #require(plan.prescriptions("front-squat", week: week, day: "Squat").first)
            #expect(front.sets.count == 5)
            for set in front.sets {
                #expect(abs((set.load?.exact ?? 0) - 270 * 0.85 * first / 100) < 1e-9, "week \(week)")
                #expect(set.load?.loadable == (270 * 0.85 * first / 100 / 5).rounded() * 5)
            }
            let incline = try #require(plan.prescriptions("incline-bench-press", week: week, day: "Bench").first)
            #expect(abs((incline.sets.first?.load?.exact ?? 0) - 225 * 0.83 * first / 100) < 1e-9, "week \(week)")
        }
        // Week 1: 65% of the front squat's 229.5 lb TM is 149.2 lb, 150 lb on the bar.
        #expect(plan.prescriptions("front-squat", week: 1, day: "Squat").first?.sets.first?.load?.loadable == 150)
        // The main lifts keep Wendler's 65/75/85% of their own TM.
        let squat = try #require(plan.prescriptions("back-squat", week: 1, day: "Squat").first)
        #expect(squat.sets.map { $0.load?.exact ?? 0 } == [175.5, 202.5, 229.5])
    }

    /// StrongLifts' warm-up for a 100 kg squat: the empty bar, 40 kg x 5, 60 x 3, 80 x 2, 90 x 1.
    @Test func strongLiftsWarmsUpAsPublished() throws {
        let plan = try ExamplePrograms.plan("stronglifts-5x5.lift")
        let squat = try #require(plan.prescriptions("back-squat", week: 1, day: "A").first)
        let warmups = squat.sets.filter { $0.kind == .warmup }
        #expect(warmups.map { $0.load?.loadable } == [20, 40, 60, 80, 90])
        #expect(warmups.map { $0.reps?.description } == ["10", "5", "3", "2", "1"])
        #expect(squat.sets.filter { $0.kind == .regular }.map { $0.load?.loadable } == [100, 100, 100, 100, 100])
        // Every barbell lift warms up, the deadlift too.
        #expect(plan.prescriptions("deadlift", week: 1, day: "B").first?.sets.contains { $0.kind == .warmup } == true)
    }

    /// 5/3/1 for Beginners: press TM 103.5 lb rounds down to 2.5 lb; bench TM 166.5 lb to the
    /// nearest 5 lb.
    @Test func fiveThreeOneForBeginnersRoundsThePressItsOwnWay() throws {
        let plan = try ExamplePrograms.plan("531-beginners.lift")
        #expect(plan.weekCount == 3)
        let press = try #require(plan.prescriptions("overhead-press", week: 1, day: "2").first)
        // 65/75/85% of 103.5: 67.3, 77.6, 88.0 -> 65, 77.5, 87.5.
        #expect(press.sets.map { $0.load?.loadable } == [65, 77.5, 87.5])
        let bench = try #require(plan.prescriptions("bench-press", week: 1, day: "1").first)
        // 65/75/85% of 166.5: 108.2, 124.9, 141.5 -> 110, 125, 140.
        #expect(bench.sets.map { $0.load?.loadable } == [110, 125, 140])
        let days = plan.week(1)?.days.map(\.name)
        #expect(days == ["1", "2", "3"])
    }
}
