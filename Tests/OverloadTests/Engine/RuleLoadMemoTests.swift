import Overload
@testable import OverloadEngine
import OverloadTestSupport
import Testing

/// The ways a rule's sets are made with less work at every session agree with the general
/// ones: the sets scaled with the plan's share kept beside them (``LoadTool/scaled(_:planned:source:top:)``)
/// are those scaled afresh to the top worked out of the share, and the sets judged with one look
/// for a set taken of today's top set (``TodayLoads/judged(_:performed:loads:)``) are those of
/// ``TodayLoads/estimated(_:loads:)`` then ``TodayLoads/taken(_:performed:loads:)``.
@Suite struct RuleLoadMemoTests {
    /// Plans of each kind of share: none, percentages with loads computed, percentages pending,
    /// a wave's two weeks, back-offs and warm-ups around them.
    static let plans: [[SetPrescription]] = [
        LoadToolMemoTests.planned([40, 80, 100, 100]),
        [set(0, .warmup, percent: 50, exact: 50), set(1, .regular, percent: 85, exact: 85), set(2, .regular, percent: 85, exact: 85)],
        [set(0, .regular, percent: 70, exact: 70), set(1, .regular, percent: 80, exact: 80), set(2, .regular, percent: 90, exact: 90)],
        [set(0, .regular, percent: 65, exact: nil), set(1, .regular, percent: 75, exact: nil)],
        [set(0, .top, percent: 90, exact: 180), set(1, .backoff, percent: 80, exact: 160)],
        [],
    ]

    static func set(_ index: Int, _ kind: PrescribedSetKind, percent: Double, exact: Double?) -> SetPrescription {
        guard let exact else {
            return SetPrescription(index: index, kind: kind, work: .reps(.exact(5)), pendingLoad: .percentOfTM(percent))
        }
        return SetPrescription(index: index, kind: kind, load: LoadTarget(exact: exact, loadable: exact, source: .percentOfTM(percent)),
                               work: .reps(.exact(5)))
    }

    /// A top load that depends on the share, as a rule's does on another week's percentage.
    static func top(_ load: Double, _ share: RuleLoad.WorkShare?) -> Double {
        guard let share else { return load }
        return load * share.percent / 80 + (share.exact ?? 0) / 100
    }

    @Test(arguments: LoadToolMemoTests.exercises)
    func setsScaledWithTheKeptShareAreTheSetsScaledAfresh(id: String) throws {
        let kept = try LoadToolMemoTests.tool(id)
        let fresh = try LoadToolMemoTests.tool(id)
        var random = SeededGenerator(seed: 11)
        var asked = 0
        for load in LoadToolMemoTests.loads + LoadToolMemoTests.loads.shuffled(using: &random) {
            let plan = Self.plans[random.next(below: Self.plans.count)]
            for source in [LoadSource.absolute, .bodyweightAdded] {
                let scaled = kept.scaled(plan, planned: plan, source: source) { Self.top(load, $0) }
                let worked = fresh.scaling(plan, heaviestWorkTo: Self.top(load, RuleLoad.heaviestWorkShare(plan)), source: source)
                #expect(scaled == worked, "\(id) \(plan.count) sets to \(load)")
                // Sets that are not the plan's own array (a stage a rule rewrote) take the plan's share.
                let stage = plan.map { $0 }.reversed().map { $0 }
                let staged = kept.scaled(stage, planned: plan, source: source) { Self.top(load, $0) }
                let stageWorked = fresh.scaling(stage, heaviestWorkTo: Self.top(load, RuleLoad.heaviestWorkShare(plan)), source: source)
                #expect(staged == stageWorked, "\(id) a stage of \(plan.count) sets to \(load)")
                asked += 1
            }
        }
        #expect(asked > 1_000)
    }

    /// Sets with and without sets taken of today's top set, as loads and as pending loads,
    /// judged against sessions with a top set, with only plain sets, and with none.
    @Test func setsJudgedAreTheSetsTakenOfTheEstimates() throws {
        let loads = try LoadToolMemoTests.tool("back-squat")
        let sources: [LoadSource?] = [nil, .absolute, .percentOfTM(80), .percentOfTop(50), .today(.percentOfTop(90)),
                                      .today(.relativeToTop(-10)), .plus(.percentOfTM(70), amount: 5)]
        var random = SeededGenerator(seed: 5)
        var taken = 0
        for _ in 0..<600 {
            let sets = (0..<(1 + random.next(below: 5))).map { index -> SetPrescription in
                let kind: PrescribedSetKind = [.warmup, .regular, .top, .backoff][random.next(below: 4)]
                let source = sources[random.next(below: sources.count)]
                let exact = 40 + Double(random.next(below: 80)) * 2.5
                if let source, random.next(below: 3) == 0 {
                    return SetPrescription(index: index, kind: kind, work: .reps(.exact(5)), pendingLoad: source)
                }
                return SetPrescription(index: index, kind: kind, load: source.map { LoadTarget(exact: exact, loadable: exact, source: $0) },
                                       work: .reps(.exact(5)))
            }
            let performed = (0..<random.next(below: 4)).map { index in
                SetPerformance(kind: index == 0 && random.next(below: 2) == 0 ? .top : .regular,
                               load: JournalWeight(60 + Double(random.next(below: 40)) * 2.5, .kg), reps: 5)
            }
            let judged = TodayLoads.judged(sets, performed: performed, loads: loads)
            let general = TodayLoads.taken(TodayLoads.estimated(sets, loads: loads), performed: performed, loads: loads)
            #expect(judged == general)
            if judged != sets { taken += 1 }
        }
        #expect(taken > 50)
    }
}
