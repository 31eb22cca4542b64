import Overload
import OverloadEngine
import OverloadSyntax
import OverloadTestSupport
import Testing

/// `exercise paused squat: variant of squat at 90%`: an exercise of its own whose max is a
/// share of its parent's and moves with it.
@Suite struct VariantTests {
    static let program = """
        program "Variants"
        unit kg
        round 2.5kg
        tm = 90% of 1rm
        1rm squat 200kg, bench 120kg

        exercise paused squat: variant of squat at 90%

        exercise pin press:
          variant of bench at 85%

        day "A":
          squat 3x5 @ 80%
          paused squat 3x3 @ 70%
          bench 3x5 @ 80%
          pin press 3x5 @ 70%

        progress squat: tm +5kg every week

        """

    @Test func aVariantsLoadIsItsShareOfTheParentsMax() throws {
        let plan = try CompilerTest.cleanPlan(Self.program)
        let exercises = plan.exercises(week: 1, day: "A")
        #expect(exercises.map(\.exerciseID) == ["back-squat", "pause-squat", "bench-press", "pin-press"])
        // Squat TM 180 kg; paused squat's is 90% of it, 162 kg; 70% of that is 63% of squat's.
        let paused = exercises[1]
        #expect(abs((paused.sets.first?.load?.exact ?? 0) - 113.4) < 1e-9)
        #expect(paused.sets.first?.load?.loadable == 112.5)
        #expect(paused.sets.first?.load?.source == .percentOfLift(63, lift: "squat", isTrainingMax: true))
        // Pin press: 70% of 85% of the bench TM (108 kg) = 64.26 kg.
        #expect(abs((exercises[3].sets.first?.load?.exact ?? 0) - 64.26) < 1e-9)
    }

    @Test func aNewVariantIsDoneLikeItsParent() throws {
        let compiled = CompilerTest.compile(Self.program)
        let pin = try #require(compiled.catalog.exercise(id: "pin-press"))
        let bench = try #require(compiled.catalog.exercise(id: "bench-press"))
        #expect(pin.equipment == bench.equipment)
        #expect(pin.pattern == bench.pattern)
        #expect(pin.primaryMuscles == bench.primaryMuscles)
        #expect(compiled.maxes.variants["pin-press"] == VariantShare(parentID: "bench-press", percent: 85))
        #expect(compiled.maxes.variants["pause-squat"] == VariantShare(parentID: "back-squat", percent: 90))
    }

    @Test func theVariantMovesWithItsParent() {
        let journal = "unit kg\n\n2026-11-02 \"A\"\n  squat 145x5x3\n  paused squat 112.5x3x3\n  bench 87.5x5x3\n"
        let harness = EngineHarness(program: Self.program, journal: journal)
        // Squat's TM rose 5 kg to 185 kg: 63% of it is 116.55 kg, 117.5 kg as it rounds.
        #expect(harness.targets("pause-squat", on: "2026-11-09") == "3 × 3 @ 117.5 kg")
    }

    @Test func aVariantOfAVariantMultipliesTheShares() throws {
        let text = """
            unit kg
            1rm bench 100kg
            exercise close-grip bench: variant of bench at 90%
            exercise "paused close-grip bench": variant of close-grip bench at 90%

            day "A":
              paused close-grip bench 3x5 @ 50%

            """
        let plan = try CompilerTest.cleanPlan(text)
        let load = try #require(plan.exercises(week: 1, day: "A").first?.sets.first?.load)
        #expect(abs(load.exact - 40.5) < 1e-9)
    }

    @Test func aVariantWithItsOwnMaxUsesIt() throws {
        let text = "unit kg\n1rm squat 200kg, paused squat 150kg\nexercise paused squat: variant of squat at 90%\n\nday \"A\":\n  paused squat 3x3 @ 80%\n"
        let plan = try CompilerTest.cleanPlan(text)
        #expect(plan.exercises(week: 1, day: "A").first?.sets.first?.load?.exact == 120)
    }

    @Test func rpeTargetsReadTheChartAtTheVariantsShare() throws {
        let text = "unit kg\n1rm squat 200kg\nexercise paused squat: variant of squat at 90%\n\nday \"A\":\n  paused squat 1x5 @ rpe 8\n"
        let plan = try CompilerTest.cleanPlan(text)
        // 81.1% of 180 kg.
        let exact = try #require(plan.exercises(week: 1, day: "A").first?.sets.first?.load?.exact)
        #expect(abs(exact - 145.98) < 1e-9)
    }

    @Test func anotherLiftMayTakeAShareOfAVariant() throws {
        let text = "unit kg\n1rm squat 200kg\nexercise paused squat: variant of squat at 90%\n\nday \"A\":\n  front squat 3x3 @ 50% of paused squat\n"
        let plan = try CompilerTest.cleanPlan(text)
        #expect(plan.exercises(week: 1, day: "A").first?.sets.first?.load?.exact == 90)
    }

    @Test func aParentDeclaredBelowItsVariantIsFound() throws {
        let text = """
            unit kg
            1rm "garage squat" 150kg
            exercise "paused garage squat": variant of "garage squat" at 80%
            exercise "garage squat":
              equipment barbell
              pattern squat

            day "A":
              paused garage squat 3x3 @ 50%

            """
        let plan = try CompilerTest.cleanPlan(text)
        #expect(plan.exercises(week: 1, day: "A").first?.sets.first?.load?.exact == 60)
    }

    @Test func historyShowsAVariantAsItsOwnLiftWithItsParentNamed() throws {
        let text = """
            unit kg
            exercise paused squat: variant of squat at 90%

            2026-11-02 "A"
              squat 140x5x3
              paused squat 110x3x3

            """
        let reading = JournalReader().read(SourceFile(name: "journal.lift", text: text))
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.message))")
        let history = TrainingHistory(reading.journal)
        // A name the journal declares is its own lift, whatever the catalog calls it.
        #expect(history.exercises.map(\.name) == ["squat", "paused squat"])
        let paused = try #require(history.exercises.last)
        #expect(paused.variant == DeclaredVariant(parent: "squat", percent: 90))
        #expect(history.exercises.first?.variant == nil)
        let detail = HistoryText(history: history).detail(paused)
        #expect(detail.hasPrefix("paused squat (variant of squat at 90%): 1 session"))
        #expect(history.json.contains("\"variantOf\""))
    }

    @Test func historyNamesAVariantsParentAsItNamesTheParentsOwnLift() throws {
        let text = """
            unit kg
            exercise paused squat: variant of Back Squat at 90%
            exercise "Zottman": variant of bench at 50%
            exercise pin press: variant of "Zottman" at 80%

            2026-11-02 "A"
              squat 140x5x3
              paused squat 110x3x3
              pin press 60x5

            """
        let reading = JournalReader().read(SourceFile(name: "journal.lift", text: text))
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.message))")
        let history = TrainingHistory(reading.journal)
        #expect(history.exercises.map(\.name) == ["squat", "paused squat", "pin press"])
        // `Back Squat` is the catalog's squat, named `squat` as the squat lines are; a parent
        // the journal declares keeps its declared spelling.
        #expect(history.exercises.map(\.variant?.parent) == [nil, "squat", "Zottman"])
        guard case .object(let root) = history.jsonValue, case .array(let exercises)? = root["exercises"],
              case .object(let paused) = exercises[1], case .object(let variantOf)? = paused["variantOf"]
        else { Issue.record("no variantOf in \(history.json)"); return }
        #expect(variantOf["parent"] == .string("squat"))
        #expect(HistoryText(history: history).detail(history.exercises[1]).hasPrefix("paused squat (variant of squat at 90%)"))
    }

    // MARK: Diagnostics

    @Test func anUnknownParentIsE0125WithTheClosestName() {
        let text = "unit kg\nexercise paused squat: variant of sqaut at 90%\n"
        let compiled = CompilerTest.compile(text)
        #expect(compiled.diagnostics.map(\.code) == [.unknownVariantParent])
        #expect(compiled.diagnostics.first?.fixIts.first?.replacement == "squat")
        #expect(compiled.diagnostics.first?.range == CompilerTest.range(of: "sqaut", in: text))
    }

    /// Two variants of each other, then `lift c`, a variant of itself: two loops.
    static func loops(_ first: String, at firstShare: String, _ second: String, at secondShare: String) -> (text: String, compiled: CompiledProgram) {
        let text = """
            unit kg
            exercise "\(first)": variant of "\(second)" at \(firstShare)
            exercise "\(second)": variant of "\(first)" at \(secondShare)
            exercise "lift c": variant of "lift c" at 90%

            """
        return (text, CompilerTest.compile(text))
    }

    @Test func variantsInALoopAreE0126() {
        let compiled = Self.loops("lift a", at: "90%", "lift b", at: "90%").compiled
        #expect(compiled.diagnostics.map(\.code) == [.variantLoop, .variantLoop])
        #expect(compiled.diagnostics.first?.message == "variants in a loop: lift a -> lift b -> lift a")
        #expect(compiled.diagnostics.last?.message == "lift c is a variant of itself")
        #expect(compiled.maxes.variants.isEmpty)
    }

    @Test func aLoopOfVariantsHasTheLiftItsNameEndsInAsItsFix() {
        let (text, compiled) = Self.loops("high pin squat", at: "110%", "low pin squat", at: "90%")
        let loop = compiled.diagnostics.first { $0.code == .variantLoop }
        // Reported at the first variant's parent, fixed to the catalog lift both are done like.
        #expect(loop?.range == CompilerTest.range(of: "\"low pin squat\"", in: text))
        #expect(loop?.fixIts.map(\.replacement) == ["squat"])
        #expect(loop?.label == "did you mean 'squat', the lift it is done like?")
        // A name that ends in no lift outside the loop has nothing to point at.
        #expect(compiled.diagnostics.last?.message == "lift c is a variant of itself")
        #expect(compiled.diagnostics.last?.fixIts.isEmpty == true)
    }

    @Test func aShareOutOfRangeIsE0127WithThePercentageAsItsFix() {
        for (share, fix) in [("90", "90%"), ("0.9", "90%"), ("200%", nil), ("90kg", nil)] {
            let text = "unit kg\nexercise paused squat: variant of squat at \(share)\n"
            let compiled = CompilerTest.compile(text)
            #expect(compiled.diagnostics.map(\.code) == [.variantShareOutOfRange], "\(share)")
            #expect(compiled.diagnostics.first?.fixIts.first?.replacement == fix, "\(share)")
        }
    }

    @Test func aLineThatIsNoVariantLineIsE0128RewrittenAsItsFix() {
        let text = "unit kg\nexercise paused squat: variant squat 90%\n"
        let compiled = CompilerTest.compile(text)
        #expect(compiled.diagnostics.map(\.code) == [.invalidVariant])
        #expect(compiled.diagnostics.first?.fixIts.first?.replacement == "variant of squat at 90%")
        let fixed = CompilerTest.compile("unit kg\nexercise paused squat: variant of squat at 90%\n")
        #expect(fixed.diagnostics.isEmpty)
    }

    @Test func aCatalogExerciseMayTakeOnlyVariantAndRoundLines() {
        let text = "unit kg\nexercise paused squat:\n  variant of squat at 90%\n  round 5kg\n"
        #expect(CompilerTest.compile(text).diagnostics.isEmpty)
    }

    @Test func theFormatterKeepsAVariantLine() {
        let text = "exercise paused squat: variant of squat at 90%\n\nexercise pin press:\n  variant of bench at 85%\n"
        let formatted = SourceFormatter.format(Syntax.parse(text, name: "v.lift"))
        #expect(formatted.contains("variant of squat at 90%"))
        #expect(formatted.contains("variant of bench at 85%"))
        let again = SourceFormatter.format(Syntax.parse(formatted, name: "v.lift"))
        #expect(again == formatted)
    }
}
