/// One training day of a week: its name and its items in order.
public struct PlannedDay: Sendable, Hashable, JSONValueConvertible {
    /// The day's name as the program wrote it (`"Upper A"`).
    public let name: String
    /// Exercises, supersets and breaks, in the order the lifter does them.
    public let items: [PlanItem]
    /// The program's name for a day renamed for this week (`day "Heavy" as "Test day"` in a
    /// week block): a session may name the day by either. Nil for a day under its own name.
    public let renamedFrom: String?

    /// Creates a day.
    public init(name: String, items: [PlanItem], renamedFrom: String? = nil) {
        self.name = name
        self.items = items
        self.renamedFrom = renamedFrom
    }

    /// True when a session naming `written` (any case) means this day: its name, or the
    /// program's name for it in a week that renames it.
    public func isNamed(_ written: String) -> Bool {
        isNamed(lowercased: written.lowercased())
    }

    /// ``isNamed(_:)`` for a name already in lower case, for a search over many days.
    public func isNamed(lowercased wanted: String) -> Bool {
        name.lowercased() == wanted || renamedFrom?.lowercased() == wanted
    }

    /// Every exercise prescription of the day in order, supersets flattened.
    public var exercises: [ExercisePrescription] {
        // Appended in one array of the right size: `items.flatMap(\.exercises)` made an array
        // for each item and grew the result (about 8,000 instructions a day, asked some twenty
        // times by a `next`).
        var exercises: [ExercisePrescription] = []
        exercises.reserveCapacity(items.count)
        for item in items {
            switch item {
            case .exercise(let exercise): exercises.append(exercise)
            case .superset(let members, _): exercises.append(contentsOf: members)
            case .break, .rounds: break
            }
        }
        return exercises
    }

    /// The day's blocks of rounds, in order.
    public var blocks: [RoundsPrescription] {
        items.compactMap { item in if case .rounds(let block) = item { block } else { nil } }
    }
}

/// One step of a training day.
public enum PlanItem: Sendable, Hashable, JSONValueConvertible {
    /// A single exercise.
    case exercise(ExercisePrescription)
    /// Exercises done back to back, round by round (`superset:`), with the rest after each
    /// round in seconds (its `rest` line), if it has one.
    case superset([ExercisePrescription], roundRestSeconds: Int? = nil)
    /// A block of rounds (`amrap 20min: ...`, `emom 10min: ...`, `5 rounds: ...`): scored as a
    /// whole, so its items are none of the day's `exercises` a rule judges.
    case rounds(RoundsPrescription)
    /// A pause between exercises (`break 2m`), in seconds.
    case `break`(seconds: Int)
}

extension PlanItem {
    /// The item's exercise prescriptions: one, a superset's members, or none for a break or a
    /// block of rounds.
    var exercises: [ExercisePrescription] {
        switch self {
        case .exercise(let exercise): [exercise]
        case .superset(let members, _): members
        case .break, .rounds: []
        }
    }
}
