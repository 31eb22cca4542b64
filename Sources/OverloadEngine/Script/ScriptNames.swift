/// The names, fields and functions a script sees: the one list the static check, the
/// interpreter and docs/language.md agree on.
enum ScriptNames {
    /// A name the plugin API provides.
    struct Global {
        var type: ScriptType
        /// Whether a script may assign it (`tm`, `weight`), keeping it for the next session.
        var isWritable: Bool
        /// What it is, for messages.
        var meaning: String
    }

    /// Names every script sees, by lowercased spelling.
    static let globals: [String: Global] = [
        "last": Global(type: .session, isWritable: false, meaning: "the session just logged"),
        "tm": Global(type: .load, isWritable: true, meaning: "the training max"),
        "weight": Global(type: .load, isWritable: true, meaning: "the working weight"),
        "time": Global(type: .time, isWritable: true, meaning: "the time of each timed work set"),
        "reps": Global(type: .number, isWritable: true, meaning: "the reps of each work set"),
        "sets": Global(type: .number, isWritable: true, meaning: "the number of work sets"),
        "stage": Global(type: .any, isWritable: true, meaning: "a stage the plugin keeps"),
        "state": Global(type: .state, isWritable: false, meaning: "values the plugin keeps"),
        "week": Global(type: .number, isWritable: false, meaning: "the week of the program"),
        "day": Global(type: .text, isWritable: false, meaning: "the day's name"),
        "cycle": Global(type: .number, isWritable: false, meaning: "the pass through the program"),
        "day_in_week": Global(type: .number, isWritable: false, meaning: "the day's place in its week, from 1"),
        "week_in_cycle": Global(type: .number, isWritable: false, meaning: "the week's place in the cycle, from 1"),
        "new_week": Global(type: .bool, isWritable: false, meaning: "true when the program enters a new week"),
        "new_cycle": Global(type: .bool, isWritable: false, meaning: "true when the program enters a new cycle"),
    ]

    /// The names kept in the plugin's state between sessions.
    static let kept = ["tm", "weight", "time", "reps", "sets", "stage"]

    /// Fields of `last`, a session.
    static let sessionFields: [String: ScriptType] = [
        "failed": .bool, "made": .bool, "sets": .list(.set), "reps": .list(.number), "total": .number, "e1rm": .load,
        "weight": .load, "has_amrap": .bool, "amrap": .set, "best": .set, "lowest": .set,
    ]

    /// Fields of a set (`last.amrap`, `last.best`, `last.lowest`).
    static let setFields: [String: ScriptType] = [
        "reps": .number, "weight": .load, "failed": .bool, "made": .bool, "target": .number, "rpe": .number, "e1rm": .load,
        "time": .time, "distance": .distance,
    ]

    /// The fields of a kind of record; nil for a kind without fields.
    static func fields(of type: ScriptType) -> [String: ScriptType]? {
        switch type {
        case .session: sessionFields
        case .set: setFields
        case .number, .load, .percent, .time, .distance, .bool, .text, .state, .list, .any: nil
        }
    }

    /// The functions, with how each is called (for messages).
    static let functions: [String: String] = [
        "min": "min(a, b, ...) or min(list): the smallest of values of one kind",
        "max": "max(a, b, ...) or max(list): the largest of values of one kind",
        "sum": "sum(list): the sum of a list of numbers, loads, percentages or times: sum(last.reps)",
        "count": "count(list): how many values; of a comparison, how many hold: count(last.reps >= 5)",
        "any": "any(list): whether any value of a comparison holds: any(last.reps < 3)",
        "all": "all(list): whether every value of a comparison holds: all(last.reps >= 5)",
        "round": "round(x) or round(x, step): a load to the nearest load the equipment makes, a number to a whole one, "
            + "or to the nearest multiple of step",
        "floor": "floor(x) or floor(x, step): like round, downwards",
        "ceil": "ceil(x) or ceil(x, step): like round, upwards",
        "e1rm": "e1rm(load, reps): the estimated 1RM by the program's formula",
        "suggest": "suggest(\"why\"), a statement of its own: this run's changes wait for the lifter's decision, "
            + "as under 'ask', with that reason",
    ]

    /// Every name in scope besides a script's own, for "did you mean".
    static var globalNames: [String] { globals.keys.sorted() }
}
