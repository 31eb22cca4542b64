import Overload
import OverloadSyntax
import Testing

/// Loads that refer to other loads: a percentage plus an amount, a share of the day's top set
/// (before or after it), a share of another lift's max, and a capped AMRAP.
@Suite struct LoadReferenceTests {
    static let program = """
        unit lb
        round 5lb
        tm = 90% of 1rm
        1rm squat 300lb, bench 200lb

        day "A":
          squat 6x6 @ 70% + 10lb
          bench 5 @ 50% of top, 5 @ 75% of top, top 5 @ 80%
          pause squat 3x3 @ 60% of squat
          squat 1x1-4+ @ 90%

        """

    func exercises(_ text: String = program) throws -> [ExercisePrescription] {
        try #require(try CompilerTest.cleanPlan(text).week(1)?.day(named: "A")?.exercises)
    }

    @Test func aPercentagePlusAnAmountAddsTheAmountBeforeRounding() throws {
        let squat = try #require(try exercises().first)
        // TM 270 lb: 70% is 189, plus 10 is 199, rounded to 200.
        #expect(squat.sets.count == 6)
        #expect(squat.sets.first?.load?.exact == 199)
        #expect(squat.sets.first?.load?.loadable == 200)
        #expect(squat.sets.first?.load?.source == .plus(.percentOfTM(70), amount: 10))
    }

    @Test func aMinusTakesTheAmountOff() throws {
        let text = Self.program.replacingOccurrences(of: "70% + 10lb", with: "70% - 9lb")
        #expect(try exercises(text).first?.sets.first?.load?.exact == 180)
    }

    @Test func rampSetsWrittenBeforeTheTopSetAreSharesOfIt() throws {
        let bench = try #require(try exercises()[1])
        // TM 180 lb: the top is 80% = 144; the ramps are 72 and 108, in written order.
        #expect(bench.sets.map(\.kind) == [.regular, .regular, .top])
        #expect(bench.sets.map(\.index) == [0, 1, 2])
        #expect(bench.sets.compactMap { $0.load?.exact } == [72, 108, 144])
        #expect(bench.sets.first?.load?.source == .percentOfTop(50))
    }

    @Test func aShareOfTopOnALaterLineFollowsTheTopOfAnEarlierOne() throws {
        let text = Self.program.replacingOccurrences(of: "  pause squat", with: "  bench 3x5 @ 90% of top\n  pause squat")
        let later = try #require(try exercises(text)[2])
        #expect(later.sets.first?.load?.exact == 129.6)
    }

    @Test func rampsOnALineBeforeTheTopSetsLineAreSharesOfIt() throws {
        let text = Self.program.replacingOccurrences(
            of: "  bench 5 @ 50% of top, 5 @ 75% of top, top 5 @ 80%",
            with: "  bench 5 @ 50% of top, 5 @ 75% of top + 2lb\n  bench top 5 @ 80%")
        let exercises = try exercises(text)
        #expect(exercises[1].sets.compactMap { $0.load?.exact } == [72, 110])
        #expect(exercises[1].sets.allSatisfy { $0.pendingLoad == nil })
        #expect(exercises[2].sets.compactMap { $0.load?.exact } == [144])
    }

    @Test func aShareOfTopWithNoMaxForTheTopWaits() throws {
        let text = "unit lb\nday \"A\":\n  bench 5 @ 50% of top\n  bench top 5 @ 80%\n"
        let compiled = CompilerTest.compile(text)
        #expect(compiled.diagnostics.map(\.code) == [.missingMax])
        let bench = compiled.snapshot.week(1)?.day(named: "A")?.exercises.first
        #expect(bench?.sets.first?.pendingLoad == .percentOfTop(50))
    }

    @Test func aLiftAtAShareOfAnotherLiftsMaxUsesThatLiftsTrainingMax() throws {
        let pause = try #require(try exercises()[2])
        #expect(pause.sets.first?.load?.exact == 162)
        #expect(pause.sets.first?.load?.source == .percentOfLift(60, lift: "squat", isTrainingMax: true))
    }

    @Test func onA1RMBasisTheShareIsOfThe1RM() throws {
        let text = Self.program.replacingOccurrences(of: "tm = 90% of 1rm\n", with: "")
        let pause = try #require(try exercises(text)[2])
        #expect(pause.sets.first?.load?.exact == 180)
        #expect(pause.sets.first?.load?.source == .percentOfLift(60, lift: "squat", isTrainingMax: false))
    }

    @Test func aCappedAMRAPAsksForOneToFourReps() throws {
        let squat = try #require(try exercises().last)
        #expect(squat.sets.first?.reps == .cappedAMRAP(minimum: 1, maximum: 4))
        #expect(squat.sets.first?.reps?.isAMRAP == true)
        #expect(squat.repRange == .range(lower: 1, upper: 4))
        #expect(squat.sets.first?.reps?.description == "1-4+")
    }

    @Test func thePlanLabelsEachLoadByWhatItIsAShareOf() throws {
        let text = PlanText().render(try CompilerTest.cleanPlan(Self.program))
        #expect(text.contains("70% TM + 10 lb"))
        #expect(text.contains("50% of top"))
        #expect(text.contains("60% squat TM"))
        #expect(text.contains("1 × 1-4+"))
    }

    @Test func theNewSourcesAndRepsRoundTripThroughJSON() throws {
        let plan = try CompilerTest.cleanPlan(Self.program)
        let decoded = try PlanSnapshot(json: plan.jsonValue)
        #expect(decoded == plan)
    }

    @Test(arguments: [
        ("squat 3x5 @ 70% + 5%", DiagnosticCode.wrongUnit),
        ("squat 3x5 @ 100lb + 5lb", .invalidLoad),
        ("squat 3x5 @ 100lb of bench", .invalidLoad),
        ("squat 3x5 @ 50% of top", .relativeWithoutTop),
        ("squat 3x5 @ 60% of sqaut", .unknownExercise),
        ("squat 1x4-1+ @ 80%", .repsOutOfRange),
    ])
    func misuseIsReported(_ line: String, _ code: DiagnosticCode) {
        let compiled = CompilerTest.compile("unit lb\n1rm squat 300lb\nday \"A\":\n  \(line)\n")
        #expect(compiled.diagnostics.map(\.code).contains(code), "\(line): \(compiled.diagnostics.map(\.message))")
    }

    @Test func aShareOfALiftWithNoMaxWaitsAndPointsAtTheLift() throws {
        let text = "unit lb\nday \"A\":\n  pause squat 3x3 @ 60% of squat\n"
        let compiled = CompilerTest.compile(text)
        let warning = try #require(compiled.diagnostics.first)
        #expect(warning.code == .missingMax)
        #expect(warning.range == CompilerTest.range(of: "squat", in: text, occurrence: 2))
        let set = compiled.snapshot.week(1)?.day(named: "A")?.exercises.first?.sets.first
        #expect(set?.pendingLoad == .percentOfLift(60, lift: "squat", isTrainingMax: false))
    }
}
