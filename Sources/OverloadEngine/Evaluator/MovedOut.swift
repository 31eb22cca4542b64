import Overload

// A replay hands each session's values on from the rule's input and step to the step it
// keeps. Read from a field, a value is copied: each of its references retained, and released
// again when the value it came from is freed, for every session of years. Moved out with
// `swap`, the field is left an empty value that owns no storage, and nothing is counted.

extension Array {
    /// The array, an empty one left in its place: moved, not copied.
    mutating func movedOut() -> [Element] {
        var moved: [Element] = []
        swap(&moved, &self)
        return moved
    }
}

extension SessionJudgement {
    /// The judgement, a judgement of nothing left in its place: moved, not copied.
    mutating func movedOut() -> SessionJudgement {
        var moved = SessionJudgement(targets: [], logged: [], marks: [], warmupCount: 0)
        swap(&moved, &self)
        return moved
    }
}

extension ProgramCalendar {
    /// The calendar, a blank one left in its place: moved, not copied (its day's name
    /// retained and released).
    mutating func movedOut() -> ProgramCalendar {
        var moved = ProgramCalendar(cycle: 0, week: 0, weekKind: .regular, day: "", weekCount: 0)
        swap(&moved, &self)
        return moved
    }
}
