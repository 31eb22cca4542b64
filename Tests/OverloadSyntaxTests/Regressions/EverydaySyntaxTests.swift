import OverloadSyntax
import OverloadTestSupport
import Testing

/// Warm-ups, one exercise's rounding and a rest per set group: parsed, formatted back as
/// written, and their near misses reported with a fix.
@Suite struct EverydaySyntaxTests {
    static func firstLine(_ text: String) -> ExerciseLine? {
        for statement in Syntax.parse(text).document.statements {
            if case .day(let day) = statement, case .exercise(let line)? = day.body.first { return line }
        }
        return nil
    }

    /// `text` with the fix-its made, in order (they do not overlap here).
    static func applying(_ fixIts: [FixIt], to text: String) -> String {
        var bytes = Array(text.utf8)
        for fix in fixIts.sorted(by: { $0.range.start > $1.range.start }) {
            bytes.replaceSubrange(fix.range.start..<fix.range.end, with: Array(fix.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func warmupsAfterTheSetsMarkTheLine() throws {
        let line = try #require(Self.firstLine("day \"A\":\n  squat 3x5 @ 140kg, warmups rest 3m\n"))
        #expect(line.warmups != nil)
        #expect(line.sets.count == 1)
        #expect(line.rest?.magnitude == 3)
    }

    @Test func warmupsFollowAWave() throws {
        let text = "wave main:\n  week 1: 5 @ 65%\nday \"A\":\n  press main, warmups\n"
        let parsed = Syntax.parse(text)
        #expect(parsed.diagnostics.isEmpty)
        guard case .day(let day) = parsed.document.statements[1], case .exercise(let line)? = day.body.first else {
            Issue.record("no line")
            return
        }
        #expect(line.scheme?.name.name == "main")
        #expect(line.warmups != nil)
    }

    @Test func theProgramWideLineIsAPropertyWithItsSteps() throws {
        let parsed = Syntax.parse("warmups: bar x 10, 50% x 5, 70%x3\n")
        #expect(parsed.diagnostics.isEmpty)
        guard case .property(let property)? = parsed.document.statements.first else {
            Issue.record("no property")
            return
        }
        #expect(property.key.name == "warmups")
        #expect(property.clauses.count == 3)
        #expect(SourceFormatter.format(parsed) == "warmups bar x 10, 50% x 5, 70% x 3\n")
    }

    @Test func everyNewFormFormatsBackAsWritten() {
        let text = """
            warmups
            warmups bar x 10, 40% x 5
            unit lb

            day "A":
              squat 3x5 @ 315lb, warmups
              squat 1x5 @ 100lb rest 5m, 3x8 @ 80lb rest 2m
              chin-up 3x5 @ +12lb round 5lb down rest 2m
              dip 3x8 @ +20lb round 2.5lb

            """
        let parsed = Syntax.parse(text)
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics.map(\.message))")
        #expect(SourceFormatter.format(parsed) == text)
    }

    @Test func restBeforeRoundIsFormattedAfterIt() {
        let parsed = Syntax.parse("day \"A\":\n  chin-up 3x5 @ +12lb rest 2m round 5lb\n")
        #expect(parsed.diagnostics.isEmpty)
        #expect(SourceFormatter.format(parsed) == "day \"A\":\n  chin-up 3x5 @ +12lb round 5lb rest 2m\n")
    }

    @Test func aRestBeforeACommaIsTheGroupsOwn() throws {
        let line = try #require(Self.firstLine("day \"A\":\n  squat 1x5 @ 100kg rest 5m, 3x8 @ 80kg rest 2m\n"))
        #expect(line.sets.map { $0.rest?.magnitude } == [5, nil])
        #expect(line.rest?.magnitude == 2)
    }

    @Test func aWaveWeekTakesARestPerGroup() {
        let text = "wave main:\n  week 1: 1x5 @ 85% rest 5m, 3x8 @ 65% rest 2m\n"
        let parsed = Syntax.parse(text)
        #expect(parsed.diagnostics.isEmpty)
        guard case .wave(let wave)? = parsed.document.statements.first else {
            Issue.record("no wave")
            return
        }
        #expect(wave.weeks.first?.sets.first?.rest?.magnitude == 5)
        #expect(wave.weeks.first?.rest?.magnitude == 2)
        #expect(SourceFormatter.format(parsed) == text)
    }

    @Test func warmupsWithoutACommaGetTheComma() throws {
        let text = "day \"A\":\n  squat 3x5 @ 140kg warmups\n"
        let parsed = Syntax.parse(text)
        let error = try #require(parsed.diagnostics.first)
        #expect(error.code == .expectedToken)
        #expect(error.message == "expected ',' before 'warmups'")
        #expect(Self.applying(error.fixIts, to: text) == "day \"A\":\n  squat 3x5 @ 140kg, warmups\n")
    }

    @Test func theSetKindWarmupInItsPlaceGetsWarmups() throws {
        let text = "day \"A\":\n  squat 3x5 @ 140kg, warmup\n"
        let parsed = Syntax.parse(text)
        let error = try #require(parsed.diagnostics.first)
        #expect(error.code == .unexpectedToken)
        #expect(error.label == "did you mean 'warmups'?")
        #expect(Self.applying(error.fixIts, to: text) == "day \"A\":\n  squat 3x5 @ 140kg, warmups\n")
    }

    @Test func aMisspelledRoundingDirectionOnALineGetsTheWord() throws {
        let text = "day \"A\":\n  chin-up 3x5 @ +12lb round 5lb dwn\n"
        let parsed = Syntax.parse(text)
        let error = try #require(parsed.diagnostics.first)
        #expect(error.message == "unknown rounding direction 'dwn'")
        #expect(Self.applying(error.fixIts, to: text) == "day \"A\":\n  chin-up 3x5 @ +12lb round 5lb down\n")
    }

    @Test func warmupsInsideADayIsMisplaced() {
        let parsed = Syntax.parse("day \"A\":\n  warmups\n  squat 3x5 @ 100kg\n")
        #expect(parsed.diagnostics.map(\.code) == [.misplacedStatement])
    }
}

/// A day header with ':' and nothing under it: the fix makes it the day with nothing in it.
@Suite struct EmptyDayFixTests {
    @Test func theFixDropsTheColon() throws {
        let text = "week 2:\n  day \"B\":\nday \"A\":\n  squat 3x5\n"
        let parsed = Syntax.parse(text)
        let error = try #require(parsed.diagnostics.first)
        #expect(error.code == .expectedBlock)
        #expect(EverydaySyntaxTests.applying(error.fixIts, to: text) == "week 2:\n  day \"B\"\nday \"A\":\n  squat 3x5\n")
        #expect(Syntax.errors(Syntax.parse(EverydaySyntaxTests.applying(error.fixIts, to: text))).isEmpty)
    }
}
