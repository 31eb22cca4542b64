import Testing

@testable import OverloadCLI

/// Columns a character takes on a terminal.
@Suite struct CharacterWidthTests {
    @Test func asciiAndLatin() {
        #expect(CharacterWidth.of("bench 3x5 @ 80%") == 15)
        #expect(CharacterWidth.of("Ø") == 1)
    }

    @Test func combiningMarksTakeNoColumn() {
        #expect(CharacterWidth.of("e\u{301}") == 1)
        #expect(CharacterWidth.of("cafe\u{301}") == 4)
        #expect(CharacterWidth.of("\u{301}" as Unicode.Scalar) == 0)
        #expect(CharacterWidth.of("\u{200D}" as Unicode.Scalar) == 0)
    }

    @Test func eastAsianWideAndFullwidth() {
        #expect(CharacterWidth.of("漢字") == 4)
        #expect(CharacterWidth.of("ベンチ") == 6)
        #expect(CharacterWidth.of("한국") == 4)
        #expect(CharacterWidth.of("ＡＢ") == 4)
        #expect(CharacterWidth.of("\u{3000}") == 2)
        // Halfwidth katakana stays narrow.
        #expect(CharacterWidth.of("ｶ") == 1)
    }

    @Test func emoji() {
        #expect(CharacterWidth.of("💪") == 2)
        #expect(CharacterWidth.of("🏋️‍♀️") == 2)
        #expect(CharacterWidth.of("🇳🇴") == 2)
        #expect(CharacterWidth.of("👍🏽") == 2)
        // Text-presentation symbols stay narrow unless asked for emoji presentation.
        #expect(CharacterWidth.of("♥") == 1)
        #expect(CharacterWidth.of("♥\u{FE0F}") == 2)
    }

    @Test func colourEscapesInAPromptTakeNoColumn() {
        #expect(CharacterWidth.of("\u{1B}[1;32moverload>\u{1B}[0m ") == 10)
    }

    @Test func theWideTableIsSortedAndDisjoint() {
        for (left, right) in zip(CharacterWidth.wideRanges, CharacterWidth.wideRanges.dropFirst()) {
            #expect(left.upperBound < right.lowerBound)
        }
    }
}
