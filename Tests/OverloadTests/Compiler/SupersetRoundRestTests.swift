import Overload
import Testing

/// A superset's `rest` line is the rest after each round: the plan keeps it on the superset
/// item, plan text shows it on the superset's line, plan JSON carries it and the id hashes it.
@Suite struct SupersetRoundRestTests {
    static func program(supersetRest: String?) -> String {
        """
        unit kg

        day "Arms":
          superset:
            curl 3x10 @ 12kg
            pushdown 3x10 @ 25kg
        \(supersetRest.map { "    \($0)\n" } ?? "")  row 3x8 @ 60kg
        """
    }

    static func supersets(_ plan: PlanSnapshot) -> [(members: [String], roundRest: Int?)] {
        (plan.week(1)?.day(named: "Arms")?.items ?? []).compactMap { item in
            guard case .superset(let members, let roundRest) = item else { return nil }
            return (members.map(\.exerciseID), roundRest)
        }
    }

    @Test func aSupersetsRestLineIsItsRestAfterEachRound() throws {
        let plan = try CompilerTest.cleanPlan(Self.program(supersetRest: "rest 90s"))
        let supersets = Self.supersets(plan)
        #expect(supersets.map(\.members) == [["dumbbell-curl", "triceps-pushdown"]])
        #expect(supersets.map(\.roundRest) == [90])
        // The round rest is not the rest of the sets in it or after it.
        #expect(plan.week(1)?.day(named: "Arms")?.exercises.allSatisfy { $0.sets.allSatisfy { $0.restSeconds == nil } } == true)
    }

    @Test func aSupersetWithoutARestLineHasNone() throws {
        let plan = try CompilerTest.cleanPlan(Self.program(supersetRest: nil))
        #expect(Self.supersets(plan).map(\.roundRest) == [nil])
    }

    @Test func withTwoRestLinesTheLastCounts() throws {
        let plan = try CompilerTest.cleanPlan(Self.program(supersetRest: "rest 1m\n    rest 2m"))
        #expect(Self.supersets(plan).map(\.roundRest) == [120])
    }

    @Test func aTemplatesRestAppliedInASupersetIsNotTheRoundRest() throws {
        let plan = try CompilerTest.cleanPlan("""
            unit kg

            template pump(lift):
              rest 2m
              lift 3x12 @ 10kg

            day "Arms":
              superset:
                curl pump
                pushdown 3x10 @ 25kg
            """)
        #expect(Self.supersets(plan).map(\.roundRest) == [nil])
    }

    @Test func planTextShowsTheRoundRestOnTheSupersetLine() throws {
        let plan = try CompilerTest.cleanPlan(Self.program(supersetRest: "rest 90s"))
        let lines = PlanText().render(plan).split(separator: "\n").map(String.init)
        let header = try #require(lines.first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("superset:") })
        #expect(header.hasSuffix("rest 1 min 30 s"))
        let without = PlanText().render(try CompilerTest.cleanPlan(Self.program(supersetRest: nil)))
        #expect(without.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == "superset:" })
    }

    @Test func planJSONCarriesTheRoundRestAndTheIdHashesIt() throws {
        let with = try CompilerTest.cleanPlan(Self.program(supersetRest: "rest 90s"))
        let without = try CompilerTest.cleanPlan(Self.program(supersetRest: nil))
        let json = PlanJSON.encode(with)
        #expect(json.contains("\"roundRestSeconds\" : 90") || json.contains("\"roundRestSeconds\": 90"))
        #expect(!PlanJSON.encode(without).contains("roundRestSeconds"))
        let decoded = try PlanJSON.decode(json)
        #expect(decoded.weeks == with.weeks)
        #expect(with.contentID != without.contentID)
    }
}
