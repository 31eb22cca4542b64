import OverloadSyntax

extension JournalFileReader {
    /// A session read by the fast path (``PlainSessionScanner``), with the checks
    /// ``readSession(_:)`` makes of the same lines, in the same order: each exercise's name,
    /// and the kind of work of a line with a time. Its sets need no other check. `lines` are
    /// the scanner's ``PlainSessionScanner/lines`` for this session (counted from its
    /// ``PlainSession/linesBase``).
    ///
    /// A line whose bytes the scanner read before (``PlainLine/readBefore``, or the whole
    /// session's, ``PlainSession/linesReadBefore``) is not checked again: the line read before
    /// came to this reader first, with the same name and sets, and both checks depend on those
    /// alone and report a name or a kind once a file, so checking it again reports nothing.
    /// This holds for a scanner that feeds one reader, as ``JournalPartReader``'s does.
    mutating func readPlain(_ plain: consuming PlainSession, lines: [PlainLine]) {
        if !plain.linesReadBefore {
            let base = plain.linesBase
            for index in lines.indices where !lines[index].readBefore {
                let line = lines[index]
                let name = SourceRange(base + line.name.start, base + line.name.end)
                checkExercise(plain.exercises[index].name, at: name)
                if let time = line.firstTime {
                    checkWorkKind(plain.exercises[index].name, at: name, sets: plain.exercises[index].sets) {
                        SourceRange(base + time.start, base + time.end)
                    }
                }
            }
        }
        let date = plain.date
        let range = plain.range
        append(.session(plain.takingSession()), date: date, at: range)
    }
}
