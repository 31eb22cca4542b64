import Foundation
import OverloadTestSupport
import Testing

/// `overload next`, `explain` and `plan --journal` on the shipped Starting Strength program and
/// journal: goldens of what a lifter reads and what tools read, and the errors around them.
/// Re-record with `OVERLOAD_RECORD=1 swift test --filter EngineCommandTests`.
@Suite struct EngineCommandTests {
    static let program = RepositoryPaths.examples.appendingPathComponent("programs/starting-strength.lift").path
    static let journal = RepositoryPaths.examples.appendingPathComponent("journals/starting-strength.lift").path
    static let date = ["--date", "2026-11-23"]

    static func run(_ arguments: [String]) -> CLIRun {
        // Paths in the output are the ones given; run from the examples so they read short.
        CLIRun(arguments)
    }

    @Test(arguments: [
        ("next.txt", ["next", program, "--journal", journal, "--plates"]),
        ("next.json", ["next", program, "--journal", journal, "--format", "json"]),
        ("explain-press.txt", ["explain", program, "--journal", journal, "press"]),
        ("explain-press.json", ["explain", program, "--journal", journal, "press", "--format", "json"]),
        ("plan-journal.txt", ["plan", program, "--journal", journal]),
    ])
    func outputMatchesGolden(name: String, arguments: [String]) {
        let run = Self.run(arguments + Self.date)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.isEmpty)
        Golden.check(run.output, against: CLIGolden.url("engine/" + name))
    }

    @Test func theSameInputsGiveTheSameBytes() {
        let arguments = ["next", Self.program, "--journal", Self.journal, "--format", "json"] + Self.date
        #expect(Self.run(arguments).output == Self.run(arguments).output)
    }

    @Test func laterSessionsThanTheDateAreIgnored() {
        // On 2026-11-14 the press is still at 100 lb with two failures behind it, and day A is
        // next: the first of the third week's A B A, the program's second pass of its two weeks.
        let run = Self.run(["explain", Self.program, "--journal", Self.journal, "press", "--date", "2026-11-14"])
        #expect(run.output.contains("failures 1 -> 2"), "\(run.output)")
        #expect(run.output.contains("Next (A · cycle 2 week 1): 3 × 5 @ 100 lb"), "\(run.output)")
        #expect(!run.output.contains("2026-11-16"))
    }

    @Test func aDayCanBeAskedFor() {
        let run = Self.run(["next", Self.program, "--journal", Self.journal, "--day", "a"] + Self.date)
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("Starting Strength · next: A ·"), "\(run.output)")
    }

    @Test func anUnknownDayIsAUsageError() {
        let run = Self.run(["next", Self.program, "--journal", Self.journal, "--day", "C"] + Self.date)
        #expect(run.status == 64)
        #expect(run.errorLines.first == "Error: no day named \"C\"; the days are \"A\", \"B\"")
    }

    @Test func theJournalIsRequired() {
        let run = Self.run(["next", Self.program])
        #expect(run.status == 64)
        #expect(run.errorLines.first == "Error: 'next' needs '--journal JOURNAL'")
    }

    @Test func explainingAnExerciseTheProgramLacksSuggestsOne() {
        let run = Self.run(["explain", Self.program, "--journal", Self.journal, "presss"] + Self.date)
        #expect(run.status == 64)
        #expect(run.errorLines.first?.hasPrefix("Error: the program does not prescribe 'presss' (did you mean 'press'?)") == true,
                "\(run.errors)")
    }

    @Test func aProgramWithARuleErrorStopsWithItsDiagnostic() throws {
        try withTemporaryFolder { folder in
            let program = folder + "/program.lift"
            try write("day \"A\":\n  squat 3x5 @ 100kg\nprogress squat: linaer +2.5kg\n", to: program)
            let journal = folder + "/journal.lift"
            try write("", to: journal)
            let run = Self.run(["next", program, "--journal", journal] + Self.date)
            #expect(run.status == 65)
            #expect(run.errors.contains("program.lift:3:17: error: no progression named 'linaer' [E0501]"), "\(run.errors)")
        }
    }

    @Test func planTakesTheDateOnlyWithAJournal() {
        let run = Self.run(["plan", Self.program, "--date", "2026-11-23"])
        #expect(run.status == 64)
        #expect(run.errorLines.first == "Error: '--date' and '--since' go with '--journal'")
    }

    @Test func planWithAJournalDoesNotTakeAnotherUnitYet() {
        let run = Self.run(["plan", Self.program, "--journal", Self.journal, "--unit", "kg"] + Self.date)
        #expect(run.status == 64)
        #expect(run.errorLines.first == "Error: '--unit' does not go with '--journal' yet")
    }

    @Test func aMissingJournalIsAnIOError() {
        let run = Self.run(["next", Self.program, "--journal", "/nonexistent/journal.lift"] + Self.date)
        #expect(run.status == 74)
    }
}
