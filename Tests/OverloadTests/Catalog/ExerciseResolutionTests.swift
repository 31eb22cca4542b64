import Testing
@testable import Overload

@Suite("Exercise name resolution")
struct ExerciseResolutionTests {
    let catalog = ExerciseCatalog.builtin

    private func id(_ name: String) -> String? { catalog.resolve(name).exercise?.id }

    @Test(arguments: [
        ("bench", "bench-press"), ("bench press", "bench-press"), ("bp", "bench-press"), ("flat bench", "bench-press"),
        ("ohp", "overhead-press"), ("press", "overhead-press"), ("overhead press", "overhead-press"),
        ("military press", "overhead-press"),
        ("rdl", "romanian-deadlift"), ("romanian deadlift", "romanian-deadlift"),
        ("chin-up", "chin-up"), ("chinup", "chin-up"), ("chin up", "chin-up"),
        ("pull-up", "pull-up"), ("pullup", "pull-up"), ("pull up", "pull-up"),
        ("squat", "back-squat"), ("back squat", "back-squat"),
        ("dl", "deadlift"), ("deadlift", "deadlift"),
        ("row", "barbell-row"), ("curl", "dumbbell-curl"), ("pushdown", "triceps-pushdown"),
        ("skullcrusher", "skullcrusher"), ("hanging leg raise", "hanging-leg-raise"), ("face pull", "face-pull"),
        ("plank", "plank"), ("run", "running"), ("row erg", "rowing-machine"), ("bike", "cycling"),
        ("ski erg", "ski-erg"), ("c&j", "clean-and-jerk"), ("farmer's walk", "farmers-walk"),
    ])
    func aliasesLiftersUse(name: String, expected: String) {
        #expect(id(name) == expected)
    }

    @Test(arguments: [
        "Bench Press", "  bench   press ", "BENCH PRESS", "bench_press", "bench-press", "Bench-Press!",
    ])
    func normalisesCaseSpacesAndSeparators(name: String) {
        #expect(id(name) == "bench-press")
    }

    @Test func apostrophesAreIgnored() {
        #expect(id("Farmers Walk") == "farmers-walk")
        #expect(id("Farmer’s Walk") == "farmers-walk")
        #expect(id("captain's chair knee raise") == "hanging-knee-raise")
    }

    @Test func exactNameAndAliasReportHowTheyMatched() throws {
        let bench = try #require(catalog.exercise(id: "bench-press"))
        #expect(catalog.resolve("Bench Press") == .found(bench, how: .name))
        #expect(catalog.resolve("bp") == .found(bench, how: .alias))
        #expect(catalog.resolve("bench-press") == .found(bench, how: .name))
        let squat = try #require(catalog.exercise(id: "back-squat"))
        #expect(catalog.resolve("back-squat") == .found(squat, how: .alias))
    }

    @Test(arguments: [
        ("bicep curls", "dumbbell-curl"), ("biceps curl", "dumbbell-curl"), ("tricep pushdowns", "triceps-pushdown"),
        ("triceps press down", "triceps-pushdown"), ("tricep pressdown", "triceps-pushdown"),
        ("lat pull-down", "lat-pulldown"), ("lat pull down", "lat-pulldown"), ("pullups", "pull-up"),
        ("pull ups", "pull-up"), ("chinups", "chin-up"), ("push ups", "push-up"), ("dumbbell flyes", "dumbbell-fly"),
        ("db bench press", "dumbbell-bench-press"), ("incline dumbbell bench press", "incline-dumbbell-press"),
        ("dumbbell incline bench press", "incline-dumbbell-press"), ("skull crushers", "skullcrusher"),
        ("hex bar deadlifts", "trap-bar-deadlift"), ("stiff legged deadlifts", "stiff-leg-deadlift"),
        ("one arm db row", "dumbbell-row"), ("lateral raises", "lateral-raise"), ("seated calves raise", "seated-calf-raise"),
        ("benchpress", "bench-press"), ("legpress", "leg-press"), ("laying leg curl", "leg-curl"),
    ])
    func synonymsPluralsAndWordOrder(name: String, expected: String) {
        #expect(id(name) == expected)
        if case .found(_, let how) = catalog.resolve(name) {
            #expect(how == .synonym || how == .alias, "\(name) matched as \(how)")
        }
    }

    @Test(arguments: [
        ("Barbell Squat", "back-squat"), ("Barbell Romanian Deadlift", "romanian-deadlift"),
        ("Barbell Good Morning", "good-morning"), ("Barbell Pendlay Row", "pendlay-row"),
        ("Dumbbell Hammer Curl", "hammer-curl"), ("Kettlebell Goblet Squat", "goblet-squat"),
        ("Weighted Pull-Up", "pull-up"), ("weighted dips", "dip"), ("Cable Face Pull", "face-pull"),
        ("Machine Leg Extension", "leg-extension"), ("Barbell Front Squat", "front-squat"),
        ("front squat barbell", "front-squat"), ("Lat Pulldown Machine", "lat-pulldown"),
        ("EZ Bar Skullcrusher", "skullcrusher"), ("Dumbbell Bicep Curl", "dumbbell-curl"),
    ])
    func equipmentWordsAreStripped(name: String, expected: String) {
        #expect(id(name) == expected)
    }

    @Test func strippingReportsItsMatchKind() throws {
        let pendlay = try #require(catalog.exercise(id: "pendlay-row"))
        #expect(catalog.resolve("Pendlay Row Barbell") == .found(pendlay, how: .equipmentStripped))
        #expect(catalog.resolve("Barbell Pendlay Row") == .found(pendlay, how: .equipmentStripped))
    }

    @Test func equipmentNamedFirstPrefersTheExerciseWithThatEquipment() {
        #expect(id("Dumbbell Curl") == "dumbbell-curl")
        #expect(id("Barbell Curl") == "barbell-curl")
        #expect(id("Cable Curl") == "cable-curl")
        #expect(id("Machine Bench Press") == "machine-chest-press")
        #expect(id("Smith Machine Bench Press") == "smith-machine-bench-press")
        #expect(id("Cable Lateral Raise") == "cable-lateral-raise")
    }

    @Test func strippingNeverCrossesToOtherEquipment() {
        // A kettlebell bench press is not the barbell bench press.
        guard case .unknown(let suggestions) = catalog.resolve("Kettlebell Bench Press") else {
            Issue.record("expected unknown")
            return
        }
        #expect(suggestions.contains("Bench Press"))
        #expect(catalog.resolve("Band Deadlift").exercise == nil)
    }

    @Test func genericWordsListCandidates() {
        guard case .ambiguous(let flies) = catalog.resolve("fly") else {
            Issue.record("'fly' should be ambiguous")
            return
        }
        #expect(Set(flies.map(\.id)) == ["dumbbell-fly", "cable-fly", "pec-deck"])
        guard case .ambiguous(let shrugs) = catalog.resolve("Shrugs") else {
            Issue.record("'shrugs' should be ambiguous")
            return
        }
        #expect(Set(shrugs.map(\.id)) == ["barbell-shrug", "dumbbell-shrug"])
        guard case .ambiguous(let presses) = catalog.resolve("DB press") else {
            Issue.record("'db press' should be ambiguous")
            return
        }
        #expect(presses.map(\.id) == ["dumbbell-bench-press", "dumbbell-shoulder-press"])
    }

    @Test func equipmentNarrowsAGenericWord() {
        #expect(id("Dumbbell Chest Fly") == "dumbbell-fly")
        #expect(id("Machine Fly") == "pec-deck")
        #expect(id("Cable Triceps Extension") == "cable-overhead-triceps-extension")
        #expect(id("Dumbbell Shrug") == "dumbbell-shrug")
        #expect(id("Barbell Shrugs") == "barbell-shrug")
    }

    @Test func emptyAndPunctuationOnlyNamesAreUnknown() {
        #expect(catalog.resolve("") == .unknown(suggestions: []))
        #expect(catalog.resolve("  -- ") == .unknown(suggestions: []))
        #expect(catalog.resolve("()") == .unknown(suggestions: []))
    }
}
