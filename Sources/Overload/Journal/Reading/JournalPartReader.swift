import OverloadSyntax

/// Reads one journal file a part at a time: each part of about `partBytes` is read into
/// entries and its syntax tree dropped before the next, and its entries are handed out while
/// later parts wait, so a replay can start on them (the command line runs this on a second
/// thread). A session of plain lines is read straight from its bytes (``PlainSessionScanner``);
/// the parser reads the rest. ``finish(includes:)`` gives what
/// ``JournalReader/read(_:includes:)`` gives for the same file, value for value.
///
/// The entries handed out are the journal's first entries in its order only while the file
/// keeps to what most journals do: dates in order, and every `unit` and `exercise` line in
/// the first part, with no `include`. Otherwise ``next()`` returns nil from then on and
/// ``handedOutEntriesAreFinal`` is false: the caller drops what it did with them and uses
/// the finished journal.
public struct JournalPartReader {
    private let catalog: ExerciseCatalog
    private var parts: ParsedParts
    /// The fast path for sessions of plain lines.
    private var scanner = PlainSessionScanner()
    private var reader: JournalFileReader?
    private var syntax: [Diagnostic] = []
    /// How many of the reader's entries have been handed out or checked.
    private var seen = 0
    /// A `unit`, `exercise` or `include` line that a part-by-part read cannot honour: the
    /// file is read again whole by ``finish(includes:)``.
    private var needsWholeRead = false
    /// Whether the entries handed out are the journal's first, in its order.
    public private(set) var handedOutEntriesAreFinal = true
    /// The syntax trees of the lines the parser read, when the reader keeps them
    /// (``keepsSyntaxTrees``); empty otherwise.
    public private(set) var keptSyntaxTrees: [ParsedPart] = []
    /// Whether a syntax tree is kept in ``keptSyntaxTrees`` rather than freed once its
    /// entries are read: a process that answers once and exits can leave the trees to its
    /// exit, where freeing ten years of them cost 9 M instructions. Off by default.
    public var keepsSyntaxTrees = false

    /// A reader of `source`, checking names against `catalog`, in parts of about `partBytes`.
    public init(_ source: SourceFile, catalog: ExerciseCatalog = .builtin, partBytes: Int = 32 << 10) {
        self.init(source, catalog: catalog, partBytes: partBytes, lookingAhead: true)
    }

    /// `lookingAhead` false skips ``datesLookInOrder(_:)``, so tests reach the reader's own check.
    init(_ source: SourceFile, catalog: ExerciseCatalog, partBytes: Int, lookingAhead: Bool) {
        self.catalog = catalog
        parts = Parser.parts(of: source, partBytes: partBytes)
        scanner.lineStarts = source.lineStarts
        let dated = Self.datedLines(source)
        datedLines = dated.count
        // A replay of entries found out of order late would be thrown away whole: hand out
        // nothing when the dates already look out of order.
        handedOutEntriesAreFinal = !lookingAhead || dated.inOrder
    }

    /// How many lines start with a digit: about how many entries the file holds, so the
    /// reader's list is made once at its size (grown by doubling, it touched twice the memory).
    private let datedLines: Int

    /// Whether the lines that start with a digit (dated entries) start with their dates in
    /// order; see ``datedLines(_:)``.
    static func datesLookInOrder(_ source: SourceFile) -> Bool {
        datedLines(source).inOrder
    }

    /// The lines that start with a digit (dated entries): how many, and whether their dates
    /// are in order, compared as text (`2026-11-02` sorts before `2026-11-10`). A cheap look
    /// ahead of the reader, which checks the entries' dates themselves: a line starting with
    /// a digit that is no entry can only make a file look out of order, which costs the
    /// overlap of reading and replaying, never the answer.
    private static func datedLines(_ source: SourceFile) -> (count: Int, inOrder: Bool) {
        source.bytes.withUnsafeBufferPointer { bytes in
            var count = 0
            var inOrder = true
            var previous: Int?
            for start in source.lineStarts where start < bytes.count && bytes[start] &- UInt8(ascii: "0") < 10 {
                if inOrder, let previous, datePrecedes(bytes, start, previous) { inOrder = false }
                previous = start
                count += 1
            }
            return (count, inOrder)
        }
    }

    /// Whether the ten bytes at `left` (fewer at the end) come before those at `right` as text.
    static func datePrecedes(_ bytes: UnsafeBufferPointer<UInt8>, _ left: Int, _ right: Int) -> Bool {
        guard let base = bytes.baseAddress, max(left, right) + 10 <= bytes.count else {
            let leftDate = UnsafeBufferPointer(rebasing: bytes[left..<min(left + 10, bytes.count)])
            return leftDate.lexicographicallyPrecedes(UnsafeBufferPointer(rebasing: bytes[right..<min(right + 10, bytes.count)]))
        }
        // Ten bytes as a big-endian word and half-word, which order as the bytes do: a generic
        // comparison of the bytes cost several times as much, once for every dated line.
        let raw = UnsafeRawPointer(base)
        let leftHead = UInt64(bigEndian: raw.loadUnaligned(fromByteOffset: left, as: UInt64.self))
        let rightHead = UInt64(bigEndian: raw.loadUnaligned(fromByteOffset: right, as: UInt64.self))
        guard leftHead == rightHead else { return leftHead < rightHead }
        return UInt16(bigEndian: raw.loadUnaligned(fromByteOffset: left + 8, as: UInt16.self))
            < UInt16(bigEndian: raw.loadUnaligned(fromByteOffset: right + 8, as: UInt16.self))
    }

    /// The entries of the next part, in the order written; nil when the file is read, or
    /// once the entries handed out cannot be the journal's (then the rest is read, for
    /// ``finish(includes:)``, and nothing more is handed out).
    public mutating func next() -> [JournalEntry]? {
        while handedOutEntriesAreFinal, let entries = readPart() {
            if handedOutEntriesAreFinal { return entries }
        }
        while !needsWholeRead, readPart() != nil {}
        return nil
    }

    /// Reads the next part; the entries it adds, or nil when there is none or the file must
    /// be read whole.
    private mutating func readPart() -> [JournalEntry]? {
        guard !needsWholeRead, let pieces = nextPieces() else { return nil }
        if reader == nil {
            // The file's unit and declared names are those of its first part's statements; the
            // sessions of plain lines hold none.
            let statements = pieces.flatMap(\.statements)
            var first = JournalFileReader(source: parts.source, catalog: catalog,
                                          declared: JournalFileReader.declaredNames(in: statements), inheritedUnit: nil)
            first.reserveCapacity(datedLines)
            first.readUnits(statements)
            reader = first
            for piece in pieces { read(piece) }
            needsWholeRead = statements.contains { if case .include = $0 { return true } else { return false } }
        }
        guard !needsWholeRead, let reader else {
            handedOutEntriesAreFinal = false
            return nil
        }
        if !reader.entriesAreInDateOrder { handedOutEntriesAreFinal = false }
        // The part's entries copied once, each in its place: the reader keeps its own list for
        // the finished journal, which takes it whole. (Made from a slice, the list went through
        // the runtime's generic copy of each entry.)
        let count = reader.entries.count - seen
        let entries = [JournalEntry](unsafeUninitializedCapacity: count) { buffer, initialized in
            for offset in 0..<count {
                buffer.initializeElement(at: offset, to: reader.entries[seen + offset])
            }
            initialized = count
        }
        seen = reader.entries.count
        return entries
    }

    /// Reads a part's lines: sessions by the fast path (``PlainSessionScanner``), and the lines
    /// between them by the parser. After the first part they are read at once, in order (a
    /// part with a line that changes earlier lines stops there: the file is read again whole,
    /// and this reader's entries are dropped); the first part's are given, to be read once its
    /// unit and declared names are known. Nil after the last part.
    ///
    /// A session starts at a line that starts with a digit, where the parser may start as well
    /// (``ParsedParts/parse(_:)``): the lines the fast path declines are parsed from one such
    /// line to another, so the statements and diagnostics are those of one pass over the file.
    private mutating func nextPieces() -> [Piece]? {
        guard parts.isText else { return parts.next().map { [.statements(parsed($0))] } }
        guard let range = parts.nextRange() else { return nil }
        var pieces: [Piece] = []
        let source = parts.source
        // Loads written without a unit are in the file's unit, known once the first part is read.
        let bareLoadUnit = reader == nil ? MassUnit.kg : reader?.unit
        source.bytes.withUnsafeBufferPointer { bytes in
            var parsedTo = range.lowerBound
            var start = Self.datedLine(bytes, atOrAfter: range.lowerBound, before: range.upperBound)
            while start < range.upperBound {
                guard let plain = scanner.session(bytes, at: start, before: range.upperBound, bareLoadUnit: bareLoadUnit) else {
                    start = Self.datedLine(bytes, atOrAfter: start + 1, before: range.upperBound)
                    continue
                }
                if parsedTo < start {
                    let (part, end) = parts.parse(parsedTo..<start)
                    take(.statements(parsed(part)), into: &pieces)
                    // A block nested too deeply: the rest of the file was parsed with it.
                    guard end == start, !needsWholeRead else {
                        parsedTo = end
                        return
                    }
                }
                let end = plain.end
                // Consumed: a session is a large value, and copied it went through its own copy.
                if reader == nil {
                    pieces.append(.plain(consume plain, lines: start..<end, names: scanner.lines))
                } else {
                    readPlain(consume plain, lines: start..<end, names: scanner.lines)
                }
                parsedTo = end
                start = end
            }
            if parsedTo < range.upperBound {
                take(.statements(parsed(parts.parse(parsedTo..<range.upperBound).part)), into: &pieces)
            }
        }
        return pieces
    }

    /// Reads `piece` when the reader is made (after the first part), or keeps it in `pieces`.
    private mutating func take(_ piece: Piece, into pieces: inout [Piece]) {
        guard reader != nil else {
            pieces.append(piece)
            return
        }
        if piece.statements.contains(where: Self.changesEarlierLines) {
            needsWholeRead = true
        } else {
            read(piece)
        }
    }

    /// The start of the first line at or after `offset`, before `end`, that starts with a
    /// digit; `end` when there is none.
    static func datedLine(_ bytes: UnsafeBufferPointer<UInt8>, atOrAfter offset: Int, before end: Int) -> Int {
        var position = offset
        while position < end {
            if (position == 0 || bytes[position - 1] == UInt8(ascii: "\n")), bytes[position] &- UInt8(ascii: "0") < 10 {
                return position
            }
            position += 1
        }
        return end
    }

    /// A part's statements, its diagnostics taken and its tree kept when asked.
    private mutating func parsed(_ part: ParsedPart) -> [Statement] {
        syntax += part.diagnostics
        if keepsSyntaxTrees { keptSyntaxTrees.append(part) }
        return part.statements
    }

    /// Reads a piece of a part into the reader.
    private mutating func read(_ piece: Piece) {
        switch piece {
        case .statements(let statements):
            reader?.readEntries(statements)
        case .plain(let plain, let lines, let names):
            readPlain(plain, lines: lines, names: names)
        }
    }

    /// Reads a session the fast path read from `lines` into the reader, in the file's unit;
    /// `names` are its exercise lines' ``PlainLine``s.
    private mutating func readPlain(_ plain: consuming PlainSession, lines: Range<Int>, names: [PlainLine]) {
        guard let assumed = plain.bareLoadUnit, assumed != reader?.unit else {
            reader?.readPlain(consume plain, lines: names)
            return
        }
        // Read before the file's unit was known, in another: read again in the file's.
        let unit = reader?.unit
        let source = parts.source
        let again = source.bytes.withUnsafeBufferPointer { bytes in
            unit == nil ? nil : scanner.session(bytes, at: lines.lowerBound, before: lines.upperBound, bareLoadUnit: unit)
        }
        if let again {
            reader?.readPlain(again, lines: scanner.lines)
        } else {
            let statements = parsed(parts.parse(lines).part)
            reader?.readEntries(statements)
        }
    }

    /// Whether a statement after the first part changes how the lines before it read: the
    /// file's unit, its declared names, or what it includes.
    private static func changesEarlierLines(_ statement: Statement) -> Bool {
        switch statement {
        case .unit, .exerciseDeclaration, .include: true
        default: false
        }
    }

    /// The journal and the file's diagnostics, as ``JournalReader/read(_:includes:)`` gives
    /// them; `readFile` reads included files when the file is read again whole.
    public mutating func finish(includes readFile: (String) throws -> [UInt8]) -> JournalFilesReading {
        while readPart() != nil {}
        guard !needsWholeRead, let reader else {
            return JournalReader(catalog: catalog).read(parts.source, includes: readFile)
        }
        // The reader's lists taken whole: a journal's entries are its largest part, and the
        // lists of pairs the whole read makes would be copies of them.
        var entries = reader.entries
        var ranges = reader.ranges
        if !reader.entriesAreInDateOrder {
            let located = JournalFileReader.orderedByDate(Array(zip(entries, ranges)))
            entries = located.map(\.0)
            ranges = located.map(\.1)
        }
        var found = reader.diagnostics
        // Only a `resolved` line can find no pain flag to close: without one, the walk over
        // every entry in date order has nothing to report.
        if reader.hasResolutions {
            for (_, warning) in JournalFileReader.unmatchedResolutionIndices(in: entries, at: ranges) { found.append(warning) }
        }
        var journal = Journal(unit: reader.unit, declaredExercises: reader.declarations, includes: [], entries: entries)
        journal.declaredVariants = reader.variants
        return JournalFilesReading(
            journal: journal, files: [JournalReader.fileDiagnostics(parts.source, syntax: syntax, read: found)])
    }
}

/// Some of a journal part's lines, read one of two ways.
private enum Piece {
    /// Statements the parser made.
    case statements([Statement])
    /// A session the fast path read from `lines`, with its exercise lines' names.
    case plain(PlainSession, lines: Range<Int>, names: [PlainLine])

    var statements: [Statement] {
        if case .statements(let statements) = self { return statements }
        return []
    }
}
