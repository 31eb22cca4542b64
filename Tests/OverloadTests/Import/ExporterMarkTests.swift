import Overload
import OverloadSyntax
import Testing

/// The exporter's own file is told by its header, which no Strong layout has: Strong's 2024
/// columns followed by `Weight Unit` and `Distance Unit`. In it every name's weight means what
/// the exporter meant, whatever the name's case; its unit columns say the units, so it comes
/// back without `--unit`; a use's label stays in the name.
@Suite struct ExporterMarkTests {
    static func export(_ text: String, unit: MassUnit = .kg) throws -> String {
        let reading = JournalReader().read(SourceFile(name: "j.lift", text: text))
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.message))")
        return StrongCSVExporter(unit: unit).export(reading.journal).csv
    }

    /// `Chin-Up 20x5` went out as `Chin-Up` with 20 and came back `chin-up +20kg x 5`.
    @Test func aCapitalisedBodyweightNameKeepsItsWholeLoad() throws {
        let csv = try Self.export("unit kg\n\n2026-01-05 \"A\"\n  chin-up 5\n  Chin-Up 20x5\n  Pull-Up +10kg x 3\n")
        let result = try StrongImporter(options: .catalog(unit: .kg)).importSessions(fromCSV: csv)
        let sets = result.sessions[0].exercises.flatMap { exercise in exercise.sets.map { (exercise.name, $0.load?.value, $0.isAddedLoad) } }
        #expect(sets.map(\.0) == ["chin-up", "chin-up", "pull-up"])
        #expect(sets.map(\.1) == [nil, 20, 10])
        #expect(sets.map(\.2) == [false, false, true])
    }

    /// Strong v6 quotes every header field, so quotes mark nothing: a quoted 2024 header with
    /// Strong's own names is Strong's, and its bodyweight names add to bodyweight.
    @Test func aQuotedStrongHeaderIsNotTheExporters() throws {
        let strong = StrongCSVExporter.strongHeader.split(separator: ",").map { "\"\($0)\"" }.joined(separator: ",")
            + "\n\"2024-06-18 11:04:00\",\"A\",\"1h\",\"Chest Dip\",\"1\",\"20.0\",\"8.0\",\"0\",\"0.0\",\"\",\"\",\"\"\n"
        let result = try StrongImporter(options: .catalog(unit: .kg)).importSessions(fromCSV: strong)
        let set = try #require(result.sessions.first?.exercises.first?.sets.first)
        #expect(set.isAddedLoad && set.load?.value == 20)
    }

    /// The mark is the header's columns, not its quotes: a spreadsheet that saves the file
    /// again without quotes keeps it the exporter's.
    @Test func theExportersHeaderUnquotedIsStillTheExporters() throws {
        let csv = try Self.export("unit kg\n\n2026-01-05 \"A\"\n  Chin-Up 20x5\n")
        let unquoted = csv.replacingOccurrences(of: "\"", with: "")
        #expect(unquoted.hasPrefix(StrongCSVExporter.header + "\n"))
        let result = try StrongImporter(options: .catalog(unit: .kg)).importSessions(fromCSV: unquoted)
        #expect(result.sessions[0].exercises[0].sets[0].isAddedLoad == false)
    }

    /// No Strong layout has the exporter's header: the real ones, as the importer knows them.
    @Test func noStrongLayoutHasTheExportersHeader() {
        let strongs = [
            "Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes",
            "Date,Workout Name,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE",
            StrongCSVExporter.strongHeader,
            "Workout #;Date;Workout Name;Duration (sec);Exercise Name;Set Order;Weight (kg);Reps;RPE;Distance (meters);Seconds;Notes;Workout Notes",
        ]
        for header in strongs {
            let fields = header.split(whereSeparator: { $0 == "," || $0 == ";" }).map(String.init)
            #expect(fields.joined(separator: ",") != StrongCSVExporter.header)
        }
        #expect(StrongCSVExporter.header.hasSuffix(",RPE,Weight Unit,Distance Unit"))
    }

    /// The file says its units: a pound journal comes back in pounds, miles and all, without
    /// being told.
    @Test func theExportersFileNeedsNoUnit() throws {
        let csv = try Self.export("unit lb\n\n2026-01-05 \"A\"\n  squat 225x5\n  run 3mi in 27:00\n", unit: .lb)
        #expect(csv.contains(",\"squat\",1,225.0,5.0,0,0.0,\"\",\"\",,lb,mi\n"), "\(csv)")
        let result = try StrongImporter(options: .catalog(unit: nil)).importSessions(fromCSV: csv)
        let squat = try #require(result.sessions.first?.exercises.first?.sets.first)
        #expect(squat.load?.mass == Mass(225, .lb))
        let run = try #require(result.sessions.first?.exercises.last?.sets.first)
        #expect(abs((run.distanceMetres ?? 0) - 3 * DistanceUnit.mi.metresPerUnit) < 0.01, "\(run)")
        #expect(result.unit == .lb)
    }

    /// `bench (heavy)` and `bench (volume)` stay two uses of one lift; a labelled use with
    /// added load keeps both.
    @Test func labelsSurviveTheTrip() throws {
        let csv = try Self.export("""
            unit kg

            2026-01-05 "A"
              bench (heavy) 60x5x2
              bench (volume) 45x10
              dip (heavy) +10kg x 5
              "Bench Press (Barbell)" 50x5
            """)
        #expect(csv.contains(",\"bench (heavy)\",1,60.0,"), "\(csv)")
        #expect(csv.contains(",\"dip (heavy) (Weighted)\",1,10.0,"), "\(csv)")
        let result = try StrongImporter(options: .catalog(unit: .kg)).importSessions(fromCSV: csv)
        let names = result.sessions[0].exercises.map(\.name)
        #expect(names == ["bench press (heavy)", "bench press (volume)", "dip (heavy)", "bench press"], "\(names)")
        #expect(result.sessions[0].exercises[2].sets[0].isAddedLoad)
        #expect(result.declaredExercises.isEmpty, "\(result.declaredExercises)")
    }

    /// Only the exporter's file reads words in parentheses as a label: Strong's are its own.
    @Test func anAppsParenthesesAreNotALabel() throws {
        let strong = StrongCSVExporter.strongHeader + "\n2024-06-18 11:04:00,A,1h,Squat (Paused),1,100.0,5.0,0,0.0,,,\n"
        let result = try StrongImporter(options: .catalog(unit: .kg)).importSessions(fromCSV: strong)
        #expect(result.sessions[0].exercises[0].name == "pause squat")
    }
}
