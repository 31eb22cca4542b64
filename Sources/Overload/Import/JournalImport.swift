/// An app's export imported into a journal file, as `overload import --journal` does it.
public enum JournalImport {
    /// Appends to the journal at `path` the workouts of an import that it does not hold yet,
    /// and returns what was appended (its report counts the workouts already there).
    ///
    /// The journal is read once, under the store's lock, so two imports at once cannot both
    /// add a workout; `importing` then runs with the journal's unit, which an export that does
    /// not say its unit may need. A new journal starts with a `unit` line of the result's unit;
    /// into an existing one, loads are written in the journal's unit, and names it declares
    /// are not declared again.
    ///
    /// - Parameters:
    ///   - path: the journal; created when there is none.
    ///   - store: the store that writes it.
    ///   - readFile: reads a file the journal includes (given the joined path), so workouts
    ///     held in an included file are not added again.
    ///   - importing: the import, given the journal's unit (nil for a new journal or one
    ///     without a `unit` line).
    /// - Throws: what `importing` throws, or `JournalWriteError`; the journal is then unchanged.
    public static func append(
        to path: String, store: JournalStore = JournalStore(), includes readFile: (String) throws -> [UInt8],
        importing: (_ journalUnit: MassUnit?) throws -> ImportResult
    ) throws -> ImportResult {
        var appended = ImportResult(sessions: [], declaredExercises: [], unit: nil, report: ImportReport())
        try store.append(to: path) { current in
            let known = JournalReader().read(SourceFile(name: path, text: current), includes: readFile).journal
            appended = try importing(known.unit).excluding(known)
            guard !appended.sessions.isEmpty else { return "" }
            let isNew = current.allSatisfy(\.isWhitespace)
            return appended.journalText(
                unit: isNew ? appended.unit : known.unit, startingJournal: isNew, declaredInJournal: known.declaredExercises)
        }
        return appended
    }
}
