import Foundation
import Testing

@testable import Overload

/// The history's figures and tables are written without `String(format:)` and without a
/// regular expression a line; these pin them to what those gave.
@Suite struct HistoryTextFormattingTests {
    /// `%.Nf` by hand equals `String(format:)` on halves, ties, negatives, zeros and random values.
    @Test func fixedDecimalsEqualPrintf() {
        var values: [Double] = [0, -0.0, 0.05, 0.15, 0.25, 0.35, 2.675, 1.005, -0.04, -0.05, 0.5, 1.5, 2.5, -2.5, 99.95,
                                12.345, 1e9, 2_147_483_647.9, 3e12, -3e12, .infinity, -.infinity, .nan, 1e-300]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            values.append(Double.random(in: -500...500, using: &generator))
            // Loads and volumes as logged: quarters, halves and tenths of kilograms and pounds.
            values.append(Double(Int.random(in: 0...400_000, using: &generator)) / [2, 4, 8, 10, 20, 40, 100][Int.random(in: 0..<7)])
            values.append(Double(Int.random(in: 0...100_000, using: &generator)) * 0.45359237)
        }
        for value in values {
            for decimals in 0...3 {
                #expect(FixedDecimal.text(value, decimals: decimals) == String(format: "%.\(decimals)f", value),
                        "\(value) with \(decimals) decimals")
            }
        }
    }

    /// A value the `Double` product cannot decide is left to `String(format:)`.
    @Test func undecidableValuesFallBack() {
        #expect(FixedDecimal.fastText(0.25, decimals: 1) == nil)
        #expect(FixedDecimal.fastText(3e12, decimals: 1) == nil)
        #expect(FixedDecimal.fastText(.nan, decimals: 1) == nil)
        #expect(FixedDecimal.fastText(102.5, decimals: 1) == "102.5")
    }

    /// `figure` keeps no trailing zeros and no negative zero.
    @Test func figuresDropTrailingZeros() {
        #expect(HistoryText.figure(102.5) == "102.5")
        #expect(HistoryText.figure(100) == "100")
        #expect(HistoryText.figure(-0.04) == "0")
        #expect(HistoryText.figure(-18) == "-18")
        #expect(HistoryText.figure(81.256, decimals: 2) == "81.26")
    }

    /// Trailing white space goes as `\s+$` took it: spaces, tabs, Unicode's other white space;
    /// a combining mark after a space keeps the space.
    @Test func trailingSpaceAsTheRegularExpression() {
        let lines = ["a  ", "a\t \u{0C}", "a\u{00A0}\u{2003}", "a \u{0301}", "a\u{0B}", "a\u{85}", "  ", "", "a b", "a\u{2028}\r"]
        for original in lines {
            var line = original
            TrailingSpace.trim(&line)
            #expect(line == original.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression),
                    "\(original.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    /// Columns line up by characters, right-aligned ones padded on the left, and no line ends
    /// in a space.
    @Test func tableColumns() {
        let text = HistoryText.table([["  squat", "5 sets", "25 reps", ""], ["  café crème", "12 sets", "3 reps", "e1RM 90"]],
                                     rightAligned: [1, 2])
        #expect(text == "  squat        5 sets  25 reps\n  café crème  12 sets   3 reps  e1RM 90\n")
        #expect(HistoryText.table([], rightAligned: []) == "")
    }
}
