import OverloadSyntax

extension JournalFileReader {
    /// A session read by the fast path (``PlainSessionScanner``), with the checks
    /// ``readSession(_:)`` makes of the same lines, in the same order: each exercise's name,
    /// and the kind of work of a line with a time. Its sets need no other check. `lines` are
    /// the scanner's ``PlainSessionScanner/lines`` for this session (counted from its
    /// ``PlainSession/linesBase``).
    mutating func readPlain(_ plain: consuming PlainSession, lines: [PlainLine]) {
        let base = plain.linesBase
        for index in lines.indices {
            let line = lines[index]
            let name = SourceRange(base + line.name.start, base + line.name.end)
            checkExercise(plain.session.exercises[index].name, at: name)
            if let time = line.firstTime {
                checkWorkKind(plain.session.exercises[index].name, at: name, sets: plain.session.exercises[index].sets) {
                    SourceRange(base + time.start, base + time.end)
                }
            }
        }
        let date = plain.session.date
        let range = plain.range
        append(.session(plain.takingSession()), date: date, at: range)
    }
}
