import Testing

@testable import Overload

@Suite struct PlanDiffTests {
    private func diff(_ change: (inout PlanDraft) -> Void) -> [PlanChange] {
        PlanDiff.between(old: PlanDraft().snapshot, new: PlanDraft.with(change))
    }

    @Test func identicalSnapshotsHaveNoChanges() {
        #expect(PlanDiff.between(old: PlanDraft().snapshot, new: PlanDraft().snapshot).isEmpty)
    }

    @Test func lineageOnlyChangesAreNotPrescriptionChanges() {
        #expect(diff { $0.notes = "new notes"; $0.version = 2 }.isEmpty)
    }

    @Test func loadChangeNamesWeekDayExerciseAndSet() throws {
        let changes = diff {
            $0.squat.topSet.load = LoadTarget(exact: 189.0, loadable: 190, source: .percentOfTM(65))
        }
        let change = try #require(changes.first)
        #expect(changes.count == 1)
        #expect(change.week == 1)
        #expect(change.day == "Squat")
        #expect(change.exercise == "squat")
        #expect(change.setIndex == 0)
        #expect(change.description == "week 1, \"Squat\": squat top set load 185 lb -> 190 lb")
    }

    @Test func loadChangeWithSameLoadableShowsTheExactValue() {
        let changes = diff {
            $0.squat.topSet.load = LoadTarget(exact: 186.123, loadable: 185, platesPerSide: [45, 25], source: .percentOfTM(65))
        }
        #expect(changes.map(\.description) == [
            "week 1, \"Squat\": squat top set load 185 lb (exact 184.28) -> 185 lb (exact 186.12)"
        ])
    }

    @Test func repsRpeRestAndKindChanges() {
        let changes = diff {
            $0.squat.topSet.work = .reps(.exact(3))
            $0.squat.topSet.rpe = 9
            $0.squat.backoffSet.restSeconds = 90
            $0.squat.backoffSet.kind = .regular
            $0.plank.work = .time(seconds: 60)
        }
        #expect(changes.map(\.description) == [
            "week 1, \"Squat\": squat top set reps 5+ -> 3",
            "week 1, \"Squat\": squat top set rpe 8 -> 9",
            "week 1, \"Squat\": squat set 2 kind backoff -> regular",
            "week 1, \"Squat\": squat set 2 rest 2m -> 1m30s",
            "week 1, \"Squat\": plank set 1 time 45 s -> 1 min",
        ])
    }

    @Test func setCountChange() throws {
        let old = PlanDraft().snapshot
        let plank = ExercisePrescription(
            exerciseID: "plank", name: "plank", primaryMuscles: ["core"], rest: .allSame(seconds: 60),
            sets: (0..<3).map { SetPrescription(index: $0, work: .time(seconds: 45), restSeconds: 60) })
        let new = old.successor(
            createdBy: .user,
            weeks: [PlannedWeek(number: 1, days: [PlannedDay(name: "Squat", items: [.exercise(plank)])])])
        let changes = PlanDiff.between(old: old, new: new)
        #expect(changes.map(\.kind).contains(.setsChanged(from: 1, to: 3)))
        #expect(changes.map(\.description).contains("week 1, \"Squat\": plank sets 1 -> 3"))
        #expect(changes.map(\.description).contains("week 1, \"Squat\": squat removed"))
    }

    @Test func exerciseAddedAndRemoved() {
        let changes = diff { $0.squat.exerciseID = "front-squat"; $0.squat.name = "front squat" }
        #expect(changes.map(\.description) == [
            "week 1, \"Squat\": front squat added",
            "week 1, \"Squat\": squat removed",
        ])
    }

    @Test func exerciseLevelChanges() {
        let changes = diff {
            $0.squat.isOptional = true
            $0.squat.repRange = .untilFailure
            $0.squat.progression = nil
        }
        #expect(changes.map(\.description) == [
            "week 1, \"Squat\": squat optional no -> yes",
            "week 1, \"Squat\": squat rep range 3-5 -> until failure",
            "week 1, \"Squat\": squat progression linear +5lb -> none",
        ])
    }

    @Test func weekAndDayChanges() {
        let kind = diff { $0.weekKind = .deload }
        #expect(kind.map(\.description) == [
            "week 1: kind regular -> deload",
            "week 1: modifiers 100%/100%/rpe 10 -> 60%/50%/rpe 7",
        ])
        let renamed = diff { $0.dayName = "Legs" }
        #expect(renamed.map(\.description) == [
            "week 1, \"Legs\": day added",
            "week 1, \"Squat\": day removed",
        ])
        let moved = diff { $0.weekNumber = 2 }
        #expect(moved.map(\.kind) == [.dayRemoved, .dayAdded])
        #expect(moved.map(\.week) == [1, 2])
    }

    @Test func repeatedExerciseInADayIsMatchedByOccurrence() {
        func day(backoffLoad: Double) -> PlanSnapshot {
            let top = ExercisePrescription(
                exerciseID: "bench", name: "bench",
                sets: [SetPrescription(index: 0, kind: .top, load: .absolute(100), work: .reps(.exact(5)))])
            let backoff = ExercisePrescription(
                exerciseID: "bench", name: "bench",
                sets: [SetPrescription(index: 0, kind: .backoff, load: .absolute(backoffLoad), work: .reps(.exact(8)))])
            return PlanSnapshot(
                programName: "P", unit: .kg, weekCount: 1,
                weeks: [PlannedWeek(number: 1, days: [PlannedDay(name: "Upper", items: [.exercise(top), .superset([backoff])])])])
        }
        let changes = PlanDiff.between(old: day(backoffLoad: 90), new: day(backoffLoad: 92.5))
        #expect(changes.map(\.description) == ["week 1, \"Upper\": bench backoff set load 90 kg -> 92.5 kg"])
    }

    /// Numbers a person reads have at most two decimals; distances read as the plan shows them.
    @Test func descriptionsRoundNumbersAndWriteDistancesAsThePlanDoes() {
        let load = diff {
            $0.squat.topSet.load = LoadTarget(exact: 102.05828325, loadable: 102.05828325, source: .percentOfTM(65))
        }
        #expect(load.map(\.description) == ["week 1, \"Squat\": squat top set load 185 lb -> 102.06 lb"])
        let source = diff {
            $0.squat.topSet.load = LoadTarget(exact: 184.275, loadable: 185, platesPerSide: [45, 25], source: .percentOfTM(65.12345))
        }
        #expect(source.map(\.description) == [
            "week 1, \"Squat\": squat top set load 185 lb (65% of TM, plates 45, 25) -> 185 lb (65.12% of TM, plates 45, 25)"
        ])
        let plates = diff {
            $0.squat.topSet.load = LoadTarget(exact: 184.275, loadable: 185, platesPerSide: [45, 22.123456], source: .percentOfTM(65))
        }
        #expect(plates.map(\.description) == [
            "week 1, \"Squat\": squat top set load 185 lb (65% of TM, plates 45, 25) -> 185 lb (65% of TM, plates 45, 22.12)"
        ])
        let distance = diff { $0.plank.work = .distance(metres: 5000) }
        #expect(distance.map(\.description) == ["week 1, \"Squat\": plank set 1 work 45 s -> 5 km"])
        let rpe = diff { $0.squat.topSet.rpe = 8.333333 }
        #expect(rpe.map(\.description) == ["week 1, \"Squat\": squat top set rpe 8 -> 8.33"])
    }
}
