import OverloadSyntax

extension JournalFileReader {
    /// A session read by the fast path (``PlainSessionScanner``), with the checks
    /// ``readSession(_:)`` makes of the same lines, in the same order: each exercise's name,
    /// and the kind of work of a line with a time. Its sets need no other check.
    mutating func readPlain(_ plain: consuming PlainSession) {
        for index in plain.lines.indices {
            let line = plain.lines[index]
            checkExercise(plain.exercises[index].name, at: line.name)
            if let time = line.firstTime {
                checkWorkKind(plain.exercises[index].name, at: line.name, sets: plain.exercises[index].sets) { time }
            }
        }
        items.append(.entry(.session(plain.session), range: plain.range))
    }
}
