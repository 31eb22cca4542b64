import OverloadSyntax
import OverloadTestSupport
import Testing

/// Seeded random files drawn from bytes that matter to the lexer (indentation, quotes,
/// digits, units, punctuation, invalid UTF-8): each ends with located diagnostics or
/// success, and a success formats to an equal tree.
@Suite struct RandomBytesTests {
    static let alphabet: [[UInt8]] = [
        " ", "  ", "\t", "\n", "\r\n", "\r", "\"", "\\", "#", ":", ",", "@", "(", ")", ".", "..", "+", "-", "*", "/",
        "=", "<", ">", "!", "x", "×", "%", "0", "3", "5", "12", "2026-01-01", "7:30", "kg", "lb", "rm", "s", "m",
        "day", "week", "wave", "if", "else", "let", "progression", "superset", "bench", "rpe", "bw", "skip", "max",
        "é", "🏋️",
    ].map { Array($0.utf8) } + [[0], [0x80], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF0, 0x9F], [0xFF]]

    @Test(arguments: 0..<8)
    func randomFilesParseSafely(_ batch: Int) {
        for run in 0..<50 {
            let seed = UInt64(batch) * 1_000 + UInt64(run)
            var generator = SeededGenerator(seed: seed)
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...120, using: &generator) {
                bytes += Self.alphabet.randomElement(using: &generator) ?? []
            }
            TokenMutationTests.check(bytes, label: "random file seed \(seed)")
        }
    }
}
