import Overload
import OverloadSyntax
import Testing

/// `round 5lb` goes to the nearest step (the lighter on a tie); `down` and `up` always go to
/// the lighter or the heavier one.
@Suite struct RoundingDirectionTests {
    func loadable(_ round: String, _ percent: String) throws -> Double? {
        let text = "unit lb\n\(round)\n1rm squat 300lb\nday \"A\":\n  squat 1x5 @ \(percent)\n"
        return try CompilerTest.cleanPlan(text).week(1)?.day(named: "A")?.exercises.first?.sets.first?.load?.loadable
    }

    @Test func nearestTiesGoToTheLighterStep() throws {
        #expect(try loadable("round 5lb", "64%") == 190)  // 192 lb
        #expect(try loadable("round 5lb", "62.5%") == 185)  // 187.5 lb: a tie
        #expect(try loadable("round 5lb", "64.5%") == 195)  // 193.5 lb
    }

    @Test func downAlwaysGoesToTheLighterStep() throws {
        #expect(try loadable("round 5lb down", "64.5%") == 190)
        #expect(try loadable("round 5lb down", "65%") == 195)
    }

    @Test func upAlwaysGoesToTheHeavierStep() throws {
        #expect(try loadable("round 5lb up", "64%") == 195)
        #expect(try loadable("round 5lb up", "65%") == 195)
    }

    @Test func theRuleItselfRoundsByDirection() throws {
        let down = try #require(RoundingRule(step: Mass(2.5, .kg), direction: .down))
        let up = try #require(RoundingRule(step: Mass(2.5, .kg), direction: .up))
        #expect(down.round(Mass(84.9, .kg)).isIdentical(to: Mass(82.5, .kg)))
        #expect(up.round(Mass(82.6, .kg)).isIdentical(to: Mass(85, .kg)))
    }

    @Test func theDirectionFormatsAndAnUnknownOneIsReported() {
        let parsed = Parser.parse(SourceFile(name: "r.lift", text: "round 5lb   down\n"))
        #expect(SourceFormatter.format(parsed) == "round 5lb down\n")
        let wrong = Parser.parse(SourceFile(name: "r.lift", text: "round 5lb dwn\n"))
        #expect(wrong.diagnostics.first?.code == .unexpectedToken)
        #expect(wrong.diagnostics.first?.label == "did you mean 'down'?")
    }

    @Test func aPieceWithFixedWeightsMayRoundItsOwnWay() throws {
        let text = """
            unit kg
            equipment:
              barbell 20kg
              dumbbells 2kg..50kg by 2kg, round up
              machine "leg press" 10kg..200kg by 10kg, round down
              kettlebells 8kg, 12kg, 16kg
            day "A":
              dumbbell curl 3x10 @ 12.2kg
              leg press 3x10 @ 119kg
              kettlebell swing 3x15 @ 13kg

            """
        let exercises = try #require(try CompilerTest.cleanPlan(text).week(1)?.day(named: "A")?.exercises)
        #expect(exercises.map { $0.sets.first?.load?.loadable } == [14, 110, 12])
    }

    @Test func anUnknownDirectionOnAPieceIsReported() {
        let compiled = CompilerTest.compile("equipment:\n  dumbbells 2kg..50kg by 2kg, round sideways\n")
        #expect(compiled.diagnostics.map(\.code) == [.invalidEquipment])
    }
}
