/// `ladder pull: scapular pull-up | negative pull-up | pull-up`: a progression of exercises,
/// easiest first. A day names the ladder (`pull 3x5-8`) and does its current rung; a
/// `graduate` rule moves to the next rung when the goal is made.
public struct LadderDeclaration: Sendable, Hashable {
    /// The ladder's name, as days and rules write it.
    public var name: ExerciseName
    /// The exercises, easiest first.
    public var rungs: [ExerciseName]
    public var range: SourceRange

    public init(name: ExerciseName, rungs: [ExerciseName], range: SourceRange) {
        self.name = name
        self.rungs = rungs
        self.range = range
    }
}
