/// Compares two plan snapshots in prescription terms.
///
/// Weeks are matched by number, days by name, exercises by catalog id and occurrence within
/// the day (supersets flattened, so `bench top` and `bench backoff` stay distinct), and sets by
/// index; blocks of rounds by name (else kind) and occurrence, their items as exercises are. Reordering alone is not a change. Loads are compared as numbers in each snapshot's
/// unit, so a unit switch shows up as load changes.
public enum PlanDiff {
    /// Every change from `old` to `new`, ordered by week number; within a week, week-level
    /// changes, then the new snapshot's days in order, then removed days.
    public static func between(old: PlanSnapshot, new: PlanSnapshot) -> [PlanChange] {
        let numbers = Set(old.weeks.map(\.number)).union(new.weeks.map(\.number)).sorted()
        var changes: [PlanChange] = []
        for number in numbers {
            var context = DiffContext(week: number, unit: new.unit, changes: [])
            context.compareWeeks(old.week(number), new.week(number))
            changes += context.changes
        }
        return changes
    }
}

/// Collects the changes of one week.
struct DiffContext {
    let week: Int
    let unit: MassUnit
    var changes: [PlanChange]

    mutating func record(
        _ kind: PlanChange.Kind, day: (name: String, occurrence: Int)? = nil,
        exercise: (name: String, id: String, occurrence: Int)? = nil, set: (index: Int, label: String)? = nil
    ) {
        changes.append(
            PlanChange(
                week: week, day: day?.name, dayOccurrence: day?.occurrence ?? 0, exercise: exercise?.name, exerciseID: exercise?.id,
                occurrence: exercise?.occurrence, setIndex: set?.index, setLabel: set?.label, unit: unit, kind: kind))
    }

    mutating func compareWeeks(_ old: PlannedWeek?, _ new: PlannedWeek?) {
        if let old, let new {
            if old.kind != new.kind { record(.weekKindChanged(from: old.kind, to: new.kind)) }
            if old.modifiers != new.modifiers {
                record(.weekModifiersChanged(from: old.modifiers, to: new.modifiers))
            }
        }
        for pairing in Self.pair(old?.days ?? [], new?.days ?? [], by: \.name) {
            switch pairing {
            case .both(let before, let after, let occurrence): compareDays(before, after, occurrence: occurrence)
            case .added(let day, let occurrence): record(.dayAdded, day: (day.name, occurrence))
            case .removed(let day, let occurrence): record(.dayRemoved, day: (day.name, occurrence))
            }
        }
    }

    private mutating func compareDays(_ old: PlannedDay, _ new: PlannedDay, occurrence: Int) {
        let day = (name: new.name, occurrence: occurrence)
        for pairing in Self.pair(old.exercises, new.exercises, by: \.exerciseID) {
            switch pairing {
            case .both(let before, let after, let line): compareExercises(before, after, day: day, line: line)
            case .added(let exercise, let line): record(.exerciseAdded, day: day, exercise: (exercise.name, exercise.exerciseID, line))
            case .removed(let exercise, let line): record(.exerciseRemoved, day: day, exercise: (exercise.name, exercise.exerciseID, line))
            }
        }
        compareBlocks(old.blocks, new.blocks, day: day)
    }

    private mutating func compareExercises(
        _ old: ExercisePrescription, _ new: ExercisePrescription, day: (name: String, occurrence: Int), line: Int
    ) {
        let name = (name: new.name, id: new.exerciseID, occurrence: line)
        if old.isOptional != new.isOptional {
            record(.optionalChanged(from: old.isOptional, to: new.isOptional), day: day, exercise: name)
        }
        if old.repRange != new.repRange {
            record(.repRangeChanged(from: old.repRange, to: new.repRange), day: day, exercise: name)
        }
        if old.progression != new.progression {
            record(.progressionChanged(from: old.progression, to: new.progression), day: day, exercise: name)
        }
        if old.sets.count != new.sets.count {
            record(.setsChanged(from: old.sets.count, to: new.sets.count), day: day, exercise: name)
        }
        for position in 0..<min(old.sets.count, new.sets.count) {
            let before = old.sets[position]
            let after = new.sets[position]
            let set = (index: position, label: Self.label(of: position, in: new.sets))
            if before.kind != after.kind {
                let plainLabel = (index: position, label: "set \(position + 1)")
                record(.setKindChanged(from: before.kind, to: after.kind), day: day, exercise: name, set: plainLabel)
            }
            if before.load != after.load {
                record(.loadChanged(from: before.load, to: after.load), day: day, exercise: name, set: set)
            }
            if before.work != after.work {
                record(.repsChanged(from: before.work, to: after.work), day: day, exercise: name, set: set)
            }
            if before.rpe != after.rpe {
                record(.rpeChanged(from: before.rpe, to: after.rpe), day: day, exercise: name, set: set)
            }
            if before.restSeconds != after.restSeconds {
                record(.restChanged(from: before.restSeconds, to: after.restSeconds), day: day, exercise: name, set: set)
            }
            if before.goal != after.goal {
                record(.goalChanged(from: before.goal, to: after.goal), day: day, exercise: name, set: set)
            }
        }
    }

    /// `set 2` for a regular set; `top set` when it is the only set of its kind; else `backoff set 3`.
    private static func label(of position: Int, in sets: [SetPrescription]) -> String {
        let kind = sets[position].kind
        switch kind {
        case .regular:
            return "set \(position + 1)"
        case .warmup, .top, .backoff, .drop, .failure, .superset:
            let sameKind = sets.filter { $0.kind == kind }.count
            return sameKind == 1 ? "\(kind.rawValue) set" : "\(kind.rawValue) set \(position + 1)"
        }
    }

    /// An element of the old list, the new list, or both, with its occurrence: how many
    /// earlier elements of its list share its key.
    enum Pairing<Element> {
        case both(old: Element, new: Element, occurrence: Int)
        case added(Element, occurrence: Int)
        case removed(Element, occurrence: Int)
    }

    /// Matches `old` to `new` by key and occurrence (the second `bench` of a day matches the
    /// second `bench`): the new list's elements in order, each matched or added, then the old
    /// list's unmatched ones, removed, in their order.
    static func pair<Element>(
        _ old: [Element], _ new: [Element], by key: (Element) -> String
    ) -> [Pairing<Element>] {
        let oldKeyed = keyed(old, by: key)
        let newKeyed = keyed(new, by: key)
        let oldByKey = Dictionary(oldKeyed.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        let newKeys = Set(newKeyed.map(\.key))
        let matchedOrAdded = newKeyed.map { key, occurrence, element in
            oldByKey[key].map { Pairing.both(old: $0, new: element, occurrence: occurrence) }
                ?? .added(element, occurrence: occurrence)
        }
        return matchedOrAdded
            + oldKeyed.filter { !newKeys.contains($0.key) }.map { .removed($0.value, occurrence: $0.occurrence) }
    }

    /// Pairs each element with a key that is unique in the list: its name or id, and its
    /// occurrence (how many earlier elements share it).
    private static func keyed<Element>(
        _ elements: [Element], by key: (Element) -> String
    ) -> [(key: String, occurrence: Int, value: Element)] {
        var seen: [String: Int] = [:]
        return elements.map { element in
            let name = key(element)
            let occurrence = seen[name, default: 0]
            seen[name] = occurrence + 1
            return (key: "\(name)#\(occurrence)", occurrence: occurrence, value: element)
        }
    }
}
