import OverloadTestSupport
import Testing
@testable import Overload

/// `joinedText(separator:)` is written out only to keep the runtime's first conformance scan
/// out of `next`: it must join exactly as the standard library does.
@Suite("Joined text")
struct JoinedTextTests {
    @Test func joinsAsTheStandardLibraryDoes() {
        var generator = SeededGenerator(seed: 11)
        let words = ["", "a", "squat", "rest 2m", "é", "  ", "100 kg", "/"]
        for separator in ["", "/", "  ", ", ", " includes "] {
            for _ in 0..<200 {
                let parts = (0..<Int.random(in: 0...6, using: &generator)).map { _ in words.randomElement(using: &generator)! }
                #expect(parts.joinedText(separator: separator) == parts.joined(separator: separator))
            }
        }
    }
}
