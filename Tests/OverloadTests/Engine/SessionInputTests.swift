import Overload
@testable import OverloadEngine
import Testing

/// A rule's session input holds the prescribe input of its session whole (the replay moves it
/// in rather than copying its parts): it must read as an input made from the parts does, and
/// a write through it must read back.
@Suite struct SessionInputTests {
    @Test func anInputTakingThePrescribeInputReadsAsOneMadeFromItsParts() throws {
        let loads = try SessionJudgementTests.loads()
        let calendar = ProgramCalendar(cycle: 2, week: 3, weekKind: .deload, day: "B", weekCount: 4, intensityPercent: 60,
                                       rpeCap: 7, dayInWeek: 2)
        let planned = (0..<3).map { SessionJudgementTests.target($0, .regular, .exact(5), 100) }
        let prescribed = (0..<3).map { SessionJudgementTests.target($0, .regular, .exact(5), 102.5) }
        let performed = (0..<3).map { SessionJudgementTests.set(102.5, 5 - $0 % 2) }
        let judgement = SessionJudge.judge(targets: prescribed, performed: performed, loads: loads)
        let state = PluginState(["load": .mass(Mass(102.5, .kg)), "failures": .count(1)])
        let date = try #require(LocalDate(year: 2026, month: 3, day: 4))
        let prescribing = PrescribeInput(exercise: loads.exercise, planned: planned, state: state, arguments: RuleArguments(),
                                         calendar: calendar, loads: loads, programMax: 140)
        let taken = SessionInput(prescribing, date: date, prescribed: prescribed, performed: performed, judgement: judgement,
                                 e1rmFormula: .brzycki)
        let made = SessionInput(date: date, calendar: calendar, exercise: loads.exercise, planned: planned, prescribed: prescribed,
                                performed: performed, judgement: judgement, state: state, arguments: RuleArguments(),
                                loads: loads, programMax: 140, e1rmFormula: .brzycki)
        for input in [taken, made] {
            #expect(input.date == date)
            #expect(input.calendar == calendar)
            #expect(input.exercise == loads.exercise)
            #expect(input.planned == planned)
            #expect(input.prescribed == prescribed)
            #expect(input.performed == performed)
            #expect(input.judgement == judgement)
            #expect(input.state == state)
            #expect(input.arguments == RuleArguments())
            #expect(input.loads.exercise == loads.exercise)
            #expect(input.programMax == 140)
            #expect(input.e1rmFormula == .brzycki)
            #expect(input.e1RM(of: performed[0]) == made.e1RM(of: performed[0]))
        }
        // The prescribe input it holds is the one the rule's prescribe was given.
        #expect(taken.prescribing.planned == prescribing.planned)
        #expect(taken.prescribing.state == prescribing.state)
        #expect(taken.prescribing.calendar == prescribing.calendar)

        var written = taken
        let later = PluginState(["load": .mass(Mass(105, .kg))])
        written.state = later
        written.planned = prescribed
        written.programMax = nil
        written.calendar.week = 4
        #expect(written.state == later && written.prescribing.state == later)
        #expect(written.planned == prescribed)
        #expect(written.programMax == nil)
        #expect(written.calendar.week == 4)
        // A copy written to leaves the input it was copied from as it was.
        #expect(taken.state == state && taken.planned == planned && taken.calendar.week == 3)
    }

    /// The replay moves a session's calendar, sets and judgement out of its input into the step
    /// it keeps, and the step's state into its table: the step reads as one made from copies,
    /// and the input is left holding nothing of them.
    @Test func aStepMovedOutOfItsInputReadsAsOneMadeFromCopies() throws {
        let loads = try SessionJudgementTests.loads()
        let calendar = ProgramCalendar(cycle: 3, week: 2, weekKind: .regular, day: "Heavy", weekCount: 4, dayInWeek: 2)
        let prescribed = (0..<3).map { SessionJudgementTests.target($0, .regular, .exact(5), 100) }
        let performed = (0..<3).map { SessionJudgementTests.set(100, 5 - $0 % 2) }
        let judgement = SessionJudge.judge(targets: prescribed, performed: performed, loads: loads)
        let date = try #require(LocalDate(year: 2026, month: 5, day: 6))
        let changes = [StateChange("failures", from: "0", to: "1", because: Reason(.missed))]
        var given = SessionInput(date: date, calendar: calendar, exercise: loads.exercise, planned: prescribed, prescribed: prescribed,
                                 performed: performed, judgement: judgement, state: PluginState(), arguments: RuleArguments(),
                                 loads: loads)
        let copied = ExplainStep(date: date, calendar: calendar, sets: performed, unit: .kg, rule: "linear +2.5kg",
                                 judgement: judgement, targets: prescribed, changes: changes)
        var targets = prescribed
        var stepChanges = changes
        let moved = ExplainStep(moving: &given, unit: .kg, rule: "linear +2.5kg", targets: targets.movedOut(),
                                changes: stepChanges.movedOut(), asked: nil)
        #expect(moved.date == copied.date && moved.calendar == copied.calendar && moved.sets == copied.sets)
        #expect(moved.judgement == copied.judgement && moved.targets == copied.targets && moved.changes == copied.changes)
        #expect(moved.performed == copied.performed && moved.rule == copied.rule)
        #expect(given.performed.isEmpty && given.judgement.sets.isEmpty && given.calendar.day.isEmpty)
        #expect(targets.isEmpty && stepChanges.isEmpty)
        // What was left in the input is not what the step holds.
        #expect(given.prescribed == prescribed && given.planned == prescribed)
    }
}
