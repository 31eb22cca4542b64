import Foundation
import Overload
import Testing

@Suite struct LocalDateTests {
    @Test func onlyRealDaysExist() {
        #expect(LocalDate(year: 2024, month: 2, day: 29) != nil)
        #expect(LocalDate(year: 2000, month: 2, day: 29) != nil)
        #expect(LocalDate(year: 2100, month: 2, day: 29) == nil)
        #expect(LocalDate(year: 2026, month: 4, day: 31) == nil)
        #expect(LocalDate(year: 2026, month: 13, day: 1) == nil)
        #expect(LocalDate(year: 2026, month: 1, day: 0) == nil)
        #expect(LocalDate(year: 0, month: 1, day: 1) == nil)
    }

    @Test func readsAndWritesTheISOForm() throws {
        let date = try #require(LocalDate(iso: "2026-11-08"))
        #expect((date.year, date.month, date.day) == (2026, 11, 8))
        #expect(date.description == "2026-11-08")
        for bad in ["2026-11-8", "26-11-08", "2026/11/08", "2026-11-08x", "2026-02-30", "", "2026-1a-08"] {
            #expect(LocalDate(iso: bad) == nil, "\(bad)")
        }
    }

    /// The ISO form read byte by byte gives what splitting at the dashes and reading each
    /// part's digits gave, for strings and substrings alike.
    @Test func readsTheISOFormAsSplittingAtDashesDid() {
        func bySplitting(_ text: String) -> LocalDate? {
            let parts = text.split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
                  parts.allSatisfy({ $0.utf8.allSatisfy { $0 >= 48 && $0 <= 57 } }),
                  let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
            else { return nil }
            return LocalDate(year: year, month: month, day: day)
        }
        let texts = [
            "2026-11-18", "0001-01-01", "9999-12-31", "2024-02-29", "2025-02-29", "0000-01-01", "2026-13-01", "2026-00-10",
            "2026-11-1", "2026-1-18", "26-11-18", "2026-11-180", "20261-1-18", "2026/11/18", "2026-11-18 ", " 2026-11-18",
            "+026-11-18", "2026-+1-18", "2026--11-18", "2026-11-18-", "2026-11-", "-2026-11-18", "２０２６-11-18",
            "2026-11-1\u{301}", "2026\u{2010}11-18", "", "----------", "2026-11-18\n",
        ]
        for text in texts {
            #expect(LocalDate(iso: text) == bySplitting(text), "\(text)")
            #expect(LocalDate(iso: Substring("x" + text).dropFirst()) == bySplitting(text), "\(text)")
        }
    }

    @Test func ordersChronologically() throws {
        let dates = try ["2026-01-02", "2025-12-31", "2026-01-01"].map { try #require(LocalDate(iso: $0)) }
        #expect(dates.sorted().map(\.description) == ["2025-12-31", "2026-01-01", "2026-01-02"])
    }

    @Test func countsDaysSinceTheEpoch() throws {
        #expect(try #require(LocalDate(iso: "1970-01-01")).daysSinceEpoch == 0)
        #expect(try #require(LocalDate(iso: "2000-03-01")).daysSinceEpoch == 11_017)
        #expect(try #require(LocalDate(iso: "1969-12-31")).daysSinceEpoch == -1)
    }

    @Test func timesTakeOneOrTwoDigitHours() throws {
        #expect(try #require(LocalTime(text: "7:07")).description == "07:07")
        #expect(try #require(LocalTime(text: "18:30:59")).description == "18:30")
        for bad in ["24:00", "7:7", "7:60", "123:00", "", "7:07:60", "a:00"] {
            #expect(LocalTime(text: bad) == nil, "\(bad)")
        }
        #expect(try #require(LocalTime(text: "9:59")) < #require(LocalTime(text: "10:00")))
    }

    @Test func encodeAsTextAndRejectInvalidText() throws {
        let date = try #require(LocalDate(iso: "2026-11-18"))
        let time = try #require(LocalTime(hour: 6, minute: 5))
        #expect(String(decoding: try JSONEncoder().encode([date]), as: UTF8.self) == #"["2026-11-18"]"#)
        #expect(String(decoding: try JSONEncoder().encode([time]), as: UTF8.self) == #"["06:05"]"#)
        #expect(try JSONDecoder().decode([LocalDate].self, from: Data(#"["2026-11-18"]"#.utf8)) == [date])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([LocalDate].self, from: Data(#"["2026-02-30"]"#.utf8)) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([LocalTime].self, from: Data(#"["25:00"]"#.utf8)) }
    }

    @Test func aWholeSessionSurvivesJSON() throws {
        let session = try #require(JournalRendererTests.fullSession())
        let decoded = try JSONDecoder().decode(JournalSession.self, from: JSONEncoder().encode(session))
        #expect(decoded == session)
    }
}
