import OverloadSyntax
import OverloadTestSupport
import Testing

/// `amrap 20min: 5 pull-up, 10 push-up`, `emom 10min: ...`, `5 rounds: ...` in a day, and their
/// scores in a session: parsed, kept by the formatter, and near misses refused with a fix.
@Suite struct RoundsSyntaxTests {
    static func firstBlock(_ text: String) -> RoundsBlock? {
        let parsed = Syntax.parse(text)
        guard case .day(let day)? = parsed.document.statements.first else { return nil }
        for case .rounds(let block) in day.body { return block }
        return nil
    }

    static func firstScore(_ text: String) -> RoundsScore? {
        let parsed = Syntax.parse(text)
        guard case .session(let session)? = parsed.document.statements.first else { return nil }
        for case .roundsScore(let score) in session.body { return score }
        return nil
    }

    /// `text` with every fix-it applied, whether or not it is safe.
    static func applying(_ fixIts: [FixIt], to source: SourceFile) -> String {
        var bytes = Array(source.bytes)
        for fix in fixIts.sorted(by: { $0.range.start > $1.range.start }) {
            bytes.replaceSubrange(fix.range.start..<fix.range.end, with: Array(fix.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func anAMRAPHasItsTimeNameAndItems() throws {
        let text = "day \"Cindy\":\n  amrap 20min \"Cindy\": 5 pull-up, 10 push-up, 15 air squat\n"
        #expect(Syntax.parse(text).diagnostics.isEmpty)
        let block = try #require(Self.firstBlock(text))
        #expect(block.format == .amrap)
        #expect(block.time?.magnitude == 20)
        #expect(block.time?.unit == .min)
        #expect(block.name?.value == "Cindy")
        #expect(block.items.map(\.name.text) == ["pull-up", "push-up", "air squat"])
        let reps = block.items.compactMap { item -> Double? in
            if case .exact(let count)? = item.sets.first?.reps { return count.magnitude }
            return nil
        }
        #expect(reps == [5, 10, 15])
        #expect(block.isInline)
    }

    @Test func itemsTakeWorkAndLoads() throws {
        let text = "day \"Helen\":\n  3 rounds: 400m run, 21 kettlebell swing @ 24kg, 12 pull-up @ +10kg\n"
        #expect(Syntax.parse(text).diagnostics.isEmpty)
        let block = try #require(Self.firstBlock(text))
        #expect(block.format == .rounds)
        #expect(block.count?.magnitude == 3)
        #expect(block.time == nil)
        #expect(block.items[0].sets.first?.work?.unit == .m)
        #expect(block.items[0].sets.first?.work?.magnitude == 400)
        #expect(block.items[1].sets.first?.load?.amount?.magnitude == 24)
        #expect(block.items[2].sets.first?.load?.amount?.sign == .plus)
    }

    @Test func anEMOMsItemsMayStandOneALine() throws {
        let text = "day \"EMOM\":\n  emom 12min:\n    10 burpee\n    15 kettlebell swing @ 24kg\n  bench 3x5 @ 60kg\n"
        let parsed = Syntax.parse(text)
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics.map(\.message))")
        let block = try #require(Self.firstBlock(text))
        #expect(block.format == .emom)
        #expect(!block.isInline)
        #expect(block.items.map(\.name.text) == ["burpee", "kettlebell swing"])
        guard case .day(let day)? = parsed.document.statements.first else { return }
        #expect(day.body.count == 2)
    }

    @Test func theFormatterKeepsBothForms() {
        let text = """
            day "Conditioning":
              amrap 20min "Cindy": 5 pull-up, 10 push-up, 15 air squat
              emom 12min:
                10 burpee
                15 kettlebell swing @ 24kg
              5 rounds: 400m run, 15 kettlebell swing @ 24kg

            2026-11-02 "Conditioning"
              amrap 20min "Cindy": 7 rounds + 12 reps
              emom 12min: missed 2
              emom 10min: done
              5 rounds: 14:32
              amrap 20min: 1 round
              amrap 20min: 12 reps

            """
        let parsed = Syntax.parse(text)
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics.map(\.message))")
        #expect(SourceFormatter.format(parsed) == text)
    }

    @Test func anExerciseNamedLikeAFormatStaysAnExercise() {
        let parsed = Syntax.parse("day \"A\":\n  emom swing 3x10 @ 24kg\n")
        #expect(parsed.diagnostics.isEmpty)
        guard case .day(let day)? = parsed.document.statements.first, case .exercise(let line)? = day.body.first else {
            Issue.record("no exercise line")
            return
        }
        #expect(line.name.text == "emom swing")
    }

    @Test func scoresReadRoundsMinutesAndTimes() throws {
        let amrap = try #require(Self.firstScore("2026-11-02 \"A\"\n  amrap 20min \"Cindy\": 7 rounds + 12 reps\n"))
        guard case .rounds(let rounds, let reps) = amrap.result else {
            Issue.record("not rounds")
            return
        }
        #expect(rounds?.magnitude == 7)
        #expect(reps?.magnitude == 12)
        #expect(amrap.name?.value == "Cindy")
        let emom = try #require(Self.firstScore("2026-11-02 \"A\"\n  emom 10min: missed 2\n"))
        guard case .missed(let missed) = emom.result else {
            Issue.record("not minutes missed")
            return
        }
        #expect(missed?.magnitude == 2)
        let done = try #require(Self.firstScore("2026-11-02 \"A\"\n  emom 10min: done\n"))
        #expect(done.result == .missed(nil))
        let timed = try #require(Self.firstScore("2026-11-02 \"A\"\n  5 rounds: 14:32\n"))
        guard case .time(let time) = timed.result else {
            Issue.record("not a time")
            return
        }
        #expect(time.magnitude == 14 * 60 + 32)
    }

    @Test func anAMRAPWithoutAUnitIsRefusedWithMinutes() throws {
        let parsed = Syntax.parse("day \"A\":\n  amrap 20: 5 pull-up\n")
        let error = try #require(parsed.diagnostics.first)
        #expect(error.code == .invalidRoundsHeader)
        #expect(error.fixIts.first?.replacement == "min")
        #expect(Self.applying(error.fixIts, to: parsed.source) == "day \"A\":\n  amrap 20min: 5 pull-up\n")
    }

    @Test func aTimeCapOfNothingIsRefused() {
        for text in ["day \"A\":\n  amrap 0min: 5 pull-up\n", "day \"A\":\n  emom 90s: 5 pull-up\n",
                     "day \"A\":\n  amrap 25h: 5 pull-up\n", "day \"A\":\n  amrap: 5 pull-up\n",
                     "day \"A\":\n  amrap 20kg: 5 pull-up\n", "day \"A\":\n  0 rounds: 5 pull-up\n"] {
            #expect(Syntax.parse(text).diagnostics.map(\.code) == [.invalidRoundsHeader], "\(text)")
        }
    }

    @Test func oneRoundIsWrittenRounds() throws {
        let parsed = Syntax.parse("day \"A\":\n  5 round: 400m run\n")
        let error = try #require(parsed.diagnostics.first)
        #expect(error.code == .invalidRoundsHeader)
        #expect(error.fixIts.first?.replacement == "rounds")
    }

    @Test func aBlockWithoutItemsIsRefused() {
        let parsed = Syntax.parse("day \"A\":\n  amrap 20min:\n  bench 3x5 @ 60kg\n")
        #expect(parsed.diagnostics.map(\.code) == [.invalidRoundItem])
    }

    @Test func anItemWrittenNameFirstGetsItsRepsFirst() throws {
        let parsed = Syntax.parse("day \"A\":\n  amrap 20min: pull-up 5, 10 push-up\n")
        let error = try #require(parsed.diagnostics.first)
        #expect(error.code == .invalidRoundItem)
        #expect(Self.applying(error.fixIts, to: parsed.source) == "day \"A\":\n  amrap 20min: 5 pull-up, 10 push-up\n")
    }

    @Test func aBlockOutsideADayIsMisplaced() {
        #expect(Syntax.parse("amrap 20min: 5 pull-up\n").diagnostics.map(\.code) == [.misplacedStatement])
    }

    @Test func nearMissScoresAreRefusedWithAFix() throws {
        let round = Syntax.parse("2026-11-02 \"A\"\n  amrap 20min: 7 round + 12 reps\n")
        let roundError = try #require(round.diagnostics.first)
        #expect(roundError.code == .invalidRoundsScore)
        #expect(Self.applying(roundError.fixIts, to: round.source) == "2026-11-02 \"A\"\n  amrap 20min: 7 rounds + 12 reps\n")
        let reps = Syntax.parse("2026-11-02 \"A\"\n  amrap 20min: 7 rounds + 12\n")
        let repsError = try #require(reps.diagnostics.first)
        #expect(repsError.code == .invalidRoundsScore)
        #expect(Self.applying(repsError.fixIts, to: reps.source) == "2026-11-02 \"A\"\n  amrap 20min: 7 rounds + 12 reps\n")
        #expect(Syntax.parse("2026-11-02 \"A\"\n  emom 10min: 8\n").diagnostics.map(\.code) == [.invalidRoundsScore])
        #expect(Syntax.parse("2026-11-02 \"A\"\n  5 rounds: done\n").diagnostics.map(\.code) == [.invalidRoundsScore])
    }
}
