import Foundation
import OverloadTestSupport
import Testing

/// A day of the program the journal went past: `next` and `explain` name it in text, and
/// their JSON carries it as `notLogged`.
@Suite struct NotLoggedJSONTests {
    static let program = """
        unit kg
        day "Upper":
          bench 3x5 @ 80kg
        day "Lower":
          squat 3x5 @ 100kg
        progress squat: linear +2.5kg

        """
    static let journal = "unit kg\n\n2026-03-02 \"Lower\"\n  squat 100x5x3\n"

    static func run(_ arguments: (String, String) -> [String]) throws -> CLIRun {
        try withTemporaryFolder { folder in
            let program = try write(Self.program, to: folder + "/p.lift")
            let journal = try write(Self.journal, to: folder + "/j.lift")
            return CLIRun(arguments(program, journal) + ["--date", "2026-03-03"])
        }
    }

    static func notLogged(_ run: CLIRun) throws -> [[String: Any]] {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        return try #require(document["notLogged"] as? [[String: Any]], "\(run.output)")
    }

    @Test func nextNamesTheDayInTextAndJson() throws {
        let text = try Self.run { ["next", $0, "--journal", $1] }
        #expect(text.output.contains("cycle 1 week 1 Upper: not logged (passed on 2026-03-02)"), "\(text.output)")
        let json = try Self.run { ["next", $0, "--journal", $1, "--format", "json"] }
        #expect(json.status == 0, "\(json.errors)")
        let days = try Self.notLogged(json)
        #expect(days.count == 1)
        #expect(days.first?["day"] as? String == "Upper")
        #expect(days.first?["cycle"] as? Int == 1 && days.first?["week"] as? Int == 1)
        #expect(days.first?["passedOn"] as? String == "2026-03-02")
        #expect(days.first?["exerciseIDs"] as? [String] == ["bench-press"])
        Golden.check(json.output, against: CLIGolden.url("engine/next-not-logged.json"))
    }

    @Test func explainNamesItForALiftTheDayHeld() throws {
        let text = try Self.run { ["explain", $0, "--journal", $1, "bench"] }
        #expect(text.output.contains("cycle 1 week 1 Upper: not logged (passed on 2026-03-02)"), "\(text.output)")
        let json = try Self.run { ["explain", $0, "--journal", $1, "bench", "--format", "json"] }
        #expect(json.status == 0, "\(json.errors)")
        #expect(try Self.notLogged(json).first?["day"] as? String == "Upper")
        // The squat's day was logged: nothing passed over holds it, and the key is left out.
        let squat = try Self.run { ["explain", $0, "--journal", $1, "squat", "--format", "json"] }
        #expect(!squat.output.contains("notLogged"), "\(squat.output)")
    }
}
