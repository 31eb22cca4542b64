import Overload
import OverloadSyntax

/// What the engine worked out from a program and a journal.
public struct Evaluation: Sendable {
    /// The next session's targets; nil when the plan has no day.
    public var next: NextSession?
    /// Every judged session of each exercise a rule binds, by exercise id, in date order;
    /// only the latest of each when evaluated with ``StepHistory/latest``, and only those from
    /// its day on (and the latest before it) with ``StepHistory/from(_:)``.
    public var steps: [String: [ExplainStep]]
    /// The rules that ran.
    public var rules: [ResolvedRule]
    /// Sessions the program's calendar could not place, each with why.
    public var unplaced: [UnplacedSession]
    /// Rules that stopped with an error (a script's runtime error): the commands report them
    /// and exit 65, since the targets of those exercises are not worked out.
    public var failures: [PluginFailure] = []
    /// Suggestions, decisions, outcomes and plan versions (docs/coaching.md).
    public var coaching = CoachingReport()
    /// Each rule-bound exercise's rule state after the replay, by exercise id: what the REPL's
    /// `bench: tm * 85%` reads.
    public var states: [String: PluginState] = [:]
    /// For `explain` (an evaluation keeping every step): the next targets of each exercise the
    /// next session does not hold, on the first later day that does, by exercise id.
    public var upcoming: [String: ExerciseTargets] = [:]
    /// Days of the program passed over without a session: the journal went on to a later day.
    public var notLogged: [NotLoggedDay] = []
    /// The date of each judged session in a deload week, in the journal's order, once each:
    /// kept whichever ``StepHistory`` the steps were kept by.
    public var deloadDates: [LocalDate] = []

    /// An exercise's next targets and the day they fall on: in the next session, else on the
    /// first later day that holds it (kept by an evaluation for `explain`).
    public func nextTargets(of id: String) -> ExerciseTargets? {
        next?.exercises.first { $0.prescription.exerciseID == id } ?? upcoming[id]
    }
}

/// A day of the program passed over: the session after it named a later day.
public struct NotLoggedDay: Sendable, Equatable {
    /// Where the day was.
    public var calendar: ProgramCalendar
    /// The exercises it held.
    public var exerciseIDs: [String]
    /// The date of the session that went past it.
    public var passedOn: LocalDate

    /// `cycle 1 week 2 Upper B: not logged (passed on 2026-03-11)`.
    public var text: String {
        "cycle \(calendar.cycle) week \(calendar.week) \(calendar.day): not logged (passed on \(passedOn))"
    }
}

/// A session the program's calendar could not place: its sets count as history (for e1RM)
/// but move no rule and not the lifter's place in the program.
public struct UnplacedSession: Sendable, Equatable {
    /// When.
    public var date: LocalDate
    /// Why it could not be placed: `the program has no day "Z"`.
    public var reason: String
    /// The catalog ids of the exercises it did.
    public var exerciseIDs: [String]
    /// The day it named, which the program does not have; nil for a session that named none.
    public var dayName: String?

    /// A session the calendar could not place, as the replay records it.
    public init(date: LocalDate, reason: String, exerciseIDs: [String], dayName: String? = nil) {
        self.date = date
        self.reason = reason
        self.exerciseIDs = exerciseIDs
        self.dayName = dayName
    }
}

extension UnplacedSession {
    /// How many unplaced sessions make a history that does not follow the program (an
    /// import), said in one line rather than session by session.
    public static let historyCount = 5

    /// One line for a history that does not follow the program's days: how many sessions,
    /// from when to when, that they count as history only, and the `start` line that says
    /// the program begins after them. Nil for fewer than ``historyCount`` sessions.
    public static func startHint(_ sessions: [UnplacedSession]) -> String? {
        guard sessions.count >= historyCount, let first = sessions.first, let last = sessions.last else { return nil }
        let after = last.date.adding(days: 1) ?? last.date
        return "\(sessions.count) sessions from \(first.date) to \(last.date) do not follow the program's days: they count as "
            + "history only (e1RMs, each rule's starting load); if the program begins after them, write `start \(after)` in it"
    }
}

/// The next session: which day, and each exercise's targets with the reasons behind them.
public struct NextSession: Sendable {
    /// The date the targets are for.
    public var date: LocalDate
    /// The plan the targets come from.
    public var planID: PlanContentID
    /// The plan's version.
    public var version: Int
    /// Where the session falls in the program.
    public var calendar: ProgramCalendar
    /// The day's items with the targets applied (supersets and breaks kept).
    public var day: PlannedDay
    /// Each exercise's targets, reasons and warnings, in the day's order.
    public var exercises: [ExerciseTargets]
    /// Sessions the program's calendar could not place, in date order.
    public var unplaced: [UnplacedSession] = []
    /// Days of the lifter's current cycle passed over without a session.
    public var notLogged: [NotLoggedDay] = []
    /// Estimated length of the day in seconds.
    public var estimatedSeconds: Int { day.estimatedDuration(paces: paces) }
    /// The lifter's recent pace (seconds per kilometre) of each distance exercise of the day
    /// that the journal has one for: the latest session's sets of it with a distance and a time.
    public var paces: [String: Int] = [:]
    /// The plan's versions when suggestions were accepted, oldest first; empty otherwise.
    public var lineage: [PlanVersion] = []
    /// What the session's circumstances changed: overrides, readiness, time (docs/coaching.md).
    public var circumstances: [String] = []
}

/// One exercise of the next session.
public struct ExerciseTargets: Sendable {
    /// The exercise as the day prescribes it, its sets now the targets.
    public var prescription: ExercisePrescription
    /// Why the targets are what they are: the latest changes, or the plan's own load.
    public var reasons: [String]
    /// The rule's changes behind ``reasons``, as values (empty when the plan's own load, or an
    /// external plugin's words, say why).
    public var changes: [StateChange] = []
    /// What the lifter should know: no load known yet, a rule that does not run.
    public var warnings: [String]
    /// The session the targets are for: its day, cycle and week.
    public var falls: ProgramCalendar?
    /// The strictest cap on the exercise's RPE targets this week: the program's week cap and
    /// its rule's own (an automatic deload week), 10 when there is none.
    public var rpeCap: Double = 10
    /// Suggested changes waiting for a decision (new and deferred), numbered as `suggest` numbers them.
    public var pending: [(number: Int, change: SuggestedChange)] = []
    /// On the day of a session in progress (docs/engine.md, "A session in progress"): the load
    /// of the exercise's logged top set, in the plan's unit, and the sets taken of it, their
    /// loads worked out from it, as in ``prescription``; nil otherwise.
    public var takenOfToday: (top: Double, sets: [SetPrescription])?
    /// The top sets of the exercise the session in progress logged, in order: that many of
    /// ``prescription``'s top sets are done (``TodayLoads/loggedTopIndices(_:)``), each at its
    /// logged load and RPE.
    public var loggedTops: [LoggedTopSet] = []
    /// What the rule asks the lifter to weigh with these targets, as a reason value: an
    /// external plugin's `"suggestion"` (``Reason/Cause/external(_:)``), or what a script's
    /// `suggest` said in the rule's latest step (``Reason/Cause/scriptSuggestion(file:lines:words:)``);
    /// nil when it asks nothing. ``reasons`` say it in words too.
    public var suggestion: Reason?
}

/// One session of an exercise as `explain` shows it.
public struct ExplainStep: Sendable {
    /// When.
    public var date: LocalDate
    /// Where in the program; nil for a change the calendar made (a new cycle) rather than a session.
    public var calendar: ProgramCalendar?
    /// The sets logged; empty for a calendar change.
    public var sets: [SetPerformance]
    /// The plan's unit: loads in it are written without a suffix.
    public var unit: MassUnit
    /// The sets logged, as the journal writes them; empty for a calendar change. Written when
    /// asked for, so a replay of years does not build text nobody reads.
    public var performed: String {
        sets.isEmpty ? "" : SetListRenderer(unit: unit).render(sets, exerciseNote: nil)
    }
    /// The rule that ran, as written: `linear +5lb, deload 10% after 3 fails`.
    public var rule: String
    /// The judgement; nil for a calendar change.
    public var judgement: SessionJudgement?
    /// The targets the session aimed at, as plan text would show their loads: `3x5 @ 100 kg`.
    public var targets: [SetPrescription]
    /// What changed, with reasons.
    public var changes: [StateChange]
    /// Where the rule that ran is written in the program.
    public var ruleRange: SourceRange? = nil
    /// What the rule's step asked the lifter to weigh (a script's `suggest`); nil for most steps.
    var asked: AskedReason? = nil

    /// What the rule's step asked the lifter to weigh with its changes (a script's `suggest`,
    /// ``Reason/Cause/scriptSuggestion(file:lines:words:)``), with the session and rule filled
    /// in as ``reasonedChanges`` are; nil when it asked nothing.
    public var suggestion: Reason? {
        guard var reason = asked?.reason else { return nil }
        reason.session = calendar == nil ? nil : date
        reason.rule = ruleRange
        return reason
    }

    /// ``changes`` with each reason's session (for a session, not a calendar change) and rule
    /// filled in: written when read, since a replay of years keeps steps nobody reads.
    public var reasonedChanges: [StateChange] {
        let session = calendar == nil ? nil : date
        return changes.map { change in
            var change = change
            change.why.session = session
            change.why.rule = ruleRange
            return change
        }
    }
}

extension ExplainStep {
    /// The step of a session whose rule was given `input`: its date, calendar, sets and
    /// judgement moved out of the input (``Swift/Array/movedOut()``), which is left holding
    /// empty ones. Taken from a `consuming` input, each was copied and the input then freed
    /// whole: five references counted twice for every session of years.
    init(
        moving input: inout SessionInput, unit: MassUnit, rule: String, targets: [SetPrescription], changes: [StateChange],
        asked: AskedReason?
    ) {
        self.init(date: input.date, calendar: input.prescribing.calendar.movedOut(), sets: input.performed.movedOut(), unit: unit,
                  rule: rule, judgement: input.judgement.movedOut(), targets: targets, changes: changes, asked: asked)
    }
}

/// A step's suggestion behind one reference: years of kept steps carry the field and few
/// ask, so a step that asks nothing holds a nil pointer, not a whole reason.
final class AskedReason: Sendable {
    let reason: Reason

    init(_ reason: Reason) {
        self.reason = reason
    }

    /// The suggestion of `step` boxed; nil when it asks nothing, so nothing is allocated. (A
    /// failable initializer of a class allocates the object before it can return nil, and
    /// frees it again: once for every step of years.)
    static func of(_ step: PluginStep) -> AskedReason? {
        guard step.asks, let reason = step.suggestion else { return nil }
        return AskedReason(reason)
    }
}
