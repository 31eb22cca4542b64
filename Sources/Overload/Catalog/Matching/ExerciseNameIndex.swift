/// The catalog's dictionaries, built once: every normalised name, id and alias, and
/// their loose forms, mapped to exercises by position. Lookups are dictionary hits;
/// only "did you mean" suggestions scan.
struct ExerciseNameIndex: Sendable {
    /// What a key names: one exercise (and how), or several when the key is generic
    /// ("fly") or, by mistake, shared.
    struct Entry: Hashable, Sendable {
        var ordinals: [Int]
        var kind: MatchKind
        /// A built-in generic word ("fly", "shrug") listing its candidates on purpose;
        /// a user declaration may claim it.
        var isGenericGroup: Bool
    }

    /// A key the suggestions scan compares by edit distance.
    struct SuggestionKey: Sendable {
        var bytes: [UInt8]
        var ordinal: Int
    }

    private(set) var exercises: [Exercise] = []
    private(set) var ordinalByID: [String: Int] = [:]
    private(set) var exact: [String: Entry] = [:]
    private(set) var loose: [String: Entry] = [:]
    private(set) var suggestionKeys: [SuggestionKey] = []
    /// Normalised display names padded with spaces, for whole-word containment.
    private(set) var paddedNames: [String] = []

    /// Adds an exercise under its name, id and aliases. A key another exercise already
    /// has becomes ambiguous; a generic group's key is taken over.
    mutating func insert(_ exercise: Exercise) {
        let ordinal = exercises.count
        exercises.append(exercise)
        ordinalByID[exercise.id] = ordinal
        let name = ExerciseNameNormalizer.normalize(exercise.name)
        paddedNames.append(" \(name) ")
        var keys: [(String, MatchKind)] = [(name, .name), (ExerciseNameNormalizer.normalize(exercise.id), .id)]
        keys += exercise.aliases.map { (ExerciseNameNormalizer.normalize($0), .alias) }
        for (key, kind) in keys where !key.isEmpty {
            Self.add(ordinal, kind: kind, under: key, in: &exact)
            for looseKey in LooseNameForm.keys(for: key) {
                Self.add(ordinal, kind: .synonym, under: looseKey, in: &loose)
            }
            if kind != .id { suggestionKeys.append(SuggestionKey(bytes: Array(key.utf8), ordinal: ordinal)) }
        }
    }

    /// Makes a generic word list its candidates; skipped where an exercise owns the key.
    mutating func insertGenericGroup(_ name: String, ids: [String]) {
        let ordinals = ids.compactMap { ordinalByID[$0] }
        let key = ExerciseNameNormalizer.normalize(name)
        guard !ordinals.isEmpty, !key.isEmpty else { return }
        let group = Entry(ordinals: ordinals, kind: .alias, isGenericGroup: true)
        if exact[key] == nil { exact[key] = group }
        for looseKey in LooseNameForm.keys(for: key) where loose[looseKey] == nil {
            loose[looseKey] = Entry(ordinals: ordinals, kind: .synonym, isGenericGroup: true)
        }
    }

    private static func rank(_ kind: MatchKind) -> Int {
        switch kind {
        case .name: return 0
        case .alias: return 1
        case .id: return 2
        case .synonym: return 3
        case .equipmentStripped: return 4
        case .appExport: return 5
        }
    }

    /// Static on purpose: as an instance method, `self` is read for the whole call while
    /// `table` (a property of `self`) is written, so Swift passes a copy of `self`, and the
    /// dictionary, shared with that copy, was copied whole on every write: building the
    /// built-in catalog took 80% of a small `overload check`.
    private static func add(_ ordinal: Int, kind: MatchKind, under key: String, in table: inout [String: Entry]) {
        guard var entry = table[key], !entry.isGenericGroup else {
            table[key] = Entry(ordinals: [ordinal], kind: kind, isGenericGroup: false)
            return
        }
        if entry.ordinals.contains(ordinal) {
            if rank(kind) < rank(entry.kind) { entry.kind = kind }
        } else {
            entry.ordinals.append(ordinal)
        }
        table[key] = entry
    }

    /// The entry for a normalised name: exact keys first, then loose forms.
    func lookup(_ normalized: String) -> Entry? {
        if let entry = exact[normalized] { return entry }
        for key in LooseNameForm.keys(for: normalized) {
            if let entry = loose[key] { return entry }
        }
        return nil
    }

    /// The exercise a declaration's normalised key would collide with, if any.
    /// Generic groups do not count: a declaration may claim them.
    func owner(of normalized: String) -> Exercise? {
        if let entry = exact[normalized], !entry.isGenericGroup, let first = entry.ordinals.first {
            return exercises[first]
        }
        for key in LooseNameForm.keys(for: normalized) {
            if let entry = loose[key], !entry.isGenericGroup, let first = entry.ordinals.first {
                return exercises[first]
            }
        }
        return nil
    }
}
