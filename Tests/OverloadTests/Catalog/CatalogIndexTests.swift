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
        Self.expectSameTables(ExerciseCatalog.builtin.index, eager)
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
