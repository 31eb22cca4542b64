import Overload
import OverloadEngine
import OverloadStandardPlugins
import OverloadSyntax
import Testing

/// Ladders (`ladder pull: a | b | c`) and their `graduate` rule: the journal logs the rung, the
/// ladder moves on when the goal is made, and `next` names the rung.
@Suite struct LadderTests {
    static let program = """
        unit kg
        exercise "scapular pull": equipment bodyweight, pattern vertical pull, primary lats
        exercise "negative pull-up": equipment bodyweight, pattern vertical pull, primary lats
        ladder pull: scapular pull | negative pull-up | pull-up
        day "A":
          pull 3x5-8
        progress pull: graduate at 3x8
        """

    static func next(_ harness: EngineHarness, on date: String) throws -> ExerciseTargets {
        try #require(harness.evaluate(on: date).next?.exercises.first)
    }

    @Test func thePlanNamesTheFirstRungBeforeAnySession() throws {
        let harness = EngineHarness(program: Self.program, journal: "unit kg\n")
        #expect(try Self.next(harness, on: "2026-01-05").prescription.name == "pull: scapular pull")
        let plan = PlanText(showPlates: false).render(harness.program.snapshot)
        #expect(plan.contains("pull: scapular pull  3 × 5-8"), "\(plan)")
    }

    @Test func threeSetsOfEightMoveToTheNextRungAtTheBottomOfTheRange() throws {
        let harness = EngineHarness(program: Self.program, journal: """
            2026-01-05 "A"
              scapular pull 8, 8, 8
            """)
        let next = try Self.next(harness, on: "2026-01-06")
        #expect(next.prescription.name == "pull: negative pull-up")
        #expect(ExplainText.targets(next.prescription.sets, unit: .kg) == "3 × 5-8")
        #expect(next.reasons.contains { $0.contains("rung 1 of 3 -> 2 of 3: 3 × 8 made: on to the next rung") }, "\(next.reasons)")
        #expect(next.changes.first?.why.cause == .graduated(Reason.Graduation(sets: 3, reps: 8)))
    }

    @Test func aSetShortOfTheGoalKeepsTheRung() throws {
        let harness = EngineHarness(program: Self.program, journal: """
            2026-01-05 "A"
              scapular pull 8, 8, 7
            """)
        let next = try Self.next(harness, on: "2026-01-06")
        #expect(next.prescription.name == "pull: scapular pull")
        #expect(next.changes.first?.why.cause == .belowGoal(made: 2, Reason.Graduation(sets: 3, reps: 8)))
    }

    @Test func theRungLoggedIsTheRungTheLadderIsOn() throws {
        // The lifter skipped ahead to negatives: the ladder follows the journal.
        let harness = EngineHarness(program: Self.program, journal: """
            2026-01-05 "A"
              negative pull-up 6, 5, 5
            """)
        #expect(try Self.next(harness, on: "2026-01-06").prescription.name == "pull: negative pull-up")
    }

    @Test func theLastRungHolds() throws {
        let harness = EngineHarness(program: Self.program, journal: """
            2026-01-05 "A"
              pull-up 8, 8, 8
            """)
        let next = try Self.next(harness, on: "2026-01-06")
        #expect(next.prescription.name == "pull: pull-up")
        #expect(next.changes.first?.why.cause == .lastRung(Reason.Graduation(sets: 3, reps: 8)))
    }

    @Test func aHoldGraduatesOnTime() throws {
        let harness = EngineHarness(program: """
            unit kg
            ladder core: plank | side plank
            day "A":
              core 3x30s
            progress core: graduate at 3x60s
            """, journal: """
            2026-01-05 "A"
              plank 60s, 60s, 45s
            2026-01-07 "A"
              plank 60s, 65s, 60s
            """)
        #expect(try Self.next(harness, on: "2026-01-06").prescription.name == "core: plank")
        let next = try Self.next(harness, on: "2026-01-08")
        #expect(next.prescription.name == "core: side plank")
        #expect(next.reasons.contains { $0.contains("3 × 1 min made") || $0.contains("3 × 60 s made") }, "\(next.reasons)")
    }

    @Test func aRungKeepsItsOwnHistory() throws {
        let harness = EngineHarness(program: Self.program, journal: """
            2026-01-05 "A"
              scapular pull 8, 8, 8
            2026-01-07 "A"
              negative pull-up 5, 5, 5
            """)
        // Both sessions were the ladder's day; the second is on rung 2, short of 3x8.
        let next = try Self.next(harness, on: "2026-01-08")
        #expect(next.prescription.name == "pull: negative pull-up")
        #expect(next.changes.first?.why.cause == .belowGoal(made: 0, Reason.Graduation(sets: 3, reps: 8)))
    }

    @Test func explainTakesTheLaddersNameOrARungsAndTitlesTheLadder() throws {
        let harness = EngineHarness(program: Self.program, journal: "unit kg\n")
        let ladder = try #require(harness.program.ladders.byID["pull"])
        #expect(ladder.rungNames == ["scapular pull", "negative pull-up", "pull-up"])
        #expect(ladder.title(rung: 1) == "pull: negative pull-up")
        #expect(ladder.title(rung: 7) == "pull: pull-up")
        #expect(harness.program.ladders.rungs["pull-up"]?.index == 2)
    }
}

/// A load rule on assisted work steps through bodyweight to added load, and its plan reads
/// each stage as a lifter says it.
@Suite struct AssistedToWeightedTests {
    static let program = """
        unit kg
        day "A":
          dip 3x5-8 @ -5kg
        progress dip: linear +2.5kg, deload 10% after 1 fails
        """

    @Test func aLinearStepCrossesBodyweight() {
        let harness = EngineHarness(program: Self.program, journal: """
            2026-01-05 "A"
              dip -5kg x 5, -5kg x 5, -5kg x 5
            2026-01-07 "A"
              dip -2.5kg x 5, -2.5kg x 5, -2.5kg x 5
            2026-01-09 "A"
              dip bw x 6, bw x 5, bw x 5
            """)
        #expect(harness.targets("dip", on: "2026-01-06") == "3 × 5-8 @ assisted 2.5 kg")
        #expect(harness.targets("dip", on: "2026-01-08") == "3 × 5-8 @ bodyweight")
        #expect(harness.targets("dip", on: "2026-01-10") == "3 × 5-8 @ bw + 2.5 kg")
    }

    @Test func aDeloadOfAssistedWorkAddsAssistance() {
        let harness = EngineHarness(program: """
            unit kg
            day "A":
              dip 3x5 @ -20kg
            progress dip: linear +2.5kg, deload 10% after 1 fails
            """, journal: """
            2026-01-05 "A"
              dip -20kg x 5, -20kg x 4, -20kg x 3
            """)
        // 10% more help: 22 kg of assistance, 22.5 kg on the standard kg gym's steps.
        let target = harness.targets("dip", on: "2026-01-06")
        #expect(target.hasPrefix("3 × 5 @ assisted 2"), "\(target)")
        #expect(target != "3 × 5 @ assisted 20 kg" && target != "3 × 5 @ assisted 17.5 kg", "\(target)")
    }

    @Test func theNotationWritesBodyweightAsBw() {
        #expect(BodyweightLoadText.notation(0, unit: .kg) == "bw")
        #expect(BodyweightLoadText.notation(-10, unit: .kg) == "-10kg")
        #expect(BodyweightLoadText.notation(5, unit: .kg) == "+5kg")
        #expect(BodyweightLoadText.text(-10, unit: .kg) == "assisted 10 kg")
        #expect(BodyweightLoadText.text(0, unit: .kg) == "bodyweight")
        #expect(BodyweightLoadText.text(5, unit: .kg) == "bw + 5 kg")
    }
}

/// What `check` says about a ladder or its rule written wrong.
@Suite struct LadderCheckTests {
    /// The codes `check` reports, the engine's rule checks with the compiler's.
    static func codes(_ text: String) -> [String] {
        let workspace = ProgramWorkspace(SourceFile(name: "ladder.lift", text: text), registry: StandardPlugins.registry) { path in
            throw WorkspaceProblem(path)
        }
        return workspace.files.flatMap(\.diagnostics).map(\.code.rawValue)
    }

    static let day = "unit kg\nday \"A\":\n  pull 3x5-8\n"

    @Test func aRungNamedTwiceIsE0124AndTheLadderStillStands() throws {
        let text = "ladder pull: chin-up | pull-up | pull-up\n" + Self.day + "progress pull: graduate at 3x8\n"
        let diagnostics = Checker.check(Parser.parse(SourceFile(name: "ladder.lift", text: text)))
        #expect(diagnostics.map(\.code.rawValue) == ["E0124"], "\(diagnostics.map(\.message))")
        #expect(Self.codes(text) == ["E0124"])
        let fix = try #require(diagnostics.first?.fixIts.first)
        #expect(fix.replacement.isEmpty)
    }

    @Test func graduateOnAnExerciseThatIsNotALadderIsE0508() {
        #expect(Self.codes("unit kg\nday \"A\":\n  pull-up 3x5-8\nprogress pull-up: graduate at 3x8\n") == ["E0508"])
    }

    @Test func aGoalOfALoadIsE0502AndNoGoalIsE0503() {
        let ladder = "ladder pull: chin-up | pull-up\n" + Self.day
        #expect(Self.codes(ladder + "progress pull: graduate at 3x20kg\n").contains("E0502"))
        #expect(Self.codes(ladder + "progress pull: graduate\n").contains("E0503"))
        #expect(Self.codes(ladder + "progress pull: graduate at 3x60s\n").isEmpty)
    }

    @Test func anUnknownRungIsTheUsualUnknownExercise() {
        #expect(Self.codes("ladder pull: chin-up | pul-up\n" + Self.day) == ["E0201"])
    }

    @Test func aLadderNamedAsAnExerciseIsE0205() {
        #expect(Self.codes("ladder squat: air squat | split squat\nunit kg\nday \"A\":\n  squat 3x5-8\n").contains("E0205"))
    }
}
