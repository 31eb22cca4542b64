import Foundation
import Overload
import OverloadCLI
import OverloadTestSupport
import Testing

/// `squat: weight` and `bench: tm * 85%` in the REPL read what the exercise's rule keeps after
/// the journal, the values `next` uses, not the program's starting ones.
@Suite struct ReplScriptStateTests {
    @Test func aScriptExpressionReadsTheRulesStateAfterTheJournal() throws {
        try withTemporaryFolder { folder in
            let session = try ReplSessionTests.session(in: folder, journal: """
                unit kg

                2026-11-02 "Lower"
                  squat 105x5x3
                2026-11-04 "Upper"
                  bench 70x5x3
                2026-11-06 "Lower"
                  squat 107.5x5x3

                """)
            // 75% of 140 kg is 105 kg; two sessions made at +2.5 kg each: 110 kg next.
            #expect(session.evaluate("squat: weight").output == "squat: 110 kg\n")
            #expect(session.evaluate("squat: weight + 5kg").output == "squat: 115 kg\n")
            // Without a journal, a rule keeps nothing yet.
            try FileManager.default.createDirectory(atPath: folder + "/fresh", withIntermediateDirectories: true)
            let fresh = try ReplSessionTests.session(in: folder + "/fresh")
            #expect(fresh.evaluate("squat: weight").output == "squat: nothing\n")
        }
    }

    /// A rule that stopped with an error on the way is reported, as `next` reports it.
    @Test func aScriptThatFailedOnTheJournalIsReported() throws {
        try withTemporaryFolder { folder in
            let session = try ReplSessionTests.session(in: folder, program: """
                unit kg
                day "A":
                  squat 3x5 @ 100kg
                progression broken(gap = 0):
                  weight += 5kg / gap
                progress squat: broken

                """, journal: "unit kg\n2026-11-02 \"A\"\n  squat 100x5x3\n")
            let reply = session.evaluate("squat: weight").output
            #expect(reply.contains("error: division by zero in '5kg / gap': gap is 0 [E0608]"), "\(reply)")
            #expect(reply.hasSuffix("squat: nothing\n"), "\(reply)")
        }
    }
}
