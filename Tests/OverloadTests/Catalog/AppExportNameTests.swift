import Testing
@testable import Overload

/// Names as Strong and Hevy export them: equipment or variant in parentheses or after a
/// spaced dash.
@Suite("App export exercise names")
struct AppExportNameTests {
    let catalog = ExerciseCatalog.builtin

    @Test(arguments: [
        ("Bench Press (Barbell)", "bench-press"), ("Squat (Barbell)", "back-squat"),
        ("Bicep Curl (Dumbbell)", "dumbbell-curl"), ("Lat Pulldown (Cable)", "lat-pulldown"),
        ("Deadlift (Barbell)", "deadlift"), ("Pull Up", "pull-up"), ("Chin Up", "chin-up"),
        ("Bent Over Row (Barbell)", "barbell-row"), ("Overhead Press (Barbell)", "overhead-press"),
        ("Romanian Deadlift (Barbell)", "romanian-deadlift"), ("Leg Press", "leg-press"),
        ("Triceps Pushdown (Cable - Straight Bar)", "triceps-pushdown"),
        ("Incline Bench Press (Dumbbell)", "incline-dumbbell-press"), ("Plank", "plank"), ("Running", "running"),
        ("Rowing (Machine)", "rowing-machine"),
    ])
    func namesFromTheBrief(name: String, expected: String) {
        #expect(catalog.resolve(name).exercise?.id == expected)
    }

    @Test(arguments: [
        ("Bench Press (Dumbbell)", "dumbbell-bench-press"), ("Bench Press (Smith Machine)", "smith-machine-bench-press"),
        ("Bench Press - Close Grip (Barbell)", "close-grip-bench-press"), ("Bicep Curl (Barbell)", "barbell-curl"),
        ("Bicep Curl (Cable)", "cable-curl"), ("Bicep Curl (Machine)", "machine-curl"),
        ("Hammer Curl (Dumbbell)", "hammer-curl"), ("Preacher Curl (Barbell)", "preacher-curl"),
        ("Preacher Curl (Dumbbell)", "dumbbell-preacher-curl"), ("Skullcrusher (Barbell)", "skullcrusher"),
        ("Triceps Extension (Dumbbell)", "overhead-triceps-extension"),
        ("Triceps Extension (Cable)", "cable-overhead-triceps-extension"),
        ("Triceps Extension (Barbell)", "skullcrusher"), ("Seated Cable Row - V Grip (Cable)", "seated-cable-row"),
        ("Lat Pulldown (Machine)", "lat-pulldown"), ("Lat Pulldown - Close Grip (Cable)", "close-grip-lat-pulldown"),
        ("Lateral Raise (Dumbbell)", "lateral-raise"), ("Lateral Raise (Cable)", "cable-lateral-raise"),
        ("Lateral Raise (Machine)", "machine-lateral-raise"), ("Chest Fly (Dumbbell)", "dumbbell-fly"),
        ("Chest Fly (Machine)", "pec-deck"), ("Reverse Fly (Machine)", "reverse-pec-deck"),
        ("Shoulder Press (Dumbbell)", "dumbbell-shoulder-press"), ("Shoulder Press (Machine)", "machine-shoulder-press"),
        ("Overhead Press (Dumbbell)", "dumbbell-shoulder-press"), ("Shrug (Dumbbell)", "dumbbell-shrug"),
        ("Leg Press (Machine)", "leg-press"), ("Leg Extension (Machine)", "leg-extension"),
        ("Lying Leg Curl (Machine)", "leg-curl"), ("Seated Leg Curl (Machine)", "seated-leg-curl"),
        ("Standing Calf Raise (Machine)", "standing-calf-raise"), ("Seated Calf Raise (Plate Loaded)", "seated-calf-raise"),
        ("Calf Raise (Standing)", "standing-calf-raise"), ("Hip Thrust (Barbell)", "hip-thrust"),
        ("Goblet Squat (Kettlebell)", "goblet-squat"), ("Squat (Smith Machine)", "smith-machine-squat"),
        ("Squat (Dumbbell)", "dumbbell-squat"), ("Squat (Bodyweight)", "bodyweight-squat"),
        ("Lunge (Dumbbell)", "dumbbell-lunge"), ("Lunge (Barbell)", "barbell-lunge"), ("Lunge (Bodyweight)", "lunge"),
        ("Walking Lunge (Dumbbell)", "walking-lunge"), ("Bent Over Row (Dumbbell)", "dumbbell-row"),
        ("Pendlay Row (Barbell)", "pendlay-row"), ("Face Pull (Cable)", "face-pull"), ("Seated Row (Cable)", "seated-cable-row"),
        ("Pull Up (Assisted)", "assisted-pull-up"), ("Pull Up (Weighted)", "pull-up"), ("Chin Up (Weighted)", "chin-up"),
        ("Crunch (Machine)", "machine-crunch"), ("Crunch (Cable)", "cable-crunch"),
        ("Knee Raise (Captain's Chair)", "hanging-knee-raise"), ("Deadlift (Trap Bar)", "trap-bar-deadlift"),
        ("Sumo Deadlift (Barbell)", "sumo-deadlift"), ("Running (Treadmill)", "running"), ("Cycling (Indoor)", "cycling"),
        ("Rowing Machine", "rowing-machine"), ("Cable Crossover", "cable-fly"), ("Farmers Walk", "farmers-walk"),
    ])
    func otherStrongAndHevyNames(name: String, expected: String) {
        #expect(catalog.resolve(name).exercise?.id == expected)
    }

    @Test func qualifiedNamesReportAppExport() throws {
        let bench = try #require(catalog.exercise(id: "bench-press"))
        #expect(catalog.resolve("Bench Press (Barbell)") == .found(bench, how: .appExport))
        let pushdown = try #require(catalog.exercise(id: "triceps-pushdown"))
        #expect(catalog.resolve("Triceps Pushdown (Cable - Straight Bar)") == .found(pushdown, how: .appExport))
    }

    @Test func mismatchedEquipmentInParenthesesIsNotSilentlyDropped() {
        guard case .unknown(let suggestions) = catalog.resolve("Bench Press (Kettlebell)") else {
            Issue.record("a kettlebell bench press is not the barbell bench press")
            return
        }
        #expect(suggestions.contains("Bench Press"))
        #expect(catalog.resolve("Face Pull (Band)").exercise == nil)
    }

    @Test func qualifierNarrowsAGenericName() {
        #expect(catalog.resolve("Shrug (Kettlebell)").exercise?.id == "dumbbell-shrug")
        #expect(catalog.resolve("Extension (Machine)").exercise?.id == "leg-extension")
        guard case .ambiguous(let raises) = catalog.resolve("Raise (Dumbbell)") else {
            Issue.record("lateral and front raises both use dumbbells")
            return
        }
        #expect(Set(raises.map(\.id)) == ["lateral-raise", "front-raise"])
    }

    @Test func splitsQualifiersFromTheBase() {
        let parts = ExerciseNameNormalizer.parts(of: "Seated Cable Row - V Grip (Cable)")
        #expect(parts == ExerciseNameParts(base: "seated cable row", qualifiers: ["v grip", "cable"]))
        let pushdown = ExerciseNameNormalizer.parts(of: "Triceps Pushdown (Cable - Straight Bar)")
        #expect(pushdown == ExerciseNameParts(base: "triceps pushdown", qualifiers: ["cable", "straight bar"]))
        #expect(ExerciseNameNormalizer.parts(of: "Pull-Up").qualifiers.isEmpty)
        #expect(ExerciseNameNormalizer.parts(of: "Curl (Dumbbell").qualifiers == ["dumbbell"])
    }
}
