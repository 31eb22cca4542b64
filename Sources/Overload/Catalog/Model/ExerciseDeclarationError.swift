/// Why a user-declared exercise could not be added to a catalog.
public enum ExerciseDeclarationError: Error, Hashable, Sendable {
    /// The declaration has no name (or only punctuation).
    case emptyName
    /// The id is not a lowercase slug of letters, digits and hyphens.
    case invalidID(String)
    /// Another exercise already has this id.
    case duplicateID(String, existing: Exercise)
    /// The name or one of the aliases already names another exercise, directly or
    /// after synonyms and plurals ("Pullups" for Pull-Up).
    case nameInUse(String, existing: Exercise)

    /// A short lowercase summary for a diagnostic.
    public var message: String {
        switch self {
        case .emptyName:
            return "an exercise needs a name"
        case .invalidID(let id):
            return "exercise id '\(id)' must be lowercase letters, digits and hyphens"
        case .duplicateID(let id, let existing):
            return "exercise id '\(id)' is already used by '\(existing.name)'"
        case .nameInUse(let name, let existing):
            return "'\(name)' already names the exercise '\(existing.name)'"
        }
    }
}
