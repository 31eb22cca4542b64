import OverloadSyntax
import OverloadTestSupport
import Testing

/// The words that open a block of rounds or its score (`amrap`, `emom`, `rounds`, `round`)
/// are found in any ASCII case, as `lowercased()` found them, and no other word is taken for one.
@Suite struct RoundsSpellingTests {
    /// The format of the first block of rounds in a day, or nil when the line is something else.
    static func format(ofDayLine line: String) -> RoundsFormat? {
        let parsed = Syntax.parse("day \"A\":\n  " + line + "\n")
        guard case .day(let day)? = parsed.document.statements.first else { return nil }
        for case .rounds(let block) in day.body { return block.format }
        return nil
    }

    @Test(arguments: [
        ("amrap 20min: 5 pull-up", RoundsFormat.amrap), ("AMRAP 20min: 5 pull-up", .amrap), ("AmRaP 20min: 5 pull-up", .amrap),
        ("emom 10min: 5 pull-up", .emom), ("EMOM 10min: 5 pull-up", .emom), ("eMoM 10min: 5 pull-up", .emom),
        ("3 rounds: 5 pull-up", .rounds), ("3 ROUNDS: 5 pull-up", .rounds), ("3 Rounds: 5 pull-up", .rounds),
    ])
    func aFormatWordIsReadInAnyCase(_ line: String, _ format: RoundsFormat) {
        #expect(Self.format(ofDayLine: line) == format, "\(line)")
    }

    @Test(arguments: [
        "amraps 20min: 5 pull-up", "amra 20min: 5 pull-up", "emomx 10min: 5 pull-up", "emo 10min: 5 pull-up",
        "ämrap 20min: 5 pull-up", "amrap_ 20min: 5 pull-up", "3 roundz: 5 pull-up", "3 rounds2: 5 pull-up",
        "3 ro-unds: 5 pull-up",
    ])
    func aNearSpellingIsNoFormatWord(_ line: String) {
        #expect(Self.format(ofDayLine: line) == nil, "\(line)")
    }

    @Test func oneRoundInCapitalsStartsAScore() throws {
        let parsed = Syntax.parse("2026-11-02 \"A\"\n  1 ROUND: 14:32\n")
        guard case .session(let session)? = parsed.document.statements.first else {
            Issue.record("no session")
            return
        }
        let scores = session.body.compactMap { statement -> RoundsScore? in
            if case .roundsScore(let score) = statement { return score }
            return nil
        }
        #expect(scores.count == 1)
    }
}
