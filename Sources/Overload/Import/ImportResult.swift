/// The sessions an import produced, and its report.
public struct ImportResult: Sendable {
    /// The new sessions, oldest first.
    public var sessions: [JournalSession]
    /// Unmapped exercise names used by `sessions`, to declare with `exercise "Name"`.
    public var declaredExercises: [String]
    /// The unit most loads are in, to use as the journal's unit when starting a journal.
    public var unit: WeightUnit?
    /// Counts and warnings.
    public var report: ImportReport

    /// A result.
    public init(sessions: [JournalSession], declaredExercises: [String], unit: WeightUnit?, report: ImportReport) {
        self.sessions = sessions
        self.declaredExercises = declaredExercises
        self.unit = unit
        self.report = report
    }

    /// The declarations and sessions as journal text for a journal whose unit is `unit`.
    public func journalText(unit: WeightUnit?) -> String {
        let renderer = JournalRenderer(unit: unit, declaredExercises: Set(declaredExercises))
        let declarations = renderer.declarations(declaredExercises)
        let sessionsText = renderer.render(sessions)
        if declarations.isEmpty || sessionsText.isEmpty { return declarations + sessionsText }
        return declarations + "\n" + sessionsText
    }
}
