import Overload
import OverloadSyntax
import Testing

/// One rule closes pain flags, and `Journal.painFlags`, the JSON export and the reader's
/// W0405 warning all follow it: a `resolved` line closes every open flag for its body part
/// logged before it (an earlier day, or earlier in the file on the same day).
@Suite struct PainFlagResolutionTests {
    /// What each path says about a journal's flags, as "body part date: resolved date" (or
    /// "open"), and the lines of the `resolved` entries the reader warns about.
    struct Paths: Equatable {
        var painFlags: [String]
        var json: [String]
        var unmatchedLines: [Int]
    }

    static func paths(_ text: String) -> Paths {
        let reading = JournalText.read(text)
        let flags = reading.journal.painFlags.map { "\($0.bodyPart) \($0.date): \($0.resolvedDate?.description ?? "open")" }
        var exported: [String] = []
        if case .object(let document) = JournalJSON.value(of: reading.journal), case .array(let entries)? = document["entries"] {
            for case .object(let entry) in entries {
                var objects: [[String: JSONValue]] = []
                if entry["kind"] == "pain" { objects = [entry] }
                if case .array(let pains)? = entry["pain"] {
                    for case .object(let pain) in pains { objects.append(pain) }
                }
                for object in objects {
                    guard case .string(let bodyPart)? = object["bodyPart"], case .string(let date)? = entry["date"] else { continue }
                    let resolved = if case .string(let day)? = object["resolved"] { day } else { "open" }
                    exported.append("\(bodyPart) \(date): \(resolved)")
                }
            }
        }
        let lines = reading.diagnostics.filter { $0.code == .journalUnmatchedResolution }
            .map { JournalText.location($0, in: text).line }
        return Paths(painFlags: flags, json: exported, unmatchedLines: lines)
    }

    /// Checks that the JSON agrees with `painFlags`, and both with `flags`.
    static func expect(_ text: String, flags: [String], unmatchedLines: [Int], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let found = paths(text)
        #expect(found == Paths(painFlags: flags, json: flags, unmatchedLines: unmatchedLines), sourceLocation: sourceLocation)
    }

    /// A journal with no pain flag has none to resolve, whatever else it logs; one noted in
    /// a session alone is still found and closed.
    @Test func flagsOnlyWhereAJournalLogsPain() {
        Self.expect("""
            2026-11-20 "A"
              squat 100x5
            2026-11-21 note "fine"
            """, flags: [], unmatchedLines: [])
        Self.expect("""
            2026-11-20 resolved "knee"
            """, flags: [], unmatchedLines: [1])
        Self.expect("""
            2026-11-20 "A"
              squat 100x5
              pain "knee" mild squat
            2026-11-22 resolved "knee"
            """, flags: ["knee 2026-11-20: 2026-11-22"], unmatchedLines: [])
    }

    @Test func aResolvedLineBeforeThePainOnTheSameDayClosesNothing() {
        Self.expect("""
            2026-11-20 resolved "knee"
            2026-11-20 pain "knee" mild
            """, flags: ["knee 2026-11-20: open"], unmatchedLines: [1])
    }

    @Test func aResolvedLineAfterThePainOnTheSameDayClosesIt() {
        Self.expect("""
            2026-11-20 pain "knee" mild
            2026-11-20 resolved "knee"
            """, flags: ["knee 2026-11-20: 2026-11-20"], unmatchedLines: [])
    }

    @Test func aResolvedLineOnAnEarlierDayClosesNothingEvenWhenWrittenLater() {
        Self.expect("""
            2026-11-22 pain "knee" mild
            2026-11-20 resolved "knee"
            """, flags: ["knee 2026-11-22: open"], unmatchedLines: [2])
    }

    @Test func aResolvedLineClosesEveryOpenFlagForItsBodyPart() {
        Self.expect("""
            2026-11-18 pain "knee" mild
            2026-11-19 pain "Knee" moderate
            2026-11-19 pain "elbow" mild
            2026-11-20 resolved "knee"
            """, flags: ["knee 2026-11-18: 2026-11-20", "Knee 2026-11-19: 2026-11-20", "elbow 2026-11-19: open"], unmatchedLines: [])
        Self.expect("""
            2026-11-18 pain "knee" mild
            2026-11-19 pain "knee" moderate
            2026-11-20 resolved "knee"
            2026-11-21 resolved "knee"
            """, flags: ["knee 2026-11-18: 2026-11-20", "knee 2026-11-19: 2026-11-20"], unmatchedLines: [4])
    }

    @Test func aFlagPainedAgainAfterItWasResolvedIsANewFlag() {
        Self.expect("""
            2026-11-18 pain "lower back" mild
            2026-11-19 resolved "lower back"
            2026-11-21 pain "lower back" severe
            2026-11-25 resolved "lower back"
            2026-11-25 pain "shoulder" mild
            """, flags: ["lower back 2026-11-18: 2026-11-19", "lower back 2026-11-21: 2026-11-25", "shoulder 2026-11-25: open"],
            unmatchedLines: [])
    }

    /// A `resolved` line inside a session that closes nothing is reported at its own line.
    @Test func flagsInSessionsAndResolvedLinesInSessionsFollowTheSameRule() {
        Self.expect("""
            2026-11-18 "A"
              pain "elbow" mild bench

            2026-11-19 resolved "elbow"

            2026-11-20 "B"
              pain "elbow" moderate
              pain "elbow" severe
              resolved "elbow"
              resolved "elbow"
            """, flags: ["elbow 2026-11-18: 2026-11-19", "elbow 2026-11-20: 2026-11-20", "elbow 2026-11-20: 2026-11-20"],
            unmatchedLines: [10])
    }

    /// Entries a program builds need not be by date: the rule still goes by date, then by order.
    @Test func entriesOutOfDateOrderAreTakenByDate() throws {
        let first = try #require(LocalDate(year: 2026, month: 11, day: 18))
        let second = try #require(LocalDate(year: 2026, month: 11, day: 20))
        let journal = Journal(entries: [
            .resolved(PainResolution(date: second, bodyPart: "hip")),
            .pain(PainFlag(date: first, bodyPart: "hip", severity: .mild)),
            .pain(PainFlag(date: first, bodyPart: "wrist", severity: .mild, resolvedDate: second)),
        ])
        #expect(journal.painFlags.map(\.resolvedDate) == [second, second])
    }
}
