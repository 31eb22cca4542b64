import Foundation
import OverloadTestSupport
import Testing

/// `overload diff` when a program's max changes: the change is said once, with how many set
/// loads it moves, instead of once per set and week (issue 15). Re-record with
/// `OVERLOAD_RECORD=1 swift test --filter DiffMaxesTests`.
@Suite struct DiffMaxesTests {
    static let program = RepositoryPaths.examples.appendingPathComponent("programs/531-bbb.lift").path

    /// git's seven arguments, so the golden shows `a/` and `b/` paths, not a temporary folder.
    func gitDiff(_ edit: (String) -> String) throws -> CLIRun {
        try withTemporaryFolder { folder in
            let text = try String(contentsOfFile: Self.program, encoding: .utf8)
            let old = try write(text, to: folder + "/old.lift")
            let new = try write(edit(text), to: folder + "/new.lift")
            let hex = String(repeating: "0", count: 40)
            return CLIRun(["diff", "programs/531-bbb.lift", old, hex, "100644", new, hex, "100644"])
        }
    }

    @Test func aRaisedBench1RMIsOneLineAndWeekOneShowsItsLoads() throws {
        let run = try gitDiff { $0.replacingOccurrences(of: "bench 225lb", with: "bench 235lb") }
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        Golden.check(run.output, against: CLIGolden.url("diff/bench-1rm.txt"))
    }

    /// A load that also has another cause (here week 3's top set, 95% to 97.5%) is not folded.
    @Test func aLoadWithAnotherCauseStaysListed() throws {
        let run = try gitDiff {
            $0.replacingOccurrences(of: "bench 225lb", with: "bench 235lb").replacingOccurrences(of: "1+ @ 95%", with: "1+ @ 97.5%")
        }
        #expect(run.status == 0)
        Golden.check(run.output, against: CLIGolden.url("diff/bench-1rm-and-percentage.txt"))
    }

    @Test func aTrainingMaxShareAndAnAddedTrainingMaxAreSaidOnce() throws {
        let run = try gitDiff {
            $0.replacingOccurrences(of: "tm = 90% of 1rm", with: "tm = 85% of 1rm\ntm squat 280lb")
        }
        #expect(run.status == 0)
        Golden.check(run.output, against: CLIGolden.url("diff/training-max-share.txt"))
    }
}
