import Overload
import OverloadSyntax
import Testing

/// A template's body builds like the same lines written in the day: its supersets, breaks and
/// `rest` lines reach the plan (they were dropped, leaving only its exercise lines), its
/// parameters are bound inside its supersets, and its `rest` is the default of its own lines only.
@Suite struct TemplateBodyTests {
    static let template = """
        unit kg

        template push(lift, partner = "pushdown"):
          rest 2m
          lift 3x5 @ 80kg
          break 3m
          superset:
            partner 3x12 @ 20kg
            plank 3x30s
            rest 90s

        """

    static func items(_ plan: PlanSnapshot, day: String) -> [PlanItem] {
        plan.week(1)?.day(named: day)?.items ?? []
    }

    @Test func aTemplatesSupersetBreakAndRestBuildAsIfWrittenInTheDay() throws {
        let plan = try CompilerTest.cleanPlan(Self.template + """
            day "Applied":
              bench push(curl)

            day "Written":
              rest 2m
              bench 3x5 @ 80kg
              break 3m
              superset:
                curl 3x12 @ 20kg
                plank 3x30s
                rest 90s
            """)
        let applied = Self.items(plan, day: "Applied")
        #expect(applied == Self.items(plan, day: "Written"))
        guard applied.count == 3, case .exercise(let bench) = applied[0], case .superset(let members, _) = applied[2] else {
            Issue.record("expected bench, a break and a superset: \(applied)")
            return
        }
        #expect(bench.exerciseID == "bench-press" && bench.rest == .allSame(seconds: 120))
        #expect(applied[1] == .break(seconds: 180))
        #expect(members.map(\.exerciseID) == ["dumbbell-curl", "plank"])
        #expect(members.allSatisfy { $0.sets.allSatisfy { $0.kind == .superset } })
    }

    @Test func aTemplatesRestIsTheDefaultOfItsOwnLinesOnly() throws {
        let plan = try CompilerTest.cleanPlan(Self.template + """
            day "A":
              rest 1m
              squat 3x5 @ 100kg
              bench push
              row 3x8 @ 60kg
            """)
        let rests = Self.items(plan, day: "A").map { item -> [String] in
            switch item {
            case .exercise(let exercise): ["\(exercise.exerciseID) \(exercise.rest)"]
            case .superset(let members, _): members.map { "\($0.exerciseID) \($0.rest)" }
            case .break(let seconds): ["break \(seconds)"]
            case .rounds(let block): block.items.map { "\($0.exerciseID) \($0.rest)" }
            }
        }
        // The day's `rest 1m` comes back after the template; inside it, the template's `rest 2m` holds.
        #expect(rests == [
            ["back-squat \(RestPolicy.allSame(seconds: 60))"],
            ["bench-press \(RestPolicy.allSame(seconds: 120))"],
            ["break 180"],
            ["triceps-pushdown \(RestPolicy.allSame(seconds: 120))", "plank \(RestPolicy.allSame(seconds: 120))"],
            ["barbell-row \(RestPolicy.allSame(seconds: 60))"],
        ])
    }

    @Test func aTemplateWithABreakAppliedInASupersetIsAnErrorAndItsExercisesJoinTheSuperset() {
        let program = Self.template + """
            day "A":
              superset:
                bench push
                row 3x8 @ 60kg
            """
        let compiled = CompilerTest.compile(program)
        let found = compiled.diagnostics.map { "\($0.code.rawValue) \($0.message)" }
        // The template holds both a break and a superset: one error at the use names both.
        #expect(found == ["E0113 template 'push' holds a break and a superset, which cannot appear inside a superset"])
        let use = CompilerTest.range(of: "bench push", in: program).map { SourceRange($0.start + "bench ".utf8.count, $0.end) }
        #expect(compiled.diagnostics.allSatisfy { $0.range == use })
        let items = Self.items(compiled.snapshot, day: "A")
        guard items.count == 1, case .superset(let members, _) = items[0] else {
            Issue.record("expected one superset: \(items)")
            return
        }
        #expect(members.map(\.exerciseID) == ["bench-press", "triceps-pushdown", "plank", "barbell-row"])
    }

    @Test func aCircleThroughATemplatesSupersetIsReported() {
        let program = """
            template pair(lift):
              superset:
                lift 3x10 @ 20kg
                lift pair

            day "A":
              curl pair
            """
        let compiled = CompilerTest.compile(program)
        #expect(compiled.diagnostics.map(\.code) == [.templateCycle])
        #expect(compiled.diagnostics.first?.range == CompilerTest.range(of: "pair", in: program, occurrence: 2))
        #expect(CompilerTest.exactLoads(compiled, week: 1, day: "A") == [[20, 20, 20]])
    }
}
