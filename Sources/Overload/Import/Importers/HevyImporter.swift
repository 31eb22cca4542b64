/// Imports Hevy's CSV export, from metric (`weight_kg`, `distance_km`) and imperial
/// (`weight_lbs`, `distance_miles`) accounts.
///
/// Dates read `7 Apr 2024, 16:34` (the hour may have one digit); workouts come newest first
/// and are returned oldest first; `set_type` is `normal`, `warmup`, `failure` or `dropset`;
/// an empty weight is a bodyweight set. The duration is the time from `start_time` to
/// `end_time`, `description` the session note, `exercise_notes` the exercise note.
public struct HevyImporter: WorkoutImporter {
    /// `Hevy`.
    public static let appName = "Hevy"
    /// The unit and name mapping.
    public let options: ImportOptions

    /// A Hevy importer.
    public init(options: ImportOptions = ImportOptions()) {
        self.options = options
    }

    /// A header with `exercise_title`, `set_type` and `start_time`.
    public static func recognizes(_ table: CSVTable) -> Bool {
        table.column("exercise_title") != nil && table.column("set_type") != nil && table.column("start_time") != nil
    }

    /// Imports a Hevy export; see `WorkoutImporter`.
    /// - Throws: `ImportError.missingColumns`.
    public func importSessions(
        from table: CSVTable, into existing: [JournalSession], progress: ((Int, Int) -> Void)?
    ) throws -> ImportResult {
        try importSessions(from: table, as: HevyLayout.self, into: existing, progress: progress)
    }
}

/// Where a Hevy export keeps each value, and in which units.
struct HevyLayout: ImportLayout {
    static let requiredColumns = [
        ["title"], ["start_time"], ["exercise_title"], ["weight_kg", "weight_lbs", "weight_lb"], ["reps"],
    ]

    let title, start, end, description, exercise, exerciseNotes, setType: Int?
    let weight, reps, distance, durationSeconds, rpe: Int?
    let weightUnit: MassUnit
    let metresPerDistanceUnit: Double

    /// Hevy names the unit in its headers, so the lifter's unit is only needed for reading sets.
    init(_ table: CSVTable, unit _: MassUnit?) {
        title = table.column("title")
        start = table.column("start_time")
        end = table.column("end_time")
        description = table.column("description")
        exercise = table.column("exercise_title")
        exerciseNotes = table.column("exercise_notes")
        setType = table.column("set_type")
        let kilograms = table.column("weight_kg")
        weight = kilograms ?? table.column(anyOf: ["weight_lbs", "weight_lb"])
        weightUnit = kilograms == nil ? .lb : .kg
        reps = table.column("reps")
        let kilometres = table.column("distance_km")
        distance = kilometres ?? table.column(anyOf: ["distance_miles", "distance_mi"])
        metresPerDistanceUnit = (kilometres == nil ? DistanceUnit.mi : .km).metresPerUnit
        durationSeconds = table.column("duration_seconds")
        rpe = table.column("rpe")
    }

    func read(_ row: CSVRow, unit: MassUnit?) throws -> ImportedRow {
        let (day, time) = try ImportValues.dayMonthYearTimestamp(row[start], "start_time")
        var duration: Int?
        if let end, ImportValues.text(row[end]) != nil, let time {
            let (endDay, endTime) = try ImportValues.dayMonthYearTimestamp(row[end], "end_time")
            if let endTime {
                let minutes = (endDay.daysSinceEpoch - day.daysSinceEpoch) * 1440
                    + endTime.minutesSinceMidnight - time.minutesSinceMidnight
                duration = minutes > 0 ? try ImportValues.wholeSeconds(Double(minutes) * 60, row[end], "end_time") : nil
            }
        }
        let name = ImportValues.text(row[title])
        let heading = SessionHeading(
            key: row[start] + "|" + (name ?? ""), date: day, time: time, dayName: name,
            note: ImportValues.text(row[description]), durationSeconds: duration)
        var imported = ImportedRow(session: heading, exercise: try ImportValues.exerciseName(row[exercise]))
        var raw = RawSet()
        let type = ImportValues.text(row[setType])?.lowercased() ?? "normal"
        switch type {
        case "normal": raw.kind = .regular
        case "warmup": raw.kind = .warmup
        case "failure": raw.kind = .failure
        case "dropset": raw.kind = .drop
        default: imported.warning = "set_type '\(type)' is unknown; read as a working set"
        }
        raw.weight = try ImportValues.number(row[weight], "weight")
        raw.weightUnit = weightUnit
        raw.reps = try ImportValues.number(row[reps], "reps")
        raw.rpe = try ImportValues.positive(row[rpe], "rpe")
        raw.seconds = try ImportValues.positiveWhole(row[durationSeconds], "duration_seconds")
        raw.metres = try ImportValues.positive(row[distance], "distance").map { $0 * metresPerDistanceUnit }
        imported.set = try raw.performance(in: unit)
        // The note rides on every set row; the pipeline keeps it once, on the exercise.
        imported.exerciseNote = ImportValues.text(row[exerciseNotes])
        return imported
    }
}
