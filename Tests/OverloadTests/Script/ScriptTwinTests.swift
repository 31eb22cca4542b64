import Foundation
import Overload
import OverloadEngine
import OverloadStandardPlugins
import OverloadTestSupport
import Testing

/// The scripts in examples/plugins/ say what the built-in rules say: each runs beside its
/// built-in twin over journals generated from a seed (sets made, missed, done lighter or
/// skipped), and after every session both give the same next targets.
@Suite struct ScriptTwinTests {
    static let linearProgram = """
        program "Twin"
        unit kg
        weeks 4
        use "plugins/linear-deload.lift"
        week 4 deload
        day "A":
          squat 3x5 @ 100kg
          bench 3x5 @ 60kg
        day "B":
          deadlift 1x5 @ 140kg
          press 3x5 @ 40kg
        RULES

        """

    static let doubleProgram = """
        program "Twin"
        unit kg
        weeks 3
        use "plugins/double-progression.lift"
        week 3 deload
        day "Pull":
          lat pulldown 3x8-12 @ 40kg
          seated cable row 4x8-12 @ 50kg
        RULES

        """

    static let trainingMaxProgram = """
        program "Twin"
        unit lb
        round 5lb
        tm = 90% of 1rm
        1rm squat 315lb, press 135lb
        use "plugins/tm-cycle.lift"
        wave main:
          week 1: 5 @ 65%, 5 @ 75%, 5+ @ 85%
          week 2: 3 @ 70%, 3 @ 80%, 3+ @ 90%
          week 3: 5 @ 75%, 3 @ 85%, 1+ @ 95%
          week 4 deload: 5 @ 40%, 5 @ 50%, 5 @ 60%
        day "Squat":
          squat main
          squat 5x10 @ 50%
        day "Press":
          press main
        RULES

        """

    /// A script and its built-in twin: the program (its rules at `RULES`) and each rule line.
    struct Twin: Sendable, CustomTestStringConvertible {
        var name: String
        var program: String
        var builtIn: String
        var script: String
        /// How many sets in a hundred are missed: the training max needs few, or it never rises.
        var misses: Int

        var testDescription: String { name }
    }

    static let twins = [
        Twin(name: "linear with deload", program: linearProgram,
             builtIn: "progress squat, bench, deadlift, press: linear +2.5kg, deload 10% after 3 fails",
             script: "progress squat, bench, deadlift, press: linear_deload(step = 2.5kg, cut = 10%, fails = 3)", misses: 25),
        Twin(name: "double progression", program: doubleProgram,
             builtIn: "progress lat pulldown, seated cable row: double 8-12 +2.5kg",
             script: "progress lat pulldown, seated cable row: double_reps(low = 8, high = 12, step = 2.5kg)", misses: 25),
        Twin(name: "AMRAP training max", program: trainingMaxProgram,
             builtIn: "progress squat: tm +10lb every cycle\nprogress press: tm +5lb every cycle",
             script: "progress squat: tm_cycle(step = 10lb)\nprogress press: tm_cycle(step = 5lb)", misses: 5),
    ]

    @Test(arguments: twins, [1, 2, 3, 4] as [UInt64])
    func scriptGivesItsTwinsTargets(twin: Twin, seed: UInt64) throws {
        try Self.compare(twin.program, builtIn: twin.builtIn, script: twin.script, seed: seed, sessions: 48, misses: twin.misses)
    }

    /// The shipped 5/3/1 Boring But Big with its rules written as `tm_cycle`.
    @Test(arguments: [5, 6] as [UInt64])
    func fiveThreeOneBoringButBig(seed: UInt64) throws {
        let rules = "progress squat, deadlift: tm +10lb every cycle\nprogress bench, press: tm +5lb every cycle"
        let program = try RepositoryPaths.text("examples/programs/531-bbb.lift")
        try #require(program.contains(rules))
        try Self.compare(
            "use \"plugins/tm-cycle.lift\"\n" + program.replacingOccurrences(of: rules, with: "RULES"),
            builtIn: rules,
            script: "progress squat, deadlift: tm_cycle(step = 10lb)\nprogress bench, press: tm_cycle(step = 5lb)",
            seed: seed, sessions: 40, misses: 5)
    }

    /// The shipped Starting Strength program, its rules written as `linear_deload`, over the
    /// shipped journal: the same targets for every session, and next.
    @Test func startingStrengthOverItsShippedJournal() throws {
        let program = try RepositoryPaths.text("examples/programs/starting-strength.lift")
        let builtIn = try Self.evaluator(program)
        let script = try Self.evaluator("use \"plugins/linear-deload.lift\"\n" + program
            .replacingOccurrences(of: "linear +5lb, deload 10% after 3 fails", with: "linear_deload(step = 5lb)")
            .replacingOccurrences(of: "linear +10lb, deload 10% after 3 fails", with: "linear_deload(step = 10lb)"))
        let journal = JournalReader().read(SourceFile(
            name: "journal.lift", text: try RepositoryPaths.text("examples/journals/starting-strength.lift"))).journal
        let date = try #require(LocalDate(iso: "2026-11-23"))
        let expected = builtIn.evaluate(journal, on: date)
        let actual = script.evaluate(journal, on: date)
        #expect(Self.targets(try #require(actual.next)) == Self.targets(try #require(expected.next)))
        for (id, steps) in expected.steps {
            let aimed = steps.filter { $0.calendar != nil }.map { $0.targets.map(Self.text) }
            let scripted = (actual.steps[id] ?? []).filter { $0.calendar != nil }.map { $0.targets.map(Self.text) }
            #expect(scripted == aimed, "\(id)")
        }
        #expect(expected.steps.values.contains { $0.contains { !$0.changes.isEmpty } })
    }

    /// An evaluator of `program`, whose `use` lines read examples/.
    static func evaluator(_ program: String) throws -> Evaluator {
        let workspace = ProgramWorkspace(SourceFile(name: "program.lift", text: program), registry: StandardPlugins.registry) { path in
            Array(try Data(contentsOf: RepositoryPaths.examples.appendingPathComponent(path)))
        }
        let problems = workspace.files.flatMap(\.diagnostics).filter { $0.severity == .error }.map(\.message)
        try #require(problems == [], "program")
        return try #require(workspace.evaluator)
    }

    /// Logs `sessions` sessions from the built-in's targets, with the lifter's luck drawn
    /// from `seed`, and compares both rules' next targets after each.
    /// - Parameter misses: how many sets in a hundred fall short, are done lighter or are skipped.
    static func compare(_ template: String, builtIn: String, script: String, seed: UInt64, sessions: Int, misses: Int) throws {
        let builtInEvaluator = try evaluator(template.replacingOccurrences(of: "RULES", with: builtIn))
        let scriptEvaluator = try evaluator(template.replacingOccurrences(of: "RULES", with: script))
        let unit = builtInEvaluator.program.snapshot.unit
        var generator = SeededGenerator(seed: seed)
        var journalText = "unit \(unit.rawValue)\n\n"
        var date = try #require(LocalDate(iso: "2026-01-05"))
        var seen: Set<String> = []
        for session in 0..<sessions {
            let journal = JournalReader().read(SourceFile(name: "journal.lift", text: journalText)).journal
            let expected = builtInEvaluator.evaluate(journal, on: date)
            let actual = scriptEvaluator.evaluate(journal, on: date)
            #expect(actual.failures.isEmpty, "seed \(seed), session \(session): \(actual.failures.map(\.diagnostic.message))")
            let wanted = try #require(expected.next)
            let got = try #require(actual.next)
            #expect(targets(got) == targets(wanted), "seed \(seed), session \(session) on \(date)\n\(journalText)")
            if targets(got) != targets(wanted) { return }
            seen.formUnion(targets(wanted))
            journalText += log(wanted, misses: misses, generator: &generator)
            date = date.adding(days: session % 3 == 2 ? 3 : 2)
        }
        // The journals must move the rules, or the comparison proves little.
        #expect(seen.count > 8, "seed \(seed): the targets hardly moved: \(seen.sorted())")
    }

    static func targets(_ next: NextSession) -> [String] {
        next.exercises.map { exercise in
            exercise.prescription.name + ": " + exercise.prescription.sets.map(text).joined(separator: ", ")
        }
    }

    /// A target as `reps @ exact/loadable`.
    static func text(_ set: SetPrescription) -> String {
        set.work.description + (set.load.map { " @ " + NumberFormat.canonical($0.exact, maxDecimals: 3) + "/"
            + NumberFormat.canonical($0.loadable, maxDecimals: 3) } ?? "")
    }

    /// One session logged against `next`: most sets make their minimum or more, some fall
    /// short, some are done lighter, a few are skipped.
    static func log(_ next: NextSession, misses: Int, generator: inout SeededGenerator) -> String {
        var text = "\(next.date) \"\(next.calendar.day)\"\n"
        for exercise in next.exercises {
            var sets: [String] = []
            for set in exercise.prescription.sets where set.kind != .warmup {
                guard case .reps(let target) = set.work else { continue }
                let minimum = target.minimumReps ?? 5
                // Of the misses, one in five is skipped, one in five done lighter, the rest short.
                let roll = Int.random(in: 0..<100, using: &generator)
                var load = set.load?.loadable ?? 20
                var reps = minimum + Int.random(in: 0...3, using: &generator)
                if roll < misses {
                    switch roll % 5 {
                    case 0:
                        sets.append("skip")
                        continue
                    case 1: load = Swift.max(0, load - 10)
                    default: reps = Int.random(in: 0..<minimum, using: &generator)
                    }
                }
                sets.append(reps == 0 ? "skip" : "\(NumberFormat.canonical(load))x\(reps)")
            }
            if !sets.isEmpty { text += "  \(exercise.prescription.name) " + sets.joined(separator: ", ") + "\n" }
        }
        return text + "\n"
    }
}
