import Overload
import Testing

/// The one helper every count a lifter reads goes through.
@Suite struct PluralTests {
    @Test(arguments: [(0, "0 sets"), (1, "1 set"), (2, "2 sets")])
    func aCountAgreesWithItsNoun(count: Int, expected: String) {
        #expect(plural(count, "set") == expected)
    }

    @Test func aNounOfSeveralWordsTakesTheSOnItsLastWord() {
        #expect(plural(1, "skipped set") == "1 skipped set")
        #expect(plural(3, "more row") == "3 more rows")
    }
}
