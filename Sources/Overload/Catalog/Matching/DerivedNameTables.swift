/// The parts of an ``ExerciseNameIndex`` only some lookups need: the loose form of every key
/// (the dearest part to build: each key is split, singularised, checked for synonyms and
/// joined words, and sorted), the keys "did you mean" compares, and the padded display names.
struct DerivedNameTables: Sendable {
    var loose: [String: ExerciseNameIndex.Entry] = [:]
    var suggestionKeys: [ExerciseNameIndex.SuggestionKey] = []
    var paddedNames: [String] = []

    /// The built-in catalog's tables, built the first time a lookup needs them (a `static
    /// let` is built once, thread-safely).
    static let builtin = DerivedNameTables(replaying: ExerciseNameIndex.builtinFiled.pendingAdditions)

    init() {}

    /// Tables holding `additions`, added in order.
    init(replaying additions: [KeyedAddition]) {
        for addition in additions { add(addition) }
    }

    /// Adds what one insertion into the index adds; the same steps, in the same order, as
    /// when every table was built at once.
    mutating func add(_ addition: KeyedAddition) {
        switch addition {
        case .exercise(let ordinal, let name, let keys):
            paddedNames.append(" \(name) ")
            for (key, kind) in keys {
                for looseKey in LooseNameForm.keys(for: key) {
                    ExerciseNameIndex.add(ordinal, kind: .synonym, under: looseKey, in: &loose)
                }
                if kind != .id { suggestionKeys.append(.init(bytes: Array(key.utf8), ordinal: ordinal)) }
            }
        case .genericGroup(let key, let ordinals):
            for looseKey in LooseNameForm.keys(for: key) where loose[looseKey] == nil {
                loose[looseKey] = ExerciseNameIndex.Entry(ordinals: ordinals, kind: .synonym, isGenericGroup: true)
            }
        }
    }
}

/// One insertion into an ``ExerciseNameIndex``, as its derived tables need it.
enum KeyedAddition: Sendable {
    /// An exercise: its ordinal, normalised name, and non-empty normalised keys (name, id,
    /// aliases) with how each names it.
    case exercise(ordinal: Int, name: String, keys: [(String, MatchKind)])
    /// A generic word and the exercises it lists.
    case genericGroup(key: String, ordinals: [Int])
}

/// Where an ``ExerciseNameIndex`` gets its derived tables.
enum DerivedSource: Sendable {
    /// Not built yet: insertions are logged (the built-in catalog while it is built).
    case deferred
    /// ``DerivedNameTables/builtin``, shared by every copy of the built-in catalog.
    case builtin
    /// Its own, kept up to date as exercises are added.
    case own(DerivedNameTables)
}
