import Overload

/// One day's changes from `PlanDiff`, as lines: each change is tied to the exercise line it
/// belongs to (a day may prescribe bench twice: `bench main` and `bench 5x10`), and the same
/// change to several sets of one line is written once (`bench sets 1-5 load 100 lb -> 105 lb`).
struct DayChanges {
    var old: [ExercisePrescription]
    var new: [ExercisePrescription]
    var unit: MassUnit

    /// A change and what it is about: which occurrence of its exercise, and its text without
    /// the exercise and set label.
    struct Entry {
        var change: PlanChange
        var occurrence: Int
        var rest: String
    }

    /// Where the changes of one exercise have got to: the line (occurrence) being reported,
    /// its last set, and the changes already seen for it.
    struct Position {
        var occurrence = 0
        var lastSet = -1
        var seen: Set<String> = []
    }

    func lines(_ changes: [PlanChange]) -> [String] {
        var groups: [(key: String, entries: [Entry])] = []
        var position: [String: Position] = [:]
        for change in changes {
            guard let name = change.exercise else {
                groups.append((key: "day \(groups.count)", entries: [Entry(change: change, occurrence: 0, rest: PlanDiffReport.detail(change))]))
                continue
            }
            let rest = Self.withoutSubject(change)
            var state = position[name] ?? Position()
            // PlanDiff reports one exercise line fully, sets in order, before the next line of
            // the same exercise: a set number that goes back, a change seen already, or a
            // line-level change after set changes starts the next line.
            let mark = "\(change.setIndex ?? -1) \(rest)"
            var start = state.occurrence
            if state.seen.contains(mark) || (change.setIndex ?? Int.max) < state.lastSet || (change.setIndex == nil && state.lastSet >= 0) {
                start += 1
            }
            let occurrence = firstFitting(change, name: name, from: start) ?? firstFitting(change, name: name, from: 0) ?? state.occurrence
            if occurrence != state.occurrence { state = Position(occurrence: occurrence) }
            state.seen.insert(mark)
            if let index = change.setIndex { state.lastSet = index }
            position[name] = state
            let entry = Entry(change: change, occurrence: occurrence, rest: rest)
            let key = change.setIndex == nil ? "line \(groups.count)" : "\(name)#\(occurrence) \(entry.rest)"
            if let index = groups.firstIndex(where: { $0.key == key }) {
                groups[index].entries.append(entry)
            } else {
                groups.append((key: key, entries: [entry]))
            }
        }
        return groups.map { render($0.entries) }
    }

    func render(_ entries: [Entry]) -> String {
        guard let first = entries.first, let name = first.change.exercise else {
            return entries.first?.rest ?? ""
        }
        var subject = name + occurrenceLabel(first)
        if entries.count == 1, let label = first.change.setLabel {
            subject += " " + label
        } else if entries.count > 1 {
            subject += " " + Self.setsLabel(entries.compactMap(\.change.setLabel), indices: entries.compactMap(\.change.setIndex))
        }
        var text = subject + " " + first.rest
        switch first.change.kind {
        case .exerciseAdded:
            if let exercise = occurrence(first.occurrence, of: name, in: new) { text += ": " + PrescriptionText.sets(exercise, unit: unit) }
        case .exerciseRemoved:
            if let exercise = occurrence(first.occurrence, of: name, in: old) { text += ": " + PrescriptionText.sets(exercise, unit: unit) }
        default:
            break
        }
        return text
    }

    /// ` #2` when the day has this exercise on more than one line, so the lines can be told apart.
    func occurrenceLabel(_ entry: Entry) -> String {
        guard let name = entry.change.exercise, let id = exerciseID(name) else { return "" }
        let count = max(old.filter { $0.exerciseID == id }.count, new.filter { $0.exerciseID == id }.count)
        return count > 1 ? " #\(entry.occurrence + 1)" : ""
    }

    /// `sets 1-3, 5` or `backoff sets 2-4`.
    static func setsLabel(_ labels: [String], indices: [Int]) -> String {
        let kinds = Set(labels.map { label in label.hasPrefix("set ") ? "" : String(label.prefix { $0 != " " }) })
        let kind = kinds.count == 1 ? (kinds.first ?? "") : ""
        var ranges: [String] = []
        var index = 0
        let numbers = indices.map { $0 + 1 }
        while index < numbers.count {
            var end = index
            while end + 1 < numbers.count, numbers[end + 1] == numbers[end] + 1 { end += 1 }
            ranges.append(end == index ? "\(numbers[index])" : "\(numbers[index])-\(numbers[end])")
            index = end + 1
        }
        return (kind.isEmpty ? "" : kind + " ") + "sets " + ranges.joined(separator: ", ")
    }

    /// The change's text after its exercise and set label: `load 190 lb -> 195 lb`.
    static func withoutSubject(_ change: PlanChange) -> String {
        var text = PlanDiffReport.detail(change)
        for part in [change.exercise, change.setLabel].compactMap({ $0 }) where text.hasPrefix(part + " ") {
            text.removeFirst(part.count + 1)
        }
        return text
    }

    func exerciseID(_ name: String) -> String? {
        (new.first { $0.name == name } ?? old.first { $0.name == name })?.exerciseID
    }

    /// The `occurrence`-th line of the named exercise (by catalog id, as PlanDiff pairs them).
    func occurrence(_ occurrence: Int, of name: String, in exercises: [ExercisePrescription]) -> ExercisePrescription? {
        guard let id = exerciseID(name) else { return nil }
        let lines = exercises.filter { $0.exerciseID == id }
        return occurrence < lines.count ? lines[occurrence] : nil
    }

    /// The first occurrence from `start` whose old and new lines show exactly this change.
    func firstFitting(_ change: PlanChange, name: String, from start: Int) -> Int? {
        guard let id = exerciseID(name) else { return nil }
        let count = max(old.filter { $0.exerciseID == id }.count, new.filter { $0.exerciseID == id }.count)
        guard start < count else { return nil }
        return (start..<count).first { fits(change, occurrence($0, of: name, in: old), occurrence($0, of: name, in: new)) }
    }

    func fits(_ change: PlanChange, _ old: ExercisePrescription?, _ new: ExercisePrescription?) -> Bool {
        func set(_ exercise: ExercisePrescription?) -> SetPrescription? {
            guard let exercise, let index = change.setIndex, index < exercise.sets.count else { return nil }
            return exercise.sets[index]
        }
        switch change.kind {
        case .weekKindChanged, .weekModifiersChanged, .dayAdded, .dayRemoved: return false
        case .exerciseAdded: return old == nil && new != nil
        case .exerciseRemoved: return old != nil && new == nil
        case .optionalChanged(let from, let to): return old?.isOptional == from && new?.isOptional == to
        case .repRangeChanged(let from, let to): return old?.repRange == from && new?.repRange == to
        case .progressionChanged(let from, let to):
            return old != nil && new != nil && old?.progression == from && new?.progression == to
        case .setsChanged(let from, let to): return old?.sets.count == from && new?.sets.count == to
        case .loadChanged(let from, let to):
            guard let before = set(old), let after = set(new) else { return false }
            return before.load == from && after.load == to
        case .repsChanged(let from, let to): return set(old)?.work == from && set(new)?.work == to
        case .rpeChanged(let from, let to):
            guard let before = set(old), let after = set(new) else { return false }
            return before.rpe == from && after.rpe == to
        case .restChanged(let from, let to):
            guard let before = set(old), let after = set(new) else { return false }
            return before.restSeconds == from && after.restSeconds == to
        case .setKindChanged(let from, let to): return set(old)?.kind == from && set(new)?.kind == to
        }
    }
}
