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
}
