import Overload
import OverloadEngine
import Testing

/// A change's reason is a value (``Reason``): its words are written from it by one function,
/// a change with a reason value equals the change with those words, and words set later
/// replace the value and keep where it came from.
@Suite struct StateChangeTests {
    @Test func aReasonValueIsTheChangeWithItsWords() {
        let written = StateChange("training max", from: nil, to: "held this cycle", because: "set 3: 4 of 5 reps")
        let valued = StateChange("training max", from: nil, to: "held this cycle",
                                 because: Reason(.shortfall(set: 3, .reps(done: 4, needed: 5))))
        #expect(valued.reason == "set 3: 4 of 5 reps")
        #expect(valued == written)
        #expect(valued.hashValue == written.hashValue)
        #expect(Set([written, valued]).count == 1)
        let other = StateChange("training max", from: nil, to: "held this cycle", because: Reason(.shortfall(set: 1, .notDone)))
        #expect(other != written)
        #expect(written.why == .text("set 3: 4 of 5 reps"))
    }

    @Test func wordsSetLaterReplaceTheValueAndKeepItsSession() throws {
        let session = try #require(LocalDate(year: 2026, month: 3, day: 2))
        var change = StateChange("reps", from: "8", to: "8",
                                 because: Reason(.shortfall(set: 1, .reps(done: 7, needed: 8)), .goalStays, session: session))
        #expect(change.reason == "set 1: 7 of 8 reps; the goal stays")
        change.reason = "edited"
        #expect(change.reason == "edited")
        #expect(change.why.cause == .text("edited"))
        #expect(change.why.session == session)
    }

    @Test func aMassChangeKeepsItsQuantities() {
        let change = StateChange("load", from: Mass(100, .kg), to: Mass(102.5, .kg), because: Reason(.everyWorkSetMade))
        #expect(change.before == "100 kg")
        #expect(change.after == "102.5 kg")
        #expect(change.beforeQuantity == .mass(Mass(100, .kg)))
        #expect(change.afterQuantity == .mass(Mass(102.5, .kg)))
        #expect(StateChange("stage", from: "5x3", to: "6x2", because: "x").afterQuantity == nil)
    }

    /// A count's change is written when read, as its text was written when made.
    @Test func aCountChangeReadsAsItsWords() {
        for (before, after) in [(nil, 0), (0, 1), (2, 3), (-1, 0), (Int?(Int.max - 1), Int.max)] {
            let counted = StateChange("failures", from: before, to: after, because: Reason(.missed, .targetStays))
            let written = StateChange("failures", from: before.map { String($0) }, to: String(after),
                                      because: Reason(.missed, .targetStays))
            #expect(counted.before == written.before)
            #expect(counted.after == written.after)
            #expect(counted == written)
            #expect(counted.hashValue == written.hashValue)
            #expect(counted.beforeQuantity == nil && counted.afterQuantity == nil)
        }
    }

    /// Every cause and consequence in the words `next` and `explain` have always shown.
    @Test(arguments: [
        (Reason(.everyWorkSetMade), "every work set made"),
        (Reason(.shortfall(set: 2, nil)), "set 2: missed"),
        (Reason(.shortfall(set: 3, .time(done: 50, needed: 60))), "set 3: \(TimeSpan(seconds: 50).readable) of \(TimeSpan(seconds: 60).readable)"),
        (Reason(.topSetShortfall(.reps(done: 3, needed: 5)), .loadStays), "top set: 3 of 5 reps; the load stays"),
        (Reason(.noWorkSets, .goalStays), "no work sets logged; the goal stays"),
        (Reason(.missed, .paceStays), "missed; the pace stays"),
        (Reason(.missed, .repeatTarget), "missed; repeat"),
        (Reason(.repShare(done: 20, planned: 25), .cut(percent: 5)), "20 of 25 reps (80%): 5% off"),
        (Reason(.everyWorkSetMade, .stepEvery(successes: 2)), "every work set made; the step comes every 2 successes"),
        (Reason(.shortfall(set: 3, .reps(done: 4, needed: 5)), .deloadAfterFails(fails: 3, percent: 10)),
         "set 3: 4 of 5 reps; 3 failed sessions in a row: 10% off"),
        (Reason(.noLoadKnown), "no load in the plan and none logged"),
        (Reason(.startingLoad(.plan)), "the plan's load"),
        (Reason(.startingLoad(.firstLoggedSet)), "the first logged work set"),
        (Reason(.automaticDeload(everyWeeks: 8)), "deload every 8 weeks: 60% of the load, half the sets; the rule holds"),
        (Reason(.deloadWeek), "a deload week does not move it"),
        (Reason(.periodMade(.cycle(1))), "cycle 1 done, every AMRAP set at its minimum"),
        (Reason(.periodShort(.week(2, cycle: 3), sessions: 1)), "week 2 of cycle 3: 1 session short of the minimum, so it holds"),
        (Reason(.periodShort(.cycle(2), sessions: 2)), "cycle 2: 2 sessions short of the minimum, so it holds"),
        (Reason(.heaviestAMRAP(.week(1, cycle: 1), reps: 5)), "week 1 of cycle 1: 5 reps on the heaviest AMRAP set"),
        (Reason(.repsMade(reps: 10, load: Mass(50, .kg), top: 12)), "every work set made 10 reps at 50 kg; the top is 12"),
        (Reason(.topOfRange(low: 8, high: 12)), "every work set made 12 reps, the top of 8-12"),
        (Reason(.newLoadAtBottom), "a new load starts at the bottom of the range"),
        (Reason.text("rep-goal.lift:14: weight += step"), "rep-goal.lift:14: weight += step"),
    ])
    func eachReasonHasItsWords(_ reason: Reason, _ words: String) {
        #expect(reason.text == words)
    }
}
