import OverloadSyntax
import Testing

/// `overhead press (volume) 3x8`: a label in parentheses after a name and a space names one
/// use of the exercise. It parses on program lines, progress rules and journal lines, keeps
/// its spelling through the formatter, and a near miss is E0120 with a fix.
@Suite struct LabelledNameSyntaxTests {
    static func firstExercise(_ text: String) -> ExerciseLine? {
        let parsed = Parser.parse(SourceFile(name: "labels.lift", text: text))
        guard case .day(let day)? = parsed.document.statements.first, case .exercise(let line)? = day.body.first else { return nil }
        return line
    }

    static func codes(_ text: String) -> [String] {
        Parser.parse(SourceFile(name: "labels.lift", text: text)).diagnostics.map(\.code.rawValue)
    }

    @Test func aLabelAfterASpaceIsPartOfTheName() throws {
        let line = try #require(Self.firstExercise("day \"A\":\n  overhead press (volume) 3x8 @ 60%\n"))
        #expect(line.name.text == "overhead press (volume)")
        #expect(line.name.label == "volume")
        #expect(line.name.baseText == "overhead press")
        #expect(line.sets.count == 1)
    }

    @Test func aLabelMayHaveSeveralWordsAndKeepsItsCase() throws {
        let line = try #require(Self.firstExercise("day \"A\":\n  squat  ( Tier   Two ) 3x10\n"))
        #expect(line.name.text == "squat (Tier Two)")
        #expect(line.name.label == "Tier Two")
        #expect(line.name.baseText == "squat")
    }

    @Test func aTouchingParenthesisAfterTwoWordsIsStillATemplateCall() throws {
        let text = "template t1(lift):\n  lift 5x3\n\nday \"A\":\n  squat t1(5)\n"
        let parsed = Parser.parse(SourceFile(name: "labels.lift", text: text))
        #expect(parsed.diagnostics.isEmpty)
        guard case .day(let day)? = parsed.document.statements.last, case .exercise(let line)? = day.body.first else {
            Issue.record("no exercise line")
            return
        }
        #expect(line.name.label == nil)
        #expect(line.scheme?.name.name == "t1")
    }

    @Test func theFormatterKeepsALabel() {
        let text = """
            day "A":
              overhead press (volume) 3x8 @ 60%

            progress overhead press (volume): double 8-12

            2026-11-02 "A"
              overhead press (volume) 35x12x3

            """
        let parsed = Parser.parse(SourceFile(name: "labels.lift", text: text))
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics.map(\.message))")
        #expect(SourceFormatter.format(parsed) == text)
    }

    @Test func aProgressRuleNamesALabelledUse() {
        let parsed = Parser.parse(SourceFile(name: "labels.lift", text: "progress squat (t1), squat: linear +5lb\n"))
        guard case .progress(let rule)? = parsed.document.statements.first else {
            Issue.record("no progress rule")
            return
        }
        #expect(rule.exercises.map(\.text) == ["squat (t1)", "squat"])
        #expect(rule.exercises.map(\.label) == ["t1", nil])
    }

    @Test func anUnclosedLabelIsE0120WithTheClosingParenthesisAsItsFix() {
        let text = "day \"A\":\n  squat (volume 3x10\n"
        let parsed = Parser.parse(SourceFile(name: "labels.lift", text: text))
        #expect(parsed.diagnostics.map(\.code.rawValue) == ["E0120"])
        #expect(parsed.diagnostics.first?.fixIts.first?.replacement == ")")
        #expect(Self.firstExercise(text)?.name.text == "squat (volume)")
    }

    @Test func anEmptyLabelIsE0120() {
        #expect(Self.codes("day \"A\":\n  squat () 3x10\n") == ["E0120"])
    }

    @Test func aLabelTouchingAOneWordNameIsE0120WithTheSpaceAsItsFix() throws {
        let text = "day \"A\":\n  squat(volume) 3x10\n"
        let parsed = Parser.parse(SourceFile(name: "labels.lift", text: text))
        #expect(parsed.diagnostics.map(\.code.rawValue) == ["E0120"])
        #expect(parsed.diagnostics.first?.fixIts.first?.replacement == " ")
        #expect(Self.firstExercise(text)?.name.label == "volume")
    }
}
