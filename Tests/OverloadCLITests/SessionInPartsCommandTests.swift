import Foundation
import OverloadTestSupport
import Testing

/// `overload next` on sessions logged in parts, each `log` an entry of the date: the parts
/// are one session, judged once, and every top set logged today is shown done.
/// Re-record with `OVERLOAD_RECORD=1 swift test --filter SessionInPartsCommandTests`.
@Suite struct SessionInPartsCommandTests {
    static let twoSingles = TopSinglesFixture.program

    static let lastWeek = TopSinglesFixture.lastWeek

    static func next(_ program: String, _ journal: String, on date: String, json: Bool = false) throws -> CLIRun {
        try run("next", [], program, journal, on: date, json: json)
    }

    static func explain(_ program: String, _ journal: String, _ exercise: String, on date: String) throws -> CLIRun {
        try run("explain", [exercise], program, journal, on: date, json: false)
    }

    static func run(_ command: String, _ extra: [String], _ program: String, _ journal: String, on date: String, json: Bool) throws -> CLIRun {
        try withTemporaryFolder { folder in
            let programPath = try write(program, to: folder + "/p.lift")
            let journalPath = try write(journal, to: folder + "/j.lift")
            return CLIRun([command, programPath, "--journal", journalPath] + extra + ["--date", date] + (json ? ["--format", "json"] : []))
        }
    }

    /// Both singles logged are done, at 210 and 215 kg, each at the RPE logged with it (9 for
    /// the second, not the plan's 8); the JSON's `done` lists both positions.
    @Test func everyLoggedTopSetIsShownDone() throws {
        let journal = Self.lastWeek + "2026-11-27 \"Deadlift\"\n  deadlift warmup 110x5, top 210x1 @ rpe 8, top 215x1 @ rpe 9\n"
        let text = try Self.next(Self.twoSingles, journal, on: "2026-11-27")
        #expect(text.status == 0, "\(text.errors)")
        #expect(text.output.contains("1 × 1  215 kg    logged       top  @ rpe 9  done"), "\(text.output)")
        Golden.check(text.output, against: CLIGolden.url("engine/two-singles-next-in-progress.txt"))
        let json = try Self.next(Self.twoSingles, journal, on: "2026-11-27", json: true)
        #expect(json.output.contains("\"done\": [1, 2]"), "\(json.output)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let deadlift = try #require((document["exercises"] as? [[String: Any]])?.first)
        let sets = try #require(deadlift["sets"] as? [[String: Any]])
        #expect(sets.map { $0["rpe"] as? Double } == [nil, 8, 9, nil, nil])
        let explained = try Self.explain(Self.twoSingles, journal, "deadlift", on: "2026-11-27")
        #expect(explained.output.contains(
            "Next (Deadlift · cycle 2 week 1): 1 × 1 @ 210 kg rpe 8 (logged), 1 × 1 @ 215 kg rpe 9 (logged), 2 × 4 @ 177.5 kg\n"),
            "\(explained.output)")
    }

    /// A single logged in pounds in a kg program is done at the load as logged, 465 lb; the
    /// back-offs are taken of its 210.92 kg. The JSON keeps the set's load in kg (its exact
    /// value 210.92045205, as 465 × 0.45359237 is) and gives the load as logged in `loggedLoads`.
    @Test func aSingleLoggedInPoundsIsShownAsLogged() throws {
        let journal = Self.lastWeek + "2026-11-27 \"Deadlift\"\n  deadlift warmup 110x5, top 465lb x 1 @ rpe 8\n"
        let text = try Self.next(Self.twoSingles, journal, on: "2026-11-27")
        #expect(text.status == 0, "\(text.errors)")
        #expect(text.output.contains("1 × 1  465 lb  logged       top  @ rpe 8  done"), "\(text.output)")
        #expect(!text.output.contains("210.92 kg  logged"), "\(text.output)")
        #expect(text.output.contains("today's top set, 465 lb (210.92 kg), logged: the sets taken of it follow it"), "\(text.output)")
        // 15% off 210.92 kg is 179.28 kg: 180 kg on the plates.
        #expect(text.output.contains("2 × 4  180 kg  -15% of top  backoff"), "\(text.output)")
        let json = try Self.next(Self.twoSingles, journal, on: "2026-11-27", json: true)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let deadlift = try #require((document["exercises"] as? [[String: Any]])?.first)
        #expect(deadlift["done"] as? [Int] == [1])
        let logged = try #require(deadlift["loggedLoads"] as? [[String: Any]], "\(deadlift)")
        #expect(logged.count == 1)
        #expect(logged.first?["value"] as? Double == 465)
        #expect(logged.first?["unit"] as? String == "lb")
        let single = try #require((deadlift["sets"] as? [[String: Any]])?[1]["load"] as? [String: Any])
        #expect(single["exact"] as? Double == 210.92045205, "\(single)")
        // 465 × 0.45359237 exactly, as written, not with the float noise of a product with a rounded factor.
        #expect(json.output.contains("\"exact\": 210.92045205,"), "\(json.output)")
        #expect(!json.output.contains("210.9204520500"), "\(json.output)")
        let explained = try Self.explain(Self.twoSingles, journal, "deadlift", on: "2026-11-27")
        #expect(explained.output.contains(
            "Next (Deadlift · cycle 2 week 1): 1 × 1 @ 465 lb rpe 8 (logged), 1 × 1 @ 205 kg rpe 8, 2 × 4 @ 180 kg\n"),
            "\(explained.output)")
    }

    /// The back-offs logged at 12:30 join the singles of 09:00: no 180 kg back-off shown as
    /// the day's top set, done; the session is judged and the next one planned.
    @Test func backoffsLoggedLaterJoinTheSingles() throws {
        let journal = TopSinglesFixture.singlesThenBackoffs
        let run = try Self.next(Self.twoSingles, journal, on: "2026-11-27")
        #expect(run.status == 0, "\(run.errors)")
        #expect(!run.output.contains("done"), "\(run.output)")
        Golden.check(run.output, against: CLIGolden.url("engine/singles-then-backoffs-next.txt"))
    }

    /// Squat 3x5 logged as two sets and then one, twice: two sessions made, no deload.
    @Test func aSessionLoggedInPartsIsNotTwoFailures() throws {
        let run = try Self.next(SquatInPartsFixture.program, SquatInPartsFixture.journal, on: "2026-11-20")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("squat  3 × 5  105 kg"), "\(run.output)")
        Golden.check(run.output, against: CLIGolden.url("engine/squat-in-parts-next.txt"))
    }
}
