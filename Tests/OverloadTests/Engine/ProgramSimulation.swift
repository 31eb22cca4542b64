import Overload
import OverloadEngine
import OverloadStandardPlugins
import OverloadSyntax
import Testing

/// A lifter who does what `next` says, session after session: each session is the next
/// targets as logged sets (the minimum reps, two more on an AMRAP set), except that every set
/// heavier than the lifter's capacity for the lift falls one rep short of its minimum. A lifter
/// who is `growing` does the top of every rep range and logs each set's RPE `rpeOffset` from
/// its target. The journal grows as text and is read again by the real reader before every
/// `next`.
struct ProgramSimulation {
    let programText: String
    /// The load logged where a target has none yet (a program that starts from the journal).
    var startingLoad: Double
    /// Loads above which the lifter misses a rep, by exercise id.
    var capacity: [String: Double] = [:]
    /// Do the top of each rep range instead of its bottom.
    var topOfRange = false
    /// Log each set that has an RPE target with this RPE difference (-1: a point easier).
    var rpeOffset: Double?
    var journal: String
    var date: LocalDate

    init(program: String, startingLoad: Double, capacity: [String: Double] = [:], from start: String) {
        programText = program
        self.startingLoad = startingLoad
        self.capacity = capacity
        date = LocalDate(iso: start)!
        // Bare loads in the journal are in the program's unit.
        let unit = EngineHarness(program: program, journal: "").program.snapshot.unit
        journal = "unit \(unit.rawValue)\n\n"
    }

    var harness: EngineHarness { EngineHarness(program: programText, journal: journal) }

    /// Logs `count` sessions, three a week (two days apart, then three).
    mutating func run(sessions count: Int) {
        for index in 0..<count {
            guard let next = harness.evaluate(on: date.description).next else { return }
            journal += log(next)
            date = date.adding(days: index % 3 == 2 ? 3 : 2)
        }
    }

    func log(_ next: NextSession) -> String {
        var text = "\(next.date) \"\(next.calendar.day)\"\n"
        for exercise in next.exercises {
            let id = exercise.prescription.exerciseID
            let work = exercise.prescription.sets.filter { $0.kind != .warmup }
            guard !work.isEmpty else { continue }
            var sets: [String] = []
            for set in work {
                guard case .reps(let target) = set.work else { continue }
                var reps = (target.minimumReps ?? 5) + (target.isAMRAP ? 2 : 0)
                if topOfRange, case .range(_, let upper) = target { reps = upper }
                let load = set.load?.loadable ?? startingLoad
                if let limit = capacity[id], load > limit { reps = max(0, (target.minimumReps ?? 5) - 1) }
                var logged = "\(NumberFormat.canonical(load))x\(reps)"
                if let rpeOffset, let rpe = set.rpe { logged += " @ rpe " + NumberFormat.canonical(rpe + rpeOffset) }
                // A set that would have no rep at all is logged as not done.
                sets.append(reps == 0 ? "skip" : logged)
            }
            if !sets.isEmpty { text += "  \(exercise.prescription.name) " + sets.joined(separator: ", ") + "\n" }
        }
        return text + "\n"
    }

    /// The next targets of one exercise, as `explain` writes them.
    func targets(_ id: String) -> String {
        let next = harness.evaluate(on: date.description).next
        let sets = next?.exercises.first { $0.prescription.exerciseID == id }?.prescription.sets ?? []
        return ExplainText.targets(sets, unit: harness.program.snapshot.unit)
    }
}

extension LocalDate {
    /// The date `days` later.
    func adding(days: Int) -> LocalDate {
        var date = self
        for _ in 0..<days {
            let lengths = [31, (date.year % 4 == 0 && (date.year % 100 != 0 || date.year % 400 == 0)) ? 29 : 28,
                           31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
            if date.day < lengths[date.month - 1] {
                date = LocalDate(year: date.year, month: date.month, day: date.day + 1)!
            } else if date.month < 12 {
                date = LocalDate(year: date.year, month: date.month + 1, day: 1)!
            } else {
                date = LocalDate(year: date.year + 1, month: 1, day: 1)!
            }
        }
        return date
    }
}
