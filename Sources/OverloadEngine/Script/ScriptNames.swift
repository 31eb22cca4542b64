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
        "reps": Global(type: .number, isWritable: true, meaning: "the reps of each work set"),
        "sets": Global(type: .number, isWritable: true, meaning: "the number of work sets"),
        "stage": Global(type: .any, isWritable: true, meaning: "a stage the plugin keeps"),
        "state": Global(type: .state, isWritable: false, meaning: "values the plugin keeps"),
        "week": Global(type: .number, isWritable: false, meaning: "the week of the program"),
        "day": Global(type: .text, isWritable: false, meaning: "the day's name"),
        "cycle": Global(type: .number, isWritable: false, meaning: "the pass through the program"),
        "new_week": Global(type: .bool, isWritable: false, meaning: "true when the program enters a new week"),
        "new_cycle": Global(type: .bool, isWritable: false, meaning: "true when the program enters a new cycle"),
    ]

    /// The names kept in the plugin's state between sessions.
    static let kept = ["tm", "weight", "reps", "sets", "stage"]

    /// Fields of `last`, a session.
    static let sessionFields: [String: ScriptType] = [
        "failed": .bool, "made": .bool, "sets": .number, "e1rm": .load, "weight": .load, "has_amrap": .bool,
        "amrap": .set, "best": .set, "lowest": .set,
    ]

    /// Fields of a set (`last.amrap`, `last.best`, `last.lowest`).
    static let setFields: [String: ScriptType] = [
        "reps": .number, "weight": .load, "failed": .bool, "made": .bool, "target": .number, "rpe": .number, "e1rm": .load,
    ]

    /// The fields of a kind of record; nil for a kind without fields.
    static func fields(of type: ScriptType) -> [String: ScriptType]? {
        switch type {
        case .session: sessionFields
        case .set: setFields
        case .number, .load, .percent, .time, .bool, .text, .state, .any: nil
        }
    }

    /// The functions, with how each is called (for messages).
    static let functions: [String: String] = [
        "min": "min(a, b, ...): the smallest of values of one kind",
        "max": "max(a, b, ...): the largest of values of one kind",
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
