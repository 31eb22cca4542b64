extension JournalSession {
    /// Whether `other` records the same workout: same date, time and day name, and the same
    /// exercises and sets as they read in canonical journal text, notes left out. Mood, notes
    /// and other context are not compared, so a session the lifter annotated after importing
    /// it is still recognised when the same export is imported again; comparing the written
    /// form keeps a session equal to itself after a trip through the journal text.
    public func isSameWorkout(as other: JournalSession) -> Bool {
        workoutFingerprint == other.workoutFingerprint
    }

    /// The heading and the exercise lines in canonical form without notes, every load with
    /// its unit.
    var workoutFingerprint: String {
        let renderer = SetListRenderer(unit: nil)
        var text = "\(date) \(time?.description ?? "-") " + (dayName.map(JournalLexicon.quoted) ?? "-")
        for exercise in exercises {
            let sets = exercise.sets.map { set in
                var bare = set
                bare.note = nil
                return bare
            }
            text += "\n" + JournalLexicon.quoted(exercise.name) + " " + renderer.render(sets, exerciseNote: nil)
        }
        return text
    }
}
