import Overload
@testable import OverloadEngine
import OverloadStandardPlugins
import OverloadTestSupport
import Testing

/// What a replay keeps from session to session to do less work must answer as the work done
/// afresh: an exercise's memo of the equipment's smallest steps judges as a new memo each
/// judgement, and the e1RM history's one estimate a day gives the best that every set's
/// estimate gives.
@Suite struct ReplayMemoTests {
    /// Target loads that come back (failures at a load, the steps back up), each missed by a
    /// little or a lot, so that the step is asked for again and again.
    @Test func keptStepsJudgeAsANewMemoEachTime() throws {
        let loads = try SessionJudgementTests.loads()
        var kept = SessionJudge.StepMemo(keepingSteps: true)
        var random = SeededGenerator(seed: 7)
        var asked = 0
        // The marks of the judgement before are handed back as a replay hands back those of
        // the step it writes over, and the one before that is still held: a spare shared
        // with a judgement someone holds must leave that judgement as it was.
        var previous: SessionJudgement?
        var held: (judgement: SessionJudgement, shortfalls: [String?])?
        for session in 0..<3_000 {
            if session % 3 == 0, let previous {
                held = (previous, previous.sets.map(\.shortfall))
                kept.keepSpare(previous.marks)
            } else if let marks = previous.take()?.marks {
                kept.keepSpare(marks)
            }
            let top = 20 + Double(random.next(below: 160)) * 1.25 + (session % 7 == 0 ? 0.3 : 0)
            let targets = (0..<5).map { index in
                SetPrescription(index: index, kind: index == 0 ? .warmup : .regular, load: .absolute(top - Double(index % 2) * 2.5),
                                work: .reps(.exact(5)))
            }
            let performed = (0..<5).map { index in
                let miss = [0, 0.5, 1.2, 1.25, 2.5, 5][random.next(below: 6)]
                return SetPerformance(load: JournalWeight(top - miss, .kg), reps: 5 - random.next(below: 2))
            }
            let fresh = SessionJudge.judge(targets: targets, performed: performed, loads: loads)
            let judged = SessionJudge.judge(targets: targets, performed: performed, loads: loads, repsNeeded: nil, steps: &kept)
            #expect(judged == fresh, "session \(session)")
            #expect(judged.sets.map(\.shortfall) == fresh.sets.map(\.shortfall), "session \(session)")
            asked += fresh.sets.filter { !$0.isMet }.count
            if let held { #expect(held.judgement.sets.map(\.shortfall) == held.shortfalls, "session \(session)") }
            previous = judged
        }
        #expect(asked > 1_000)
    }

    /// The memo asked with the source matched by the caller (the judge's path, which reads the
    /// source only when the memo has no answer) answers as the equipment asked afresh, for
    /// loads added to bodyweight and loads that are not, asked in turn and again.
    @Test func stepsAskedWithTheSourceMatchedAnswerAsTheEquipment() throws {
        let loads = try SessionJudgementTests.loads()
        let sources: [LoadSource] = [.absolute, .bodyweightAdded, .percentOfTM(80), .plus(.bodyweightAdded, amount: 5)]
        var kept = SessionJudge.StepMemo(keepingSteps: true)
        var single = SessionJudge.StepMemo()
        var random = SeededGenerator(seed: 13)
        var read = 0
        for ask in 0..<2_000 {
            let wanted = 20 + Double(random.next(below: 40)) * 1.25 + (ask % 5 == 0 ? 0.3 : 0)
            let source = sources[random.next(below: sources.count)]
            let bodyweight = if case .bodyweightAdded = source { true } else { false }
            let expected = loads.smallestStep(above: wanted, source: source)
            let fromKept = kept.step(above: wanted, bodyweight: bodyweight, source: { read += 1; return source }(), loads: loads)
            #expect(fromKept == expected, "ask \(ask)")
            #expect(single.step(above: wanted, bodyweight: bodyweight, source: source, loads: loads) == expected, "ask \(ask)")
        }
        // The source is read on a miss only: 40 loads, most asked again and again.
        #expect(read > 0 && read < 1_000)
    }

    /// The marks handed back are those of the step written over, and only when one was.
    @Test func theMarksHandedBackAreThoseOfTheStepWrittenOver() throws {
        let loads = try SessionJudgementTests.loads()
        func step(_ day: Int, changed: Bool) -> ExplainStep {
            var step = KeptStepTests.step(day: day, changed: changed)
            let load = 100 + Double(day)
            // A rep short: a session met in order keeps no marks to hand back.
            step.judgement = SessionJudge.judge(
                targets: [SessionJudgementTests.target(0, .regular, .exact(5), load)],
                performed: [SessionJudgementTests.set(load, 4)], loads: loads)
            return step
        }
        var kept: [ExplainStep]?
        #expect(Replay.replace(&kept, with: step(1, changed: true)) == nil)
        // A step that changed something writes over the one kept.
        #expect(Replay.replace(&kept, with: step(2, changed: true))?.map(\.load) == [101])
        // One that changed nothing is kept after it, then written over by the next such.
        #expect(Replay.replace(&kept, with: step(3, changed: false)) == nil)
        #expect(Replay.replace(&kept, with: step(4, changed: false))?.map(\.load) == [103])
        #expect(KeptStepTests.summary(kept) == ["2026-01-02 [\"2 kg\"]", "2026-01-04 []"])
        #expect(kept?.map { $0.judgement?.heaviestLoad } == [102, 104])
    }

    /// Sessions of several days, some of one day, some logged out of order, with sets that
    /// give no estimate among them: the best of each lookback is the best of every set's.
    @Test func oneEstimateADayGivesTheBestOfEverySet() throws {
        var history = E1RMHistory()
        let slot = history.slot("back-squat")
        var everySet: [(day: Int, value: Double)] = []
        var random = SeededGenerator(seed: 11)
        let start = try #require(LocalDate(year: 2024, month: 1, day: 1))
        var dates: [LocalDate] = []
        for session in 0..<400 {
            // Mostly forward, at times the same day again or a day back.
            let offset = session / 2 + [0, 0, 0, 1, -3][random.next(below: 5)]
            let date = try #require(start.adding(days: max(0, offset)))
            dates.append(date)
            // Sets repeated as `100x5x3` writes them, or differing in one field only.
            var sets: [SetPerformance] = []
            for _ in 0..<(1 + random.next(below: 3)) {
                var set = SetPerformance(kind: random.next(below: 6) == 0 ? .warmup : .regular,
                                         load: JournalWeight(40 + Double(random.next(below: 200)) * 0.5, .kg),
                                         reps: 1 + random.next(below: 15), rpe: random.next(below: 4) == 0 ? 8 : nil)
                for _ in 0..<(1 + random.next(below: 3)) {
                    sets.append(set)
                    switch random.next(below: 5) {
                    case 0: set.reps = 1 + random.next(below: 15)
                    case 1: set.rpe = set.rpe == nil ? 9 : nil
                    case 2: set.load = JournalWeight(40 + Double(random.next(below: 200)) * 0.5, .lb)
                    default: break
                    }
                }
            }
            history.record(sets, slot: slot, on: date, unit: .kg, formula: .epley)
            for set in sets {
                if let value = E1RMHistory.estimate(set, unit: .kg, formula: .epley) { everySet.append((date.daysSinceEpoch, value)) }
            }
        }
        for date in dates + [try #require(start.adding(days: 400))] {
            let today = date.daysSinceEpoch
            let expected = everySet.filter { $0.day <= today && today - $0.day < E1RMHistory.lookbackDays }.map(\.value).max()
            #expect(history.best("back-squat", before: date) == expected, "\(date)")
        }
    }
}

extension SeededGenerator {
    mutating func next(below bound: Int) -> Int { Int.random(in: 0..<bound, using: &self) }
}

/// A session naming what the one before it named is handed the same exercises again
/// (``NamedExercises``): they must be those every name looked up gives.
@Suite struct NamedExercisesTests {
    static let program = """
        unit kg
        day "A":
          squat 3x5 @ 100kg
          bench 3x5 @ 60kg
          row 1x2000m
        """

    static let journal = """
        unit kg
        2026-01-05 "A"
          squat 100x5x3
          bench 60x5x3
        2026-01-07 "A"
          squat 100x5x3
          bench 60x5x3
        2026-01-09 "A"
          bench 60x5x3
          squat 100x5x3
        2026-01-11 "A"
          bench 60x5x3
          squat 100x5x3
          row 2000m in 8:00
        2026-01-13 "A"
          bench 60x5x3
          squat 100x5x3
          row 60x10
        2026-01-15 "A"
          bench 60x5x3
          squat (volume) 100x5x3
          zercher shuffle 40x5
        2026-01-17 "A"
          bench 60x5x3
          squat (volume) 100x5x3
          zercher shuffle 40x5
        2026-01-19 "A"
          bench 60x5x3
        """

    @Test func keptNamesGiveWhatLookingThemUpGives() throws {
        let harness = EngineHarness(program: Self.program, journal: Self.journal)
        let evaluator = Evaluator(program: harness.program, registry: StandardPlugins.registry)
        let date = try #require(LocalDate(year: 2026, month: 2, day: 1))
        var kept = Replay(evaluator: evaluator, date: date)
        let sessions = harness.journal.sessions
        #expect(sessions.count == 8)
        var reused = 0
        for session in sessions {
            let wasKept = kept.latestNamed.names(session)
            let found = kept.exercises(of: session)
            var fresh = Replay(evaluator: evaluator, date: date)
            let expected = fresh.lookedUp(session)
            // Slots of the e1RM history are numbered as each replay meets the names: compared by id.
            #expect(found.map { $0?.slot } == expected.map { $0?.slot }, "\(session.date)")
            #expect(found.map { $0.map { kept.history.id(ofSlot: $0.history) } }
                == expected.map { $0.map { fresh.history.id(ofSlot: $0.history) } }, "\(session.date)")
            #expect(found.map { $0.map { kept.id(of: $0) } } == expected.map { $0.map { fresh.id(of: $0) } }, "\(session.date)")
            #expect(found.map { $0?.rung } == expected.map { $0?.rung }, "\(session.date)")
            if wasKept { reused += 1 }
        }
        // The second and the seventh name what the one before them named.
        #expect(reused == 2)
    }
}

/// A day's sets of a bound exercise, read by its slot, are those read by its id, on every
/// day of every example program (an exercise on two lines, a labelled use, a day without it).
@Suite struct SlottedDaysTests {
    @Test(arguments: PlanGoldenTests.programs)
    func setsBySlotAreThoseById(path: String) throws {
        let (_, compiled) = CompilerTest.parseAndCompile(try ExampleFiles.text(path), name: path)
        let evaluator = Evaluator(program: compiled, registry: StandardPlugins.registry)
        let replay = Replay(evaluator: evaluator, date: try #require(LocalDate(year: 2026, month: 1, day: 1)))
        var compared = 0
        for (weekIndex, week) in compiled.snapshot.weeks.enumerated() {
            for dayIndex in week.days.indices {
                let position = ProgramPosition(cycle: 1, weekIndex: weekIndex, dayIndex: dayIndex)
                for (id, slot) in replay.ruleIndex.slots {
                    #expect(replay.days.sets(ofSlot: slot, at: position) == replay.days.sets(of: id, at: position),
                            "\(path) \(id) week \(weekIndex) day \(dayIndex)")
                    compared += 1
                }
            }
        }
        #expect(compared > 0 || replay.ruleIndex.slots.isEmpty)
    }
}
