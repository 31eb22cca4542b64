import Overload
import OverloadSyntax
import OverloadTestSupport
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

    /// A capitalised custom name in the journal no longer makes the exporter's own file pass
    /// for Strong's: every load comes back as it was written.
    @Test func aCapitalisedCustomNameKeepsEveryLoadOnTheTripBack() throws {
        let text = BodyweightExportFixture.journal
        let reading = JournalReader().read(SourceFile(name: "j.lift", text: text))
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.message))")
        let csv = StrongCSVExporter(unit: .kg).export(reading.journal).csv
        #expect(csv.hasPrefix(#""Date","Workout Name","Duration","Exercise Name","Set Order","Weight","Reps""#))
        #expect(csv.contains(",\"Zottman Curl\",1,12.0,10.0,"))
        let result = try StrongImporter(options: .catalog(unit: .kg)).importSessions(fromCSV: csv)
        let sets = result.sessions[0].exercises.map { exercise in
            exercise.sets.map { set in
                [exercise.name, set.load.map { "\($0.value)" } ?? "-", "\(set.isAddedLoad)", "\(set.reps ?? 0)",
                 "\(set.distanceMetres ?? 0)", "\(set.timeSeconds ?? 0)"].joined(separator: " ")
            }
        }
        // Before, the capitalised name made the file Strong's and `dip 35x8` came back `dip +35kg x 8`.
        #expect(sets == [
            ["Zottman Curl 12.0 false 10 0.0 0"],
            ["dip 35.0 false 8 0.0 0"],
            ["pull-up -20.0 true 8 0.0 0"],
            ["chin-up - false 10 0.0 0", "chin-up - false 8 0.0 0"],
            ["dip 15.0 true 5 0.0 0"],
            ["squat 100.0 false 5 0.0 0"],
            ["running - false 0 5000.0 1500"],
            ["rowing machine - false 0 2000.0 465"],
        ])
        let back = result.journalText(unit: .kg, startingJournal: true)
        #expect(back.contains("  dip 35x8\n"), "\(back)")
        #expect(back.contains("  pull-up -20kg x 8\n"), "\(back)")
        #expect(back.contains("  dip +15kg x 5\n"), "\(back)")
    }

    /// A real Strong export's header is not quoted: its bodyweight names still add to bodyweight.
    @Test func strongsOwnUnquotedHeaderStillMeansStrongsNames() throws {
        let strong = """
            Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
            2024-06-18 11:04:00,"A",1h,"Chest Dip",1,20.0,8.0,0,0.0,"","",

            """
        let result = try StrongImporter(options: .catalog(unit: .kg)).importSessions(fromCSV: strong)
        let set = try #require(result.sessions.first?.exercises.first?.sets.first)
        #expect(set.isAddedLoad && set.load?.value == 20)
    }
}
