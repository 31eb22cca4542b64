import Overload
import Testing

/// Phrases of the plan text no example's golden shows: a load on top of bodyweight or taken
/// off it, an empty bar among the plates, and a day of an hour or more.
@Suite struct PlanTextTests {
    /// The rows of day "A" in week 1 (its heading line first), as `overload plan --plates` prints them.
    static func dayLines(_ program: String) throws -> [String] {
        let plan = try CompilerTest.cleanPlan(program)
        let text = PlanText(showPlates: true).render(plan, weeks: [1], day: "A")
        let lines = text.split(separator: "\n").map(String.init)
        let heading = try #require(lines.firstIndex { $0.hasPrefix("  A · ") }, "\(text)")
        return Array(lines[heading...])
    }

    @Test func aLoadOnBodyweightReadsBwPlusOrMinus() throws {
        let lines = try Self.dayLines("unit kg\nday \"A\":\n  dip 3x8 @ +20kg\n  chin-up 3x5 @ -15kg\n")
        #expect(lines.dropFirst() == ["    dip      3 × 8  bw + 20 kg", "    chin-up  3 × 5  assisted 15 kg"])
    }

    @Test func aBarWithNoPlatesIsAnEmptyBar() throws {
        let lines = try Self.dayLines("""
            unit kg
            equipment:
              barbell 20kg
              plates 20, 10, 5 kg, two of each
            day "A":
              squat 1x5 @ 20kg, 1x5 @ 60kg

            """)
        #expect(lines.dropFirst() == ["    squat  1 × 5  20 kg  empty bar", "           1 × 5  60 kg  plates 20 a side"])
    }

    /// 13 planks of 5 minutes are 65 minutes; 12 are a whole hour, with no `0 min`; 11 are 55.
    @Test(arguments: [(13, "about 1 h 5 min"), (12, "about 1 h"), (11, "about 55 min")])
    func aDayOfAnHourOrMoreReadsInHoursAndMinutes(sets: Int, duration: String) throws {
        let lines = try Self.dayLines("day \"A\":\n  plank \(sets)x5min\n")
        #expect(lines.first == "  A · " + duration)
    }
}
