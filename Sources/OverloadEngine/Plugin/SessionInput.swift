import Overload

/// What ``ProgressionPlugin/advance(_:)`` is given: one logged session of the exercise.
public struct SessionInput: Sendable {
    /// The session's date.
    public var date: LocalDate
    /// What ``ProgressionPlugin/prescribe(_:)`` was given for the session: the exercise, plan,
    /// state, settings, calendar, load tool and max, which this input reads from it. Held
    /// whole, so that a replay moves the prescribe input in: built from the same parts again,
    /// each of their references was retained for this input and released with the other, for
    /// every session of years.
    @usableFromInline var prescribing: PrescribeInput
    /// Where it falls in the program.
    @inlinable public var calendar: ProgramCalendar {
        get { prescribing.calendar }
        set { prescribing.calendar = newValue }
    }
    /// The exercise.
    @inlinable public var exercise: Exercise {
        get { prescribing.exercise }
        set { prescribing.exercise = newValue }
    }
    /// The plan's own sets for that day, before any state.
    @inlinable public var planned: [SetPrescription] {
        get { prescribing.planned }
        set { prescribing.planned = newValue }
    }
    /// The targets the lifter aimed at: ``planned`` after ``ProgressionPlugin/prescribe(_:)``.
    public var prescribed: [SetPrescription]
    /// Every set logged for the exercise that session, as written.
    public var performed: [SetPerformance]
    /// The engine's judgement of the work sets against ``prescribed``.
    public var judgement: SessionJudgement
    /// The rule's state before the session.
    @inlinable public var state: PluginState {
        get { prescribing.state }
        set { prescribing.state = newValue }
    }
    /// The rule's settings.
    @inlinable public var arguments: RuleArguments {
        get { prescribing.arguments }
        set { prescribing.arguments = newValue }
    }
    /// Rounding and load arithmetic for the exercise.
    @inlinable public var loads: LoadTool {
        get { prescribing.loads }
        set { prescribing.loads = newValue }
    }
    /// The max the program's percentages of this exercise are taken of (its training max, or
    /// its 1RM when the program has no `tm` line), in the plan's unit; nil when it gives none.
    @inlinable public var programMax: Double? {
        get { prescribing.programMax }
        set { prescribing.programMax = newValue }
    }
    /// The program's `e1rm` formula, for sets logged without an RPE.
    public var e1rmFormula: E1RMFormula

    /// Creates an input.
    public init(
        date: LocalDate, calendar: ProgramCalendar, exercise: Exercise, planned: [SetPrescription],
        prescribed: [SetPrescription], performed: [SetPerformance], judgement: SessionJudgement, state: PluginState,
        arguments: RuleArguments, loads: LoadTool, programMax: Double? = nil, e1rmFormula: E1RMFormula = .default
    ) {
        self.init(date: date, calendar: calendar, shared: SharedExercise(exercise), planned: planned, prescribed: prescribed,
                  performed: performed, judgement: judgement, state: state, arguments: arguments, loads: loads,
                  programMax: programMax, e1rmFormula: e1rmFormula)
    }

    /// An input whose exercise is shared with the replay's other calls for it.
    init(
        date: LocalDate, calendar: ProgramCalendar, shared: SharedExercise, planned: [SetPrescription],
        prescribed: [SetPrescription], performed: [SetPerformance], judgement: SessionJudgement, state: PluginState,
        arguments: RuleArguments, loads: LoadTool, programMax: Double?, e1rmFormula: E1RMFormula
    ) {
        self.init(
            PrescribeInput(shared: shared, planned: planned, state: state, arguments: arguments, calendar: calendar, loads: loads,
                           programMax: programMax),
            date: date, prescribed: prescribed, performed: performed, judgement: judgement, e1rmFormula: e1rmFormula)
    }

    /// The input for the session `prescribing` was given to ``ProgressionPlugin/prescribe(_:)``
    /// for, which it takes whole.
    init(
        _ prescribing: consuming PrescribeInput, date: LocalDate, prescribed: [SetPrescription], performed: [SetPerformance],
        judgement: SessionJudgement, e1rmFormula: E1RMFormula
    ) {
        self.prescribing = prescribing
        self.date = date
        self.prescribed = prescribed
        self.performed = performed
        self.judgement = judgement
        self.e1rmFormula = e1rmFormula
    }

    /// The estimated 1RM of one logged set in the plan's unit, as the engine's history counts
    /// it: the program's RPE chart where the set has an RPE on the chart, the program's formula
    /// otherwise; nil for a set that gives none (warm-up, failed, added load, or more than
    /// ``E1RMSets/repLimit`` reps: the rule `history` follows too).
    public func e1RM(of set: SetPerformance) -> Double? {
        E1RMHistory.estimate(set, unit: loads.unit, formula: e1rmFormula, chart: loads.rpeChart)
    }
}
