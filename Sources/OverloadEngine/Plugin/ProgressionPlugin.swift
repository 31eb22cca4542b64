import Overload

/// A progression scheme: how an exercise's targets move with what the lifter logged.
///
/// A plugin declares its name and rule syntax once. The engine replays the journal and, for
/// every logged session of an exercise the rule binds, calls ``advance(_:)`` with the
/// prescription for that session, what was performed (already judged), the plugin's state
/// and settings, and the calendar; the plugin returns its new state and, for every change, a
/// reason a person can read. ``prescribe(_:)`` turns the plan's sets into a session's targets
/// from the state; ``enterWeek(_:)`` lets calendar rules (a training max each cycle) act when
/// the program moves to a new week. Plugins are values: no I/O, no clock, no globals.
public protocol ProgressionPlugin: Sendable {
    /// The name a rule calls it by (`linear`).
    var name: String { get }
    /// One line for help and docs.
    var summary: String { get }
    /// The phrases a rule may hold.
    var syntax: RuleSyntax { get }
    /// Where the plugin comes from: the registry (default), or the program (a script).
    var origin: PluginOrigin { get }

    /// The plugin and settings of one rule that names it, or why the rule cannot run. The
    /// default matches the rule's words against ``syntax`` and calls ``validate(_:range:)``;
    /// a script binds the arguments in its parentheses instead. `atoms` are the rule's words
    /// after the plugin's name, its coaching clauses (`ask` and calibration) taken out.
    func bind(_ binding: ProgressionBinding, atoms: [RuleAtom]) -> BoundRule

    /// Problems with settings that match the syntax but do not make sense together, reported
    /// by `check` (for example a rep range whose top is below its bottom).
    func validate(_ arguments: RuleArguments, range: SourceRange) -> [Diagnostic]

    /// The targets of one session: the plan's sets for the exercise changed by the state.
    func prescribe(_ input: PrescribeInput) -> [SetPrescription]

    /// The state after one logged session, with a reason for every change.
    func advance(_ input: SessionInput) -> PluginStep

    /// The state when the program moves into a new week (or cycle), before that week's sessions.
    func enterWeek(_ input: CalendarInput) -> PluginStep

    /// Whether ``enterWeek(_:)`` may change anything; false for a plugin that keeps the
    /// default (its state as it is), so that a replay of years does not ask it at every new
    /// week. Default: true.
    var entersWeeks: Bool { get }

    /// Whether ``enterWeek(_:)`` may change anything on this move, with these settings; false
    /// when it would return its state as it is, so that a replay skips the call (a rule that
    /// acts each cycle is asked only when a cycle begins, not at every new week). Default: true.
    func entersWeek(from: ProgramCalendar?, to: ProgramCalendar, arguments: RuleArguments) -> Bool

    /// Whether the rule moves on the program's calendar (a training max each cycle or week)
    /// rather than with each session's result: `overload plan` then shows later weeks and
    /// cycles as the rule would make them if every session were made, through this plugin's
    /// own ``prescribe(_:)``, ``advance(_:)`` and ``enterWeek(_:)``. Default: false.
    var movesOnCalendar: Bool { get }

    /// Whether a step may ask before its changes apply (``PluginStep/suggestion``), as a
    /// script with `suggest("...")` does: the engine then judges the outcomes of the changes
    /// the lifter accepted, as under `ask`. Default: false.
    var mayAsk: Bool { get }

    /// The cap on RPE targets the rule itself puts on a week (an automatic deload week's 7),
    /// beside the program's week cap: the engine holds the coaching's caps (a pain flag's)
    /// under the strictest of them. Default: nil, none.
    func rpeCap(at calendar: ProgramCalendar, arguments: RuleArguments) -> Double?

    /// The next session's targets as the plugin answers them itself, outside the replay (an
    /// external plugin's process, run only through the input's runner, which is given only
    /// with the lifter's consent); nil leaves ``prescribe(_:)``'s. Asked once per next
    /// session, never while replaying. Default: nil.
    func answer(_ input: AnswerInput) -> PluginAnswer?

    /// Whether ``answer(_:)`` may answer: the replay then keeps every step of the rule's
    /// history for it, and a wave's scaling leaves its targets as it answers them. Default: false.
    var answersOutside: Bool { get }
}

extension ProgressionPlugin {
    /// No extra checks.
    public func validate(_ arguments: RuleArguments, range: SourceRange) -> [Diagnostic] { [] }

    /// Calendar moves change nothing.
    public func enterWeek(_ input: CalendarInput) -> PluginStep { PluginStep(state: input.state) }

    /// Asked at every new week unless the plugin says otherwise.
    public var entersWeeks: Bool { true }

    /// Asked at every move unless the plugin says otherwise.
    public func entersWeek(from: ProgramCalendar?, to: ProgramCalendar, arguments: RuleArguments) -> Bool { true }

    /// Not a calendar rule: a plan shows the program's own loads.
    public var movesOnCalendar: Bool { false }

    /// A step never asks unless the rule says `ask`.
    public var mayAsk: Bool { false }

    /// No cap of the rule's own.
    public func rpeCap(at calendar: ProgramCalendar, arguments: RuleArguments) -> Double? { nil }

    /// ``prescribe(_:)`` answers.
    public func answer(_ input: AnswerInput) -> PluginAnswer? { nil }

    /// Answers inside the replay only.
    public var answersOutside: Bool { false }
}

/// Where a session falls in the program: the cycle (each pass through the program's weeks),
/// the week, the day.
public struct ProgramCalendar: Sendable, Hashable {
    /// The pass through the program, from 1.
    public var cycle: Int
    /// The week within the program, from 1.
    public var week: Int
    /// The week's kind.
    public var weekKind: WeekKind
    /// The day's name.
    public var day: String
    /// The program's length in weeks.
    public var weekCount: Int
    /// The week's load as a share of a regular week's, in percent (60 in a default deload
    /// week): a rule that keeps its own load (`linear`, `double`, `topset`, `gzclp`) keeps it
    /// for regular weeks and prescribes this share of it in the week.
    public var intensityPercent: Double
    /// The week's cap on RPE targets (7 in a default deload week, 10 when there is none): a
    /// cap the coaching adds (a pain flag's) is held under it too, the strictest winning.
    public var rpeCap: Double = 10
    /// The day's place in its week, from 1.
    public var dayInWeek: Int
    /// The week's place in the cycle (one pass through the program's weeks), from 1.
    public var weekInCycle: Int

    /// Creates a calendar position; the week's place in the cycle is `week` unless given.
    public init(
        cycle: Int, week: Int, weekKind: WeekKind, day: String, weekCount: Int, intensityPercent: Double = 100,
        rpeCap: Double = 10, dayInWeek: Int = 1, weekInCycle: Int? = nil
    ) {
        self.rpeCap = rpeCap
        self.cycle = cycle
        self.week = week
        self.weekKind = weekKind
        self.day = day
        self.weekCount = weekCount
        self.intensityPercent = intensityPercent
        self.dayInWeek = dayInWeek
        self.weekInCycle = weekInCycle ?? week
    }

    /// Whether the week holds every rule: a deload week's sessions are judged and shown but
    /// move no rule (docs/engine.md), in the journal's replay and in a plan's projection alike.
    public var holdsRules: Bool { weekKind == .deload }

    /// A rule's own load as this week prescribes it: `load` in a regular week, its share in a
    /// deload or peak week; assistance (a negative load) grows in a deload week
    /// (`WeekModifiers.weekLoad(_:intensityPercent:)`).
    public func weekLoad(_ load: Double) -> Double { WeekModifiers.weekLoad(load, intensityPercent: intensityPercent) }

    /// Weeks since the program began: cycle 2 week 1 of a 4-week program is week 5.
    public var absoluteWeek: Int { (cycle - 1) * weekCount + week }
}

/// What ``ProgressionPlugin/prescribe(_:)`` is given.
public struct PrescribeInput: Sendable {
    /// The exercise.
    @inlinable public var exercise: Exercise {
        get { shared.exercise }
        set { shared = SharedExercise(newValue) }
    }
    /// The exercise, by reference (``SharedExercise``).
    @usableFromInline var shared: SharedExercise
    /// The plan's sets of the exercise for that day, in order (several lines joined).
    public var planned: [SetPrescription]
    /// The rule's state.
    public var state: PluginState
    /// The rule's settings.
    public var arguments: RuleArguments
    /// When the session is.
    public var calendar: ProgramCalendar
    /// Rounding and load arithmetic for the exercise.
    public var loads: LoadTool
    /// The max the program's percentages of this exercise are taken of (its training max, or
    /// its 1RM when the program has no `tm` line), in the plan's unit; nil when it gives none.
    public var programMax: Double?

    /// Creates an input.
    public init(
        exercise: Exercise, planned: [SetPrescription], state: PluginState, arguments: RuleArguments,
        calendar: ProgramCalendar, loads: LoadTool, programMax: Double? = nil
    ) {
        self.init(shared: SharedExercise(exercise), planned: planned, state: state, arguments: arguments, calendar: calendar,
                  loads: loads, programMax: programMax)
    }

    /// An input whose exercise is shared with the replay's other calls for it.
    init(
        shared: SharedExercise, planned: [SetPrescription], state: PluginState, arguments: RuleArguments,
        calendar: ProgramCalendar, loads: LoadTool, programMax: Double?
    ) {
        self.shared = shared
        self.planned = planned
        self.state = state
        self.arguments = arguments
        self.calendar = calendar
        self.loads = loads
        self.programMax = programMax
    }
}

/// What ``ProgressionPlugin/enterWeek(_:)`` is given.
public struct CalendarInput: Sendable {
    /// The week the program leaves (nil before its first session).
    public var from: ProgramCalendar?
    /// The week it enters.
    public var to: ProgramCalendar
    /// The exercise.
    @inlinable public var exercise: Exercise {
        get { shared.exercise }
        set { shared = SharedExercise(newValue) }
    }
    /// The exercise, by reference (``SharedExercise``).
    @usableFromInline var shared: SharedExercise
    /// The rule's state.
    public var state: PluginState
    /// The rule's settings.
    public var arguments: RuleArguments
    /// Rounding and load arithmetic for the exercise.
    public var loads: LoadTool
    /// The max the program's percentages of this exercise are taken of (its training max, or
    /// its 1RM when the program has no `tm` line), in the plan's unit; nil when it gives none.
    public var programMax: Double?
    /// The program's `e1rm` formula, for a script's `e1rm(load, reps)`.
    public var e1rmFormula: E1RMFormula

    /// Creates an input.
    public init(
        from: ProgramCalendar?, to: ProgramCalendar, exercise: Exercise, state: PluginState, arguments: RuleArguments,
        loads: LoadTool, programMax: Double? = nil, e1rmFormula: E1RMFormula = .default
    ) {
        self.init(from: from, to: to, shared: SharedExercise(exercise), state: state, arguments: arguments, loads: loads,
                  programMax: programMax, e1rmFormula: e1rmFormula)
    }

    /// An input whose exercise is shared with the replay's other calls for it.
    init(
        from: ProgramCalendar?, to: ProgramCalendar, shared: SharedExercise, state: PluginState, arguments: RuleArguments,
        loads: LoadTool, programMax: Double?, e1rmFormula: E1RMFormula
    ) {
        self.from = from
        self.to = to
        self.shared = shared
        self.state = state
        self.arguments = arguments
        self.loads = loads
        self.programMax = programMax
        self.e1rmFormula = e1rmFormula
    }
}

/// A plugin's answer: its new state and what changed, each with its reason.
public struct PluginStep: Sendable, Hashable {
    /// The state after the step.
    public var state: PluginState
    /// The changes, in order.
    public var changes: [StateChange]
    /// Why the plugin could not answer (a script's runtime error); the state is then the one
    /// it was given, and the engine runs the rule no further for the exercise.
    public var failure: PluginFailure? {
        get { if case .held(let failure, _)? = rare { failure } else { nil } }
        set { rare = Rare(failure: newValue, suggestion: suggestion) }
    }
    /// Set when the plugin asks before this step's changes apply (a script's `suggest("...")`,
    /// whose cause is ``Reason/Cause/scriptSuggestion(file:lines:words:)``): the changes to the
    /// targets wait for the lifter's decision, as under a rule's `ask`, with this as their
    /// reason, a value as every other reason is. Nil: they apply as the rule says.
    public var suggestion: Reason? {
        get { if case .held(_, let suggestion)? = rare { suggestion } else { nil } }
        set { rare = Rare(failure: failure, suggestion: newValue) }
    }
    /// Whether the plugin failed (``failure`` is set), asked without copying the failure out.
    public var hasFailed: Bool {
        if case .held(.some, _)? = rare { true } else { false }
    }
    /// Whether the step asks before its changes apply (``suggestion`` is set), asked without
    /// copying the reason out.
    public var asks: Bool {
        if case .held(_, .some)? = rare { true } else { false }
    }
    /// The failure and the suggestion behind one reference: every session's step of every
    /// rule carries both fields, a few use them, and a step is copied several times a
    /// session, so it costs a pointer, not a whole diagnostic and reason.
    private var rare: Rare?

    private indirect enum Rare: Sendable, Hashable {
        case held(PluginFailure?, Reason?)

        /// Nil when both are: a step without either equals one made without them.
        init?(failure: PluginFailure?, suggestion: Reason?) {
            guard failure != nil || suggestion != nil else { return nil }
            self = .held(failure, suggestion)
        }
    }

    /// Creates a step that neither failed nor asks: what almost every rule returns at almost
    /// every session, made without the failure and reason a caller would otherwise build as nil.
    public init(state: PluginState, changes: [StateChange]) {
        self.state = state
        self.changes = changes
        rare = nil
    }

    /// Creates a step.
    public init(state: PluginState, changes: [StateChange] = [], failure: PluginFailure? = nil, suggestion: Reason? = nil) {
        self.state = state
        self.changes = changes
        // Both are nil for almost every step: tested in place, neither is copied.
        if case .none = failure, case .none = suggestion {
            rare = nil
        } else {
            rare = .held(failure, suggestion)
        }
    }
}
