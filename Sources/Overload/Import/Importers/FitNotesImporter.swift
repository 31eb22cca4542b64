/// Imports FitNotes' CSV export, with the older header
/// (`Date,Exercise,Category,Weight (lbs),Reps,Distance,Distance Unit,Time`) or the newer one
/// (`...,Weight,Weight Unit,...` with units `kgs` and `lbs`).
///
/// Dates carry no time, so a session is a calendar day; `Time` (`0:01:30`) is the duration of
/// a timed set; a `Comment` column, when present, becomes the set note.
public struct FitNotesImporter: WorkoutImporter {
    /// `FitNotes`.
    public static let appName = "FitNotes"
    /// The unit and name mapping.
    public let options: ImportOptions

    /// A FitNotes importer.
    public init(options: ImportOptions = ImportOptions()) {
        self.options = options
    }

    /// A header with `Date`, `Exercise` and `Category`.
    public static func recognizes(_ table: CSVTable) -> Bool {
        table.column("Date") != nil && table.column("Exercise") != nil && table.column("Category") != nil
    }

    /// Imports a FitNotes export; see `WorkoutImporter`.
    /// - Throws: `ImportError.missingColumns`, or `unitRequired` for a bare `Weight` column
    ///   without `Weight Unit` when no unit is given.
    public func importSessions(
        from table: CSVTable, into existing: [JournalSession], progress: ((Int, Int) -> Void)?
    ) throws -> ImportResult {
        try importSessions(from: table, as: FitNotesLayout.self, into: existing, progress: progress)
    }
}

/// Where a FitNotes export keeps each value, and in which units.
struct FitNotesLayout: ImportLayout {
    static let weightNames = ["Weight (kgs)", "Weight (kg)", "Weight (lbs)", "Weight (lb)", "Weight"]
    static let requiredColumns = [["Date"], ["Exercise"], weightNames, ["Reps"]]

    let date, exercise, weight, weightUnit, reps, distance, distanceUnit, time, comment: Int?
    /// The unit named in the weight header (`Weight (lbs)`), if any.
    let headerUnit: MassUnit?

    init(_ table: CSVTable, unit: MassUnit?) throws {
        date = table.column("Date")
        exercise = table.column("Exercise")
        weight = table.column(anyOf: FitNotesLayout.weightNames)
        weightUnit = table.column("Weight Unit")
        reps = table.column("Reps")
        distance = table.column("Distance")
        distanceUnit = table.column("Distance Unit")
        time = table.column("Time")
        comment = table.column("Comment")
        headerUnit = try ImportValues.headerUnit(
            of: table, weightColumn: weight, unitColumn: weightUnit, unit: unit, app: FitNotesImporter.appName)
    }

    func read(_ row: CSVRow, unit: MassUnit?) throws -> ImportedRow {
        let (day, _) = try ImportValues.timestamp(row[date], "Date")
        let heading = SessionHeading(key: day.description, date: day)
        var imported = ImportedRow(session: heading, exercise: try ImportValues.exerciseName(row[exercise]))
        var raw = RawSet()
        raw.weight = try ImportValues.number(row[weight], "Weight")
        raw.weightUnit = try weightUnit.flatMap { try ImportValues.weightUnit(row[$0], "Weight Unit") } ?? headerUnit
        raw.reps = try ImportValues.number(row[reps], "Reps")
        raw.seconds = try ImportValues.clockSeconds(row[time], "Time")
        let perUnit = try distanceUnit.flatMap { try ImportValues.metresPer(row[$0], "Distance Unit") }
        raw.metres = try ImportValues.positive(row[distance], "Distance").map { $0 * (perUnit ?? DistanceUnit.km.metresPerUnit) }
        raw.note = ImportValues.text(row[comment])
        imported.set = try raw.performance(in: unit)
        return imported
    }
}
