/// An equipment word in an exercise name ("Barbell Bench Press", "Curl (Dumbbell)"),
/// or "weighted", which asks for added load on a bodyweight exercise.
enum EquipmentWord: Hashable, Sendable {
    case kind(EquipmentKind)
    case weighted

    /// The equipment word a whole normalised phrase spells, if any.
    static func named(_ phrase: String) -> EquipmentWord? {
        phrases[phrase]
    }

    /// Whether a name with this word may mean the given exercise.
    func fits(_ exercise: Exercise) -> Bool {
        switch self {
        case .kind(let kind): return kind.isInterchangeable(with: exercise.equipment)
        case .weighted: return exercise.loadKind == .bodyweight
        }
    }

    /// Splits a leading or trailing equipment word off a normalised name:
    /// "barbell bench press" -> (.kind(.barbell), "bench press"). Two-word phrases first.
    static func strip(_ normalized: String) -> [(word: EquipmentWord, rest: String)] {
        let words = normalized.split(separator: " ")
        guard words.count >= 2 else { return [] }
        var found: [(word: EquipmentWord, rest: String)] = []
        for length in [2, 1] where words.count > length {
            let head = words.prefix(length).joined(separator: " ")
            if let word = phrases[head] {
                found.append((word, words.dropFirst(length).joined(separator: " ")))
            }
            let tail = words.suffix(length).joined(separator: " ")
            if let word = phrases[tail] {
                found.append((word, words.dropLast(length).joined(separator: " ")))
            }
        }
        return found
    }

    private static let phrases: [String: EquipmentWord] = [
        "barbell": .kind(.barbell), "bb": .kind(.barbell), "olympic bar": .kind(.barbell),
        "dumbbell": .kind(.dumbbell), "dumbbells": .kind(.dumbbell), "dumbell": .kind(.dumbbell),
        "db": .kind(.dumbbell), "dbs": .kind(.dumbbell),
        "kettlebell": .kind(.kettlebell), "kettlebells": .kind(.kettlebell), "kb": .kind(.kettlebell),
        "cable": .kind(.cable), "cables": .kind(.cable),
        "machine": .kind(.machine), "plate loaded": .kind(.machine), "lever": .kind(.machine),
        "smith": .kind(.smithMachine), "smith machine": .kind(.smithMachine),
        "bodyweight": .kind(.bodyweight), "body weight": .kind(.bodyweight), "bw": .kind(.bodyweight),
        "band": .kind(.bands), "bands": .kind(.bands), "banded": .kind(.bands),
        "resistance band": .kind(.bands),
        "ez bar": .kind(.ezBar), "ezbar": .kind(.ezBar), "ez": .kind(.ezBar),
        "trap bar": .kind(.trapBar), "hex bar": .kind(.trapBar), "trapbar": .kind(.trapBar),
        "hexbar": .kind(.trapBar),
        "landmine": .kind(.landmine), "sled": .kind(.sled),
        "weighted": .weighted,
    ]
}
