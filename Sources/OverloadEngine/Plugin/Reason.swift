import Overload
import OverloadSyntax

/// Why a rule changed something, as a value: what happened (``Cause``), what the rule made of
/// it (``Consequence``), the session it came from and the rule's place in the program.
///
/// The words a lifter reads (``text``) and the JSON of `next` and `explain` are written from
/// it at the edge: a replay of years makes a reason for most sessions and shows a few, and a
/// value with its figures costs no text until one is read.
public struct Reason: Sendable, Hashable {
    /// What happened.
    public var cause: Cause
    /// What the rule made of it (`the target stays`); nil when the cause says it all.
    public var consequence: Consequence?
    /// The session the change came from; nil for a change the calendar made. The engine fills
    /// it in when the change is read (``ExplainStep/reasonedChanges``).
    public var session: LocalDate?
    /// Where the rule behind the change is written in the program; filled in as ``session`` is.
    public var rule: SourceRange?

    /// A reason; the engine fills in ``session`` and ``rule`` when the change is read.
    public init(_ cause: Cause, _ consequence: Consequence? = nil, session: LocalDate? = nil, rule: SourceRange? = nil) {
        self.cause = cause
        self.consequence = consequence
        self.session = session
        self.rule = rule
    }

    /// A reason in words of its own: a script's line, an external plugin's answer.
    public static func text(_ text: String) -> Reason { Reason(.text(text)) }

    /// The same cause, then `consequence`.
    public func then(_ consequence: Consequence) -> Reason {
        var reason = self
        reason.consequence = consequence
        return reason
    }

    /// What happened in a session or on the calendar, with its figures.
    public enum Cause: Sendable, Hashable {
        /// `every work set made`.
        case everyWorkSetMade
        /// `set 3: 4 of 5 reps`: the first work target missed (from 1) and by how much; a nil
        /// shortfall is a target missed without one (`missed`).
        case shortfall(set: Int, SessionJudgement.Shortfall?)
        /// `top set: 4 of 5 reps`: the top set missed, and by how much (nil: `missed`).
        case topSetShortfall(SessionJudgement.Shortfall?)
        /// `no work sets logged`.
        case noWorkSets
        /// `missed`: the session failed without a work target to name.
        case missed
        /// `20 of 25 reps (80%)`: the reps done of the reps planned, as LIFTR's bands count.
        case repShare(done: Int, planned: Int)
        /// `no load in the plan and none logged`.
        case noLoadKnown
        /// Where a rule's first load came from.
        case startingLoad(StartingLoad)
        /// `deload every 8 weeks: 60% of the load, half the sets; the rule holds`.
        case automaticDeload(everyWeeks: Int)
        /// `a deload week does not move it`.
        case deloadWeek
        /// `cycle 1 done, every AMRAP set at its minimum`.
        case periodMade(TrainingPeriod)
        /// `cycle 1: 2 sessions short of the minimum, so it holds`.
        case periodShort(TrainingPeriod, sessions: Int)
        /// `week 1 of cycle 1: 5 reps on the heaviest AMRAP set`.
        case heaviestAMRAP(TrainingPeriod, reps: Int)
        /// `every work set made 10 reps at 50 kg; the top is 12`.
        case repsMade(reps: Int, load: Mass, top: Int)
        /// `every work set made 12 reps, the top of 8-12`.
        case topOfRange(low: Int, high: Int)
        /// `a new load starts at the bottom of the range`.
        case newLoadAtBottom
        /// `5x3+ made`: a GZCLP stage made, by its scheme.
        case stageMade(String)
        /// `5x3+ missed (set 3: 2 of 3 reps)`: a GZCLP stage missed, and how.
        indirect case stageMissed(String, Cause)
        /// `5-rep max 100 kg tested`: the 5-rep max a GZCLP tier 1 restarts from, and how it was found.
        case fiveRepMax(Mass, FiveRepMax)
        /// `85% of the 5-rep max 100 kg: a new cycle of 5x3+`.
        case fiveRepMaxRestart(Mass)
        /// `about the 5-rep max, estimated from this session's sets: e1RM 120 kg x 86.3%`.
        case aboutFiveRepMax(FiveRepMax)
        /// `the last 3x10 load 60 kg plus 5 kg`: GZCLP tier 2 back at its first stage.
        case firstStageLoad(scheme: String, load: Mass, plus: Mass)
        /// `the last set made 25 reps (25 or more)`: GZCLP tier 3's set that raises the load.
        case lastSetMade(reps: Int, top: Int)
        /// `the last set: 20 reps; the load rises at 25` (nil reps: `not done`).
        case lastSetShort(reps: Int?, top: Int)
        /// `the program gives no max for this lift: add a 1rm or tm line`.
        case noMaxKnown
        /// `test week: no loaded work set logged to test it`.
        case testWeekUnlogged
        /// `test week: 105 kg x 3 (e1RM 115.5 kg) against a target of 100 kg x 3 (e1RM 110 kg)`.
        case testWeek(TestResult)
        /// `the test of week 8, cycle 1`: the test week whose result became the max.
        case testOf(week: Int, cycle: Int)
        /// `no logged work set gives an estimate (a loaded set of 1 to 12 reps)`.
        case noEstimate(repLimit: Int)
        /// `best set 100 kg x 5 @ RPE 8 is 81.1% of 1RM on the RPE chart`: the set behind an e1RM.
        case bestSet(BestSet)
        /// `rules.lift:8: weight += step`: the script statement that made a change (`rules.lift:8`
        /// without its code, for a `suggest`).
        case scriptStatement(file: String, line: Int, code: String?)
        /// `keep the load until the form is clean`: what a script's `suggest("...")` said, with
        /// where (the lines of the run's `suggest` statements, in order; several are joined by `; `).
        case scriptSuggestion(file: String, lines: [Int], words: [String])
        /// A reason an external plugin gave in its answer, in its words.
        case external(String)
        /// `set 3: 2 of 5 reps under override -10% weight`: a session judged against adjusted
        /// targets (nil: `adjusted targets hit`), under its circumstances.
        indirect case underCircumstances(Cause?, circumstances: [String])
        /// A rule's own reason, held back by the ask step while the change waits for a decision.
        indirect case suggested(Reason)
        /// `+5 lb was rejected on 2026-03-02, and 140 lb was lifted`.
        case doneAnyway(change: String, rejectedOn: LocalDate?, done: String)
        /// `missed under low readiness: the next ordinary session judges it`.
        case notJudged(circumstances: [String])
        /// How an accepted change went (docs/coaching.md, "Outcomes").
        case outcome(OutcomeEvidence)
        /// How an exercise's next increase was calibrated (docs/coaching.md, "Calibration").
        case calibration(CalibrationCause)
        /// `week 9 of the program is changed by 'deload every 8 weeks'`.
        case calendarChange(week: Int, by: [String])
        /// `'deload every 8 weeks' would change it`: a week's change waiting for a decision.
        case calendarWouldChange(by: [String])
        /// `no top set load in the plan and none logged`.
        case noTopSetLoadKnown
        /// `top set 12 reps, the top of 8-12`: the top set made its range's top.
        case topSetAtTop(reps: Int, target: String)
        /// `top set 10 reps of 8-12: it rises at 12`.
        case topSetUnderTop(reps: Int, target: String, top: Int)
        /// `week 2 of cycle 1 done, every session at the pace`.
        case periodAtPace(TrainingPeriod)
        /// `week 2 of cycle 1 done, 21 km logged; at most 10% over it` (`; +10%` when the
        /// growth is under the cap): a mileage rule's weekly growth.
        case mileage(TrainingPeriod, loggedMetres: Double, percent: Double, capped: Bool)
        /// `3 × 8 made: on to the next rung`: a ladder's goal made, so the next rung follows.
        case graduated(Graduation)
        /// `2 of 3 sets made 8 reps; the goal is 3 × 8`: the goal not made yet.
        case belowGoal(made: Int, Graduation)
        /// `3 × 8 made on the ladder's last rung`: nothing above it to move to.
        case lastRung(Graduation)
        /// Words of their own: a rule's own, from a plugin outside the standard ones.
        case text(String)
    }

    /// A ladder's goal (`graduate at 3x8`, `graduate at 3x60s`): sets of at least a count of
    /// reps or a time.
    public struct Graduation: Sendable, Hashable {
        /// How many work sets must make it.
        public var sets: Int
        /// The reps each must make; nil for a hold.
        public var reps: Int?
        /// The seconds each must last; nil for reps.
        public var seconds: Int?

        /// A goal of `sets` sets of `reps` reps or `seconds` seconds.
        public init(sets: Int, reps: Int? = nil, seconds: Int? = nil) {
            self.sets = sets
            self.reps = reps
            self.seconds = seconds
        }
    }

    /// Where a rule's first load came from.
    public enum StartingLoad: String, Sendable, Hashable {
        /// `the plan's load`.
        case plan
        /// `the first logged work set`.
        case firstLoggedSet
    }

    /// The period a calendar rule closes: a week of a cycle, or a cycle.
    public enum TrainingPeriod: Sendable, Hashable {
        /// `week 2 of cycle 3`.
        case week(Int, cycle: Int)
        /// `cycle 3`.
        case cycle(Int)
    }

    /// What a rule made of a cause.
    public enum Consequence: Sendable, Hashable {
        /// `; repeat`.
        case repeatTarget
        /// `; the target stays`.
        case targetStays
        /// `; the load stays`.
        case loadStays
        /// `; the goal stays`.
        case goalStays
        /// `; the pace stays`.
        case paceStays
        /// `; the step comes every 3 successes`.
        case stepEvery(successes: Int)
        /// `; 3 failed sessions in a row: 10% off`.
        case deloadAfterFails(fails: Int, percent: Double)
        /// `: 10% off`.
        case cut(percent: Double)
        /// `: test a new 5-rep max`.
        case testFiveRepMax
        /// `: back to the first stage`.
        case backToFirstStage
        /// `; it becomes the max after the test week`.
        case maxAfterTestWeek
        /// `: a miss on a day of low readiness does not count against the plan's own targets`.
        case doesNotCount(Excuse)
        /// ` (suggested: +5 lb after calibration; waits for a decision)`.
        case waitsForDecision(changes: String, calibrated: Bool)
    }

    /// Why a session judged against adjusted targets does not count for the plan's own.
    public enum Excuse: String, Sendable, Hashable {
        /// `a session under an override does not count for the plan's own targets`.
        case override
        /// `a miss on the return from a layoff does not count against the plan's own targets`.
        case layoffReturn
        /// `a miss on a day of low readiness does not count against the plan's own targets`.
        case lowReadiness
    }
}
