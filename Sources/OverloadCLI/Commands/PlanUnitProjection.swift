import Overload
import OverloadEngine

/// `plan --unit` on a program in another unit: the loads are shown converted, but the plan is
/// named as it is in the program's own unit, so the id a journal records and the lineage do not
/// depend on the unit the loads are read in. A projected cycle (a new version made by the rules)
/// is the program's own plan projected: its id is that projection's, and its source is the
/// program's own plan, not the converted copy.
struct PlanUnitProjection {
    /// The snapshot to show: the converted loads, with the own plan as its source.
    var snapshot: PlanSnapshot
    /// The id to show.
    var planID: PlanContentID

    /// - Parameters:
    ///   - projected: the projection of the converted program.
    ///   - converted: the converted program's own snapshot.
    ///   - own: the program compiled in its own unit.
    init(_ projected: PlanSnapshot, converted: PlanSnapshot, own: CompiledProgram, registry: PluginRegistry, cycle: Int) {
        guard projected.sourceVersion == converted.contentID else {
            // The projection changed nothing: the program's own plan.
            snapshot = projected
            planID = own.snapshot.contentID
            return
        }
        // The projection is run again in the program's own unit only here, for its id.
        let ownProjected = Evaluator(program: own, registry: registry).projectedPlan(cycle: cycle)
        planID = ownProjected.contentID
        snapshot = PlanSnapshot(
            version: projected.version, createdBy: projected.createdBy, sourceVersion: own.snapshot.contentID,
            notes: projected.notes, programName: projected.programName, unit: projected.unit, weekCount: projected.weekCount,
            weeks: projected.weeks)
    }
}
