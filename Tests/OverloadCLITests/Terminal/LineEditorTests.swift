import Testing

@testable import OverloadCLI

/// What each key does to the editor, against a stand-in for the session's hooks.
@Suite struct LineEditorTests {
    /// Blocks open on a line ending in `:`; completion offers the names starting with the
    /// word before the cursor.
    static let names = [":help", ":quit", ":reload", "bench", "bench press", "deadlift", "explain"]
    static var hooks: EditorHooks {
        EditorHooks(
        needsContinuation: { text in text.split(separator: "\n").first?.hasSuffix(":") == true },
        completions: { line, cursor in
            let before = String(decoding: Array(line.utf8).prefix(cursor), as: UTF8.self)
            let word = before.split(separator: " ", omittingEmptySubsequences: false).last.map(String.init) ?? ""
            return names.filter { $0.hasPrefix(word) }
        })
    }

    func run(_ keys: [Key], history: [String] = []) -> (editor: LineEditor, outcomes: [EditorOutcome]) {
        var editor = LineEditor(history: LineHistory(entries: history))
        let outcomes = keys.map { editor.handle($0, hooks: Self.hooks) }
        return (editor, outcomes)
    }

    @Test func enterSubmitsALine() {
        let (_, outcomes) = run([.text("bench 3x5"), .left, .left, .backspace, .text("5"), .enter])
        #expect(outcomes.last == .submit("bench 5x5"))
    }

    @Test func aPasteWaitsForEnterThenRunsWhole() {
        let pasted = "log squat 100x5\nday \"A\":\n  bench 3x5"
        let (editor, outcomes) = run([.paste(pasted)])
        #expect(outcomes == [.redraw])
        #expect(editor.buffer.text == pasted)
        #expect(run([.paste(pasted), .enter]).outcomes.last == .submit(pasted))
        // Edited after the paste, a block is typed again: Enter adds a line.
        #expect(run([.paste(pasted), .backspace, .enter]).outcomes.last == .redraw)
        // One pasted line is a typed one: it opens a block, or runs.
        #expect(run([.paste("day \"A\":"), .enter]).outcomes.last == .redraw)
        #expect(run([.paste("next"), .enter]).outcomes.last == .submit("next"))
        // Trailing line ends of a paste are not kept.
        #expect(run([.paste("next\n\n"), .enter]).outcomes.last == .submit("next"))
    }

    @Test func ctrlCDropsTheLineAndCtrlDLeavesOnlyWhenEmpty() {
        let (editor, outcomes) = run([.text("nxet"), .interrupt])
        #expect(outcomes.last == .cancel)
        #expect(editor.buffer.isEmpty)
        let (afterDelete, deleting) = run([.text("next"), .home, .endOfInput])
        #expect(deleting.last == .redraw)
        #expect(afterDelete.buffer.text == "ext")
        #expect(run([.endOfInput]).outcomes == [.quit])
    }

    @Test func upAndDownRecallHistoryAndKeepTheDraft() {
        let (editor, _) = run([.text("sug"), .up, .up], history: ["next", "explain bench"])
        #expect(editor.buffer.text == "next")
        let (back, _) = run([.text("sug"), .up, .up, .down, .down], history: ["next", "explain bench"])
        #expect(back.buffer.text == "sug")
        let (edited, outcomes) = run([.up, .backspace, .text("ch press"), .enter], history: ["explain bench"])
        #expect(outcomes.last == .submit("explain benc" + "ch press"))
        #expect(edited.buffer.text == "explain bencch press")
    }

    @Test func aBlockContinuesUntilABlankLine() {
        let (editor, outcomes) = run([.text("day \"A\":"), .enter, .text("squat 3x5"), .enter, .text("bench 3x5"), .enter])
        #expect(outcomes[1] == .redraw)
        #expect(editor.buffer.text == "day \"A\":\n  squat 3x5\n  bench 3x5\n  ")
        let (_, finished) = run([.text("day \"A\":"), .enter, .text("squat 3x5"), .enter, .enter])
        #expect(finished.last == .submit("day \"A\":\n  squat 3x5"))
    }

    @Test func aPastedBlockKeepsItsOwnIndentation() {
        let (editor, _) = run([.text("day \"A\":"), .enter, .text("  squat 3x5"), .enter, .text("    bench 3x5")])
        #expect(editor.buffer.text == "day \"A\":\n  squat 3x5\n    bench 3x5")
    }

    @Test func aRecalledBlockRunsAtOnce() {
        let (_, outcomes) = run([.up, .enter], history: ["day \"A\":\n  squat 3x5"])
        #expect(outcomes.last == .submit("day \"A\":\n  squat 3x5"))
        // Changed, it is a block being typed again: Enter adds a line.
        let (editor, _) = run([.up, .text("x"), .enter], history: ["day \"A\":\n  squat 3x5"])
        #expect(editor.buffer.text == "day \"A\":\n  squat 3x5x\n  ")
    }

    @Test func upAndDownMoveBetweenTheLinesOfABlock() {
        let (editor, _) = run([.up, .up, .text("!")], history: ["next", "day \"A\":\n  squat 3x5"])
        #expect(editor.buffer.text == "day \"A\":!\n  squat 3x5")
    }

    @Test func tabWithOneCandidateInsertsIt() {
        let (editor, outcomes) = run([.text("explain dead"), .tab])
        #expect(outcomes.last == .redraw)
        #expect(editor.buffer.text == "explain deadlift ")
        #expect(run([.text(":he"), .tab]).editor.buffer.text == ":help ")
    }

    @Test func tabWithSeveralExtendsThenListsOnTheSecondTab() {
        let (editor, outcomes) = run([.text("explain b"), .tab])
        #expect(editor.buffer.text == "explain bench")
        #expect(outcomes.last == .redraw)
        let (listed, listing) = run([.text("explain bench"), .tab, .tab])
        #expect(listed.buffer.text == "explain bench")
        #expect(listing == [.redraw, .bell, .listCompletions(["bench", "bench press"])])
    }

    @Test func tabWithNothingToCompleteRingsTheBell() {
        #expect(run([.text("xyz"), .tab]).outcomes.last == .bell)
    }

    @Test func tabAtTheStartOfABlockLineIndents() {
        let (editor, _) = run([.text("day \"A\":"), .enter, .killToStart, .tab])
        #expect(editor.buffer.text == "day \"A\":\n  ")
    }

    @Test func typedPrefixIsMatchedIgnoringCase() {
        #expect(LineEditor.typedPrefixLength(of: "\"Press\"", word: Array("\"pr")) == 3)
        #expect(LineEditor.typedPrefixLength(of: "bench", word: Array("x:ben")) == 3)
        #expect(LineEditor.typedPrefixLength(of: "bench", word: []) == 0)
        #expect(LineEditor.commonPrefix(["bench", "bench press", "benchmark"]) == "bench")
    }
}
