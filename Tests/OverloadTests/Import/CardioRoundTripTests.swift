import Overload
import OverloadSyntax
import Testing

/// A journal's runs, rows and holds survive an export to Strong's CSV and an import back.
@Suite struct CardioRoundTripTests {
    static let journal = JournalReader().read(SourceFile(name: "j.lift", text: """
        unit kg

        2026-11-03 "A"
          row 2000m in 7:45
          run 5km in 25:00
          plank 45s
          row 60x8
        """)).journal

    @Test func distanceAndTimeComeBackOnTheirExercises() throws {
        let csv = StrongCSVExporter(unit: .kg).export(Self.journal).csv
        // Strong's distance (km for a kg export) and seconds columns.
        #expect(csv.contains(",\"row\",1,0.0,0.0,2.0,465.0,"))
        let result = try StrongImporter(options: .catalog(unit: .kg)).importSessions(fromCSV: csv)
        let text = result.journalText(unit: .kg, startingJournal: true)
        // Before, the rowing machine came back as `barbell row 2km in 7:45`.
        #expect(text.contains("  rowing machine 2km in 7:45\n"), "\(text)")
        #expect(text.contains("  running 5km in 25min\n"))
        #expect(text.contains("  plank 45s\n"))
        #expect(text.contains("  barbell row 60x8\n"))
    }
}
