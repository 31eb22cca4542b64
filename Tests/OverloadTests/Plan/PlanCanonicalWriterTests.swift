import Overload
import OverloadSyntax
import OverloadTestSupport
import Testing

@testable import Overload

/// The canonical form written straight from a plan is byte for byte the one written from its
/// JSON tree: content ids are pinned by the goldens, so the two paths must never differ.
@Suite struct PlanCanonicalWriterTests {
    static func bothForms(_ snapshot: PlanSnapshot) -> (direct: String, tree: String) {
        let direct = PlanCanonicalForm.bytes(
            programName: snapshot.programName, unit: snapshot.unit, weekCount: snapshot.weekCount, weeks: snapshot.weeks)
        let tree = PlanCanonicalForm.treeBytes(
            programName: snapshot.programName, unit: snapshot.unit, weekCount: snapshot.weekCount, weeks: snapshot.weeks)
        return (String(decoding: direct, as: UTF8.self), String(decoding: tree, as: UTF8.self))
    }

    @Test(arguments: PlanContentIDTests.prescriptionChanges)
    func everyDraftChangeIsWrittenAsTheTreeWritesIt(_ change: DraftChange) {
        let forms = Self.bothForms(PlanDraft.with(change.apply))
        #expect(forms.direct == forms.tree)
    }

    @Test func theSmallFixtureIsWrittenAsTheTreeWritesIt() {
        let forms = Self.bothForms(PlanDraft().snapshot)
        #expect(forms.direct == forms.tree)
        #expect(forms.direct.hasPrefix(#"{"program":"Test","schema":"overload.plan/1","unit":"lb","weekCount":1,"#))
    }

    /// Every kind of load source, rep target, rep range, rest, work and item, the optional
    /// keys, whole, fractional, negative and huge numbers, and names that need escaping or
    /// normalising.
    @Test func everyVariantIsWrittenAsTheTreeWritesIt() {
        let sources: [LoadSource] = [
            .absolute, .percentOfTM(72.5), .percentOf1RM(80), .rpe(8.5), .relativeToTop(-10), .bodyweightAdded,
            .percentOfTop(90), .percentOfLift(65, lift: "squat", isTrainingMax: true),
            .percentOfLift(50, lift: "dead\u{301}lift", isTrainingMax: false),
            .plus(.percentOfTM(70), amount: 2.5), .today(.percentOfTop(85)), .absolute,
        ]
        let works: [SetWork] = [
            .reps(.exact(5)), .reps(.range(lower: 8, upper: 12)), .reps(.amrap(minimum: 1)),
            .reps(.cappedAMRAP(minimum: 3, maximum: 10)), .reps(.max), .time(seconds: 45), .distance(metres: 400.5),
        ]
        let exacts: [Double] = [184.275, -0.0, 1.0e16, 0.1, 1_234_567]
        var sets: [SetPrescription] = []
        for (index, source) in sources.enumerated() {
            let work = works[index % works.count]
            let goals: [Int: WorkGoal] = [6: .pace(seconds: 300, per: ExactDistance(millimetres: 1_000_000)), 7: .time(seconds: 1200)]
            let load = LoadTarget(
                exact: exacts[index % 5], loadable: Double(index) * 2.5,
                platesPerSide: index.isMultiple(of: 2) ? [20, 1.25, 0.5] : nil,
                plateUnit: index.isMultiple(of: 3) ? .kg : nil, source: source)
            sets.append(SetPrescription(
                index: index, kind: PrescribedSetKind.allCases[index % PrescribedSetKind.allCases.count],
                load: index == 4 ? nil : load, work: work, rpe: index.isMultiple(of: 2) ? 7.5 : nil,
                restSeconds: index.isMultiple(of: 3) ? nil : 90 * index,
                pendingLoad: index == 5 ? .percentOfTM(75) : nil,
                goal: goals[index]))
        }
        let exercises = (0..<4).map { Self.exercise($0, sets: sets) }
        let items: [PlanItem] = [
            .exercise(exercises[0]), .break(seconds: 120), .superset([exercises[1], exercises[2]], roundRestSeconds: 90),
            .superset([exercises[3]]), .rounds(RoundsPrescription(format: .amrap, name: "finisher", seconds: 600, rounds: nil, items: [exercises[0]])),
            .rounds(RoundsPrescription(format: .rounds, name: nil, seconds: nil, rounds: 5, items: [exercises[3]])),
        ]
        let weeks = WeekKind.allCases.enumerated().map { number, kind in
            PlannedWeek(number: number + 1, kind: kind, modifiers: nil, days: [
                PlannedDay(name: "Day A", items: items), PlannedDay(name: "Cafe\u{301}", items: [], renamedFrom: "Day B"),
            ])
        }
        let snapshot = PlanSnapshot(programName: "Every \"variant\"", unit: .kg, weekCount: weeks.count, weeks: weeks)
        let forms = Self.bothForms(snapshot)
        #expect(forms.direct == forms.tree)
        #expect(forms.direct.contains(#""plateUnit":"kg","platesPerSide":[20,1.25,0.5]"#))
    }

    /// The `number`th of four exercises, each with other policies, names and optional parts.
    static func exercise(_ number: Int, sets: [SetPrescription]) -> ExercisePrescription {
        let names = ["squat", "caf\u{E9} \"press\"", "row\\pull\n", "\u{1F3CB}"]
        let ranges: [RepRangePolicy] = [.notSet, .target(5), .range(lower: 3, upper: 5), .untilFailure]
        let rests: [RestPolicy] = [.notSet, .allSame(seconds: 120), .byKind([.top: 180, .backoff: 120]), .individual]
        let secondary: [String] = Array(["glutes", "core"].prefix(number % 3))
        let arguments: [String] = number == 3 ? [] : ["+2.5kg", "5"]
        let progression: ProgressionReference? = number == 1 ? nil : ProgressionReference(plugin: "linear", arguments: arguments)
        let ramp: WarmupRamp? = number == 2 ? WarmupRamp(steps: [.init(.bar, reps: 10), .init(.percent(40), reps: 5)]) : nil
        let primary: [String] = number == 0 ? [] : ["quadriceps"]
        return ExercisePrescription(
            exerciseID: "lift-\(number)", name: names[number], primaryMuscles: primary, secondaryMuscles: secondary,
            isOptional: number == 2, repRange: ranges[number], rest: rests[number], sets: sets,
            progression: progression, warmupRamp: ramp)
    }

    static let examplePrograms: [String] = PlanGoldenTests.programs

    @Test(arguments: examplePrograms)
    func everyExampleIsWrittenAsTheTreeWritesIt(path: String) throws {
        let (_, compiled) = CompilerTest.parseAndCompile(try ExampleFiles.text(path), name: path)
        let forms = Self.bothForms(compiled.snapshot)
        #expect(forms.direct == forms.tree)
    }
}
