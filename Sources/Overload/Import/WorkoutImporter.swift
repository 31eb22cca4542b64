import Foundation

/// An importer of one app's CSV workout export into journal sessions.
///
/// Every importer reads columns by header name, so the column order of an export does not
/// matter; rows it cannot read are left out with a warning in the report, never silently.
public protocol WorkoutImporter: Sendable {
    /// The app's name, for messages (`Strong`).
    static var appName: String { get }
    /// The unit and the exercise-name mapping to use.
    var options: ImportOptions { get }
    /// An importer with `options`.
    init(options: ImportOptions)
    /// Whether a table's header looks like this app's export.
    static func recognizes(_ table: CSVTable) -> Bool
    /// The sessions of `table` that `existing` does not hold yet (same date, time, day and
    /// sets), oldest first. `progress` is told (rows done, rows in all) as rows are read.
    /// - Throws: `ImportError` when the file as a whole cannot be imported.
    func importSessions(
        from table: CSVTable, into existing: [JournalSession], progress: ((Int, Int) -> Void)?
    ) throws -> ImportResult
}

extension WorkoutImporter {
    /// Imports CSV text; see `importSessions(from:into:progress:)` for tables.
    /// - Throws: `ImportError`.
    public func importSessions(
        fromCSV text: String, into existing: [JournalSession] = [], progress: ((Int, Int) -> Void)? = nil
    ) throws -> ImportResult {
        let table: CSVTable
        do {
            table = try CSVReader.read(text)
        } catch let error as CSVError {
            throw ImportError.csv(error)
        }
        return try importSessions(from: table, into: existing, progress: progress)
    }

    /// Imports the CSV file at `path` (UTF-8, with or without a byte-order mark).
    /// - Throws: `ImportError`.
    public func importSessions(
        contentsOf path: String, into existing: [JournalSession] = [], progress: ((Int, Int) -> Void)? = nil
    ) throws -> ImportResult {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ImportError.unreadableFile(path: path)
        }
        return try importSessions(fromCSV: String(decoding: data, as: UTF8.self), into: existing, progress: progress)
    }

    /// Throws `missingColumns` unless `table` has every one of `required` (each entry lists
    /// the accepted spellings of one column).
    static func requireColumns(_ table: CSVTable, _ required: [[String]]) throws {
        let missing = required.filter { table.column(anyOf: $0) == nil }.map { $0.joined(separator: "' or '") }
        if !missing.isEmpty { throw ImportError.missingColumns(app: appName, columns: missing) }
    }
}

/// The apps whose exports can be imported.
public enum ImportFormat: String, Sendable, CaseIterable {
    /// Strong (every export layout from 2018 to v6).
    case strong
    /// Hevy (kg and lb accounts).
    case hevy
    /// FitNotes (old and new headers).
    case fitNotes

    /// The app whose export `table` is, judged by its header.
    public static func detect(_ table: CSVTable) -> ImportFormat? {
        allCases.first { $0.importerType.recognizes(table) }
    }

    /// The app's name as it spells it: `Strong`, `Hevy`, `FitNotes`.
    public var appName: String { importerType.appName }

    /// An importer for this app.
    public func importer(options: ImportOptions) -> any WorkoutImporter {
        importerType.init(options: options)
    }

    private var importerType: any WorkoutImporter.Type {
        switch self {
        case .strong: return StrongImporter.self
        case .hevy: return HevyImporter.self
        case .fitNotes: return FitNotesImporter.self
        }
    }
}
