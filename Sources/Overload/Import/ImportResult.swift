/// The sessions an import produced, and its report.
public struct ImportResult: Sendable {
    /// The new sessions, oldest first.
    public var sessions: [JournalSession]
    /// Unmapped exercise names used by `sessions`, to declare with `exercise "Name"`.
    public var declaredExercises: [String]
    /// The unit most loads are in, to use as the journal's unit when starting a journal.
    public var unit: MassUnit?
    /// Counts and warnings.
    public var report: ImportReport

    /// A result.
    public init(sessions: [JournalSession], declaredExercises: [String], unit: MassUnit?, report: ImportReport) {
        self.sessions = sessions
        self.declaredExercises = declaredExercises
        self.unit = unit
        self.report = report
    }

    /// The result without the workouts `existing` already holds (see
    /// `JournalSession.isSameWorkout(as:)`), with its counts updated and without declarations
    /// the journal already has or no remaining session uses. Importing the same export into
    /// the journal again therefore adds nothing.
    public func excluding(_ existing: Journal) -> ImportResult {
        excluding(existing.sessions, declared: existing.declaredExercises)
    }

    /// The result without the sessions that repeat a workout of `existing` or an earlier one
    /// of its own, and without declarations of `declared` names or of names no session uses.
    func excluding(_ existing: [JournalSession], declared: [String]) -> ImportResult {
        var seen = Set(existing.map(\.workoutFingerprint))
        let fresh = sessions.filter { seen.insert($0.workoutFingerprint).inserted }
        var result = self
        result.sessions = fresh
        result.report.sessionsImported = fresh.count
        result.report.sessionsSkipped += sessions.count - fresh.count
        result.report.setsImported = fresh.reduce(0) { $0 + $1.exercises.reduce(0) { $0 + $1.sets.count } }
        let used = Set(fresh.flatMap { $0.exercises.map(\.name) })
        let alreadyDeclared = Set(declared)
        result.declaredExercises = declaredExercises.filter { used.contains($0) && !alreadyDeclared.contains($0) }
        return result
    }

    /// The declarations and sessions as journal text, groups separated by one blank line.
    ///
    /// - Parameters:
    ///   - unit: the journal's unit: loads in it are written without a suffix.
    ///   - startingJournal: begin with the `unit` line (when `unit` is given), as the text of a
    ///     new journal.
    ///   - declaredInJournal: names the journal already declares: written quoted, not declared again.
    public func journalText(unit: MassUnit?, startingJournal: Bool = false, declaredInJournal: [String] = []) -> String {
        let renderer = JournalRenderer(unit: unit, declaredExercises: Set(declaredExercises + declaredInJournal))
        let unitLine = startingJournal ? unit.map { "unit \($0.rawValue)\n" } ?? "" : ""
        let groups = [unitLine, renderer.declarations(declaredExercises), renderer.render(sessions)]
        return groups.filter { !$0.isEmpty }.joined(separator: "\n")
    }
}
