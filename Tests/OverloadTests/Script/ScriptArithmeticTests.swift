import Overload
import Testing

/// The interpreter's arithmetic at its edges: loads are whole thousandths of the plan's unit,
/// a product rounded to the nearest, a pound converted once; a load divided by a percentage
/// is a load and a count times a percentage a count. `scripts/mutate.sh script` moves each.
@Suite struct ScriptArithmeticTests {
    /// Each statement holds only when the arithmetic is exact; the script keeps the answer.
    @Test(arguments: [
        // 50% of 100.001 kg is 50.0005 kg: to the nearest thousandth, up.
        "state.ok = 100.001kg * 50% == 50.001kg",
        // 5 lb is 2.26796 kg: held as 2.268 kg, the nearest thousandth.
        "state.ok = 5lb == 2.268kg",
        "state.ok = 100kg - 10% == 90kg",
        "state.ok = 90kg / 90% == 100kg",
        "state.ok = 50% * 50% == 25%",
        "state.ok = 4 * 50% == 2",
    ])
    func exactArithmetic(statement: String) throws {
        let scenario = try ScriptScenario(program: ScriptInterpreterTests.squatDay + """
            progression exact():
              \(statement)
            progress squat: exact

            """, journal: "unit kg\n2026-11-02 \"A\"\n  squat 100x5x4\n")
        #expect(scenario.diagnostics == [])
        #expect(scenario.failures == [])
        #expect(scenario.steps("back-squat") == [["state.ok 0 -> true: rules.lift:5: \(statement)"]])
    }

    /// What the kinds allow, the check passes and the run gives: a load over a percentage is a
    /// load, a count times a percentage a count (two of four sets).
    @Test func aLoadOverAPercentageIsALoadAndACountTimesAPercentageACount() throws {
        let scenario = try ScriptScenario(program: ScriptInterpreterTests.squatDay + """
            progression shares():
              weight = weight / 80%
              sets = 4 * 50%
            progress squat: shares

            """, journal: "unit kg\n2026-11-02 \"A\"\n  squat 100x5x4\n")
        #expect(scenario.diagnostics == [])
        #expect(scenario.steps("back-squat") == [[
            "weight 100 kg -> 125 kg: rules.lift:5: weight = weight / 80%",
            "sets 4 -> 2: rules.lift:6: sets = 4 * 50%",
        ]])
    }
}
