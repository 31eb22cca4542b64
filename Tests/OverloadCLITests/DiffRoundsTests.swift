import Foundation
import OverloadTestSupport
import Testing

/// `overload diff` compares blocks of rounds as it compares lifts: a block's kind, time or
/// count of rounds, its items, and blocks added or removed. Re-record with
/// `OVERLOAD_RECORD=1 swift test --filter DiffRoundsTests`.
@Suite struct DiffRoundsTests {
    static let old = MetconFixture.program(day: "Metcon", emom: "emom 10min: 3 power clean @ 60kg",
                                           after: "day \"Easy\":\n  run 1x5km\n\n")

    static let new = """
        unit kg

        day "Metcon":
          front squat 5x3 @ 80kg
          amrap 15min "Cindy": 5 pull-up, 10 push-up, 20 air squat, 5 burpee
          3 rounds "Helen": 800m run, 21 kettlebell swing @ 32kg

        day "Easy":
          run 1x5km
          5 rounds: 200m run, 10 burpee

        """

    func gitDiff(old: String, new: String) throws -> CLIRun {
        try withTemporaryFolder { folder in
            let oldPath = try write(old, to: folder + "/old.lift")
            let newPath = try write(new, to: folder + "/new.lift")
            let hex = String(repeating: "0", count: 40)
            return CLIRun(["diff", "metcon.lift", oldPath, hex, "100644", newPath, hex, "100644"])
        }
    }

    /// Before, a program whose blocks changed and whose lifts did not had no differences at all.
    @Test func blocksOfRoundsAreCompared() throws {
        let run = try gitDiff(old: Self.old, new: Self.new)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("    block AMRAP 20 min \"Cindy\" -> AMRAP 15 min \"Cindy\"\n"), "\(run.output)")
        #expect(run.output.contains("    block EMOM 10 min removed: power clean 3 @ 60kg\n"))
        #expect(run.output.contains("    block 5 rounds for time added: "))
        Golden.check(run.output, against: CLIGolden.url("diff/rounds-blocks.txt"))
    }

    @Test func unchangedBlocksAreNoDifference() throws {
        let run = try gitDiff(old: Self.old, new: Self.old)
        #expect(run.status == 0)
        #expect(run.output.isEmpty)
    }
}
