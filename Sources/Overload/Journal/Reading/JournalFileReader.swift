/// Reads the journal statements of one file. Each `read...` function reports what it cannot
/// read and returns nil (or leaves the value out), so one bad line never hides the rest.
struct JournalFileReader {
    /// An `include` line: its path as written, its range, and how many of the file's entries
    /// come before it (where the included file's entries are spliced in).
    struct Include {
        var path: String
        var range: SourceRange
        var entriesBefore: Int
    }

    let source: SourceFile
    let catalog: ExerciseCatalog
    /// Normalised names declared with `exercise` in this file and the files read with it.
    let declared: Set<String>
    /// The file's unit, or the including file's when it names none.
    private(set) var unit: MassUnit?
    var diagnostics: [Diagnostic] = []
    /// The entries read, in file order; set here and by ``readPlain(_:lines:)``. Kept apart from
    /// their ranges, and from the `include` lines, so a reader of parts hands them out and
    /// the finished journal takes them without copying pairs through the runtime's generic
    /// tuple copy.
    var entries: [JournalEntry] = []
    /// Each entry's range, index for index with ``entries``.
    var ranges: [SourceRange] = []
    /// The `include` lines, in file order.
    var includes: [Include] = []
    /// Whether each entry's date is on or after the one before it, so far. Kept as entries are
    /// added, where the date is at hand: an entry's `date` binds its whole case and copies it.
    private(set) var entriesAreInDateOrder = true
    private var lastDate: LocalDate?
    /// Whether an entry is a `resolved` line (the only entry that can close no pain flag).
    private(set) var hasResolutions = false
    /// This file's declarations, in order, each once.
    private(set) var declarations: [String] = []
    /// The variants the declarations name, by declared name.
    var variants: [String: DeclaredVariant] = [:]
    /// The parent of each variant in `variants`, both names normalised, to find loops.
    var variantParents: [String: (parent: String, declared: String, range: SourceRange)] = [:]
    /// Names already checked against the catalog, so each unknown name is reported once.
    private var checkedNames: Set<String> = []
    /// Names as written that have been checked: a journal repeats the same few thousands of
    /// times, and normalizing a name costs far more than looking it up.
    private var checkedSpellings: Set<String> = []
    /// The last few spellings checked, compared before the set is hashed: a journal's lines
    /// cycle through a handful of names, and comparing a short name is a few instructions
    /// where hashing it is hundreds.
    private var recentSpellings = RecentNames()
    /// Names (normalised) and the kind of work already checked against what the exercise does
    /// (W0207), so a journal of a hundred `squat 5km` lines warns once.
    var checkedWork: Set<String> = []
    /// The last few spellings of lines of a time, and of a distance, already checked against
    /// what the exercise does: a journal logs its planks every week, and normalising the name
    /// for the set above cost far more than comparing it.
    var recentTimeSpellings = RecentNames()
    var recentDistanceSpellings = RecentNames()
    private var reportedMissingUnit = false
    /// `resolved` lines met inside the session being read, with their own ranges; they become
    /// entries of their own, so an unmatched one is reported at its line, not at the session's.
    var sessionResolutions: [(resolution: PainResolution, range: SourceRange)] = []

    init(source: SourceFile, catalog: ExerciseCatalog, declared: Set<String>, inheritedUnit: MassUnit?) {
        self.source = source
        self.catalog = catalog
        self.declared = declared
        self.unit = inheritedUnit
    }

    /// The normalised names of every `exercise` declaration among `statements`.
    static func declaredNames(in statements: [Statement]) -> Set<String> {
        var names: Set<String> = []
        for case .exerciseDeclaration(let declaration) in statements {
            names.insert(ExerciseNameNormalizer.normalize(declaration.name.text))
        }
        return names
    }

    /// The first `unit` line's unit, if any.
    static func declaredUnit(in statements: [Statement]) -> MassUnit? {
        for case .unit(let name, _) in statements {
            if let unit = MassUnit(name: name.name) { return unit }
        }
        return nil
    }

    /// Makes room for about `count` entries.
    mutating func reserveCapacity(_ count: Int) {
        entries.reserveCapacity(count)
        ranges.reserveCapacity(count)
    }

    /// Adds an entry of `date` read from `range`.
    mutating func append(_ entry: consuming JournalEntry, date: LocalDate, at range: SourceRange) {
        if let lastDate, date < lastDate { entriesAreInDateOrder = false }
        lastDate = date
        if case .resolved = entry { hasResolutions = true }
        entries.append(consume entry)
        ranges.append(range)
    }

    mutating func read(_ statements: [Statement]) {
        readUnits(statements)
        readEntries(statements)
    }

    /// Reads the entries, declarations and includes among `statements`, leaving the unit as
    /// it is: for the later parts of a file whose `unit` lines were all in an earlier part.
    mutating func readEntries(_ statements: [Statement]) {
        for statement in statements {
            switch statement {
            case .include(let path, let range):
                includes.append(Include(path: path.value, range: range, entriesBefore: entries.count))
            case .exerciseDeclaration(let declaration):
                if !declarations.contains(declaration.name.text) { declarations.append(declaration.name.text) }
                readVariant(declaration)
            case .session(let session):
                if let read = readSession(session) { append(.session(read), date: read.date, at: session.range) }
                for (resolution, range) in sessionResolutions { append(.resolved(resolution), date: resolution.date, at: range) }
                sessionResolutions = []
            case .datedEntry(let entry):
                if let read = readDated(entry) { append(read, date: read.date, at: entry.range) }
            case .program, .unit, .round, .trainingMaxBasis, .maxes, .weeks, .equipment, .wave, .template, .day,
                 .week, .exercise, .superset, .breakTime, .rest, .without, .progress, .use, .progression, .plugin, .ladder, .property,
                 .performance, .rounds, .roundsScore, .error:
                // Program statements are the compiler's; property and performance lines only
                // occur inside blocks; error lines were reported by the parser.
                break
            }
        }
    }

    /// The file's own `unit` applies to the whole file; a second one naming another unit is
    /// an error, because loads before and after it would silently differ.
    mutating func readUnits(_ statements: [Statement]) {
        var own: (unit: MassUnit, range: SourceRange)?
        for case .unit(let name, let range) in statements {
            guard let unit = MassUnit(name: name.name) else { continue }
            if let own, own.unit != unit {
                error(.journalConflictingUnit, "the journal's unit is already \(own.unit.rawValue)", at: name.range,
                      label: "a second unit", notes: [DiagnosticNote("the unit is set here", at: own.range)],
                      help: "a journal file has one unit; write loads in the other unit with their suffix, as in 20lb x 10")
            } else if own == nil {
                own = (unit, range)
            }
        }
        if let own { unit = own.unit }
    }

    /// The entries with their ranges ordered by date (stable), and every diagnostic, after
    /// checking that each `resolved` line closes a pain flag.
    func finish(_ entries: [(JournalEntry, SourceRange)]) -> (entries: [JournalEntry], diagnostics: [Diagnostic]) {
        let ordered = JournalFileReader.orderedByDate(entries)
        var diagnostics = self.diagnostics
        diagnostics += JournalFileReader.unmatchedResolutions(in: ordered)
        diagnostics.sort { $0.range.start < $1.range.start }
        return (ordered.map(\.0), diagnostics)
    }

    /// Entries by date, keeping the given order within a date.
    static func orderedByDate<Range>(_ entries: [(JournalEntry, Range)]) -> [(JournalEntry, Range)] {
        // Most journals are written in date order: checking is a tenth of sorting.
        if entries.indices.dropFirst().allSatisfy({ entries[$0 - 1].0.date <= entries[$0].0.date }) { return entries }
        return entries.enumerated().sorted { left, right in
            (left.element.0.date, left.offset) < (right.element.0.date, right.offset)
        }.map(\.element)
    }

    /// A warning for each `resolved` line that finds no open pain flag of its body part.
    static func unmatchedResolutions(in entries: [(JournalEntry, SourceRange)]) -> [Diagnostic] {
        unmatchedResolutionIndices(in: entries).map(\.warning)
    }

    /// The warnings of `unmatchedResolutions(in:)`, each with the index of its entry.
    static func unmatchedResolutionIndices(in entries: [(JournalEntry, SourceRange)]) -> [(index: Int, warning: Diagnostic)] {
        unmatchedResolutionIndices(in: entries.map(\.0), at: entries.map(\.1))
    }

    /// The warnings of `unmatchedResolutions(in:)` for entries and their ranges, index for index.
    static func unmatchedResolutionIndices(in entries: [JournalEntry], at ranges: [SourceRange]) -> [(index: Int, warning: Diagnostic)] {
        PainFlagResolution(entries).unmatched.map { index, resolution in
            (index, .warning(
                .journalUnmatchedResolution, "no open pain flag for \"\(resolution.bodyPart)\"", at: ranges[index],
                help: "a 'resolved' line closes an earlier 'pain' flag with the same body part"))
        }
    }

    /// The `include` paths as written, in order.
    var includedPaths: [String] {
        includes.map(\.path)
    }

    // MARK: Shared values

    /// The unit of a load written without one, warning once when the journal names none.
    mutating func unit(forBareLoadAt range: SourceRange) -> MassUnit {
        if let unit { return unit }
        if !reportedMissingUnit {
            reportedMissingUnit = true
            warning(.journalUnitMissing, "a load without a unit, and the journal has no 'unit' line", at: range,
                    label: "read as kg",
                    help: "start the journal with 'unit kg' or 'unit lb', or write the unit on the load (100kg)")
        }
        return .kg
    }

    /// Checks an exercise name against the catalog and the declarations, once per name.
    /// A `labelled` name (`squat (volume)`, unquoted) names a use of the exercise on purpose:
    /// its label is the program's business (W0417 with `--program`), not a dropped word.
    /// The slot of a name in ``RecentNames``: the spelling's length and its first byte in the file.
    func spellingHint(_ range: SourceRange) -> Int {
        range.length &* 7 &+ (range.start < source.bytes.count ? Int(source.bytes[range.start]) : 0)
    }

    mutating func checkExercise(_ name: String, at range: SourceRange, labelled: Bool = false) {
        let hint = spellingHint(range)
        guard !recentSpellings.contains(name, hint: hint) else { return }
        recentSpellings.add(name, hint: hint)
        guard checkedSpellings.insert(name).inserted else { return }
        let key = ExerciseNameNormalizer.normalize(name)
        guard !key.isEmpty, checkedNames.insert(key).inserted, !declared.contains(key) else { return }
        switch catalog.resolve(name) {
        case .found(let exercise, let how):
            guard how == .appExport, !labelled else { break }
            let dropped = ExerciseNameNormalizer.parts(of: name).qualifiers.filter { EquipmentWord.named($0) == nil }
            guard !dropped.isEmpty else { break }
            let canonical = exercise.name.lowercased()
            warning(.journalQualifierDropped, "'\(name)' is read as \(canonical)", at: range,
                    label: "'\(dropped.joined(separator: "', '"))' is not part of any exercise's name",
                    help: "to keep its sets apart from \(canonical)'s, declare it at the top of the journal: exercise "
                        + "\(JournalLexicon.quoted(name)); to count them as \(canonical), write \(canonical)")
        case .ambiguous(let candidates):
            warning(.journalAmbiguousExercise, "'\(name)' could mean several exercises", at: range,
                    notes: candidates.prefix(5).map { DiagnosticNote("candidate: \($0.name.lowercased())") },
                    help: "write the full name, such as '\(candidates.first?.name.lowercased() ?? name)', "
                        + "or declare it: exercise \(JournalLexicon.quoted(name))")
        case .unknown(let suggestions):
            warning(.journalUnknownExercise, "unknown exercise '\(name)'", at: range,
                    label: suggestions.first.map { "did you mean '\($0.lowercased())'?" },
                    fixIts: suggestions.first.map { [FixIt(replace: range, with: $0.lowercased())] } ?? [],
                    help: "use a catalog name, or declare it at the top of the journal: exercise \(JournalLexicon.quoted(name))")
        }
    }

    mutating func error(
        _ code: DiagnosticCode, _ message: String, at range: SourceRange, label: String? = nil,
        notes: [DiagnosticNote] = [], fixIts: [FixIt] = [], help: String? = nil
    ) {
        diagnostics.append(.error(code, message, at: range, label: label, notes: notes, fixIts: fixIts, help: help))
    }

    mutating func warning(
        _ code: DiagnosticCode, _ message: String, at range: SourceRange, label: String? = nil,
        notes: [DiagnosticNote] = [], fixIts: [FixIt] = [], help: String? = nil
    ) {
        diagnostics.append(.warning(code, message, at: range, label: label, notes: notes, fixIts: fixIts, help: help))
    }
}
