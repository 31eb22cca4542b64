import Overload

/// What the engine keeps in the state of a rule on a ladder (`ladder pull: a | b | c`,
/// docs/language.md "Ladders"): the rung the lifter is on, from 0, and how many rungs the
/// ladder has. The replay writes both from the exercise a session logged (the lifter logs the
/// rung's own name), before the rule's ``ProgressionPlugin/advance(_:)``; a rule that moves
/// up the ladder (`graduate`) writes the next rung, and `next` shows that rung's exercise.
public enum LadderState {
    /// The current rung, from 0.
    public static let rung = StateKey<Int>("rung")
    /// How many rungs the ladder has.
    public static let rungs = StateKey<Int>("rungs")
}
