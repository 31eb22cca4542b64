import Overload

/// An exercise held by reference, which the inputs of a plugin's calls share.
///
/// A replay of years calls a rule for every session and new week of each exercise, and each
/// input holding the exercise by value copied its fields (five references retained, then
/// released). The replay makes one per exercise, and every input for it holds that one.
@usableFromInline
final class SharedExercise: Sendable {
    @usableFromInline let exercise: Exercise

    @usableFromInline
    init(_ exercise: Exercise) {
        self.exercise = exercise
    }
}
