import Foundation
import Overload
import OverloadSyntax
import Testing

/// Strong CSV that StrongImporter reads back to the same sets, and the journal's JSON form.
@Suite struct JournalExportTests {
    static let text = """
        unit lb

        2026-03-02 18:30 "Push"
          duration 3725s
          note "line one\\nline two"
          bench press warmup 45x10, 185x5x3, 185x5 @ rpe 9 note "fast"
          squat 225x3, failure 245x0, drop 135x8
          "Zottman Curl" 25x10
          plank 60s
          row 2000m in 7:45
          sled push 90x20m

        2026-03-04 "Legs"
          squat 230x5x3

        """

    @Test func strongCSVReimportsToTheSameSets() throws {
        let journal = JournalText.read(Self.text).journal
        let (csv, skipped) = StrongCSVExporter(unit: .lb).export(journal)
        #expect(skipped == 0)
        let result = try StrongImporter(options: ImportOptions(unit: .lb)).importSessions(fromCSV: csv)
        #expect(result.report.rowsRejected == 0)
        #expect(result.sessions.count == journal.sessions.count)
        for (imported, original) in zip(result.sessions, journal.sessions) {
            #expect(imported.date == original.date)
            #expect(imported.note == original.note)
            #expect(imported.durationSeconds == original.durationSeconds)
            #expect(imported.exercises.map(\.name) == original.exercises.map(\.name))
            #expect(imported.exercises.map(\.sets) == original.exercises.map(\.sets))
        }
    }

    /// Added load, assistance, the day name and "no time" survive export and import with the
    /// catalog, as `overload export` then `overload import strong` run them.
    @Test func strongCSVKeepsWhatEachSetMeant() throws {
        let journal = JournalText.read("""
            unit kg

            2026-03-02 18:30 "Push"
              dip +10kg x 5, 8
              chin-up -20kg x 8, -15kg x 6
              bench press 100x5

            2026-03-04
              pull-up +5kg x 5, -10kg x 5
            """).journal
        let (csv, _) = StrongCSVExporter(unit: .kg).export(journal)
        #expect(csv.contains("\"dip (Weighted)\",1,10.0,5.0"))
        #expect(csv.contains("\"chin-up (Assisted)\",1,20.0,8.0"))
        let result = try StrongImporter(options: .catalog(unit: .kg)).importSessions(fromCSV: csv)
        #expect(result.sessions.map(\.time) == journal.sessions.map(\.time))
        #expect(result.sessions.map(\.dayName) == journal.sessions.map(\.dayName))
        #expect(result.sessions[0].exercises.map(\.name) == ["dip", "chin-up", "bench press"])
        #expect(result.sessions[0].exercises.map(\.sets) == journal.sessions[0].exercises.map(\.sets))
        // Mixed signs in one exercise: each set is named by its own sign, so the line splits.
        #expect(result.sessions[1].exercises.flatMap(\.sets) == journal.sessions[1].exercises.flatMap(\.sets))
    }

    /// How the day went is kept in JSON, line for line.
    @Test func jsonKeepsHowTheDayWent() throws {
        let journal = JournalText.read("""
            unit kg

            2026-11-18 "Press"
              mood tired
              energy low
              soreness mild
              effort 8
              bodyweight 80.5kg
              pain "right shoulder" mild bench
              press 60x5
            """).journal
        let document = try JSONDecoder().decode(JSONValue.self, from: Data(JournalJSON.encode(journal).utf8))
        let session = try #require(document.objectValue?["entries"]?.arrayValue?.first?.objectValue)
        #expect(session["mood"] == .string("tired"))
        #expect(session["energy"] == .string("low"))
        #expect(session["soreness"] == .string("mild"))
        #expect(session["effort"] == .integer(8))
        #expect(session["bodyweight"] == .object(["value": .number(80.5), "unit": .string("kg")]))
        #expect(session["pain"] == .array([.object(["bodyPart": "right shoulder", "severity": "mild", "exercise": "bench"])]))
    }

    @Test func strongCSVConvertsToItsUnitAndWritesDistancesInTheUnitsSystem() throws {
        let journal = JournalText.read("unit kg\n\n2026-01-01\n  run 1609.344m in 8min\n  squat 100x5\n").journal
        let lines = StrongCSVExporter(unit: .lb).export(journal).csv.split(separator: "\n")
        #expect(lines[1] == "2026-01-01,\"\",,\"run\",1,0.0,0.0,1.0,480.0,\"\",\"\",,lb,mi")
        #expect(lines[2] == "2026-01-01,\"\",,\"squat\",1,220.462,5.0,0,0.0,\"\",\"\",,lb,mi")
        #expect(StrongCSVExporter.duration(3725) == "1h 2m 5s")
        #expect(StrongCSVExporter.duration(3600) == "1h")
        #expect(StrongCSVExporter.duration(45) == "45s")
    }

    @Test func jsonHasEveryEntryKindAndLeavesOutAbsentValues() throws {
        let journal = JournalText.read("""
            unit kg
            exercise "Zottman Curl"

            2026-11-18 7:05 "Press"
              mood good
              override -10% weight "sick"
              override skip curl
              pain "knee" mild squat
              press 60x5, +10kg x 5, 45s, skip
              "Zottman Curl" 12x10

            2026-11-20 reject squat +10lb
            2026-11-21 note "rest"
            2026-11-22 bodyweight 80.5kg
            2026-11-28 resolved "knee"
            """).journal
        let data = Data(JournalJSON.encode(journal).utf8)
        let document = try JSONDecoder().decode(JSONValue.self, from: data)
        let object = try #require(document.objectValue)
        #expect(object["schema"] == .string("overload.journal/1"))
        #expect(object["unit"] == .string("kg"))
        #expect(object["declaredExercises"] == .array([.string("Zottman Curl")]))
        let entries = try #require(object["entries"]?.arrayValue)
        #expect(entries.compactMap { $0.objectValue?["kind"]?.stringValue } == [
            "session", "decision", "note", "bodyweight", "resolved",
        ])
        let session = try #require(entries[0].objectValue)
        #expect(session["time"] == .string("07:05"))
        #expect(session["effort"] == nil)
        #expect(session["overrides"] == .array([
            .object(["kind": "weight", "percent": .integer(-10), "reason": "sick"]),
            .object(["kind": "skip", "exercise": "curl"]),
        ]))
        #expect(session["pain"] == .array([
            .object(["bodyPart": "knee", "severity": "mild", "exercise": "squat", "resolved": "2026-11-28"]),
        ]))
        let exercises = try #require(session["exercises"]?.arrayValue)
        #expect(exercises[0].objectValue?["exerciseId"] == .string("overhead-press"))
        #expect(exercises[1].objectValue?["exerciseId"] == nil)
        #expect(exercises[0].objectValue?["sets"] == .array([
            .object(["kind": "regular", "load": .integer(60), "unit": "kg", "reps": .integer(5)]),
            .object(["kind": "regular", "load": .integer(10), "unit": "kg", "added": .bool(true), "reps": .integer(5)]),
            .object(["kind": "regular", "seconds": .integer(45)]),
            .object(["kind": "regular", "skipped": .bool(true)]),
        ]))
        #expect(entries[3].objectValue?["value"] == .number(80.5))
    }
}
