import Testing

@testable import OverloadCLI

/// The edit buffer's operations, by characters (grapheme clusters).
@Suite struct LineBufferTests {
    @Test func insertAndMoveByCharacterNotByScalar() {
        var buffer = LineBuffer("cafe\u{301} 🏋️‍♀️")
        #expect(buffer.characters.count == 6)
        buffer.moveLeft()
        buffer.moveLeft()
        buffer.deleteBackward()
        #expect(buffer.text == "caf 🏋️‍♀️")
        buffer.moveEnd()
        buffer.deleteBackward()
        #expect(buffer.text == "caf ")
    }

    @Test func homeEndAndDelete() {
        var buffer = LineBuffer("squat")
        buffer.moveHome()
        #expect(buffer.cursor == 0)
        buffer.deleteForward()
        #expect(buffer.text == "quat")
        buffer.insert("s")
        buffer.moveEnd()
        buffer.deleteForward()
        #expect(buffer.text == "squat" && buffer.cursor == 5)
    }

    @Test func wordMovesTreatNamesAsWords() {
        var buffer = LineBuffer("assume chin-up 3x5 @ 80%")
        buffer.moveWordLeft()
        #expect(buffer.cursor == 21)
        buffer.moveWordLeft()
        buffer.moveWordLeft()
        #expect(buffer.cursor == 7)
        buffer.moveWordRight()
        #expect(buffer.cursor == 14)
        buffer.moveHome()
        buffer.moveWordRight()
        #expect(buffer.cursor == 6)
    }

    @Test func kills() {
        var buffer = LineBuffer("bench 3x5 @ 80%")
        buffer.moveWordLeft()
        buffer.killToEnd()
        #expect(buffer.text == "bench 3x5 @ ")
        buffer.deleteWordBackward()
        #expect(buffer.text == "bench ")
        buffer.insert("5x5")
        buffer.moveLeft()
        buffer.moveLeft()
        buffer.moveLeft()
        buffer.killToStart()
        #expect(buffer.text == "5x5" && buffer.cursor == 0)
        buffer.deleteWordForward()
        #expect(buffer.text == "")
    }

    @Test func cursorAsUTF8Offset() {
        var buffer = LineBuffer("漢é x")
        buffer.moveLeft()
        #expect(buffer.cursorUTF8Offset == 3 + 2 + 1)
    }

    @Test func linesOfAMultiLineEntry() {
        var buffer = LineBuffer("day \"A\":\n  squat 3x5\n  bench")
        #expect(buffer.currentLine.text == "  bench" && buffer.currentLine.cursor == 7)
        buffer.moveHome()
        #expect(buffer.cursor == 21)
        buffer.killToEnd()
        #expect(buffer.text == "day \"A\":\n  squat 3x5\n")
        let moved1 = buffer.moveLineUp()
        #expect(moved1)
        #expect(buffer.currentLine.text == "  squat 3x5" && buffer.currentLine.cursor == 0)
        buffer.moveEnd()
        let moved2 = buffer.moveLineUp()
        #expect(moved2)
        #expect(buffer.currentLine.text == "day \"A\":" && buffer.currentLine.cursor == 8)
        let moved3 = buffer.moveLineUp()
        #expect(!moved3)
        let moved4 = buffer.moveLineDown()
        #expect(moved4)
        let moved5 = buffer.moveLineDown()
        #expect(moved5)
        let moved6 = buffer.moveLineDown()
        #expect(!moved6)
    }

    @Test func aCompletionReplacesTheTypedPart() {
        var buffer = LineBuffer("explain ben")
        buffer.replaceBeforeCursor(3, with: "bench ")
        #expect(buffer.text == "explain bench " && buffer.cursor == 14)
    }
}
