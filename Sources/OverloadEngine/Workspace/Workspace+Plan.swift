import Overload

/// What `plan` shows: the plan, and with a journal what applying it said.
public struct WorkspacePlan: Sendable {
    /// The plan to show.
    public var snapshot: PlanSnapshot
    /// The id to show when it is not the snapshot's own: a plan shown in another unit is
    /// named as it is in the program's own unit.
    public var planID: PlanContentID?
    /// The warnings of the next session's targets (with a journal).
    public var warnings: [String] = []
    /// The rules that stopped with an error on the way (with a journal).
    public var failures: [PluginFailure] = []
    /// The sessions the replay could not place (with a journal).
    public var unplaced: [UnplacedSession] = []
}

extension Workspace {
    /// The program compiled for `plan` in `unit` (its own when nil), with the compiler's
    /// diagnostics by file (not the rules': `plan` shows a program whose rules have problems).
    /// Compiled once for each unit.
    public mutating func compiledPlan(unit: MassUnit?) -> (compiled: CompiledProgram?, files: [FileDiagnostics]) {
        guard let unit else { return (program.compiled, program.compilerFiles) }
        if let done = converted[unit] { return (done.compiled, done.files) }
        let (compiled, files) = program.loaded.program.compile(unit: unit)
        converted[unit] = ConvertedProgram(compiled: compiled, files: files)
        return (compiled, files)
    }

    /// `plan`: with a journal, the plan with the journal's state on ``date`` applied (the
    /// lifter's cycle unless `cycle` names one; nil when the program has errors); without
    /// one, `cycle` (1 when nil) as the rules would run it if every session were made, in
    /// `unit` (the program's own when nil; nil when the program in it has errors). With a
    /// journal, `unit` is not applied: the command line refuses the two together.
    public mutating func plan(cycle: Int?, unit: MassUnit? = nil) -> WorkspacePlan? {
        guard journal != nil else { return projectedPlan(cycle: cycle ?? 1, unit: unit) }
        guard let evaluator, let date, let replay = replay(keeping: .latest) else { return nil }
        let applied = evaluator.appliedPlanWithWarnings(replayed: replay.replay, on: date, cycle: cycle)
        return WorkspacePlan(snapshot: applied.plan, warnings: applied.warnings, failures: applied.failures, unplaced: applied.unplaced)
    }

    /// The plan without a journal. The program's scripts run too (one that acts when a week
    /// begins moves later cycles); external plugins do not.
    private mutating func projectedPlan(cycle: Int, unit: MassUnit?) -> WorkspacePlan? {
        let (shown, files) = compiledPlan(unit: unit)
        guard let shown, !files.contains(where: { $0.diagnostics.hasErrors }) else { return nil }
        let projected = projector(of: shown).projectedPlan(cycle: cycle)
        guard unit != nil, let own = program.compiled, own.snapshot.unit != shown.snapshot.unit else {
            return WorkspacePlan(snapshot: projected)
        }
        // The id shown is the program's own plan's, so a journal records the same plan whatever
        // unit the loads are shown in.
        guard projected.sourceVersion == shown.snapshot.contentID else {
            // The projection changed nothing: the program's own plan.
            return WorkspacePlan(snapshot: projected, planID: own.snapshot.contentID)
        }
        // A projected cycle is the program's own plan projected: its id is that projection's,
        // and its source the program's own plan, not the converted copy.
        let ownProjected = projector(of: own).projectedPlan(cycle: cycle)
        let snapshot = PlanSnapshot(
            version: projected.version, createdBy: projected.createdBy, sourceVersion: own.snapshot.contentID,
            notes: projected.notes, programName: projected.programName, unit: projected.unit, weekCount: projected.weekCount,
            weeks: projected.weeks)
        return WorkspacePlan(snapshot: snapshot, planID: ownProjected.contentID)
    }

    /// An evaluator of `compiled` with the program's registry, for projections: it runs no
    /// external plugin.
    private func projector(of compiled: CompiledProgram) -> Evaluator {
        var evaluator = Evaluator(program: compiled, registry: program.registry)
        if compiled.snapshot == program.compiled?.snapshot { evaluator.resolvedRules = program.rules }
        return evaluator
    }
}
