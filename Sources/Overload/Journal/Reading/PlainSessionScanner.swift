import OverloadSyntax

/// A session read by ``PlainSessionScanner``: the session ``JournalFileReader/readSession(_:)``
/// reads from the same lines, as its parts, and what the reader still checks of them.
struct PlainSession {
    /// The session's parts: a whole `JournalSession` made here was copied into this value and
    /// the original destroyed (eight references retained and released); the reader makes it
    /// where it is appended.
    var date: LocalDate
    var dayName: String?
    var exercises: [ExercisePerformance]
    /// The session's range, as the parser gives it: from the date to the end of the last set.
    var range: SourceRange
    /// Where the session's lines end: the start of the next dated line, or of the range scanned.
    var end: Int
    /// Where the session's lines start: the scanner's ``PlainSessionScanner/lines`` are
    /// counted from here.
    var linesBase: Int
    /// The unit given to loads written without one; nil when the session has none.
    var bareLoadUnit: MassUnit?
    /// Whether the session's lines are byte for byte those of a session this scanner read
    /// before (``PlainSessionCache``), so their names were checked then.
    var linesReadBefore = false

    /// The session, made from its parts moved out of the value read.
    consuming func takingSession() -> JournalSession {
        JournalSession(date: date, dayName: dayName, exercises: exercises)
    }
}

/// Where an exercise line of a ``PlainSession`` names its exercise and, for a line with a
/// time, where its first time is (for W0207).
struct PlainLine {
    var name: SourceRange
    var firstTime: SourceRange?
    /// Whether the line's bytes are those of a line this scanner read before
    /// (``PlainLineCache``): its name and times were checked then, by the same reader.
    var readBefore = false
}

/// The journal's fast path: a session of plain lines read from the file's bytes in one pass,
/// with no tokens and no syntax tree.
///
/// It exists for `next` on years of training, which reads every session of the journal:
/// through the lexer, the parser's tree and the reader, a line such as `  squat 60x5x5` cost
/// about 7,000 instructions, nearly all of it building values the reader then takes apart.
/// Most lines of a journal are that plain.
///
/// It reads only what it fully understands, each piece exactly as the lexer, the parser and
/// the reader take it, and declines (nil) anything else, which the general path then reads and
/// reports: a header `DATE` or `DATE "Day"` (printable ASCII, no escapes), then lines indented
/// alike, each an exercise name of lower-case ASCII words (`leg curl`, `chin-up`; no keyword)
/// and sets `LOADxREPS`, `LOADxREPSxSETS`, `LOADkgxREPS`, `LOADlbxREPS`, `REPS` or `SECONDSs`,
/// each with an optional set kind before it and `@ rpe N` after, separated by commas. Nothing
/// it reads can hold a diagnostic of the lexer, the parser or the reader's sets: a number out of
/// range, zero reps, a comment, a tab, a carriage return, a label, a note, a time, any other
/// unit, a capital, a byte outside ASCII, all send the session to the general path.
/// `PlainSessionScannerTests` checks both paths agree.
struct PlainSessionScanner {
    /// The sets of the line being read, kept between lines so reading one allocates nothing.
    private var written: [WrittenSet] = []
    /// Each exercise line's name and first time, in order, of the session read last, counted
    /// from its ``PlainSession/linesBase``; kept between sessions, so a session allocates only
    /// its exercises.
    private(set) var lines: [PlainLine] = []
    /// How many exercise lines the last session read had: the next is made room for as many,
    /// since a journal's sessions are mostly alike (grown a line at a time, its lists were
    /// made three or four times a session).
    private var lastLineCount = 0
    /// The lines read lately, to share with a line of the same bytes.
    private var readLines = PlainLineCache()
    /// The sessions read lately, to share with a session whose lines have the same bytes.
    private var readSessions = PlainSessionCache()
    /// The file's line starts, when the bytes scanned are the file's
    /// (``PlainSessionCache/lineStarts``): a session's lines are then found to end without
    /// looking for their line feeds again.
    var lineStarts: [Int] {
        get { readSessions.lineStarts }
        set { readSessions.lineStarts = newValue }
    }
    /// Whether the sessions read lately are asked only now and then, after a run of sessions
    /// not found among them (``ReadPacer``).
    var sessionLookupsPaused: Bool { readSessions.pacer.isPaused }
    /// Whether the lines read lately are asked only now and then.
    var lineLookupsPaused: Bool { readLines.pacer.isPaused }
    /// Day names and exercise names made lately (``MadeNames``): a journal names the same
    /// few days and lifts over and over, and each name is made (its bytes validated as UTF-8)
    /// once, not once a session or a line.
    private var dayNames = MadeNames()
    private var exerciseNames = MadeNames()

    /// The session whose header line starts at `start` and whose lines end at the next line
    /// that starts with a digit or at `limit`, with loads written without a unit in
    /// `bareLoadUnit`; nil when any of its lines is not plain (or has such a load and
    /// `bareLoadUnit` is nil).
    mutating func session(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, before limit: Int,
                          bareLoadUnit: MassUnit?) -> PlainSession? {
        var cursor = ByteCursor(bytes: bytes, position: start, end: limit)
        guard let date = cursor.date() else { return nil }
        var headerEnd = cursor.position
        cursor.skipSpaces()
        var dayName: String?
        if cursor.byte == UInt8(ascii: "\"") {
            guard let name = cursor.dayName() else { return nil }
            dayName = dayNames.name(UnsafeBufferPointer(rebasing: bytes[name]))
            headerEnd = cursor.position
            cursor.skipSpaces()
        }
        guard cursor.atLineEnd else { return nil }
        cursor.passLineBreak()
        let linesBase = cursor.position
        let kept = readSessions.find(bytes, from: linesBase, to: limit, bareLoadUnit: bareLoadUnit)
        if let kept, let slot = kept.slot, let body = readSessions.body(in: slot) {
            lines = body.lines
            lastLineCount = body.lines.count
            return PlainSession(date: date, dayName: consume dayName, exercises: body.exercises,
                                range: SourceRange(start, body.lastSetEnd.map { linesBase + $0 } ?? headerEnd), end: kept.end,
                                linesBase: linesBase, bareLoadUnit: body.usesBareUnit ? bareLoadUnit : nil, linesReadBefore: true)
        }
        var exercises: [ExercisePerformance] = []
        exercises.reserveCapacity(lastLineCount)
        lines.removeAll(keepingCapacity: true)
        var usesBareUnit = false
        var indentation = 0
        var end = headerEnd
        while !cursor.atEnd {
            let lineStart = cursor.position
            cursor.skipSpaces()
            if cursor.atLineEnd {
                cursor.passLineBreak()
                continue
            }
            let width = cursor.position - lineStart
            if width == 0 {
                // A line at the left margin ends the session: a dated one is the next's.
                guard cursor.isDigit(cursor.byte) else { return nil }
                cursor.position = lineStart
                break
            }
            if indentation == 0 { indentation = width }
            let first = cursor.position
            guard width == indentation,
                  let (line, readBefore) = readLine(&cursor, bareLoadUnit: bareLoadUnit, into: &exercises) else { return nil }
            if line.usesBareUnit { usesBareUnit = true }
            let from = first - linesBase
            lines.append(PlainLine(name: SourceRange(from, from + line.nameEnd),
                                   firstTime: line.firstTime.map { SourceRange(from + $0.lowerBound, from + $0.upperBound) },
                                   readBefore: readBefore))
            end = first + line.end
            cursor.passLineBreak()
        }
        lastLineCount = lines.count
        // The lines end where the look-up found their end whenever they read as plain lines;
        // the test keeps the table to what it can be asked for.
        if let kept, cursor.position == kept.end {
            readSessions.keep(PlainSessionCache.Body(exercises: exercises, lines: lines, lastSetEnd: lines.isEmpty ? nil : end - linesBase,
                                                     usesBareUnit: usesBareUnit),
                              readFrom: UnsafeBufferPointer(rebasing: bytes[linesBase..<kept.end]), hash: kept.hash, bareLoadUnit: bareLoadUnit)
        }
        return PlainSession(date: date, dayName: consume dayName, exercises: consume exercises, range: SourceRange(start, end),
                            end: cursor.position, linesBase: linesBase, bareLoadUnit: usesBareUnit ? bareLoadUnit : nil)
    }

    /// An exercise line from its name to its line's end (not past it), its exercise appended to
    /// `exercises`: one read before from the same bytes (``PlainLineCache``, `readBefore`), or
    /// read now and kept.
    private mutating func readLine(_ cursor: inout ByteCursor, bareLoadUnit: MassUnit?,
                                   into exercises: inout [ExercisePerformance]) -> (placement: PlainLinePlacement, readBefore: Bool)? {
        let start = cursor.position
        let lookup = readLines.find(cursor.bytes, from: start, to: cursor.end, bareLoadUnit: bareLoadUnit)
        if let lookup, let slot = lookup.slot, let line = readLines.line(in: slot) {
            cursor.position = lookup.end
            exercises.append(line.performance)
            return (line.placement, true)
        }
        guard let (performance, placement) = parseLine(&cursor, bareLoadUnit: bareLoadUnit) else { return nil }
        // The table keeps a copy (its name and sets shared); a line not kept is moved into the
        // list: made as one value, it was copied out whole and destroyed at every line.
        if let lookup {
            readLines.keep(PlainLineCache.Line(performance: performance, placement: placement),
                           readFrom: UnsafeBufferPointer(rebasing: cursor.bytes[start..<lookup.end]), hash: lookup.hash,
                           bareLoadUnit: bareLoadUnit)
        }
        exercises.append(consume performance)
        return (placement, false)
    }

    /// An exercise line read byte by byte, its positions counted from its first byte.
    private mutating func parseLine(_ cursor: inout ByteCursor, bareLoadUnit: MassUnit?)
        -> (performance: ExercisePerformance, placement: PlainLinePlacement)? {
        let start = cursor.position
        guard let (name, firstKind) = cursor.exerciseName() else { return nil }
        written.removeAll(keepingCapacity: true)
        var firstTime: SourceRange?
        var kind = firstKind
        var total = 0
        var usesBareUnit = false
        while true {
            guard let set = cursor.performedSet(kind: kind, firstTime: &firstTime) else { return nil }
            if set.load != nil, set.unit == nil {
                guard bareLoadUnit != nil else { return nil }
                usesBareUnit = true
            }
            written.append(set)
            total += set.count
            let setEnd = cursor.position
            cursor.skipSpaces()
            if cursor.atLineEnd {
                cursor.position = setEnd
                break
            }
            guard cursor.byte == UInt8(ascii: ",") else { return nil }
            cursor.position += 1
            cursor.skipSpaces()
            kind = nil
        }
        let end = cursor.position
        cursor.skipSpaces()
        // The list's room is made by `reserveCapacity`, which is specialised for the element:
        // `Array(unsafeUninitializedCapacity:)` allocates through the standard library's
        // unspecialised path, which looks up the storage's generic metadata at every line.
        var sets: [SetPerformance] = []
        sets.reserveCapacity(total)
        // A written set is made once and copied for each time it was done (`100x5x5`): a set
        // made for each was copied into the list and destroyed all the same.
        for set in written {
            let load = set.load.map { JournalWeight($0, set.unit ?? bareLoadUnit ?? .kg) }
            let performed = SetPerformance(kind: set.kind, load: load, reps: set.reps, rpe: set.rpe, timeSeconds: set.seconds)
            for _ in 0..<set.count { sets.append(performed) }
        }
        let text = exerciseNames.name(UnsafeBufferPointer(rebasing: cursor.bytes[name.start..<name.end]))
        return (ExercisePerformance(name: text, sets: sets),
                PlainLinePlacement(nameEnd: name.end - start, firstTime: firstTime.map { ($0.start - start)..<($0.end - start) },
                                   end: end - start, usesBareUnit: usesBareUnit))
    }
}
