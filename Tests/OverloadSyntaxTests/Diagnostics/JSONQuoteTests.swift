import OverloadTestSupport
import Testing

@testable import OverloadSyntax

/// The one JSON string writer, as a String and as bytes.
@Suite struct JSONQuoteTests {
    @Test func escapesQuotesBackslashesAndControlCharacters() {
        #expect(DiagnosticJSON.quote("bench") == "\"bench\"")
        #expect(DiagnosticJSON.quote("say \"hi\" \\ ok") == "\"say \\\"hi\\\" \\\\ ok\"")
        #expect(DiagnosticJSON.quote("a\nb\rc\td\u{08}e\u{0C}f") == "\"a\\nb\\rc\\td\\be\\ff\"")
        #expect(DiagnosticJSON.quote("\u{00}\u{01}\u{0B}\u{1F}") == "\"\\u0000\\u0001\\u000b\\u001f\"")
        #expect(DiagnosticJSON.quote("café 漢字 🏋 \u{7F}") == "\"café 漢字 🏋 \u{7F}\"")
    }

    @Test func bytesAreTheStringsBytes() {
        var generator = SeededGenerator(seed: 42)
        let alphabet: [Character] = ["a", "Z", " ", "\"", "\\", "\n", "\r", "\t", "\u{08}", "\u{0C}", "\u{00}", "\u{1B}",
                                     "\u{1F}", "é", "e\u{301}", "漢", "🏋", "/", "\u{7F}"]
        for _ in 0..<500 {
            let length = Int.random(in: 0..<12, using: &generator)
            let text = String((0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] })
            var bytes: [UInt8] = [UInt8(ascii: "x")]
            DiagnosticJSON.appendQuoted(text, to: &bytes)
            #expect(Array(bytes.dropFirst()) == Array(DiagnosticJSON.quote(text).utf8), "\(text.debugDescription)")
        }
    }
}
