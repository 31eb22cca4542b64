/// The catalog's dictionaries: every normalised name, id and alias mapped to exercises by
/// position, so a lookup is a dictionary hit. The loose forms, suggestion keys and padded
/// names (``DerivedNameTables``) are built the first time a lookup needs them, and the
/// built-in catalog's once a process: most names a program or journal uses are exact, and a
/// small `overload check` should not pay for the rest.
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
    /// Where the derived tables come from.
    private var derived = DerivedSource.own(DerivedNameTables())
    /// The additions not yet in derived tables, in order (only while `derived` is deferred).
    private(set) var pendingAdditions: [KeyedAddition] = []
    /// The built-in catalog as a process first has it: its exercises, with `exact` and
    /// `ordinalByID` not filled in. A command looks up a handful of names, and finding them
    /// in the built-in tables (``BuiltinNameScan``) costs far less than filing every name and
    /// alias of two hundred exercises at each start. The first change to the index (a
    /// declaration, a labelled use) starts it from ``builtinFiled``, the tables as they were
    /// always built.
    private var isUnfiledBuiltin = false

    /// Loose forms of every key (plurals, synonyms, word order, joined words).
    var loose: [String: Entry] { derivedTables.loose }
    /// Names and aliases for "did you mean".
    var suggestionKeys: [SuggestionKey] { derivedTables.suggestionKeys }
    /// Normalised display names padded with spaces, for whole-word containment.
    var paddedNames: [String] { derivedTables.paddedNames }

    /// The built-in catalog's index, its names not yet filed (see ``isUnfiledBuiltin``).
    static func unfiledBuiltin() -> ExerciseNameIndex {
        var index = ExerciseNameIndex()
        index.exercises = BuiltinExercises.all
        index.derived = .builtin
        index.isUnfiledBuiltin = true
        return index
    }

    /// The built-in catalog's index with every name, id and alias filed, built once a process
    /// when first needed; its loose forms and suggestion keys only when a lookup needs them.
    static let builtinFiled: ExerciseNameIndex = {
        var index = ExerciseNameIndex.deferringDerivedTables()
        let keys = BuiltinExercises.all.reduce(BuiltinExercises.genericNames.count) { $0 + 2 + $1.aliases.count }
        index.reserve(exercises: BuiltinExercises.all.count, keys: keys)
        for exercise in BuiltinExercises.all { index.insert(exercise) }
        for (name, ids) in BuiltinExercises.genericNames { index.insertGenericGroup(name, ids: ids) }
        index.becomeBuiltin()
        return index
    }()

    /// Files the built-in catalog's names before the index changes.
    private mutating func fileBuiltin() {
        if isUnfiledBuiltin { self = Self.builtinFiled }
    }

    /// The exercise filed under `id`, by position.
    func ordinal(ofID id: String) -> Int? {
        if isUnfiledBuiltin { return BuiltinNameScan.ordinal(ofID: id) }
        return ordinalByID[id]
    }

    /// The entry filed under a normalised key, loose forms aside.
    private func exactEntry(_ normalized: String) -> Entry? {
        if isUnfiledBuiltin { return BuiltinNameScan.entry(for: normalized) }
        return exact[normalized]
    }

    /// An index whose derived tables are left to the first lookup that needs them; the
    /// built-in catalog's, see ``deferringDerivedTables()``.
    static func deferringDerivedTables() -> ExerciseNameIndex {
        var index = ExerciseNameIndex()
        index.derived = .deferred
        return index
    }

    /// The built-in catalog's index from now on: its derived tables are
    /// ``DerivedNameTables/builtin``, built from `pendingAdditions` once a process.
    mutating func becomeBuiltin() {
        derived = .builtin
    }

    private var derivedTables: DerivedNameTables {
        switch derived {
        case .own(let tables): return tables
        case .builtin: return DerivedNameTables.builtin
        case .deferred: return DerivedNameTables(replaying: pendingAdditions)
        }
    }

    /// Room for `count` more exercises under `keys` more keys, so that the tables are not
    /// rehashed as they grow (the built-in catalog's were, several times, at every start).
    mutating func reserve(exercises count: Int, keys: Int) {
        fileBuiltin()
        exercises.reserveCapacity(exercises.count + count)
        ordinalByID.reserveCapacity(ordinalByID.count + count)
        exact.reserveCapacity(exact.count + keys)
    }

    /// Adds an exercise under its name, id and aliases. A key another exercise already
    /// has becomes ambiguous; a generic group's key is taken over.
    mutating func insert(_ exercise: Exercise) {
        fileBuiltin()
        let ordinal = exercises.count
        exercises.append(exercise)
        ordinalByID[exercise.id] = ordinal
        let (name, keys) = Self.keys(of: exercise)
        for (key, kind) in keys {
            Self.add(ordinal, kind: kind, under: key, in: &exact)
        }
        record(.exercise(ordinal: ordinal, name: name, keys: keys))
    }

    /// An exercise's normalised name, and the keys it is filed under in order: the name, the
    /// id and the aliases, normalised, empty ones left out.
    static func keys(of exercise: Exercise) -> (name: String, keys: [(String, MatchKind)]) {
        // Made once at its size: appending the aliases' array and then dropping empty keys
        // copied the keys twice for each of the built-in catalog's exercises at start-up.
        var keys: [(String, MatchKind)] = []
        keys.reserveCapacity(2 + exercise.aliases.count)
        let name = forEachKey(of: exercise) { keys.append(($0, $1)) }
        return (name, keys)
    }

    /// Hands `body` the keys of ``keys(of:)`` one at a time, in order, and returns the
    /// normalised name: the built-in keys' table (``BuiltinNameScan``) is made without an
    /// array for each exercise.
    @discardableResult
    static func forEachKey(of exercise: Exercise, _ body: (String, MatchKind) -> Void) -> String {
        let name = ExerciseNameNormalizer.normalize(exercise.name)
        func keep(_ key: String, _ kind: MatchKind) {
            if !key.isEmpty { body(key, kind) }
        }
        keep(name, .name)
        // An id that is its name's slug (`back-squat` for "Back Squat", nearly every built-in
        // one) normalises to the name's key: not normalised again.
        let isSlug = ExerciseNameNormalizer.isSlug(exercise.id, ofNormalized: name)
        keep(isSlug ? name : ExerciseNameNormalizer.normalize(exercise.id), .id)
        for alias in exercise.aliases { keep(ExerciseNameNormalizer.normalize(alias), .alias) }
        return name
    }

    /// Adds an exercise found only by id: a labelled use, which ``ExerciseCatalog`` finds
    /// through its parent's names, never by loose matching or as a suggestion.
    mutating func insertUnnamed(_ exercise: Exercise) {
        fileBuiltin()
        ordinalByID[exercise.id] = exercises.count
        exercises.append(exercise)
    }

    /// Makes a generic word list its candidates; skipped where an exercise owns the key.
    mutating func insertGenericGroup(_ name: String, ids: [String]) {
        fileBuiltin()
        let ordinals = ids.compactMap { ordinalByID[$0] }
        let key = ExerciseNameNormalizer.normalize(name)
        guard !ordinals.isEmpty, !key.isEmpty else { return }
        if exact[key] == nil { exact[key] = Entry(ordinals: ordinals, kind: .alias, isGenericGroup: true) }
        record(.genericGroup(key: key, ordinals: ordinals))
    }

    /// Adds to the derived tables now, or logs the addition while they are deferred. The
    /// derived tables are separate from `exact`, so adding to them later, in the same
    /// order, builds the same tables.
    private mutating func record(_ addition: KeyedAddition) {
        switch derived {
        case .deferred:
            pendingAdditions.append(addition)
        case .builtin:
            var tables = DerivedNameTables.builtin
            tables.add(addition)
            derived = .own(tables)
        case .own(var tables):
            // Dropped first, so `tables` holds the only reference and grows in place.
            derived = .deferred
            tables.add(addition)
            derived = .own(tables)
        }
    }

    static func rank(_ kind: MatchKind) -> Int {
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
    static func add(_ ordinal: Int, kind: MatchKind, under key: String, in table: inout [String: Entry]) {
        // One hash of the key, the entry changed in place: a lookup and then a store hashed it twice.
        add(ordinal, kind: kind, to: &table[key])
    }

    /// What filing `ordinal` under a key does to the key's entry (nil when the key is new).
    static func add(_ ordinal: Int, kind: MatchKind, to entry: inout Entry?) {
        // Read as flags, not a copy of the entry, so that its ordinals grow in place.
        guard let isGenericGroup = entry?.isGenericGroup, let current = entry?.kind else {
            entry = Entry(ordinals: [ordinal], kind: kind, isGenericGroup: false)
            return
        }
        if isGenericGroup {
            entry = Entry(ordinals: [ordinal], kind: kind, isGenericGroup: false)
        } else if entry?.ordinals.contains(ordinal) == true {
            if rank(kind) < rank(current) { entry?.kind = kind }
        } else {
            entry?.ordinals.append(ordinal)
        }
    }

    /// The entry for a normalised name: exact keys first, then loose forms.
    func lookup(_ normalized: String) -> Entry? {
        if let entry = exactEntry(normalized) { return entry }
        let loose = self.loose
        for key in LooseNameForm.keys(for: normalized) {
            if let entry = loose[key] { return entry }
        }
        return nil
    }

    /// The exercise a declaration's normalised key would collide with, if any.
    /// Generic groups do not count: a declaration may claim them.
    func owner(of normalized: String) -> Exercise? {
        if let entry = exactEntry(normalized), !entry.isGenericGroup, let first = entry.ordinals.first {
            return exercises[first]
        }
        let loose = self.loose
        for key in LooseNameForm.keys(for: normalized) {
            if let entry = loose[key], !entry.isGenericGroup, let first = entry.ordinals.first {
                return exercises[first]
            }
        }
        return nil
    }
}
