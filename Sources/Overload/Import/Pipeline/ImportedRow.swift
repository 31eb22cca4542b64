/// One export record, read into the journal's terms by an app's importer.
struct ImportedRow {
    /// The session the record belongs to.
    var session: SessionHeading
    /// The exercise name as the app wrote it.
    var exercise: String
    /// The performed set, or `nil` for a record that is not a set (a rest timer, a note, a row
    /// with nothing recorded).
    var set: SetPerformance?
    /// A note about the exercise as a whole (Strong's `Note` rows, Hevy's `exercise_notes`).
    var exerciseNote: String?
    /// Something the lifter should know about how the row was read.
    var warning: String?

    init(session: SessionHeading, exercise: String) {
        self.session = session
        self.exercise = exercise
    }
}

/// The session fields an export repeats on each of its records.
struct SessionHeading {
    /// Identifies the workout within the file (a workout number, or its start and title).
    var key: String
    var date: LocalDate
    var time: LocalTime?
    var dayName: String?
    var note: String?
    var durationSeconds: Int?
}
