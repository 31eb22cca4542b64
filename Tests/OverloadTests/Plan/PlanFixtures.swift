import Testing

@testable import Overload

/// Small plans for the plan-model tests, built from mutable drafts so a test can change
/// exactly one field and rebuild.
struct PlanDraft: Sendable {
    struct SetDraft: Sendable {
        var index = 0
        var kind = PrescribedSetKind.top
        var load: LoadTarget? = LoadTarget(
            exact: 184.275, loadable: 185, platesPerSide: [45, 25], source: .percentOfTM(65))
        var work = SetWork.reps(.amrap(minimum: 5))
        var rpe: Double? = 8
        var restSeconds: Int? = 180

        var built: SetPrescription {
            SetPrescription(index: index, kind: kind, load: load, work: work, rpe: rpe, restSeconds: restSeconds)
        }
    }

    struct ExerciseDraft: Sendable {
        var exerciseID = "squat"
        var name = "squat"
        var primaryMuscles = ["quadriceps", "glutes"]
        var secondaryMuscles = ["hamstrings"]
        var isOptional = false
        var repRange = RepRangePolicy.range(lower: 3, upper: 5)
        var rest = RestPolicy.byKind([.top: 180, .backoff: 120])
        var topSet = SetDraft()
        var backoffSet = SetDraft(
            index: 1, kind: .backoff,
            load: LoadTarget(exact: 166.5, loadable: 165, source: .relativeToTop(-10)),
            work: .reps(.range(lower: 6, upper: 10)), rpe: nil, restSeconds: 120)
        var progression: ProgressionReference? = ProgressionReference(plugin: "linear", arguments: ["+5lb"])

        var built: ExercisePrescription {
            ExercisePrescription(
                exerciseID: exerciseID, name: name, primaryMuscles: primaryMuscles,
                secondaryMuscles: secondaryMuscles, isOptional: isOptional, repRange: repRange, rest: rest,
                sets: [topSet.built, backoffSet.built], progression: progression)
        }
    }

    var version = 1
    var createdBy = PlanCreator.user
    var sourceVersion: PlanContentID? = nil
    var notes = ""
    var programName = "Test"
    var unit = MassUnit.lb
    var weekCount = 1
    var weekNumber = 1
    var weekKind = WeekKind.regular
    var modifiers: WeekModifiers? = nil
    var dayName = "Squat"
    var squat = ExerciseDraft()
    var breakSeconds = 120
    var plank = SetDraft(index: 0, kind: .regular, load: nil, work: .time(seconds: 45), rpe: nil, restSeconds: 60)
    var plankInSuperset = false

    var snapshot: PlanSnapshot {
        let plank = ExercisePrescription(
            exerciseID: "plank", name: "plank", primaryMuscles: ["core"], rest: .allSame(seconds: 60),
            sets: [self.plank.built])
        let items: [PlanItem] = [
            .exercise(squat.built),
            .break(seconds: breakSeconds),
            plankInSuperset ? .superset([plank]) : .exercise(plank),
        ]
        let week = PlannedWeek(
            number: weekNumber, kind: weekKind, modifiers: modifiers,
            days: [PlannedDay(name: dayName, items: items)])
        return PlanSnapshot(
            version: version, createdBy: createdBy, sourceVersion: sourceVersion, notes: notes,
            programName: programName, unit: unit, weekCount: weekCount, weeks: [week])
    }

    static func with(_ change: (inout PlanDraft) -> Void) -> PlanSnapshot {
        var draft = PlanDraft()
        change(&draft)
        return draft.snapshot
    }
}

/// A one-field change to a draft, named for test output.
struct DraftChange: Sendable, CustomTestStringConvertible {
    let name: String
    let apply: @Sendable (inout PlanDraft) -> Void

    init(_ name: String, _ apply: @escaping @Sendable (inout PlanDraft) -> Void) {
        self.name = name
        self.apply = apply
    }

    var testDescription: String { name }
}

extension PlanSnapshot: CustomTestStringConvertible {
    /// Short names for parameterized test output.
    public var testDescription: String { "plan \(contentID) v\(version)" }
}
