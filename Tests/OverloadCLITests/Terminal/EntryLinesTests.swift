import Testing

@testable import OverloadCLI

/// An entry from the line editor, handed to the REPL's loop line by line.
@Suite struct EntryLinesTests {
    /// Plays the REPL loop's questions: a line ending in `:` opens a block that goes on at the
    /// continuation prompt until a blank line. Returns the statements the loop would evaluate.
    func statements(_ entry: String) -> [String] {
        var lines = EntryLines()
        var statements: [String] = []
        var next: String? = lines.start(entry)
        while let first = next {
            var text = first
            while text.hasSuffix(":") || text.contains(":\n"), let more = lines.next(continuing: true) {
                if more.allSatisfy({ $0 == " " }) { break }
                text += "\n" + more
            }
            statements.append(text)
            next = lines.next(continuing: false)
        }
        return statements
    }

    @Test func oneLineIsOneStatement() {
        #expect(statements("next") == ["next"])
    }

    @Test func aTypedBlockIsOneStatement() {
        #expect(statements("day \"A\":\n  squat 5x5 @ 100kg\n  bench 3x5") == ["day \"A\":\n  squat 5x5 @ 100kg\n  bench 3x5"])
    }

    @Test func aPasteOfSeveralStatementsLosesNone() {
        let pasted = "log squat 100x5\nlog bench 80x5\n\nnext"
        #expect(statements(pasted) == ["log squat 100x5", "log bench 80x5", "next"])
    }

    @Test func aBlockEndsAtTheFirstLineNotIndentedAsInAFile() {
        let pasted = "day \"A\":\n  squat 5x5\nday \"B\":\n  bench 5x5\n\n\nexplain squat"
        #expect(statements(pasted) == ["day \"A\":\n  squat 5x5", "day \"B\":\n  bench 5x5", "explain squat"])
    }

    @Test func nothingIsLeftOnceTheEntryIsOut() {
        var lines = EntryLines()
        #expect(lines.start("next\n\n") == "next")
        #expect(lines.next(continuing: false) == nil)
        #expect(lines.isEmpty)
    }
}
