import Overload
@testable import OverloadEngine
import OverloadTestSupport
import Testing

/// A session whose every target is met by the set at its own position is judged in one walk
/// and keeps no marks (``SessionJudge/judgedMetInOrder(targets:performed:loads:repsNeeded:steps:)``):
/// every answer of such a judgement must be that of the judgement made set by set.
@Suite struct SessionJudgeShortcutTests {
    /// The load tools the sessions are judged with: a barbell in a kg program, the same in an
    /// lb program (loads logged in kg then convert the other way), and a bodyweight exercise
    /// (a set without a load reads as bodyweight, the smallest step is of added weight).
    static func tools() throws -> [LoadTool] {
        var tools = [try SessionJudgementTests.loads()]
        let pounds = EngineHarness(program: "unit lb\nday \"A\":\n  squat 3x5 @ 225lb\n", journal: "unit lb\n")
        tools.append(LoadTool(exercise: try #require(pounds.program.catalog.exercise(id: "back-squat")), rounder: pounds.program.rounder))
        let pullUp = EngineHarness(program: "unit kg\nday \"A\":\n  pull-up 3x5\n", journal: "unit kg\n")
        tools.append(LoadTool(exercise: try #require(pullUp.program.catalog.exercise(id: "pull-up")), rounder: pullUp.program.rounder))
        return tools
    }

    /// Sessions drawn around one target load: sets lighter (within half a step and beyond),
    /// heavier, short of reps, above an RPE cap, skipped, logged in pounds, marked or light
    /// warm-ups, sets missing or extra, warm-up and timed targets; judged by each of ``tools()``.
    @Test(arguments: 0..<3) func judgedInOneWalkAsSetBySet(tool: Int) throws {
        let loads = try Self.tools()[tool]
        var random = SeededGenerator(seed: 23)
        var shortcuts = 0
        var others = 0
        for session in 0..<4_000 {
            let (targets, performed) = Self.session(&random)
            let repsNeeded: Int? = random.next(below: 8) == 0 ? 4 + random.next(below: 3) : nil
            var fresh = SessionJudge.StepMemo()
            let each = SessionJudge.judgeEachSet(targets: targets, performed: performed, loads: loads, repsNeeded: repsNeeded,
                                                 steps: &fresh)
            var kept = SessionJudge.StepMemo(keepingSteps: true)
            let judged = SessionJudge.judge(targets: targets, performed: performed, loads: loads, repsNeeded: repsNeeded,
                                            steps: &kept)
            if judged.metInOrder != nil { shortcuts += 1 } else { others += 1 }
            Self.expectAlike(judged, each, "session \(session)")
        }
        // Both ways are taken often.
        #expect(shortcuts > 500 && others > 500, "\(shortcuts) in one walk, \(others) set by set")
    }

    /// A session met in order in the plan's unit and in the other: its marks' loads are those
    /// of the general path, converted alike.
    @Test func loadsLoggedInTheOtherUnitReadAsSetBySet() throws {
        let loads = try SessionJudgementTests.loads()
        let targets = (0..<5).map { SessionJudgementTests.target($0, .regular, .exact(5), 100) }
        for logged in [JournalWeight(100, .kg), JournalWeight(225, .lb), JournalWeight(220.5, .lb), JournalWeight(102.5, .kg)] {
            let performed = Array(repeating: SetPerformance(load: logged, reps: 5), count: 5)
            var steps = SessionJudge.StepMemo()
            let judged = SessionJudge.judge(targets: targets, performed: performed, loads: loads, repsNeeded: nil, steps: &steps)
            let each = SessionJudge.judgeEachSet(targets: targets, performed: performed, loads: loads, repsNeeded: nil, steps: &steps)
            #expect(judged.metInOrder != nil, "\(logged.value) \(logged.unit)")
            Self.expectAlike(judged, each, "\(logged.value) \(logged.unit)")
        }
    }

    /// A replay's memo answers the same two arrays judged again with its latest judgement, and
    /// judges afresh an array changed (copied on write), another array of the same sets, or
    /// other reps asked for: each answer is the judgement made afresh.
    @Test func theSameArraysJudgedAgainGiveTheJudgementMadeAfresh() throws {
        let loads = try SessionJudgementTests.loads()
        var random = SeededGenerator(seed: 29)
        var kept = SessionJudge.StepMemo(keepingSteps: true)
        var sessions = (0..<2).map { _ in Self.session(&random) }
        var found = 0
        for round in 0..<2_000 {
            let pick = random.next(below: sessions.count)
            switch random.next(below: 12) {
            case 0: sessions[pick] = Self.session(&random)
            case 1 where !sessions[pick].1.isEmpty: sessions[pick].1[0].reps = random.next(below: 8)
            case 2: sessions[pick].1 = sessions[pick].1.map { $0 }
            default: break
            }
            let (targets, performed) = sessions[pick]
            let repsNeeded: Int? = random.next(below: 6) == 0 ? 5 : nil
            // Asked of a copy, as the replay asks: the memo's own count of answers found stays as it was.
            var asked = kept
            if asked.find(targets: targets, performed: performed, repsNeeded: repsNeeded) != nil { found += 1 }
            let judged = SessionJudge.judge(targets: targets, performed: performed, loads: loads, repsNeeded: repsNeeded, steps: &kept)
            var single = SessionJudge.StepMemo()
            let fresh = SessionJudge.judgeEachSet(targets: targets, performed: performed, loads: loads, repsNeeded: repsNeeded,
                                                  steps: &single)
            Self.expectAlike(judged, fresh, "round \(round)")
        }
        // A session judged set by set picked again with nothing changed.
        #expect(found > 100 && found < 1_500, "\(found) found")
        // A single judgement's memo keeps none.
        var single = SessionJudge.StepMemo()
        let (targets, performed) = sessions[0]
        _ = SessionJudge.judge(targets: targets, performed: performed, loads: loads, repsNeeded: nil, steps: &single)
        #expect(single.find(targets: targets, performed: performed, repsNeeded: nil) == nil)
    }

    /// Every question a rule or a page asks of a judgement.
    static func expectAlike(_ judged: SessionJudgement, _ each: SessionJudgement, _ context: String) {
        #expect(judged == each, "\(context)")
        #expect(judged.hashValue == each.hashValue, "\(context)")
        #expect(judged.isSuccess == each.isSuccess, "\(context)")
        #expect(judged.warmupCount == each.warmupCount, "\(context)")
        #expect(judged.sets.count == each.sets.count, "\(context)")
        #expect(judged.sets.map(\.shortfall) == each.sets.map(\.shortfall), "\(context)")
        #expect(judged.sets.map(\.load) == each.sets.map(\.load), "\(context)")
        #expect(judged.sets.map(\.performed) == each.sets.map(\.performed), "\(context)")
        #expect(judged.sets.map(\.target) == each.sets.map(\.target), "\(context)")
        #expect(judged.firstShortfall == each.firstShortfall, "\(context)")
        #expect(judged.firstMiss == each.firstMiss, "\(context)")
        #expect(judged.amrapReps == each.amrapReps, "\(context)")
        #expect(judged.amrapsMet == each.amrapsMet, "\(context)")
        #expect(judged.heaviestAMRAPReps == each.heaviestAMRAPReps, "\(context)")
        #expect(judged.fewestReps(atMost: 20) == each.fewestReps(atMost: 20), "\(context)")
        #expect(judged.goalPaces == each.goalPaces, "\(context)")
        #expect(judged.heaviestLoad == each.heaviestLoad, "\(context)")
    }

    /// Targets of one load (a warm-up first at times, an AMRAP or a range, an RPE cap, a timed
    /// set), and sets logged against them, mostly as planned.
    static func session(_ random: inout SeededGenerator) -> ([SetPrescription], [SetPerformance]) {
        let top = 40 + Double(random.next(below: 120)) * 1.25
        let count = 1 + random.next(below: 5)
        let reps: RepTarget = [.exact(5), .exact(5), .amrap(minimum: 5), .range(lower: 5, upper: 8)][random.next(below: 4)]
        let cap: Double? = random.next(below: 6) == 0 ? 8 : nil
        var targets: [SetPrescription] = []
        if random.next(below: 8) == 0 { targets.append(SessionJudgementTests.target(0, .warmup, .exact(5), top / 2)) }
        for index in 0..<count {
            let load = top - (random.next(below: 6) == 0 ? 10 : 0)
            targets.append(SetPrescription(index: targets.count, kind: index == 0 || random.next(below: 3) > 0 ? .regular : .backoff,
                                           load: .absolute(load), work: .reps(reps), rpe: cap))
        }
        if random.next(below: 12) == 0 { targets.append(SetPrescription(index: targets.count, work: .time(seconds: 60))) }
        var performed: [SetPerformance] = []
        if random.next(below: 8) == 0 { performed.append(SetPerformance(kind: .warmup, load: JournalWeight(top / 2, .kg), reps: 5)) }
        if random.next(below: 10) == 0 { performed.append(SessionJudgementTests.set(top * 0.6, 5)) }
        for target in targets {
            let wanted = target.load?.loadable ?? 0
            var set = SetPerformance(load: JournalWeight(wanted, .kg), reps: 5 + random.next(below: 2),
                                     rpe: random.next(below: 3) == 0 ? 7 + Double(random.next(below: 4)) * 0.5 : nil,
                                     timeSeconds: target.work == .time(seconds: 60) ? 50 + random.next(below: 20) : nil)
            switch random.next(below: 14) {
            case 0: set.load = JournalWeight(wanted - 0.5, .kg)
            case 1: set.load = JournalWeight(wanted - 2.5, .kg)
            case 2: set.load = JournalWeight(wanted + 2.5, .kg)
            case 3: set.reps = 3
            case 4: set.isSkipped = true
            case 5: set.load = JournalWeight((wanted / 0.45359237).rounded(), .lb)
            case 6: set.load = JournalWeight((wanted / 0.45359237 - 6).rounded(), .lb)
            case 7: set.kind = .warmup
            case 8: set.load = nil
            default: break
            }
            performed.append(set)
        }
        switch random.next(below: 10) {
        case 0: performed.removeLast()
        case 1: performed.append(SessionJudgementTests.set(top, 3))
        case 2: performed.append(SessionJudgementTests.set(top / 2, 10, .warmup))
        default: break
        }
        return (targets, performed)
    }
}

/// The e1RM history knows a session's sets by their array when the reader hands the same
/// array again: what it records must be what sets read afresh give.
@Suite struct RecordedSetsTests {
    @Test func setsGivenAgainRecordAsSetsReadAfresh() throws {
        var shared = E1RMHistory()
        var fresh = E1RMHistory()
        let slots = (shared.slot("back-squat"), fresh.slot("back-squat"))
        let start = try #require(LocalDate(year: 2024, month: 1, day: 1))
        var random = SeededGenerator(seed: 31)
        // A few lines, each one array, given again and again; at times one changed in place
        // (a new array, copied on write) or with another unit, formula or chart.
        var lines: [[SetPerformance]] = (0..<4).map { line in
            Array(repeating: SetPerformance(load: JournalWeight(60 + Double(line) * 2.5, .kg), reps: 5), count: 5)
        }
        lines.append([SetPerformance(kind: .warmup, load: JournalWeight(40, .kg), reps: 5), SetPerformance(reps: 10),
                      SetPerformance(load: JournalWeight(80, .kg), reps: 3, rpe: 8)])
        lines.append([])
        for session in 0..<600 {
            let date = try #require(start.adding(days: session / 2 + (session % 9 == 0 ? -2 : 0)))
            let line = random.next(below: lines.count)
            if random.next(below: 25) == 0, !lines[line].isEmpty {
                lines[line][random.next(below: lines[line].count)].reps = 1 + random.next(below: 12)
            }
            let unit: MassUnit = random.next(below: 20) == 0 ? .lb : .kg
            let formula: E1RMFormula = random.next(below: 20) == 0 ? .brzycki : .epley
            let chart: RPEChartName = random.next(below: 20) == 0 ? RPEChartName.allCases.last ?? .default : .default
            let sets = lines[line]
            let copy = sets.map { $0 }
            if !sets.isEmpty {
                let same = sets.withUnsafeBufferPointer { one in copy.withUnsafeBufferPointer { $0.baseAddress == one.baseAddress } }
                #expect(!same, "a copy has storage of its own")
            }
            shared.record(sets, slot: slots.0, on: date, unit: unit, formula: formula, chart: chart)
            fresh.record(copy, slot: slots.1, on: date, unit: unit, formula: formula, chart: chart)
            #expect(shared.best("back-squat", before: date) == fresh.best("back-squat", before: date), "session \(session)")
            #expect(shared.latestLoad("back-squat").map { [Double($0.day), $0.load] }
                == fresh.latestLoad("back-squat").map { [Double($0.day), $0.load] }, "session \(session)")
        }
    }
}
