import Overload

/// An exercise of the journal as a replay knows it, looked up once per name: two numbers,
/// no references, so that a session's list of them is copied and freed as plain memory.
struct ReplayExercise {
    /// Its slot in the replay's tables when a rule binds it (``ExerciseTable``).
    let slot: Int?
    /// Its slot in the e1RM history, one per catalog id: ``E1RMHistory/id(ofSlot:)`` is the id.
    /// A labelled use (`squat (volume)`) records into its parent's.
    let history: Int
    /// The slot of its own id in the e1RM history's ids: `history` for an exercise itself, the
    /// use's own (never recorded into) for a labelled use, which is its own line of the plan.
    /// A ladder's rung has the ladder's: its sessions are the ladder's line of the plan.
    let identity: Int
    /// For a ladder's rung, its place on the ladder (from 0); nil otherwise.
    var rung: Int?
}

/// An exercise a rule binds, as a replay looks it up once. A class: a replay reads it for
/// every session and every new week, and a copy of the struct retained each of the
/// exercise's references.
final class BoundExercise: Sendable {
    var exercise: Exercise { shared.exercise }
    /// The exercise as every plugin input for it holds it.
    let shared: SharedExercise
    let loads: LoadTool
    /// The max the program's percentages of it are taken of, in the plan's unit.
    let programMax: Double?
    /// The plugin of the rule that binds it (the last one), read in place for each session:
    /// read from the rule, the plugin was copied out and freed again at every session.
    let plugin: any ProgressionPlugin
    /// Whether that rule's steps may wait for a decision (its `ask`, or a plugin that asks).
    let mayAsk: Bool

    init(exercise: Exercise, loads: LoadTool, programMax: Double?, rule: ResolvedRule) {
        shared = SharedExercise(exercise)
        self.loads = loads
        self.programMax = programMax
        plugin = rule.plugin
        mayAsk = rule.asks || rule.plugin.mayAsk
    }
}
