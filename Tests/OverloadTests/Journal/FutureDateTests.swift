import Overload
import OverloadSyntax
import Testing

/// A session dated after today is a warning that names the date most likely meant.
@Suite struct FutureDateTests {
    static let today = LocalDate(year: 2026, month: 11, day: 27)!

    static func warnings(_ text: String) -> [Diagnostic] {
        FutureDates.warnings(in: Parser.parse(SourceFile(name: "j.lift", text: text)).document, today: today)
    }

    @Test func aYearTypoNamesThisYearsDate() throws {
        let warning = try #require(Self.warnings("2062-11-18 \"A\"\n  squat 100x5\n").first)
        #expect(warning.code == .journalFutureDate)
        #expect(warning.severity == .warning)
        #expect(warning.message == "2062-11-18 is after today (2026-11-27)")
        #expect(warning.label == "did you mean 2026-11-18?")
        #expect(warning.fixIts.map(\.replacement) == ["2026-11-18"])
    }

    @Test func aDateWhoseDayThisYearIsStillToComeNamesLastYears() throws {
        let warning = try #require(Self.warnings("2030-12-25 \"A\"\n  squat 100x5\n").first)
        #expect(warning.label == "did you mean 2025-12-25?")
    }

    @Test func todayAndEarlierAreFine() {
        #expect(Self.warnings("2026-11-27 \"A\"\n  squat 100x5\n2020-01-01 \"A\"\n  squat 90x5\n").isEmpty)
    }

    @Test func aOneLineEntryAfterTodayIsWarnedAboutToo() {
        #expect(Self.warnings("2027-01-02 note \"deload\"\n").map(\.code) == [.journalFutureDate])
    }

    @Test func logWarnsWhenGivenToday() {
        let source = SourceFile(name: "<arguments>", text: "2030-01-01\n  squat 100x5\n")
        let draft = SessionLogDraft(source: source, joining: Journal(), unit: .kg, expandRepeatedLoads: true, today: Self.today)
        #expect(draft.diagnostics.map(\.code) == [.journalFutureDate])
        #expect(draft.diagnostics.first?.label == "did you mean 2026-01-01?")
        #expect(draft.refusal(force: false) == nil)
        let undated = SessionLogDraft(source: source, joining: Journal(), unit: .kg, expandRepeatedLoads: true)
        #expect(undated.diagnostics.isEmpty)
    }
}
