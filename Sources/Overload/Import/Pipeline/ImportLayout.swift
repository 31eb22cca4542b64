/// Where one app's export keeps each value: found from the header once, then read row by row.
/// Each importer is its app's layout run through `importSessions(from:as:into:progress:)`.
protocol ImportLayout {
    /// The columns every export of the app has, each as its accepted spellings.
    static var requiredColumns: [[String]] { get }
    /// The layout of `table`, whose loads are in `unit` (the lifter's, if given) when the
    /// export does not say.
    /// - Throws: `ImportError` when the export's layout cannot be read as a whole.
    init(_ table: CSVTable, unit: MassUnit?) throws
    /// One record in the journal's terms.
    /// - Throws: `RowProblem` (or `ImportError`) for a row to leave out.
    func read(_ row: CSVRow, unit: MassUnit?) throws -> ImportedRow
    /// True when `overload export` wrote `table`: its names are the journal's, so a weight is
    /// the journal's load as written (see `ImportedLoadMeaning`). False for an app's own export.
    static func writtenByOverload(_ table: CSVTable) -> Bool
}

extension ImportLayout {
    /// Only a Strong-layout file can come from `overload export`.
    static func writtenByOverload(_ table: CSVTable) -> Bool { false }
}

extension WorkoutImporter {
    /// Imports `table` as `Layout` reads it: its required columns checked, then every row
    /// through the pipeline the importers share.
    /// - Throws: `ImportError.missingColumns`, or what the layout throws for the table.
    func importSessions<Layout: ImportLayout>(
        from table: CSVTable, as _: Layout.Type, into existing: [JournalSession], progress: ((Int, Int) -> Void)?
    ) throws -> ImportResult {
        try Self.requireColumns(table, Layout.requiredColumns)
        let layout = try Layout(table, unit: options.unit)
        let journalNames = Layout.writtenByOverload(table)
        return ImportPipeline.run(table, options: options, journalNames: journalNames, existing: existing, progress: progress) { row in
            try layout.read(row, unit: options.unit)
        }
    }
}
