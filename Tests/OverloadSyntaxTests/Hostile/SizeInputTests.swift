import OverloadSyntax
import OverloadTestSupport
import Testing

/// Very long, very deep and very many: each ends with a located diagnostic or success.
@Suite struct SizeInputTests {
    static let twoMegabytes = 2 * 1024 * 1024

    @Test func twoMegabyteString() {
        let text = "program \"" + String(repeating: "a", count: Self.twoMegabytes) + "\"\nunit kg\n"
        let parsed = Hostile.parse(text)
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.document.statements.count == 2)
    }

    @Test func twoMegabyteComment() {
        let parsed = Hostile.parse("# " + String(repeating: "x", count: Self.twoMegabytes) + "\nunit kg\n")
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.comments.count == 1)
    }

    /// A 2 MB line with an error at its very end: reported there, and the excerpt is cut
    /// around the caret instead of printing two megabytes.
    @Test func twoMegabyteLineWithErrorAtTheEnd() throws {
        let text = "program \"" + String(repeating: "a", count: Self.twoMegabytes) + "\" extra\n"
        let parsed = Hostile.parse(text)
        #expect(Hostile.codes(parsed) == [.unexpectedToken])
        #expect(Hostile.locations(parsed) == ["1:\(Self.twoMegabytes + 12)"])
        let rendered = Syntax.rendered(parsed)
        #expect(rendered.utf8.count < 1_000)
        #expect(rendered.contains("...\"extra") || rendered.contains("...aaa"))
    }

    /// A long line of many tokens: 100,000 set groups.
    @Test func lineOfManySetGroups() {
        let text = "day \"A\":\n  squat " + String(repeating: "3x5, ", count: 100_000) + "3x @ 60%\n"
        let parsed = Hostile.parse(text)
        #expect(Hostile.codes(parsed) == [.expectedReps])
    }

    @Test func twoMegabyteUnterminatedString() {
        let parsed = Hostile.parse("program \"" + String(repeating: "b", count: Self.twoMegabytes))
        #expect(Hostile.codes(parsed) == [.unterminatedString])
        #expect(Syntax.rendered(parsed).utf8.count < 2_000)
    }

    /// 100,000 nested parentheses in a progression: one error at the nesting limit, no stack overflow.
    @Test func hundredThousandNestedParentheses() {
        let depth = 100_000
        let expression = String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
        let parsed = Hostile.parse("progression deep:\n  let total = " + expression + "\n  tm += 1kg\n")
        #expect(Hostile.codes(parsed) == [.tooDeeplyNested])
        #expect(Hostile.locations(parsed).first?.hasPrefix("2:") == true)
    }

    /// The same depth through other recursive rules: unary operators, calls, and arguments in a clause.
    @Test(arguments: ["- ", "not ", "f(", "(("])
    func deepRecursionThroughOtherRules(_ piece: String) {
        let body = String(repeating: piece, count: 50_000) + "1"
        let script = Hostile.parse("progression deep:\n  let total = " + body + "\n")
        #expect(script.diagnostics.contains { $0.code == .tooDeeplyNested }, "\(Syntax.summary(script))")
        let clause = Hostile.parse("progress bench: linear(" + body + "\n")
        #expect(clause.diagnostics.contains { $0.code == .tooDeeplyNested }, "\(Syntax.summary(clause))")
    }

    /// 10,000 nested blocks by indentation: one error at the limit, and nothing per deeper line.
    @Test func tenThousandNestedBlocks() {
        // Built as bytes: the file is 50 MB, since line n is indented n columns.
        var bytes = Array("progression deep:\n".utf8)
        let header = Array("if a:\n".utf8)
        let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 10_002)
        bytes.reserveCapacity(10_000 * 10_000 / 2 + 100_000)
        for level in 1...10_000 {
            bytes.append(contentsOf: spaces[0...level])
            bytes.append(contentsOf: header)
        }
        let parsed = Hostile.parse(bytes)
        #expect(Hostile.codes(parsed) == [.tooDeeplyIndented], "\(parsed.diagnostics.count) diagnostics")
        #expect(Hostile.locations(parsed) == ["66:1"])
    }

    @Test func deepBlocksThenBackToTheMargin() {
        var text = "day \"A\":\n"
        for level in 1...100 { text += String(repeating: " ", count: level + 1) + "superset:\n" }
        text += "unit kg\nunit lb lb\n"
        let parsed = Hostile.parse(text)
        #expect(parsed.diagnostics.contains { $0.code == .tooDeeplyIndented })
        // Parsing resumes at the margin: the bad line after the deep block is reported.
        #expect(parsed.diagnostics.last?.code == .unexpectedToken)
        #expect(Hostile.locations(parsed).last == "103:9")
    }

    @Test(arguments: [
        "1rm squat " + String(repeating: "9", count: 400) + "kg\n",
        "1rm squat 1." + String(repeating: "5", count: 400) + "kg\n",
        "week " + String(repeating: "9", count: 40) + ": squat 3x5\n",
        "day \"A\":\n  squat " + String(repeating: "9", count: 30) + "x" + String(repeating: "9", count: 30) + "\n",
        "2026-01-01 \"A\"\n  squat 99999999x5\n",
        "progression p:\n  tm += " + String(repeating: "1", count: 100) + "kg\n",
    ])
    func numbersBeyondRange(_ text: String) {
        let parsed = Hostile.parse(text)
        #expect(parsed.diagnostics.first?.code == .numberOutOfRange, "\(Syntax.summary(parsed))")
    }

    @Test func largestNumberIsAccepted() {
        let parsed = Hostile.parse("1rm squat 10000000kg, bench 0.000001kg\n")
        #expect(parsed.diagnostics.isEmpty)
    }

    /// A quantity packs its range's length in 16 bits: a number written over 65,535 bytes long
    /// is reported whole (the diagnostic has its own range), and its quantity keeps the range
    /// of its first 65,535 bytes.
    @Test func numberLongerThanAQuantityRangeHolds() throws {
        let digits = String(repeating: "0", count: 70_000) + "5"
        let parsed = Hostile.parse("day \"A\":\n  squat 3x5 @ " + digits + "kg\n")
        #expect(parsed.diagnostics.map(\.code) == [.numberOutOfRange])
        #expect(parsed.diagnostics.first?.range == SourceRange(23, 23 + digits.utf8.count))
        guard case .day(let day) = parsed.document.statements.first, case .exercise(let line) = day.body.first else {
            Issue.record("expected a day with an exercise line")
            return
        }
        let amount = try #require(line.sets.first?.load?.amount)
        #expect(amount.range == SourceRange(23, 23 + Int(UInt16.max)))
    }

    @Test func quantityRangeRoundTrips() {
        var quantity = Quantity(2.5, unit: .kg, sign: .minus, range: SourceRange(4_000_000_000, 4_000_000_006))
        #expect(quantity.range == SourceRange(4_000_000_000, 4_000_000_006))
        quantity.range = SourceRange(7, 12)
        #expect(quantity.range == SourceRange(7, 12))
        #expect(quantity.value == -2.5)
    }

    /// 200,000 short lines.
    @Test func twoHundredThousandLines() {
        let parsed = Hostile.parse(String(repeating: "unit kg\n", count: 200_000))
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.document.statements.count == 200_000)
    }

    /// A session of 20,000 performances.
    @Test func longSession() {
        let parsed = Hostile.parse("2026-01-01 \"Volume\"\n" + String(repeating: "  squat 100x5\n", count: 20_000))
        #expect(parsed.diagnostics.isEmpty)
        guard case .session(let session) = parsed.document.statements.first else {
            Issue.record("expected a session")
            return
        }
        #expect(session.body.count == 20_000)
    }

    @Test func manyErrorsOneEach() {
        let text = String(repeating: "unit kg lb\n", count: 10_000)
        let parsed = Hostile.parse(text)
        #expect(parsed.diagnostics.count == 10_000)
        #expect(Set(parsed.diagnostics.map(\.code)) == [.unexpectedToken])
    }
}
