import Testing
@testable import Overload

@Suite("User-declared exercises")
struct ExerciseDeclarationTests {
    let catalog = ExerciseCatalog.builtin
    let zottman = Exercise(
        name: "Zottman Curl", aliases: ["zottman", "zotty"], primaryMuscles: [.biceps, .forearms],
        pattern: .isolation, equipment: .dumbbell)

    private func rejection(of exercise: Exercise) -> ExerciseDeclarationError? {
        if case .failure(let error) = catalog.adding(exercise) { return error }
        return nil
    }

    @Test func declaredExerciseResolvesByNameAliasAndId() throws {
        let larger = try catalog.adding(zottman).get()
        #expect(larger.count == catalog.count + 1)
        #expect(larger.resolve("Zottman Curl") == .found(zottman, how: .name))
        #expect(larger.resolve("zotty") == .found(zottman, how: .alias))
        #expect(larger.resolve("zottman-curl").exercise == zottman)
        #expect(larger.resolve("Zottman Curls").exercise == zottman)
        #expect(larger.resolve("Zottman Curl (Dumbbell)").exercise == zottman)
        #expect(larger.exercise(id: "zottman-curl") == zottman)
    }

    @Test func addingLeavesTheOriginalCatalogUnchanged() throws {
        _ = try catalog.adding(zottman).get()
        #expect(catalog.exercise(id: "zottman-curl") == nil)
        #expect(catalog.resolve("zottman curl").exercise == nil)
    }

    @Test func clashingNamesAreReported() throws {
        let bench = try #require(catalog.exercise(id: "bench-press"))
        let pullUp = try #require(catalog.exercise(id: "pull-up"))
        let sameName = Exercise(name: "Bench Press", primaryMuscles: [.chest], pattern: .horizontalPush, equipment: .barbell)
        #expect(rejection(of: sameName) == .duplicateID("bench-press", existing: bench))
        let sameNameNewID = Exercise(
            id: "my-bench", name: "bench  press", primaryMuscles: [.chest], pattern: .horizontalPush, equipment: .barbell)
        #expect(rejection(of: sameNameNewID) == .nameInUse("bench  press", existing: bench))
        let aliasClash = Exercise(
            name: "Spoto Press", aliases: ["bp"], primaryMuscles: [.chest], pattern: .horizontalPush, equipment: .barbell)
        #expect(rejection(of: aliasClash) == .nameInUse("bp", existing: bench))
        let pluralClash = Exercise(name: "Pullups", primaryMuscles: [.lats], pattern: .verticalPull, equipment: .bodyweight)
        #expect(rejection(of: pluralClash) == .nameInUse("Pullups", existing: pullUp))
    }

    @Test func malformedDeclarationsAreReported() {
        let unnamed = Exercise(id: "x", name: " ?! ", primaryMuscles: [.abs], pattern: .core, equipment: .bodyweight)
        #expect(rejection(of: unnamed) == .emptyName)
        let badID = Exercise(id: "My Curl", name: "My Curl", primaryMuscles: [.biceps], pattern: .isolation, equipment: .dumbbell)
        #expect(rejection(of: badID) == .invalidID("My Curl"))
    }

    @Test func errorMessagesNameTheExistingExercise() throws {
        let bench = try #require(catalog.exercise(id: "bench-press"))
        #expect(ExerciseDeclarationError.nameInUse("bp", existing: bench).message == "'bp' already names the exercise 'Bench Press'")
        #expect(ExerciseDeclarationError.duplicateID("bench-press", existing: bench).message.contains("already used by"))
    }

    @Test func declarationsKeepGoingPastAClash() {
        let clash = Exercise(name: "Squat", primaryMuscles: [.quads], pattern: .squat, equipment: .barbell)
        let tempo = Exercise(name: "Tempo Squat", primaryMuscles: [.quads], pattern: .squat, equipment: .barbell)
        let (larger, errors) = ExerciseCatalog.withDeclarations([zottman, clash, tempo, zottman])
        #expect(errors.count == 2)
        #expect(larger.count == catalog.count + 2)
        #expect(larger.resolve("tempo squat").exercise == tempo)
        #expect(larger.resolve("squat").exercise?.id == "back-squat")
    }

    @Test func aDeclarationMayClaimAGenericWord() throws {
        let fly = Exercise(name: "Fly", primaryMuscles: [.chest], pattern: .horizontalPush, equipment: .cable)
        let larger = try catalog.adding(fly).get()
        #expect(larger.resolve("fly") == .found(fly, how: .name))
        #expect(larger.resolve("flies").exercise == fly)
        #expect(larger.resolve("dumbbell fly").exercise?.id == "dumbbell-fly")
    }

    @Test func equipmentWordFallsBackToTheBareNameWhenNoVariantExists() throws {
        let curl = Exercise(name: "Curl", primaryMuscles: [.biceps], pattern: .isolation, equipment: .dumbbell)
        let custom = try ExerciseCatalog.empty.adding(curl).get()
        #expect(custom.count == 1)
        #expect(custom.resolve("Dumbbell Curl") == .found(curl, how: .equipmentStripped))
        #expect(custom.resolve("Curl (Dumbbell)") == .found(curl, how: .appExport))
        #expect(custom.resolve("Barbell Curl").exercise == nil)
        #expect(custom.resolve("bench") == .unknown(suggestions: []))
    }
}
