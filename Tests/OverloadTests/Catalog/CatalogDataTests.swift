import Foundation
import Testing
@testable import Overload

@Suite("Exercise catalog data")
struct CatalogDataTests {
    let catalog = ExerciseCatalog.builtin

    @Test func holdsAtLeast150Exercises() {
        #expect(catalog.count >= 150)
        #expect(catalog.exercises.count == BuiltinExercises.all.count)
    }

    @Test func idsAreUniqueLowercaseSlugs() {
        let ids = catalog.exercises.map(\.id)
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(Exercise.slug(for: id) == id, "id '\(id)' is not a slug")
        }
    }

    @Test func everyExerciseHasPrimaryMusclesAndConsistentRegion() {
        for exercise in catalog.exercises {
            #expect(!exercise.primaryMuscles.isEmpty, "\(exercise.id) has no primary muscle")
            #expect(!exercise.name.isEmpty)
            #expect(Set(exercise.primaryMuscles).isDisjoint(with: exercise.secondaryMuscles), "\(exercise.id)")
            if let expected = exercise.pattern.defaultRegion, exercise.pattern != .squat, exercise.pattern != .verticalPull {
                #expect(exercise.region == expected, "\(exercise.id) region \(exercise.region)")
            }
        }
    }

    @Test func cardioIsUnloadedAndIsolationIsNotCompound() {
        for exercise in catalog.exercises where exercise.pattern == .cardio {
            #expect(exercise.loadKind == .none, "\(exercise.id)")
        }
        for exercise in catalog.exercises where exercise.pattern == .isolation {
            #expect(!exercise.isCompound, "\(exercise.id)")
        }
    }

    @Test(arguments: [
        ("bench-press", LoadKind.barbell), ("dumbbell-curl", .dumbbell), ("pull-up", .bodyweight),
        ("lat-pulldown", .cable), ("leg-press", .machine), ("running", LoadKind.none),
        ("kettlebell-swing", .kettlebell), ("skullcrusher", .barbell), ("trap-bar-deadlift", .barbell),
    ])
    func loadKindPicksTheRightLadder(id: String, loadKind: LoadKind) throws {
        let exercise = try #require(catalog.exercise(id: id))
        #expect(exercise.loadKind == loadKind)
    }

    @Test func noKeyNamesTwoExercisesUnlessGeneric() {
        for (key, entry) in catalog.index.exact where !entry.isGenericGroup {
            #expect(entry.ordinals.count == 1, "'\(key)' names \(entry.ordinals.map { catalog.exercises[$0].id })")
        }
        for (key, entry) in catalog.index.loose where !entry.isGenericGroup {
            #expect(entry.ordinals.count == 1, "loose '\(key)' names \(entry.ordinals.map { catalog.exercises[$0].id })")
        }
    }

    @Test func aliasesAreDistinctFromTheirOwnName() {
        for exercise in catalog.exercises {
            let name = ExerciseNameNormalizer.normalize(exercise.name)
            let aliases = exercise.aliases.map { ExerciseNameNormalizer.normalize($0) }
            #expect(!aliases.contains(name), "\(exercise.id) repeats its name as an alias")
            #expect(Set(aliases).count == aliases.count, "\(exercise.id) repeats an alias")
        }
    }

    @Test func everyExerciseResolvesByItsNameIdAndEachAlias() {
        for exercise in catalog.exercises {
            #expect(catalog.resolve(exercise.name) == .found(exercise, how: .name))
            #expect(catalog.resolve(exercise.id).exercise == exercise, "id \(exercise.id)")
            for alias in exercise.aliases {
                #expect(catalog.resolve(alias) == .found(exercise, how: .alias), "alias '\(alias)'")
            }
        }
    }

    @Test func genericNamesListOnlyKnownCandidates() {
        for (name, ids) in BuiltinExercises.genericNames {
            #expect(ids.count >= 2)
            #expect(catalog.resolve(name) == .ambiguous(ids.compactMap { catalog.exercise(id: $0) }), "'\(name)'")
        }
    }

    @Test func exerciseRoundTripsThroughJSON() throws {
        let exercise = try #require(catalog.exercise(id: "romanian-deadlift"))
        let data = try JSONEncoder().encode(exercise)
        #expect(try JSONDecoder().decode(Exercise.self, from: data) == exercise)
    }

    @Test func derivedDefaultsFollowPatternAndEquipment() {
        let exercise = Exercise(name: "Zottman Curl", primaryMuscles: [.biceps], pattern: .isolation, equipment: .dumbbell)
        #expect(exercise.id == "zottman-curl")
        #expect(exercise.region == .upper)
        #expect(exercise.isCompound == false)
        #expect(exercise.loadKind == .dumbbell)
        let sprint = Exercise(name: "Hill Sprint", primaryMuscles: [.quads], pattern: .cardio, equipment: .bodyweight)
        #expect(sprint.loadKind == .none)
        #expect(sprint.region == .fullBody)
    }
}
