import Overload
import OverloadEngine
import OverloadSyntax

/// `gzclp t1|t2|t3` (one rule may list several tiers: `gzclp t1, t2`): GZCLP's stages
/// (docs/plugins.md, "gzclp"). A day's sets of a lift tell its tier; each tier keeps its own
/// state (`t1_load`, `t1_stage`, `t2_load`, `t2_stage`, `t2_base`, `t3_load`).
///
/// Tier 1: 5x3+ (the plan's line) -> 6x2+ -> 10x1+, the load rising on each success and a
/// failure moving to the next stage at the same load; after 10x1+ fails, a 5-rep-max test
/// (`1x5+`), then 5x3+ again at 85% of it. Tier 2: 3x10 -> 3x8 -> 3x6 likewise; after 3x6
/// fails, 3x10 at the last 3x10 load plus an increment. Tier 3: the load rises once the last
/// set reaches 25 reps. Increments: 10 lb / 5 kg lower body, 5 lb / 2.5 kg otherwise.
struct GZCLPProgression: ProgressionPlugin {
    /// Its state moves with sessions only: a new week changes nothing.
    let entersWeeks = false
    /// `t1|t2|t3`, repeatable.
    static let tier = Slot<String>("tier", choices: GZCLPTier.allCases.map(\.rawValue))
    let name = "gzclp"
    let summary = "GZCLP tiers: tier 1 5x3+ -> 6x2+ -> 10x1+, tier 2 3x10 -> 3x8 -> 3x6, tier 3 up at 25 reps"
    let syntax = RuleSyntax([
        .init([.slot(GZCLPProgression.tier)], spelling: "t1|t2|t3",
              meaning: "the tiers the lift is trained at; a day's sets tell which (5 reps or fewer t1, 12 or more t3)",
              isRequired: true, isRepeatable: true),
    ])

    /// The stage number of the 5-rep-max test after tier 1's last stage fails.
    static let testStage = 4

    func validate(_ arguments: RuleArguments, range: SourceRange) -> [Diagnostic] {
        let tiers = arguments.all(GZCLPProgression.tier)
        guard let repeated = tiers.first(where: { tier in tiers.filter { $0 == tier }.count > 1 }) else { return [] }
        return [.error(.ruleArgument, "tier \(repeated) is listed twice in a gzclp rule", at: range,
                       label: "each tier keeps one state", help: "list each tier once, as in 'gzclp t1, t2'")]
    }

    func tiers(_ arguments: RuleArguments) -> [GZCLPTier] {
        arguments.all(GZCLPProgression.tier).compactMap(GZCLPTier.init(rawValue:))
    }

    /// The sets of a tier at a stage (1 is the plan's line).
    func sets(_ planned: [SetPrescription], tier: GZCLPTier, stage: Int) -> [SetPrescription] {
        if tier == .t1, stage == Self.testStage { return GZCLPSets.stage(planned, count: 1, reps: .amrap(minimum: 5)) }
        let later = tier.laterStages(planWorkSets: planned.filter { $0.kind != .warmup }.count)
        guard stage >= 2, stage - 2 < later.count else { return planned }
        let scheme = later[stage - 2]
        return GZCLPSets.stage(planned, count: scheme.sets, reps: scheme.reps)
    }

    func prescribe(_ input: PrescribeInput) -> [SetPrescription] {
        let tier = GZCLPTier.of(input.planned, listed: tiers(input.arguments))
        let staged = sets(input.planned, tier: tier, stage: Swift.max(input.state[tier.stage] ?? 0, 1))
        guard let load = input.state[tier.load] else { return staged }
        return RuleLoad.sets(staged, load: load, key: tier.load.name, input: input, source: WorkingLoad.source(input.exercise))
    }

    func advance(_ input: SessionInput) -> PluginStep {
        let tier = GZCLPTier.of(input.planned, listed: tiers(input.arguments))
        var state = input.state
        var changes: [StateChange] = []
        let loads = input.loads
        let loadKey = tier.load
        guard let current = WorkingLoad.current(loadKey, planned: input.planned, input: input, state: &state, changes: &changes,
                                                what: "\(tier.rawValue) load") else {
            return PluginStep(state: state, changes: [StateChange(
                "\(tier.rawValue) load", from: nil, to: "unknown", because: Reason(.noLoadKnown))])
        }
        let stage = Swift.max(state[tier.stage] ?? 0, 1)
        let scheme = GZCLPSets.name(input.prescribed)
        let increment = GZCLPTier.increment(for: input.exercise, unit: loads.unit)
        let raised = WorkingLoad.raised(current, by: increment, loads: loads)
        func setLoad(_ value: Double, _ reason: Reason) {
            state[loadKey] = loads.mass(value)
            changes.append(StateChange("\(tier.rawValue) load", from: loads.mass(current).description,
                                       to: loads.mass(value).description, because: reason))
        }
        func setStage(_ next: Int, _ reason: Reason) {
            state[tier.stage] = next
            let after = GZCLPSets.name(sets(input.planned, tier: tier, stage: next))
            changes.append(StateChange("\(tier.rawValue) stage", from: scheme, to: after, because: reason))
        }
        let shortfall = input.judgement.firstMiss ?? .noWorkSets
        switch tier {
        case .t1 where stage == Self.testStage:
            guard let (fiveRM, how) = Self.fiveRepMax(input, tested: true) else { break }
            setStage(1, Reason(.fiveRepMax(loads.mass(fiveRM), how)))
            setLoad(loads.loadable(fiveRM * GZCLPTier.restartShare), Reason(.fiveRepMaxRestart(loads.mass(fiveRM))))
        case .t1, .t2:
            if tier == .t2, stage == 1 { state[tier.base] = loads.mass(current) }
            if input.judgement.isSuccess {
                setLoad(raised, Reason(.stageMade(scheme)))
                break
            }
            let stages = 1 + tier.laterStages(planWorkSets: 0).count
            if stage < stages {
                setStage(stage + 1, Reason(.stageMissed(scheme, shortfall), .loadStays))
            } else if tier == .t1 {
                setStage(Self.testStage, Reason(.stageMissed(scheme, shortfall), .testFiveRepMax))
                if let (fiveRM, how) = Self.fiveRepMax(input, tested: false) { setLoad(loads.loadable(fiveRM), Reason(.aboutFiveRepMax(how))) }
            } else {
                let base = state[tier.base].map(loads.value) ?? current
                let back = WorkingLoad.raised(base, by: increment, loads: loads)
                setStage(1, Reason(.stageMissed(scheme, shortfall), .backToFirstStage))
                setLoad(back, Reason(.firstStageLoad(scheme: GZCLPSets.name(input.planned), load: loads.mass(base), plus: loads.mass(increment))))
            }
        case .t3:
            let last = input.judgement.sets.last
            if let last, last.isMet, let reps = last.performed?.reps, reps >= GZCLPTier.tierThreeTopReps {
                setLoad(raised, Reason(.lastSetMade(reps: reps, top: GZCLPTier.tierThreeTopReps)))
            } else {
                changes.append(StateChange("\(tier.rawValue) load", from: loads.mass(current).description,
                                           to: loads.mass(current).description,
                                           because: Reason(.lastSetShort(reps: last?.performed?.reps, top: GZCLPTier.tierThreeTopReps))))
            }
        }
        return PluginStep(state: state, changes: changes)
    }

    /// A 5-rep max from a session: the heaviest set of 5 reps or more when `tested`, else (or
    /// when no such set was logged) the best estimated 1RM of the logged sets at the chart's
    /// 5 reps at RPE 10 (86.3%); with how it was found, for `explain`. Nil when no logged set
    /// gives an estimate.
    static func fiveRepMax(_ input: SessionInput, tested: Bool) -> (Double, Reason.FiveRepMax)? {
        let counted = input.performed.filter { $0.kind != .warmup && !$0.isSkipped }
        if tested, let best = counted.filter({ ($0.reps ?? 0) >= 5 }).compactMap({ $0.load.map { input.loads.value($0.mass) } }).max() {
            return (best, .tested)
        }
        let share = (RPEChart.percentOf1RM(reps: 5, rpe: 10) ?? 86.3) / 100
        guard let e1RM = counted.compactMap(input.e1RM(of:)).max() else { return nil }
        let mass = input.loads.mass(e1RM)
        return (e1RM * share, tested ? .estimatedFromTest(e1RM: mass) : .estimated(e1RM: mass))
    }
}
