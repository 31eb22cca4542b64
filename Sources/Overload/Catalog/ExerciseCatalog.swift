/// The exercises a program may name: the built-in catalog plus the user's declarations,
/// with name lookup that forgives the ways lifters and apps write names.
///
/// A value type: adding an exercise returns a new catalog. Every name, id and alias is
/// normalised into dictionaries once, so `resolve(_:)` is a few dictionary lookups.
public struct ExerciseCatalog: Sendable {
    var index: ExerciseNameIndex
    /// The labelled uses of exercises the program names, by parent id and label
    /// (``addingRole(_:of:)``).
    var roleIDs: [String: String] = [:]

    /// The built-in catalog: its names are looked up in the built-in tables until a
    /// declaration is added, and filed once a process when one is (see
    /// ``ExerciseNameIndex/builtinFiled``); its loose forms and suggestion keys only when a
    /// lookup first needs them.
    public static let builtin = ExerciseCatalog(index: .unfiledBuiltin())

    /// A catalog with no exercises, for programs that declare all of their own.
    public static let empty = ExerciseCatalog(index: ExerciseNameIndex())

    /// The built-in catalog.
    public init() { self = .builtin }

    init(index: ExerciseNameIndex) { self.index = index }

    /// The built-in catalog plus `declarations`, in order. A declaration that clashes
    /// with an earlier exercise is left out and reported; the rest still go in.
    public static func withDeclarations(_ declarations: [Exercise], base: ExerciseCatalog = .builtin)
        -> (catalog: ExerciseCatalog, errors: [ExerciseDeclarationError])
    {
        var catalog = base
        var errors: [ExerciseDeclarationError] = []
        for declaration in declarations {
            switch catalog.adding(declaration) {
            case .success(let larger): catalog = larger
            case .failure(let error): errors.append(error)
            }
        }
        return (catalog, errors)
    }

    /// Every exercise, built-in ones first, then declarations in the order added.
    public var exercises: [Exercise] { index.exercises }

    /// How many exercises the catalog holds.
    public var count: Int { index.exercises.count }

    /// The exercise with this id, if any.
    public func exercise(id: String) -> Exercise? {
        index.ordinal(ofID: id).map { index.exercises[$0] }
    }

    /// A catalog with `exercise` added, or why it cannot be: an empty name, a malformed
    /// or taken id, or a name or alias that already names another exercise. A generic
    /// built-in word ("fly") may be claimed and then means the declared exercise.
    public func adding(_ exercise: Exercise) -> Result<ExerciseCatalog, ExerciseDeclarationError> {
        if let error = clash(for: exercise) { return .failure(error) }
        var larger = self
        larger.index.insert(exercise)
        return .success(larger)
    }

    private func clash(for exercise: Exercise) -> ExerciseDeclarationError? {
        let name = ExerciseNameNormalizer.normalize(exercise.name)
        if name.isEmpty { return .emptyName }
        if exercise.id.isEmpty || Exercise.slug(for: exercise.id) != exercise.id { return .invalidID(exercise.id) }
        if let existing = self.exercise(id: exercise.id) { return .duplicateID(exercise.id, existing: existing) }
        for spelling in [exercise.name, exercise.id] + exercise.aliases {
            let key = ExerciseNameNormalizer.normalize(spelling)
            if !key.isEmpty, let existing = index.owner(of: key) { return .nameInUse(spelling, existing: existing) }
        }
        return nil
    }
}
