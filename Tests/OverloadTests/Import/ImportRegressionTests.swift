import Overload
import OverloadSyntax
import Testing

/// One test per importer bug scripts/fuzz.sh found: what an import writes must read back as
/// a journal without errors.
@Suite struct ImportRegressionTests {
    static func importedText(_ csv: String) throws -> (result: ImportResult, text: String) {
        let result = try StrongImporter(options: ImportOptions(unit: .kg)).importSessions(fromCSV: csv)
        return (result, result.journalText(unit: result.unit ?? .kg, startingJournal: true))
    }

    static func readsBack(_ text: String) -> Bool {
        !JournalReader().read(SourceFile(name: "imported.lift", text: text)).hasErrors
    }

    /// A weight with empty reps (a shifted row in the fuzzer's input) was written `10x0`,
    /// which the journal rejects: only a failed attempt has zero reps.
    @Test func aWeightWithoutRepsIsLeftOutWithAWarning() throws {
        let (result, text) = try Self.importedText("""
            Date,Workout Name,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
            2024-09-01 17:30:00,Legs,Squat (Barbell),1,100,,0,0,,,
            2024-09-01 17:30:00,Legs,Squat (Barbell),2,100,5,0,0,,,
            """)
        #expect(Self.readsBack(text), "\(text)")
        #expect(result.report.rowsRejected == 1)
        #expect(result.report.warnings == ["line 2: a weight with no reps, time or distance; row left out"])
        #expect(result.report.setsImported == 1)
    }

    /// A duration or a set's time under half a second (`0.3s`, found by the fuzzer in run 9)
    /// was rounded to 0 and written `duration 0m` or `0s`, which the journal rejects: it is
    /// left out, as an empty field is.
    @Test(arguments: [
        ("Duration", "0.3s", "Seconds", "0"), ("Duration (sec)", "0.4", "Seconds", "0"), ("Duration", "1h", "Seconds", "0.2"),
    ])
    func aTimeThatRoundsToNoneIsLeftOut(column: String, value: String, other: String, otherValue: String) throws {
        let (result, text) = try Self.importedText("""
            Date,Workout Name,\(column),Exercise Name,Set Order,Weight,Reps,Distance,\(other),Notes,Workout Notes,RPE
            2024-09-01 17:30:00,Legs,\(value),Plank,1,,,0,\(otherValue),,,
            2024-09-01 17:30:00,Legs,\(value),Squat (Barbell),1,100,5,0,0,,,
            """)
        #expect(Self.readsBack(text), "\(text)")
        #expect(!text.contains(" 0m") && !text.contains(" 0s"), "\(text)")
        #expect(result.report.setsImported >= 1)
    }

    /// A failed set with a weight and empty reps is the failed attempt it says it is.
    @Test func aFailedSetWithoutRepsIsAFailedAttempt() throws {
        let (result, text) = try Self.importedText("""
            Date,Workout Name,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
            2024-09-01 17:30:00,Legs,Squat (Barbell),F,140,,0,0,,,
            """)
        #expect(Self.readsBack(text), "\(text)")
        #expect(result.report.rowsRejected == 0)
        #expect(text.contains("failure 140x0"))
    }

    /// Reps far below zero (`-2e38`, found by the import fuzz target in run 10) trapped in
    /// the conversion to a whole number; negative reps are none, as a small negative count was.
    @Test(arguments: ["-222222222222222222222222222222222222222", "-3", "-0.4"])
    func negativeRepsAreNone(reps: String) throws {
        let (result, text) = try Self.importedText("""
            Date,Workout Name,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
            2024-09-01 17:30:00,Legs,Plank,1,,\(reps),0,30,,,
            2024-09-01 17:30:00,Legs,Squat (Barbell),1,100,5,0,0,,,
            """)
        #expect(Self.readsBack(text), "\(text)")
        #expect(result.report.setsImported == 2, "\(result.report)")
    }

    /// Zero reps with a weight on a working set is a failed attempt, not `100x0` (which the
    /// journal rejects). No test caught this rule's removal (scripts/mutate.sh).
    @Test func zeroRepsWithAWeightIsAFailedAttempt() throws {
        let (_, text) = try Self.importedText("""
            Date,Workout Name,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
            2024-09-01 17:30:00,Legs,Squat (Barbell),1,100,0,0,0,,,
            """)
        #expect(Self.readsBack(text), "\(text)")
        #expect(text.contains("failure 100x0"))
    }

    /// Numbers past the journal's largest were imported as they were: `Int(1e300)` trapped,
    /// and a session 126 years long (a broken end time, found by the fuzzer) was written as a
    /// duration the journal rejects. Such a row is left out with a warning.
    @Test(arguments: [
        ("Duration (sec)", "1e300", "Seconds", "0"), ("Duration (sec)", "60", "Seconds", "99999999"),
        ("Duration (sec)", "60", "Weight (kg)", "1e12"),
    ])
    func numbersTooLargeForAJournalLeaveTheRowOut(column: String, value: String, other: String, otherValue: String) throws {
        var fields = ["Workout #": "1", "Date": "2025-01-10 18:00:05", "Workout Name": "Pull", "Duration (sec)": "60",
                      "Exercise Name": "Plank", "Set Order": "1", "Weight (kg)": "", "Reps": "", "Seconds": "30"]
        fields[column] = value
        fields[other] = otherValue
        let header = ["Workout #", "Date", "Workout Name", "Duration (sec)", "Exercise Name", "Set Order",
                      "Weight (kg)", "Reps", "Seconds"]
        let csv = header.joined(separator: ";") + "\n" + header.map { fields[$0] ?? "" }.joined(separator: ";") + "\n"
        let (result, text) = try Self.importedText(csv)
        #expect(Self.readsBack(text), "\(text)")
        #expect(result.report.rowsRejected == 1, "\(result.report.warnings)")
    }

    @Test func aHevySessionEndingCenturiesLaterLeavesTheRowOut() throws {
        let csv = """
            "title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"
            "Push","1 Jan 1900, 18:05","9 Mar 2024, 19:10","","Triceps Dip",,"",0,"normal",,12,,,
            """
        let result = try HevyImporter(options: ImportOptions(unit: .kg)).importSessions(fromCSV: csv)
        let text = result.journalText(unit: .kg, startingJournal: true)
        #expect(Self.readsBack(text), "\(text)")
        #expect(result.report.rowsRejected == 1, "\(result.report.warnings)")
    }

    /// A Hevy RPE of 80 (found by the fuzzer) was written `@ rpe 80`; the journal's RPE is
    /// from 1 to 10. Such a row is left out with a warning.
    @Test(arguments: ["80", "0.5", "10.5"])
    func anRPEOutsideOneToTenLeavesTheRowOut(_ rpe: String) throws {
        let csv = """
            "title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"
            "Push","9 Mar 2024, 18:05","9 Mar 2024, 19:10","","Bench Press (Barbell)",,"",0,"normal",80,5,,,\(rpe)
            "Push","9 Mar 2024, 18:05","9 Mar 2024, 19:10","","Bench Press (Barbell)",,"",1,"normal",80,5,,,9.5
            """
        let result = try HevyImporter(options: ImportOptions(unit: .kg)).importSessions(fromCSV: csv)
        let text = result.journalText(unit: .kg, startingJournal: true)
        #expect(Self.readsBack(text), "\(text)")
        #expect(result.report.rowsRejected == 1, "\(result.report.warnings)")
        #expect(result.report.warnings.first?.contains("is not from 1 to 10") == true)
        #expect(text.contains("@ rpe 9.5"))
    }
}
