/// Labelled uses of one exercise: `squat (heavy)` and `squat (volume)` are two uses of squat,
/// each with its own progression, sharing squat's history and one-rep max.
///
/// A use is an ``Exercise`` of its own (its id is the parent's and the label,
/// `squat/heavy`), so that everything keyed by id, a rule's state above all, keeps the two
/// apart; its ``Exercise/historyID`` is the parent's, so that what was lifted is one lift.
extension ExerciseCatalog {
    /// The id of the use of `parent` labelled `label`.
    public static func roleID(_ label: String, of parentID: String) -> String {
        parentID + "/" + Exercise.slug(for: label)
    }

    /// The catalog with the use of `parent` labelled `label` in it (the same catalog when it
    /// is there already), and that use.
    public func addingRole(_ label: String, of parent: Exercise) -> (catalog: ExerciseCatalog, role: Exercise) {
        let base = parent.parentID.flatMap { exercise(id: $0) } ?? parent
        let id = Self.roleID(label, of: base.id)
        if let known = exercise(id: id) { return (self, known) }
        var role = base
        role.id = id
        role.name = base.name + " (" + label + ")"
        role.aliases = []
        role.parentID = base.id
        role.role = label
        var larger = self
        larger.index.insertUnnamed(role)
        larger.roleIDs[Self.roleKey(label, of: base.id)] = id
        return (larger, role)
    }

    /// The labelled use a name with one label in parentheses means (`ohp (volume)`), when the
    /// program declared that use; nil otherwise.
    func resolveRole(_ parts: ExerciseNameParts) -> ExerciseResolution? {
        guard !roleIDs.isEmpty, parts.qualifiers.count == 1 else { return nil }
        let normalized = ExerciseNameNormalizer.normalize(parts.base)
        guard let entry = index.lookup(normalized), entry.ordinals.count == 1 else { return nil }
        let parent = index.exercises[entry.ordinals[0]]
        let key = Self.roleKey(parts.qualifiers[0], of: parent.id)
        guard let id = roleIDs[key], let role = exercise(id: id) else { return nil }
        return .found(role, how: .name)
    }

    /// The uses of an exercise the catalog holds, in the order added.
    public func roles(of parentID: String) -> [Exercise] {
        exercises.filter { $0.parentID == parentID }
    }

    private static func roleKey(_ label: String, of parentID: String) -> String {
        parentID + " " + ExerciseNameNormalizer.normalize(label)
    }
}
