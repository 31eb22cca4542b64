import Testing

@testable import OverloadCLI

/// Where an entry lands on the screen, and the bytes that draw it.
@Suite struct ScreenLayoutTests {
    func layout(_ text: String, cursor: Int? = nil, prompt: String = "> ", continuation: String = "… ", columns: Int) -> ScreenLayout {
        let characters = Array(text)
        return ScreenLayout(
            prompt: prompt, continuationPrompt: continuation, characters: characters, cursor: cursor ?? characters.count, columns: columns)
    }

    @Test func aShortLine() {
        let shown = layout("bench", cursor: 2, columns: 20)
        #expect(shown.cursor == ScreenPosition(row: 0, column: 4))
        #expect(shown.end == ScreenPosition(row: 0, column: 7))
        #expect(!shown.endsAtEdge && shown.rowCount == 1)
    }

    @Test func aLongLineWraps() {
        // 2 + 25 columns on a 10-column screen: rows of 10, 10, 7.
        let shown = layout(String(repeating: "x", count: 25), cursor: 9, columns: 10)
        #expect(shown.cursor == ScreenPosition(row: 1, column: 1))
        #expect(shown.end == ScreenPosition(row: 2, column: 7))
        #expect(shown.rowCount == 3)
    }

    @Test func textEndingAtTheEdgePutsTheCursorOnTheNextRow() {
        let shown = layout(String(repeating: "x", count: 8), columns: 10)
        #expect(shown.endsAtEdge)
        #expect(shown.end == ScreenPosition(row: 1, column: 0))
        #expect(shown.cursor == shown.end)
    }

    @Test func aWideCharacterNeverSplitsAcrossRows() {
        // "> " + 7 narrow = 9 columns; the wide character cannot take column 9 alone.
        let shown = layout("xxxxxxx漢y", columns: 10)
        #expect(shown.end == ScreenPosition(row: 1, column: 3))
        let before = layout("xxxxxxx漢y", cursor: 7, columns: 10)
        #expect(before.cursor == ScreenPosition(row: 0, column: 9))
        let after = layout("xxxxxxx漢y", cursor: 8, columns: 10)
        #expect(after.cursor == ScreenPosition(row: 1, column: 2))
    }

    @Test func combiningMarksAndEmojiAreMeasured() {
        #expect(layout("cafe\u{301}💪", columns: 80).end == ScreenPosition(row: 0, column: 8))
    }

    @Test func continuationLinesStartWithTheirPrompt() {
        let shown = layout("day \"A\":\n  squat", cursor: 9, columns: 80)
        #expect(shown.cursor == ScreenPosition(row: 1, column: 2))
        #expect(shown.end == ScreenPosition(row: 1, column: 9))
    }

    @Test func aNewlineAfterAFullRowStartsOneRowDown() {
        let shown = layout("xxxxxxxx\nab", columns: 10)
        #expect(shown.end == ScreenPosition(row: 1, column: 4))
    }

    @Test func redrawMovesUpWritesClearsAndPlacesTheCursor() {
        let shown = layout(String(repeating: "x", count: 12), cursor: 3, columns: 10)
        let bytes = ScreenDrawing.redraw(prompt: "> ", continuationPrompt: "… ", text: String(repeating: "x", count: 12), layout: shown, fromRow: 1)
        #expect(bytes == "\u{1B}[1A\r> xxxxxxxxxxxx\u{1B}[J\u{1B}[1A\r\u{1B}[5C")
    }

    @Test func redrawAtTheEdgeMovesToTheNextRowItself() {
        let shown = layout("xxxxxxxx", columns: 10)
        let bytes = ScreenDrawing.redraw(prompt: "> ", continuationPrompt: "", text: "xxxxxxxx", layout: shown, fromRow: 0)
        #expect(bytes == "\r> xxxxxxxx\r\n\u{1B}[J\r")
        #expect(ScreenDrawing.leave(layout: shown) == "\r")
    }

    @Test func eachLineOfABlockClearsWhatWasAfterIt() {
        let shown = layout("day:\n  a", columns: 80)
        let bytes = ScreenDrawing.redraw(prompt: "> ", continuationPrompt: "… ", text: "day:\n  a", layout: shown, fromRow: 1)
        #expect(bytes == "\u{1B}[1A\r> day:\u{1B}[K\r\n…   a\u{1B}[J\r\u{1B}[5C")
    }

    @Test func completionListingGoesDownTheColumns() {
        let listing = ScreenDrawing.listing(["bench", "bench press", "box jump", "burpee"], columns: 30)
        #expect(listing == "bench        box jump\r\nbench press  burpee\r\n")
        #expect(ScreenDrawing.listing(["a", "b"], columns: 1) == "a\r\nb\r\n")
        let many = (1...75).map { "name\($0)" }
        let long = ScreenDrawing.listing(many, columns: 8)
        #expect(long.hasSuffix("name60\r\n(15 more: type more letters)\r\n"))
        #expect(!long.contains("name61"))
    }
}
