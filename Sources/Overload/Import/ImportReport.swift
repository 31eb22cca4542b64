/// What an import found and did, for the lifter to check.
public struct ImportReport: Sendable, Hashable, Codable {
    /// Records read after the header.
    public var rowsRead = 0
    /// Sets in the sessions imported (sessions already in the journal are not counted).
    public var setsImported = 0
    /// Records that are not sets: rest timers, exercise notes, rows with nothing recorded.
    public var nonSetRows = 0
    /// Records left out because a value could not be read (each has a warning).
    public var rowsRejected = 0
    /// Distinct workouts in the file.
    public var sessionsFound = 0
    /// Workouts imported.
    public var sessionsImported = 0
    /// Workouts left out because the journal (or the file itself) already holds them.
    public var sessionsSkipped = 0
    /// App exercise names no catalog name was found for, in order of first appearance; they
    /// are kept as written and declared.
    public var unmappedNames: [String] = []
    /// App names that became one catalog name, when more than one did (`Bench Press
    /// (Barbell)` and `Barbell Bench Press` both `bench press`), so the lifter can check that
    /// they are one lift: each entry is the catalog name, then the app's names.
    public var mergedNames: [[String]] = []
    /// Problems with single rows, with their line numbers (at most `warningLimit` are kept).
    public var warnings: [String] = []

    /// How many warnings are kept; later ones are only counted in `rowsRejected`.
    public static let warningLimit = 50

    /// An empty report.
    public init() {}

    mutating func warn(_ message: String) {
        if warnings.count < ImportReport.warningLimit { warnings.append(message) }
    }
}
