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
        /// `3 × 8 made: on to the next rung`: a ladder's goal made, so the next rung follows.
        case graduated(Graduation)
        /// `2 of 3 sets made 8 reps; the goal is 3 × 8`: the goal not made yet.
        case belowGoal(made: Int, Graduation)
        /// `3 × 8 made on the ladder's last rung`: nothing above it to move to.
        case lastRung(Graduation)
        /// Words of their own: a script's line, an external plugin's reason, a rule's own.
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
    }
}
