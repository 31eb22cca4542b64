import Overload
import OverloadSyntax
import Testing

/// A lower-case name's weight is the journal's load as written only in a file `overload
/// export` wrote; in an app's own export (Hevy, FitNotes, Strong's own names) a custom
/// lower-case bodyweight exercise's weight is added to bodyweight.
@Suite struct ExportedFileDetectionTests {
    static let exported = """
        Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
        2026-01-05,A,,dip,1,35,8,,,,,
        2026-01-05,A,,pull-up (Weighted),1,10,5,,,,,

        """

    @Test func theExportersOwnFileKeepsTheJournalsLoads() throws {
        let journal = JournalReader().read(SourceFile(name: "j.lift", text: """
            unit kg

            2026-01-05 "A"
              dip 35x8
              pull-up +10kg x 5
            """)).journal
        let csv = StrongCSVExporter(unit: .kg).export(journal).csv
        let result = try StrongImporter(options: .catalog(unit: .kg)).importSessions(fromCSV: csv)
        let loads = result.sessions[0].exercises.map { ($0.name, $0.sets[0].load?.value, $0.sets[0].isAddedLoad) }
        #expect(loads.map(\.0) == ["dip", "pull-up"])
        #expect(loads.map(\.1) == [35, 10])
        #expect(loads.map(\.2) == [false, true])
    }

    @Test func aHandWrittenFileInTheExportersLayoutIsDetectedByItsNames() throws {
        let result = try StrongImporter(options: .catalog(unit: .kg)).importSessions(fromCSV: Self.exported)
        #expect(result.sessions[0].exercises[0].sets[0].isAddedLoad == false)
        // One app name (capitalized, as Strong writes its names) makes the file Strong's own.
        let strong = Self.exported.replacingOccurrences(of: "pull-up (Weighted)", with: "Bench Press (Barbell)")
        let own = try StrongImporter(options: .catalog(unit: .kg)).importSessions(fromCSV: strong)
        #expect(own.sessions[0].exercises[0].sets[0].isAddedLoad == true)
    }

    @Test func hevysLowerCaseCustomPullUpAddsItsWeightToBodyweight() throws {
        let hevy = """
            title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe
            Upper,"7 Apr 2024, 16:34","7 Apr 2024, 17:40",,pull up,,,0,normal,10,6,,,

            """
        let result = try HevyImporter(options: .catalog(unit: nil)).importSessions(fromCSV: hevy)
        let set = try #require(result.sessions.first?.exercises.first?.sets.first)
        #expect(set.load?.value == 10)
        #expect(set.isAddedLoad)
    }

    @Test func fitNotesLowerCaseCustomPullUpAddsItsWeightToBodyweight() throws {
        let fitNotes = """
            Date,Exercise,Category,Weight (kgs),Reps,Distance,Distance Unit,Time
            2024-01-02,pull up,Back,10,5,,,

            """
        let result = try FitNotesImporter(options: .catalog(unit: nil)).importSessions(fromCSV: fitNotes)
        let set = try #require(result.sessions.first?.exercises.first?.sets.first)
        #expect(set.load?.value == 10)
        #expect(set.isAddedLoad)
    }
}
