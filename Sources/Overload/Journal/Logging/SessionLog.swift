import OverloadSyntax

/// Logging one session: the workflow of `overload log` and of a REPL's `log` line, apart
/// from where the text comes from and where messages go.
///
/// The lines are put under a heading made from the date, time and day, read as journal text
/// and checked against the journal they join; only a session without errors (and without a
/// misspelt exercise name, unless forced) is written, through the locked `JournalStore`.
public struct SessionLog: Sendable {
    /// The session's date.
    public var date: LocalDate
    /// When the session started, if given.
    public var time: LocalTime?
    /// The program day performed, if given.
    public var day: String?

    /// A session on `date`.
    public init(date: LocalDate, time: LocalTime? = nil, day: String? = nil) {
        self.date = date
        self.time = time
        self.day = day
    }

    /// The session's lines as journal text named `name`: the heading is line 0, so written
    /// line N is line N of the source and a diagnostic points at the line the user typed.
    /// Blank lines are kept as blank lines for the same reason.
    /// - Returns: nil when no line holds anything but white space or a comment.
    public func source(lines: [String], name: String) -> SourceFile? {
        let written = lines.map(Self.trimmed)
        guard written.contains(where: { !$0.isEmpty && !$0.hasPrefix("#") }) else { return nil }
        let body = written.map { $0.isEmpty ? "" : "  " + $0 }
        return SourceFile(name: name, text: ([heading] + body).joined(separator: "\n") + "\n", firstLineNumber: 0)
    }

    /// The session's heading line: its date, then its time and day when given.
    public var heading: String {
        var heading = date.description
        if let time { heading += " " + SourceFormatter.time(hour: time.hour, minute: time.minute) }
        if let day { heading += " " + SourceFormatter.quote(day) }
        return heading
    }

    /// Whether typed text holds whole journal entries (its first line that is not blank or a
    /// comment starts with a date) rather than one session's lines.
    public static func holdsWholeEntries(_ text: String) -> Bool {
        let firstLine = text.split(separator: "\n").first { line in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            return !trimmed.isEmpty && !trimmed.hasPrefix("#")
        }
        return firstLine?.first?.isNumber == true
    }

    private static func trimmed(_ line: String) -> String {
        var slice = Substring(line)
        while let first = slice.first, first == " " || first == "\t" { slice.removeFirst() }
        while let last = slice.last, last == " " || last == "\t" || last == "\r" { slice.removeLast() }
        return String(slice)
    }
}

/// A session read and checked against the journal it is to join, ready to be written.
public struct SessionLogDraft: Sendable {
    /// The parse and journal diagnostics, in source order.
    public var diagnostics: [Diagnostic]
    /// The entries read (one session, or the whole entries given).
    public var entries: [JournalEntry]
    /// An unknown exercise name a typing slip away from a catalog name, with that name
    /// (``refusal(force:)`` refuses it unless forced).
    public var misspelt: (written: String, known: String)?
    /// The unit bare loads were read in: the one given, else the journal's.
    public var entryUnit: MassUnit?

    /// Reads `source` as entries for `journal`. Bare loads are in `unit` when given, else in
    /// the journal's unit. `expandRepeatedLoads` reads `100x5,5,5` as three sets of 100x5
    /// (typed input only: in a file a bare count is a bodyweight set). With `program`, the
    /// lifter's program, a misspelt name is offered the program's spelling first
    /// (``ProgramExerciseNames``), then the catalog's. With `today`, an entry dated after it
    /// is a warning naming the date most likely meant (``FutureDates``).
    public init(source: SourceFile, joining journal: Journal, unit: MassUnit?, expandRepeatedLoads: Bool,
                program: ProgramExerciseNames? = nil, today: LocalDate? = nil) {
        var parsed = Parser.parse(source)
        if expandRepeatedLoads { parsed.document = RepeatedLoadShorthand.expand(parsed.document) }
        entryUnit = unit ?? journal.unit
        let reading = JournalReader().read(parsed, unit: entryUnit, declaredExercises: journal.declaredExercises)
        let read = program?.preferringProgramNames(reading.diagnostics, in: source) ?? reading.diagnostics
        let future = today.map { FutureDates.warnings(in: parsed.document, today: $0) } ?? []
        diagnostics = (parsed.diagnostics + read + future).sorted { $0.range.start < $1.range.start }
        entries = reading.journal.entries
        misspelt = Self.misspeltExercise(diagnostics, in: source, program: program)
    }

    /// The text to append to a journal whose current text is `current` and whose unit is
    /// `journalUnit`: a new journal starts with its unit (so bare loads mean something); loads
    /// are written in the journal's unit, a load in another unit keeping its suffix.
    public func text(appendingTo current: String, journal: Journal) -> String {
        let (header, body) = parts(appendingTo: current, journal: journal)
        return header + body
    }

    /// Appends the entries to the journal file at `path` under the store's lock and returns
    /// the entries' text as written (without a new journal's unit line).
    /// - Throws: `JournalWriteError`; the journal is then unchanged.
    public func append(to path: String, journal: Journal, store: JournalStore = JournalStore()) throws -> String {
        var written = ""
        try store.append(to: path) { current in
            let (header, body) = parts(appendingTo: current, journal: journal)
            written = body
            return header + body
        }
        return written
    }

    private func parts(appendingTo current: String, journal: Journal) -> (header: String, body: String) {
        let header = Self.header(forNew: current, unit: entryUnit)
        let journalUnit = journal.unit ?? (header.isEmpty ? nil : entryUnit)
        let renderer = JournalRenderer(unit: journalUnit, declaredExercises: Set(journal.declaredExercises))
        return (header, renderer.render(entries))
    }

    /// What goes before the first entry appended to a journal whose text is `current`: when
    /// the journal is new (empty or white space) and the unit is known, `unit kg` and a blank
    /// line; otherwise nothing.
    public static func header(forNew current: String, unit: MassUnit?) -> String {
        guard current.allSatisfy(\.isWhitespace), let unit else { return "" }
        return "unit \(unit.rawValue)\n\n"
    }

    /// The first unknown exercise name (W0401) that is a typing slip away from a name of the
    /// program (when known) or the catalog, with that name: such a name is refused unless
    /// forced; a name far from every known one stays a warning, since a journal keeps what was done.
    static func misspeltExercise(
        _ diagnostics: [Diagnostic], in source: SourceFile, program: ProgramExerciseNames? = nil
    ) -> (written: String, known: String)? {
        for diagnostic in diagnostics where diagnostic.code == .journalUnknownExercise {
            let written = source.text(diagnostic.range)
            if let known = program?.closest(to: written) { return (written, known) }
            if let known = ExerciseCatalog.builtin.closeName(to: written) { return (written, known.lowercased()) }
        }
        return nil
    }
}
