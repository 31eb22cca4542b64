import OverloadTestSupport
import Testing

/// A one-load rule on a percentage wave: `next`'s Why says how the wave scales the rule's load,
/// so the week's heaviest set (137.5 kg in week 3) is explained beside `load 121.5 kg -> 124 kg`
/// (docs/engine.md, "A rule's one load on a wave").
/// Re-record with `OVERLOAD_RECORD=1 swift test --filter WaveScalingCommandTests`.
@Suite struct WaveScalingCommandTests {
    static let program = """
        program "Wave"
        unit kg
        1rm squat 140kg
        wave main:
          week 1: 5 @ 65%, 5 @ 75%, 5+ @ 85%
          week 2: 3 @ 70%, 3 @ 80%, 3+ @ 90%
          week 3: 5 @ 75%, 3 @ 85%, 1+ @ 95%
          week 4 deload: 5 @ 40%, 5 @ 50%, 5 @ 60%

        day "A":
          squat main
          bench 3x5 @ 60kg
        progress squat, bench: linear +2.5kg

        """

    static let journal = """
        unit kg
        2026-11-02 "A"
          squat 91x5, 105x5, 119x6
          bench 60x5x3
        2026-11-09 "A"
          squat 100x3, 115x3, 127.5x3
          bench 62.5x5x3

        """

    static func run(_ arguments: [String], journal: String = journal) throws -> CLIRun {
        try CLIRun.engine(arguments, program: Self.program, journal: journal)
    }

    @Test(arguments: [
        ("wave-scaling-next.txt", ["next", "--date", "2026-11-12"]),
        ("wave-scaling-explain.txt", ["explain", "squat", "--date", "2026-11-12"]),
    ])
    func theWeeksHeaviestSetIsExplained(name: String, arguments: [String]) throws {
        let run = try Self.run(arguments)
        #expect(run.status == 0, "\(run.errors)")
        Golden.check(run.output, against: CLIGolden.url("engine/" + name))
        #expect(run.output.contains(
            "the wave scales it: 124 kg is the load at 85%, so week 3's 95% set is 124 kg × 95/85 = 138.6 kg (137.5 kg rounded)"))
    }

    @Test func theJSONFormCarriesTheSameReason() throws {
        let run = try Self.run(["next", "--date", "2026-11-12", "--format", "json"])
        #expect(run.output.contains("\"the wave scales it: 124 kg is the load at 85%"), "\(run.output)")
    }

    /// In the week the load was taken from (85% again) the load is the set's own: no line; nor
    /// for the bench, whose loads are written.
    @Test func noLineWhereTheLoadIsTheSetsOwn() throws {
        let journal = Self.journal + """
            2026-11-16 "A"
              squat 110x5, 125x3, 137.5x1
              bench 65x5x3
            2026-11-23 "A"
              squat 60x5, 75x5, 90x5
              bench 40x5x2

            """
        let run = try Self.run(["next", "--date", "2026-11-26"], journal: journal)
        #expect(run.output.contains("cycle 2 · week 1"), "\(run.output)")
        #expect(!run.output.contains("the wave scales it"), "\(run.output)")
    }

    @Test func theDeloadWeekSaysItsShare() throws {
        let journal = Self.journal + "2026-11-16 \"A\"\n  squat 110x5, 125x3, 137.5x1\n  bench 65x5x3\n"
        let run = try Self.run(["next", "--date", "2026-11-19"], journal: journal)
        #expect(run.output.contains(
            "the wave scales it: 126.5 kg is the load at 85%, so week 4's 60% set is 126.5 kg × 60/85 = 89.3 kg (90 kg rounded)"),
            "\(run.output)")
    }
}
