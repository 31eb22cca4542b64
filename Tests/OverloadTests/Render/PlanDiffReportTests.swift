import Testing

@testable import Overload

/// The diff report in the library: changes keep which day and exercise line they are about,
/// and a changed max is said once.
@Suite struct PlanDiffReportTests {
    static func bench(_ load: Double, sets: Int = 1) -> ExercisePrescription {
        ExercisePrescription(
            exerciseID: "bench-press", name: "bench",
            sets: (0..<sets).map { SetPrescription(index: $0, load: .absolute(load), work: .reps(.exact(5))) })
    }

    static func snapshot(_ days: [PlannedDay]) -> PlanSnapshot {
        PlanSnapshot(programName: "P", unit: .kg, weekCount: 1, weeks: [PlannedWeek(number: 1, days: days)])
    }

    /// A week that holds two days of one name: the change is the second day's, and an added
    /// exercise is shown with the second day's sets (the first day's were shown before).
    @Test func changesKeepTheirDayAndLineOccurrence() throws {
        let old = Self.snapshot([
            PlannedDay(name: "Upper", items: [.exercise(Self.bench(100))]),
            PlannedDay(name: "Upper", items: [.exercise(Self.bench(80))]),
        ])
        let new = Self.snapshot([
            PlannedDay(name: "Upper", items: [.exercise(Self.bench(100))]),
            PlannedDay(name: "Upper", items: [.exercise(Self.bench(80)), .exercise(Self.bench(60, sets: 2))]),
        ])
        let changes = PlanDiff.between(old: old, new: new)
        let change = try #require(changes.first)
        #expect(changes.count == 1)
        #expect(change.kind == .exerciseAdded)
        #expect(change.dayOccurrence == 1)
        #expect(change.exerciseID == "bench-press")
        #expect(change.occurrence == 1)
        let report = PlanDiffReport(old: .init(label: "a", snapshot: old), new: .init(label: "b", snapshot: new))
        #expect(report.render().hasSuffix("week 1\n  \"Upper\"\n    bench #2 added: 2x5 @ 60kg\n"))
    }

    /// The same set change on two lines of one exercise stays two lines, each numbered.
    @Test func likeChangesOnTwoLinesOfAnExerciseStayApart() {
        let old = Self.snapshot([PlannedDay(name: "Upper", items: [.exercise(Self.bench(100, sets: 2)), .exercise(Self.bench(100, sets: 2))])])
        let new = Self.snapshot([PlannedDay(name: "Upper", items: [.exercise(Self.bench(105, sets: 2)), .exercise(Self.bench(105, sets: 2))])])
        let report = PlanDiffReport(old: .init(label: "a", snapshot: old), new: .init(label: "b", snapshot: new))
        #expect(report.render().hasSuffix(
            "  \"Upper\"\n    bench #1 sets 1-2 load 100 kg -> 105 kg\n    bench #2 sets 1-2 load 100 kg -> 105 kg\n"))
    }

    @Test func maxChangesCompareEachMaxAndTheTrainingMaxShare() {
        let old = ProgramMaxes(oneRepMaxes: ["bench-press": Mass(100, .kg), "squat": Mass(140, .kg)], trainingMaxPercent: 90)
        let new = ProgramMaxes(
            oneRepMaxes: ["bench-press": Mass(105, .kg), "squat": Mass(140, .kg)], trainingMaxes: ["squat": Mass(120, .kg)],
            trainingMaxPercent: 85)
        #expect(PlanDiff.maxChanges(old: old, new: new) == [
            MaxChange(exerciseID: nil, kind: .trainingMaxPercent(from: 90, to: 85)),
            MaxChange(exerciseID: "bench-press", kind: .oneRepMax(from: Mass(100, .kg), to: Mass(105, .kg))),
            MaxChange(exerciseID: "squat", kind: .trainingMax(from: nil, to: Mass(120, .kg))),
        ])
        #expect(PlanDiff.maxChanges(old: old, new: old).isEmpty)
    }

    /// A load moved by the max's factor is explained; one moved by another factor (a new
    /// percentage too) or a weight written in the program is not.
    @Test func onlyALoadMovedByTheMaxsOwnFactorIsExplained() {
        let explanation = MaxExplanation(
            old: ProgramMaxes(oneRepMaxes: ["bench-press": Mass(100, .kg)]),
            new: ProgramMaxes(oneRepMaxes: ["bench-press": Mass(110, .kg)]), catalog: .builtin)
        func change(_ from: Double, _ to: Double, _ source: LoadSource, _ newSource: LoadSource? = nil) -> PlanChange {
            PlanChange(
                week: 1, day: "Upper", exercise: "bench", exerciseID: "bench-press", setIndex: 0, setLabel: "set 1", unit: .kg,
                kind: .loadChanged(
                    from: LoadTarget(exact: from, loadable: from, source: source),
                    to: LoadTarget(exact: to, loadable: to, source: newSource ?? source)))
        }
        #expect(explanation.explaining(change(80, 88, .percentOf1RM(80))) == 0)
        #expect(explanation.explaining(change(90, 99, .plus(.percentOf1RM(80), amount: 10)) ) == nil)
        #expect(explanation.explaining(change(90, 98, .plus(.percentOf1RM(80), amount: 10))) == 0)
        #expect(explanation.explaining(change(80, 93.5, .percentOf1RM(80), .percentOf1RM(85)))  == nil)
        #expect(explanation.explaining(change(80, 88, .absolute)) == nil)
    }
}
