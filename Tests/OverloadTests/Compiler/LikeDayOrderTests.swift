import Overload
import OverloadSyntax
import Testing

/// `day "B" like "A"` replaces A's line for an exercise however either day spells it, and
/// whichever day is written first.
@Suite struct LikeDayOrderTests {
    func exercises(_ text: String, day: String) throws -> [String] {
        try CompilerTest.cleanPlan(text, name: "like.lift").week(1)?.day(named: day)?.exercises.map { "\($0.name) \($0.sets.count)" } ?? []
    }

    static let base = "day \"A\":\n  back squat 3x5\n  bench 3x5\n"
    static let derived = "day \"B\" like \"A\":\n  squat 5x5\n"

    @Test func aDayBuiltLikeALaterDayReplacesItsLine() throws {
        #expect(try exercises(Self.derived + "\n" + Self.base, day: "B") == ["squat 5", "bench 3"])
    }

    @Test func aDayBuiltLikeAnEarlierDayReplacesItsLine() throws {
        #expect(try exercises(Self.base + "\n" + Self.derived, day: "B") == ["squat 5", "bench 3"])
    }
}
