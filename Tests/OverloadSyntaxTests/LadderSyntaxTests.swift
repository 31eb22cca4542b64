import OverloadSyntax
import OverloadTestSupport
import Testing

/// `ladder NAME: a | b | c`, its near misses, and `graduate at 3x8` in a rule, through the
/// parser and the formatter.
@Suite struct LadderSyntaxTests {
    static func parse(_ text: String) -> ParsedFile {
        Parser.parse(SourceFile(name: "ladder.lift", text: text))
    }

    @Test func aLadderReadsItsRungsInOrder() throws {
        let parsed = Self.parse("ladder pull: scapular pull | negative pull-up | pull-up\n")
        #expect(parsed.diagnostics.isEmpty)
        guard case .ladder(let ladder)? = parsed.document.statements.first else {
            Issue.record("not a ladder: \(parsed.document.statements)")
            return
        }
        #expect(ladder.name.text == "pull")
        #expect(ladder.rungs.map(\.text) == ["scapular pull", "negative pull-up", "pull-up"])
    }

    @Test func anExerciseNamedLadderStaysAnExercise() {
        let parsed = Self.parse("day \"A\":\n  ladder climb 3x5\n")
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics.map(\.message))")
    }

    @Test func commasBetweenRungsAreE0122WithThePipeAsTheFix() throws {
        let parsed = Self.parse("ladder pull: negative pull-up, pull-up\n")
        let diagnostic = try #require(parsed.diagnostics.first)
        #expect(diagnostic.code == .ladderSeparator)
        #expect(diagnostic.fixIts.first?.replacement == " |")
        let fixed = FixItApplication.applySafe([diagnostic], to: Array("ladder pull: negative pull-up, pull-up\n".utf8))
        #expect(String(decoding: fixed.bytes, as: UTF8.self) == "ladder pull: negative pull-up | pull-up\n")
    }

    @Test func anArrowBetweenRungsIsE0122() {
        let parsed = Self.parse("ladder pull: negative pull-up -> pull-up\n")
        #expect(parsed.diagnostics.map(\.code) == [.ladderSeparator])
    }

    @Test func aLadderOfOneIsE0123() {
        let parsed = Self.parse("ladder pull: pull-up\n")
        #expect(parsed.diagnostics.map(\.code) == [.ladderRungs])
    }

    @Test func theFormatterKeepsLaddersAndGoals() {
        let text = "ladder pull:   scapular pull |negative pull-up|pull-up\nprogress pull: graduate at 3x8\nprogress core: graduate at 3x60s\n"
        let formatted = SourceFormatter.format(Self.parse(text))
        #expect(formatted == "ladder pull: scapular pull | negative pull-up | pull-up\nprogress pull: graduate at 3x8\nprogress core: graduate at 3x60s\n")
        #expect(SourceFormatter.format(Self.parse(formatted)) == formatted)
    }

    @Test func warmupStepsKeepTheirSpaces() {
        let text = "warmups bar x 10, 50% x 5\n"
        #expect(SourceFormatter.format(Self.parse(text)) == text)
    }
}

extension LadderSyntaxTests {
    @Test func rungsWrittenInADayPointToALadder() throws {
        let parsed = Self.parse("day \"A\":\n  scapular pull | pull-up 3x5-8\n")
        let diagnostic = try #require(parsed.diagnostics.first)
        #expect(diagnostic.code == .unexpectedToken)
        #expect(diagnostic.help?.contains("ladder pull: scapular pull | pull-up") == true, "\(diagnostic.help ?? "")")
    }
}
