/// Imports Strong's CSV export, in every layout the app has written:
///
/// - 2018 legacy: `;`, a `Weight Unit` column (`lbs`, `kgs`) and a `Distance Unit` column;
/// - 2019: no `Duration`; 2020-2024: no unit column, so the lifter's unit must be given;
/// - 2024: `Duration` written `1h 6m` or `56m`;
/// - v6 (2025): `Workout #`, `Duration (sec)`, `Weight (kg)` (exact conversions for lb users,
///   converted back when the unit is lb), `Distance (meters)`, and `Set Order` values
///   `Rest Timer` (not a set) and `Note` (a note on the exercise).
///
/// `Set Order` numbers are working sets; `W`/`WARM_UP` warm-ups, `F`/`FAILURE` failures,
/// `D` drop sets. `RPE` may be in any column.
public struct StrongImporter: WorkoutImporter {
    /// `Strong`.
    public static let appName = "Strong"
    /// The unit and name mapping.
    public let options: ImportOptions

    /// A Strong importer.
    public init(options: ImportOptions = ImportOptions()) {
        self.options = options
    }

    /// A header with `Exercise Name` and `Set Order`.
    public static func recognizes(_ table: CSVTable) -> Bool {
        table.column("Exercise Name") != nil && table.column("Set Order") != nil
    }

    /// Imports a Strong export; see `WorkoutImporter`.
    /// - Throws: `ImportError.missingColumns`, or `unitRequired` for a layout with no unit.
    public func importSessions(
        from table: CSVTable, into existing: [JournalSession], progress: ((Int, Int) -> Void)?
    ) throws -> ImportResult {
        try importSessions(from: table, as: StrongLayout.self, into: existing, progress: progress)
    }
}

/// Where a Strong export keeps each value, and in which units.
struct StrongLayout: ImportLayout {
    static let weightNames = ["Weight", "Weight (kg)", "Weight (lb)", "Weight (lbs)"]
    static let requiredColumns = [["Date"], ["Exercise Name"], ["Set Order"], weightNames, ["Reps"]]

    let workoutNumber, date, workoutName, duration, exercise, setOrder: Int?
    let weight, weightUnit, reps, rpe, distance, distanceUnit, seconds, notes, workoutNotes: Int?
    /// The unit named in the weight header (`Weight (kg)`), if any.
    let headerUnit: MassUnit?
    let durationIsSeconds: Bool
    /// Metres per distance unit when the header or the lifter's unit fixes it.
    let metresPerDistanceUnit: Double

    /// `overload export` writes Strong's 2024 columns followed by `Weight Unit` and
    /// `Distance Unit`, a header no Strong layout has (its 2018 one, the only one with unit
    /// columns, has no `Duration`), and every name as the journal has it. So a file with that
    /// header is the journal's, whatever the case of its names (`"Zottman Curl"`) and whether
    /// or not its header is quoted (Strong v6 quotes every header field, so quotes say
    /// nothing). A file with the 2024 header alone (an older export of overload's, or one a
    /// spreadsheet saved without the unit columns) is the journal's when every name is in
    /// lower case, ` (Weighted)` or ` (Assisted)` after it aside: Strong's own names are
    /// capitalized (`Bench Press (Barbell)`), so a single app name makes it Strong's.
    static func writtenByOverload(_ table: CSVTable) -> Bool {
        let header = table.header.joined(separator: ",")
        guard let exercise = table.column("Exercise Name"), !table.rows.isEmpty else { return false }
        if header == StrongCSVExporter.header { return true }
        guard header == StrongCSVExporter.strongHeader else { return false }
        return table.rows.allSatisfy { row in
            let name = ImportedLoadMeaning.variant(of: row[exercise]).name
            return name == name.lowercased()
        }
    }

    init(_ table: CSVTable, unit: MassUnit?) throws {
        workoutNumber = table.column("Workout #")
        date = table.column("Date")
        workoutName = table.column("Workout Name")
        duration = table.column(anyOf: ["Duration (sec)", "Duration"])
        durationIsSeconds = table.column("Duration (sec)") != nil
        exercise = table.column("Exercise Name")
        setOrder = table.column("Set Order")
        weight = table.column(anyOf: StrongLayout.weightNames)
        weightUnit = table.column("Weight Unit")
        reps = table.column("Reps")
        rpe = table.column("RPE")
        distance = table.column(anyOf: ["Distance (meters)", "Distance (km)", "Distance (miles)", "Distance"])
        distanceUnit = table.column("Distance Unit")
        seconds = table.column("Seconds")
        notes = table.column("Notes")
        workoutNotes = table.column("Workout Notes")

        headerUnit = try ImportValues.headerUnit(
            of: table, weightColumn: weight, unitColumn: weightUnit, unit: unit, app: StrongImporter.appName)
        let distanceHeader = distance.map { table.header[$0].lowercased() } ?? ""
        let distanceUnit: DistanceUnit
        if distanceHeader.contains("(meters)") {
            distanceUnit = .m
        } else if distanceHeader.contains("(miles)") {
            distanceUnit = .mi
        } else if distanceHeader.contains("(km)") {
            distanceUnit = .km
        } else {
            // A bare `Distance` is in the lifter's system: kilometres for kg, miles for lb.
            distanceUnit = (unit ?? headerUnit) == .lb ? .mi : .km
        }
        metresPerDistanceUnit = distanceUnit.metresPerUnit
    }

    func read(_ row: CSVRow, unit: MassUnit?) throws -> ImportedRow {
        let (day, time) = try ImportValues.timestamp(row[date], "Date")
        let name = ImportValues.text(row[workoutName])
        let heading = SessionHeading(
            key: ImportValues.text(row[workoutNumber]) ?? (row[date] + "|" + (name ?? "")),
            date: day, time: time, dayName: name, note: ImportValues.text(row[workoutNotes]),
            durationSeconds: durationIsSeconds
                ? try ImportValues.positiveWhole(row[duration], "Duration (sec)")
                : try ImportValues.duration(row[duration], "Duration"))
        var imported = ImportedRow(session: heading, exercise: try ImportValues.exerciseName(row[exercise]))
        let order = ImportValues.text(row[setOrder]) ?? ""
        var raw = RawSet()
        switch order.uppercased() {
        case "REST TIMER", "REST_TIMER":
            return imported
        case "NOTE":
            imported.exerciseNote = ImportValues.text(row[notes])
            return imported
        case "W", "WARM_UP", "WARMUP", "WARM UP":
            raw.kind = .warmup
        case "F", "FAILURE":
            raw.kind = .failure
        case "D", "DROP", "DROP_SET", "DROPSET":
            raw.kind = .drop
        default:
            if Int(order) == nil {
                imported.warning = "Set Order '\(order)' is unknown; read as a working set"
            }
        }
        raw.weight = try ImportValues.number(row[weight], "Weight")
        raw.weightUnit = try weightUnit.flatMap { try ImportValues.weightUnit(row[$0], "Weight Unit") } ?? headerUnit
        raw.reps = try ImportValues.number(row[reps], "Reps")
        raw.rpe = try ImportValues.positive(row[rpe], "RPE")
        raw.seconds = try ImportValues.positiveWhole(row[seconds], "Seconds")
        let perUnit = try distanceUnit.flatMap { try ImportValues.metresPer(row[$0], "Distance Unit") }
        raw.metres = try ImportValues.positive(row[distance], "Distance").map { $0 * (perUnit ?? metresPerDistanceUnit) }
        raw.note = ImportValues.text(row[notes])
        imported.set = try raw.performance(in: unit)
        return imported
    }
}
