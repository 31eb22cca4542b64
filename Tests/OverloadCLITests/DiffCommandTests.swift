import Foundation
import OverloadCLI
import OverloadTestSupport
import Testing

/// `overload diff`, run in process: plain two-file use, and git's external diff convention.
@Suite struct DiffCommandTests {
    static let program = """
        program "Diff"
        unit lb
        round 5lb
        tm = 90% of 1rm
        1rm bench 225lb

        wave main:
          week 1: 5 @ 65%, 5 @ 75%, 5+ @ 85%
          week 2: 5 @ 75%, 3 @ 85%, 1+ @ 95%

        day "Bench":
          bench main
          bench 5x10 @ 50%
          chin-up 5x10

        """

    func run(_ arguments: [String], environment: [String: String] = [:]) -> CLIRun {
        CLIRun(["diff"] + arguments, environment: environment)
    }

    /// The lines under `week N` and then `"Day"`, up to the next week.
    func lines(_ output: String, week: Int, day: String) -> [String] {
        let all = output.split(separator: "\n").map(String.init)
        guard let weekStart = all.firstIndex(of: "week \(week)") else { return [] }
        let weekEnd = all[(weekStart + 1)...].firstIndex { $0.hasPrefix("week ") } ?? all.count
        guard let dayStart = all[weekStart..<weekEnd].firstIndex(where: { $0.hasPrefix("  \"\(day)\"") }) else { return [] }
        let dayEnd = all[(dayStart + 1)..<weekEnd].firstIndex { !$0.hasPrefix("    ") } ?? weekEnd
        return Array(all[(dayStart + 1)..<dayEnd])
    }

    @Test func aChangedLoadIsNamedByExerciseWeekAndDay() throws {
        try withTemporaryFolder { folder in
            let old = try write(Self.program, to: folder + "/old.lift")
            let new = try write(Self.program.replacingOccurrences(of: "1+ @ 95%", with: "1+ @ 97.5%"), to: folder + "/new.lift")
            let result = run([old, new])
            #expect(result.status == 1)
            #expect(result.errors.isEmpty)
            #expect(result.output.hasPrefix("--- \(old) (plan "))
            // 97.5% of the 202.5 lb TM is 197.4375, loadable 195; 95% was 192.375, loadable 190.
            #expect(lines(result.output, week: 2, day: "Bench") == ["    bench #1 set 3 load 190 lb -> 195 lb"])
            #expect(!result.output.contains("week 1"))
        }
    }

    @Test func theSameChangeToSeveralSetsIsOneLine() throws {
        try withTemporaryFolder { folder in
            let old = try write(Self.program, to: folder + "/old.lift")
            let new = try write(Self.program.replacingOccurrences(of: "chin-up 5x10", with: "chin-up 4x8 rest 90s"), to: folder + "/new.lift")
            let result = run([old, new])
            #expect(result.status == 1)
            #expect(lines(result.output, week: 1, day: "Bench") == [
                "    chin-up rep range 10 -> 8", "    chin-up sets 5 -> 4", "    chin-up sets 1-4 reps 10 -> 8",
                "    chin-up sets 1-4 rest none -> 1m30s",
            ])
        }
    }

    @Test func aTrainingMaxChangeTellsTheTwoBenchLinesApart() throws {
        try withTemporaryFolder { folder in
            let old = try write(Self.program, to: folder + "/old.lift")
            let new = try write(Self.program.replacingOccurrences(of: "bench 225lb", with: "bench 235lb"), to: folder + "/new.lift")
            let result = run([old, new])
            #expect(result.status == 1)
            // TM 211.5: 65/75/85% are 137.475, 158.625, 179.775; 50% is 105.75.
            #expect(lines(result.output, week: 1, day: "Bench") == [
                "    bench #1 set 1 load 130 lb -> 135 lb", "    bench #1 set 2 load 150 lb -> 160 lb",
                "    bench #1 set 3 load 170 lb -> 180 lb", "    bench #2 sets 1-5 load 100 lb -> 105 lb",
            ])
        }
    }

    @Test func addedAndRemovedExercisesAndDaysShowTheirSets() throws {
        try withTemporaryFolder { folder in
            let old = try write(Self.program, to: folder + "/old.lift")
            let edited = Self.program.replacingOccurrences(of: "  chin-up 5x10\n", with: "  curl 3x12 @ 30lb\n")
                + "day \"Legs\":\n  squat 3x5 @ 70%\n"
            let new = try write(edited.replacingOccurrences(of: "1rm bench 225lb", with: "1rm bench 225lb, squat 315lb"), to: folder + "/new.lift")
            let result = run([old, new])
            #expect(result.status == 1)
            #expect(lines(result.output, week: 1, day: "Bench") == ["    curl added: 3x12 @ 30lb", "    chin-up removed: 5x10"])
            #expect(result.output.contains("  \"Legs\" (day added)\n    squat added: 3x5 @ 200lb\n"))
        }
    }

    @Test func formattingAndCommentsAreNoChange() throws {
        try withTemporaryFolder { folder in
            let old = try write(Self.program, to: folder + "/old.lift")
            let new = try write("# A comment.\n" + Self.program.replacingOccurrences(of: "5x10 @ 50%", with: "5x10  @  50%  # BBB"), to: folder + "/new.lift")
            let result = run([old, new])
            #expect(result.status == 0)
            #expect(result.output.isEmpty)
        }
    }

    @Test func compileErrorsExit65AndIOErrors74() throws {
        try withTemporaryFolder { folder in
            let good = try write(Self.program, to: folder + "/good.lift")
            let bad = try write(Self.program.replacingOccurrences(of: "chin-up", with: "chin-upp"), to: folder + "/bad.lift")
            let errors = run([good, bad])
            #expect(errors.status == 65)
            #expect(errors.errors.contains("unknown exercise 'chin-upp'"))
            #expect(errors.output.isEmpty)
            let missing = run([good, folder + "/missing.lift"])
            #expect(missing.status == 74)
            #expect(missing.errors.contains("no such file"))
        }
    }

    @Test func gitsSevenArgumentsCompareFilesTwoAndFiveAndExitZero() throws {
        try withTemporaryFolder { folder in
            let old = try write(Self.program, to: folder + "/blob-old.lift")
            let new = try write(Self.program.replacingOccurrences(of: "5x10 @ 50%", with: "5x10 @ 55%"), to: folder + "/blob-new.lift")
            let arguments = ["programs/bbb.lift", old, String(repeating: "a", count: 40), "100644",
                             new, String(repeating: "0", count: 40), "100644"]
            let result = run(arguments, environment: ["GIT_DIFF_PATH_COUNTER": "1"])
            #expect(result.status == 0, "git stops at a driver that exits non-zero")
            #expect(result.output.hasPrefix("--- a/programs/bbb.lift (plan "))
            #expect(result.output.contains("\n+++ b/programs/bbb.lift (plan "))
            // 55% of 202.5 is 111.375: 110 instead of 100.
            #expect(lines(result.output, week: 1, day: "Bench") == ["    bench #2 sets 1-5 load 100 lb -> 110 lb"])
            #expect(run(["--exit-code"] + arguments).status == 1)
            let unchanged = run(Array(arguments.prefix(4)) + [old] + Array(arguments.suffix(2)))
            #expect(unchanged.status == 0)
            #expect(unchanged.output.isEmpty)
        }
    }

    @Test func gitsNineArgumentsForARenameShowTheNewPath() throws {
        try withTemporaryFolder { folder in
            let old = try write(Self.program, to: folder + "/a.lift")
            let new = try write(Self.program.replacingOccurrences(of: "chin-up 5x10", with: "chin-up 5x12"), to: folder + "/b.lift")
            let hex = String(repeating: "1", count: 40)
            let result = run(["old/name.lift", old, hex, "100644", new, hex, "100644", "new/name.lift",
                              "similarity index 90%\nrename from old/name.lift\nrename to new/name.lift\n"])
            #expect(result.status == 0)
            #expect(result.output.hasPrefix("--- a/old/name.lift (plan "))
            #expect(result.output.contains("\n+++ b/new/name.lift (plan "))
        }
    }

    @Test func devNullListsEveryPrescriptionAsAddedOrRemoved() throws {
        try withTemporaryFolder { folder in
            let file = try write(Self.program, to: folder + "/new.lift")
            let dots = "."
            let added = run(["p.lift", "/dev/null", dots, dots, file, String(repeating: "2", count: 40), "100644"])
            #expect(added.status == 0)
            #expect(added.output.hasPrefix("--- /dev/null\n+++ b/p.lift (plan "))
            #expect(lines(added.output, week: 2, day: "Bench") == [
                "    bench added: 5 @ 150lb, 3 @ 170lb, 1+ @ 190lb", "    bench added: 5x10 @ 100lb", "    chin-up added: 5x10",
            ])
            #expect(added.output.contains("  \"Bench\" (day added)"))
            let removed = run([file, "/dev/null"])
            #expect(removed.status == 1)
            #expect(lines(removed.output, week: 1, day: "Bench").first == "    bench removed: 5 @ 130lb, 5 @ 150lb, 5+ @ 170lb")
            #expect(removed.output.contains("+++ /dev/null\n"))
        }
    }

    @Test func aJournalHasNoPlanToCompare() throws {
        try withTemporaryFolder { folder in
            let old = try write("2026-11-18 \"Bench\"\n  bench 135x5, 135x5\n", to: folder + "/old.lift")
            let new = try write("2026-11-18 \"Bench\"\n  bench 135x5, 135x5, 135x4\n", to: folder + "/new.lift")
            let result = run([old, new])
            #expect(result.status == 0)
            #expect(result.output == "\(new): no program to compare (a journal diffs best as text; see docs/git.md)\n")
        }
    }

    @Test func gitsOneArgumentForAnUnmergedPath() {
        let unmerged = run(["conflicted.lift"], environment: ["GIT_DIFF_PATH_COUNTER": "1", "GIT_DIFF_PATH_TOTAL": "1"])
        #expect(unmerged.status == 0)
        #expect(unmerged.output == "conflicted.lift: unmerged; resolve the conflict to compare plans\n")
        UsageErrorTests.expectUsageError(["diff", "only-one.lift"], error: "missing expected argument '<NEW>'",
                                         usage: CommandUsage.diff)
        UsageErrorTests.expectUsageError(["diff", "a.lift", "b.lift", "c.lift"],
                                         error: "expected two files (OLD NEW) or git's seven external diff arguments, not 3",
                                         usage: CommandUsage.diff)
    }
}
