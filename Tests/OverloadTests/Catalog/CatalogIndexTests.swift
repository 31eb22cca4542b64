import OverloadTestSupport
import Testing
@testable import Overload

/// The built-in catalog builds its loose forms and suggestion keys only when a lookup needs
/// them, and normalises ASCII names on bytes: both are for start-up time alone, so the tables
/// and every normalised name must be exactly what the plain way builds.
@Suite("Exercise catalog index")
struct CatalogIndexTests {
    /// The plain way: every table built as each exercise goes in.
    static func eagerIndex(declaring declarations: [Exercise] = []) -> ExerciseNameIndex {
        var index = ExerciseNameIndex()
        for exercise in BuiltinExercises.all { index.insert(exercise) }
        for (name, ids) in BuiltinExercises.genericNames { index.insertGenericGroup(name, ids: ids) }
        for exercise in declarations { index.insert(exercise) }
        return index
    }

    static func expectSameTables(_ index: ExerciseNameIndex, _ expected: ExerciseNameIndex) {
        #expect(index.exercises.map(\.id) == expected.exercises.map(\.id))
        #expect(index.ordinalByID == expected.ordinalByID)
        #expect(index.exact == expected.exact)
        #expect(index.loose == expected.loose)
        #expect(index.suggestionKeys.map(\.bytes) == expected.suggestionKeys.map(\.bytes))
        #expect(index.suggestionKeys.map(\.ordinal) == expected.suggestionKeys.map(\.ordinal))
        #expect(index.paddedNames == expected.paddedNames)
    }

    @Test func builtinTablesBuiltLaterAreTheSame() {
        let eager = Self.eagerIndex()
        #expect(!eager.loose.isEmpty)
        Self.expectSameTables(ExerciseNameIndex.builtinFiled, eager)
        #expect(ExerciseCatalog.builtin.index.exercises.map(\.id) == eager.exercises.map(\.id))
    }

    /// The built-in catalog finds names in its tables without filing them: every key filed,
    /// its loose forms and near misses must give the entry the filed table holds, every id
    /// its position, and every name the same resolution.
    @Test func unfiledBuiltinLookupsAreTheFiledOnes() {
        let filed = ExerciseNameIndex.builtinFiled
        let unfiled = ExerciseCatalog.builtin.index
        var keys = Array(filed.exact.keys) + Array(filed.loose.keys)
        keys += filed.exact.keys.flatMap { [$0 + "s", String($0.dropLast()), $0 + " " + $0] }
        keys += ["", "fly", "chest fly", "carry", "no such lift", "squat", "bench", "row", "press", "deadlift"]
        #expect(keys.count > 2000)
        for key in keys {
            #expect(BuiltinNameScan.entry(for: key) == filed.exact[key], "\(key)")
            #expect(unfiled.lookup(key) == filed.lookup(key), "\(key)")
            #expect(unfiled.owner(of: key)?.id == filed.owner(of: key)?.id, "\(key)")
        }
        // Generic words are filed where no exercise holds their key.
        #expect(keys.contains { BuiltinNameScan.entry(for: $0)?.isGenericGroup == true })
        for id in filed.ordinalByID.keys + ["", "no-such-lift", "Back-Squat"] {
            #expect(unfiled.ordinal(ofID: id) == filed.ordinalByID[id], "\(id)")
        }
        let filedCatalog = ExerciseCatalog(index: filed)
        let names = BuiltinExercises.all.flatMap { [$0.name, $0.id, $0.name.uppercased() + "S"] + $0.aliases }
            + ["Barbell Bench Press", "Bench Press (Barbell)", "pullups", "bicep curls", "squatt", "fly", "shrug", "xyz"]
        for name in names {
            #expect(ExerciseCatalog.builtin.resolve(name) == filedCatalog.resolve(name), "\(name)")
        }
    }

    /// The scan's table holds, as bytes, the keys `forEachKey` hands out, in the same order.
    @Test func builtinKeyBytesAreTheKeysOfEachExercise() {
        var expected: [(String, MatchKind, Int)] = []
        for (ordinal, exercise) in BuiltinExercises.all.enumerated() {
            ExerciseNameIndex.forEachKey(of: exercise) { expected.append(($0, $1, ordinal)) }
        }
        let keys = BuiltinNameScan.keys
        #expect(keys.starts.count == expected.count)
        for (index, (key, kind, ordinal)) in zip(keys.starts.indices, expected) {
            let bytes = keys.bytes[keys.starts[index]..<keys.starts[index] + keys.lengths[index]]
            #expect(String(decoding: bytes, as: UTF8.self) == key)
            #expect(keys.kinds[index] == kind && keys.ordinals[index] == ordinal, "\(key)")
        }
    }

    /// Names normalised into a shared array of bytes are the names normalised into strings.
    @Test func namesAppendedNormalisedAreTheNormalisedNames() {
        let names = BuiltinExercises.all.flatMap { [$0.name, $0.id] + $0.aliases }
            + ["", "  Farmer's   Walk ", "Pull-Up", "Rock & Roll", "&", "a&&b", "Café Curl", "ÉCARTÉ", "x_y--z", "`q`"]
        var generator = SeededGenerator(seed: 7)
        let alphabet = Array("aZ09 -'&_`é")
        let random = (0..<500).map { _ in String((0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }) }
        for name in names + random {
            var bytes: [UInt8] = [1]
            ExerciseNameNormalizer.appendNormalized(name, to: &bytes)
            #expect(bytes == [1] + Array(ExerciseNameNormalizer.normalize(name).utf8), "\(name)")
        }
    }

    @Test func declarationsOnTheBuiltinCatalogGiveTheSameTables() throws {
        let declarations = [
            Exercise(id: "zottman-curl", name: "Zottman Curl", aliases: ["zottmans"], primaryMuscles: [.biceps],
                     pattern: .isolation, equipment: .dumbbell),
            // Claims a generic word, which the built-in catalog lists candidates for.
            Exercise(id: "my-fly", name: "Fly", primaryMuscles: [.chest], pattern: .isolation, equipment: .cable),
        ]
        let (catalog, errors) = ExerciseCatalog.withDeclarations(declarations)
        #expect(errors.isEmpty)
        Self.expectSameTables(catalog.index, Self.eagerIndex(declaring: declarations))
        #expect(catalog.resolve("zottman curls").exercise?.id == "zottman-curl")
        #expect(catalog.resolve("flyes").exercise?.id == "my-fly")
        // The built-in catalog itself is unchanged.
        #expect(ExerciseCatalog.builtin.resolve("zottman curl").exercise == nil)
    }

    /// Every name, id and alias of the catalog, and random ASCII text.
    @Test func asciiNormalisationMatchesTheScalarRules() throws {
        var texts = BuiltinExercises.all.flatMap { [$0.name, $0.id] + $0.aliases }
        texts += ["  Farmer's  Walk ", "C&J", "&", "a&", "Pull-Up", "`db` row", "\t\r\nX\u{7F}Y", "",
                  "&&&", "a&&b", " & & &x& ", "a-b-c-d-e-f-g-h-i-j-k-l-m-n-o-p", "Clean & Jerk & Snatch & Press"]
        var random = SeededGenerator(seed: 16)
        for _ in 0..<3000 {
            let length = Int.random(in: 0...24, using: &random)
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...127, using: &random) }
            texts.append(String(decoding: bytes, as: UTF8.self))
        }
        for text in texts {
            let fast = try #require(ExerciseNameNormalizer.normalizeASCII(text), "\(text.debugDescription)")
            #expect(fast == ExerciseNameNormalizer.normalizeScalars(text), "\(text.debugDescription)")
        }
        #expect(ExerciseNameNormalizer.normalizeASCII("Übung") == nil)
        #expect(ExerciseNameNormalizer.normalizeASCII("[Barbell Row]".dropFirst().dropLast()) == "barbell row")
        #expect(ExerciseNameNormalizer.normalize("Übung Zwei") == "übung zwei")
    }
}
