import Testing
@testable import Overload

@Suite("Exercise name normalisation")
struct ExerciseNameNormalizerTests {
    @Test(arguments: [
        ("  Bench   Press ", "bench press"), ("Pull-Up", "pull up"), ("farmer's_walk", "farmers walk"),
        ("Clean & Jerk", "clean and jerk"), ("C&J", "c and j"), ("Übung Zwei", "übung zwei"), ("--", ""),
        ("45° Back Extension", "45 back extension"),
    ])
    func normalises(raw: String, expected: String) {
        #expect(ExerciseNameNormalizer.normalize(raw) == expected)
    }

    /// An ASCII name already in normal form is kept as it is, without a new string: it must be
    /// what normalising scalar by scalar makes of it, and no other name may be taken for one.
    @Test func normalFormIsKeptAsItIs() {
        var names = [
            "bench press", "bs", "45 degree leg press", "a", " bench", "bench ", "bench  press", "Bench", "pull-up", "",
            "farmers walk", "farmer's walk", "c and j", "c&j", "übung", "1 2 3", "bench\tpress",
        ]
        for exercise in BuiltinExercises.all { names += [exercise.name, exercise.id] + exercise.aliases }
        for name in names {
            let normalized = ExerciseNameNormalizer.normalize(name)
            #expect(normalized == ExerciseNameNormalizer.normalizeScalars(name), "\(name)")
            let isNormal = Array(name.utf8).withUnsafeBufferPointer { ExerciseNameNormalizer.isNormal($0) }
            // The fast path takes ASCII text only; "übung" is normal but goes the long way.
            let isASCII = name.utf8.allSatisfy { $0 < 0x80 }
            #expect(isNormal == (isASCII && normalized == name && !name.isEmpty), "\(name)")
        }
    }

    /// An id taken for its name's slug normalises to the name's key, and no other is taken.
    @Test func slugIdsNormaliseToTheirName() {
        var pairs = [
            ("back-squat", "Back Squat"), ("back-squat", "Back  Squat"), ("back_squat", "Back Squat"), ("back-squat-", "Back Squat"),
            ("back", "Back Squat"), ("", ""), ("übung-zwei", "Übung Zwei"), ("bench-press", "bench press"), ("Bench-Press", "bench press"),
        ]
        for exercise in BuiltinExercises.all { pairs.append((exercise.id, exercise.name)) }
        for (id, rawName) in pairs {
            let name = ExerciseNameNormalizer.normalize(rawName)
            if ExerciseNameNormalizer.isSlug(id, ofNormalized: name) {
                #expect(ExerciseNameNormalizer.normalize(id) == name, "\(id)")
                #expect(Exercise.slug(for: rawName) == id, "\(id)")
            } else {
                #expect(Exercise.slug(for: rawName) != id || name.utf8.contains { $0 >= 0x80 }, "\(id)")
            }
        }
        #expect(ExerciseNameNormalizer.isSlug("back-squat", ofNormalized: "back squat"))
        #expect(!ExerciseNameNormalizer.isSlug("back-squat", ofNormalized: "back squats"))
    }

    @Test func slugsJoinWordsWithHyphens() {
        #expect(Exercise.slug(for: "Farmer's Walk") == "farmers-walk")
        #expect(Exercise.slug(for: "Close-Grip Bench Press") == "close-grip-bench-press")
    }

    @Test(arguments: [
        ("curls", "curl"), ("presses", "press"), ("press", "press"), ("flies", "fly"), ("crunches", "crunch"),
        ("raises", "raise"), ("ups", "up"), ("biceps", "bicep"), ("abs", "ab"), ("carries", "carry"),
    ])
    func singularises(plural: String, singular: String) {
        #expect(LooseNameForm.singular(plural) == singular)
    }

    @Test func looseKeysIgnoreWordOrderAndSplitting() {
        #expect(LooseNameForm.keys(for: "incline dumbbell press").first == LooseNameForm.keys(for: "dumbbell incline press").first)
        #expect(LooseNameForm.keys(for: "pull ups") == LooseNameForm.keys(for: "pullup"))
        #expect(LooseNameForm.keys(for: "db bench press").contains("bench dumbbell press"))
        #expect(LooseNameForm.keys(for: "").isEmpty)
    }
}

@Suite("Exercise name qualifier detection")
struct QualifierDetectionTests {
    @Test(arguments: [
        ("Bench Press (Barbell)", true), ("Seated Cable Row - V Grip", true), ("Row – Wide", true),
        ("[Cable] Fly", true), ("Pull-Up", false), ("bench press", false), ("- lead", false), ("end -", false),
    ])
    func detectsParenthesesAndSpacedDashes(raw: String, expected: Bool) {
        #expect(ExerciseNameNormalizer.hasQualifiers(raw) == expected)
    }
}
