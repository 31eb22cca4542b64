/// Turns parsed journal text into the journal model, with a located diagnostic for every
/// entry it cannot read; every well-formed entry is still read.
///
/// Reading is pure: one file is read from its parsed form, and a journal that includes other
/// files reads them only through the file-reading function it is given.
public struct JournalReader: Sendable {
    /// The catalog exercise names are checked against (a journal's own `exercise "Name"`
    /// declarations are added to it).
    public var catalog: ExerciseCatalog

    /// A reader checking names against `catalog`.
    public init(catalog: ExerciseCatalog = .builtin) {
        self.catalog = catalog
    }

    /// Reads one parsed file. `include` lines are recorded in `Journal.includes` but not
    /// followed. Program statements in the file are left to the compiler.
    ///
    /// - Parameters:
    ///   - unit: the unit of bare loads when the file names none, as when reading new entries
    ///     for an existing journal.
    ///   - declaredExercises: names declared elsewhere (by the journal the text is for).
    public func read(_ parsed: ParsedFile, unit: MassUnit? = nil, declaredExercises: [String] = []) -> JournalReading {
        let document = parsed.document
        let declared = JournalFileReader.declaredNames(in: document.statements)
            .union(declaredExercises.map(ExerciseNameNormalizer.normalize))
        var reader = JournalFileReader(source: parsed.source, catalog: catalog, declared: declared, inheritedUnit: unit)
        reader.read(document.statements)
        let (entries, found) = reader.finish(Array(zip(reader.entries, reader.ranges)))
        let diagnostics = Self.withoutLinesWithSyntaxErrors(found, in: parsed)
        var journal = Journal(
            unit: reader.unit, declaredExercises: reader.declarations, includes: reader.includedPaths,
            entries: entries)
        journal.declaredVariants = reader.variants
        return JournalReading(journal: journal, diagnostics: diagnostics)
    }

    /// `diagnostics` without those on lines where the lexer or parser already reported an
    /// error: a half-read line is reported once.
    static func withoutLinesWithSyntaxErrors(_ diagnostics: [Diagnostic], in parsed: ParsedFile) -> [Diagnostic] {
        withoutLinesWithSyntaxErrors(diagnostics, syntax: parsed.diagnostics, in: parsed.source)
    }

    /// `diagnostics` without those on lines where a `syntax` diagnostic is an error.
    static func withoutLinesWithSyntaxErrors(_ diagnostics: [Diagnostic], syntax: [Diagnostic], in source: SourceFile) -> [Diagnostic] {
        let lines = Set(syntax.filter { $0.severity == .error }.map { source.lineIndex(of: $0.range.start) })
        guard !lines.isEmpty else { return diagnostics }
        return diagnostics.filter { !lines.contains(source.lineIndex(of: $0.range.start)) }
    }

    /// Parses and reads one file's text.
    public func read(_ source: SourceFile) -> JournalReading {
        let parsed = Parser.parse(source)
        var reading = read(parsed)
        reading.diagnostics = (parsed.diagnostics + reading.diagnostics).sorted { $0.range.start < $1.range.start }
        return reading
    }
}

/// What reading one journal file produced.
public struct JournalReading: Sendable {
    /// The journal, holding every entry that could be read.
    public var journal: Journal
    /// The reader's diagnostics (and, from `read(_: SourceFile)`, the parser's), in source order.
    public var diagnostics: [Diagnostic]

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.hasErrors }
}

/// The diagnostics of one file among several read together.
public struct FileDiagnostics: Sendable {
    /// The file.
    public var source: SourceFile
    /// Its syntax and journal diagnostics, in source order.
    public var diagnostics: [Diagnostic]

    /// A file's diagnostics.
    public init(source: SourceFile, diagnostics: [Diagnostic]) {
        self.source = source
        self.diagnostics = diagnostics
    }
}

/// What reading a journal and the files it includes produced.
public struct JournalFilesReading: Sendable {
    /// Every entry of every file, ordered by date; entries of one date keep their order in
    /// the text, an included file's entries standing where its `include` line stands.
    public var journal: Journal
    /// Each file read, the root first, with its diagnostics.
    public var files: [FileDiagnostics]

    /// Whether any file has an error.
    public var hasErrors: Bool { files.contains { $0.diagnostics.hasErrors } }
}
