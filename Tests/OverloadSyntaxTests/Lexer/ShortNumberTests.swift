@testable import OverloadSyntax
import OverloadTestSupport
import Testing

/// The lexer's short way for common numbers (`140`, `120x5`) against the long way, which
/// tries dates, fractions, units and suffixes: the same tokens and diagnostics on seeded
/// random text made of what can follow a number.
@Suite struct ShortNumberTests {
    static let alphabet: [String] = [
        "0", "5", "12", "140", "2026", "-", "-11-18", "x", "X", "xmax", "max", "×", " ", ",", "\n", "\r\n", "\r", ".",
        ".5", "%", "kg", "lb", "s", "m", "rm", "reps", "@", "rpe", "a", "_", "'", ":", "7:30", "\t", "#", "é", "\u{0}",
    ]

    static func lexed(_ bytes: [UInt8], shortNumbers: Bool) -> (tokens: [Token], diagnostics: [Diagnostic]) {
        bytes.withUnsafeBufferPointer { buffer in
            var lexer = Lexer(bytes: buffer, reservingTokens: 16)
            lexer.takesShortNumbers = shortNumbers
            while !lexer.isFinished { lexer.lexMore() }
            return (lexer.tokens.array, lexer.diagnostics)
        }
    }

    @Test(arguments: 0..<4)
    func shortWayMakesTheLongWaysTokens(_ batch: Int) {
        for run in 0..<500 {
            let seed = UInt64(batch) * 10_000 + UInt64(run)
            var generator = SeededGenerator(seed: seed)
            var text = ""
            for _ in 0..<Int.random(in: 1...40, using: &generator) {
                text += Self.alphabet.randomElement(using: &generator) ?? ""
            }
            let bytes = Array(text.utf8)
            let short = Self.lexed(bytes, shortNumbers: true)
            let long = Self.lexed(bytes, shortNumbers: false)
            #expect(short.tokens == long.tokens, "seed \(seed): \(text.debugDescription)")
            #expect(short.diagnostics == long.diagnostics, "seed \(seed)")
            // A value the lexer keeps is the value of the number's digits.
            for token in short.tokens {
                guard let value = token.wholeValue else { continue }
                let digits = String(decoding: bytes[token.numberRange.start..<token.numberRange.end], as: UTF8.self)
                #expect(Int(digits) == value, "seed \(seed): \(digits)")
            }
        }
    }

    @Test func journalLinesLexAlike() {
        let lines = "2026-11-18 \"Squat\"\n  squat 120x5, 130X5, 140x8 @ rpe 9\n  squat 84x10x5\n  chin-up 5, 5, 5\r\n  plank 45s,45s\n"
        let bytes = Array(lines.utf8)
        #expect(Self.lexed(bytes, shortNumbers: true).tokens == Self.lexed(bytes, shortNumbers: false).tokens)
    }
}
