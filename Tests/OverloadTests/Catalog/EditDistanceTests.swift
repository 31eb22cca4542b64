import Testing
@testable import Overload

@Suite("Edit distance")
struct EditDistanceTests {
    @Test(arguments: [
        ("", "", 0), ("", "abc", 3), ("abc", "", 3), ("squat", "squat", 0), ("squatt", "squat", 1),
        ("kitten", "sitting", 3), ("bech press", "bench press", 1), ("deadlfit", "deadlift", 1),
        ("ca", "abc", 3), ("café", "cafe", 1), ("curl", "CURL", 4),
    ])
    func knownDistances(a: String, b: String, expected: Int) {
        #expect(editDistance(a, b) == expected)
        #expect(editDistance(b, a) == expected)
    }

    @Test func boundedDistanceGivesUpAboveTheLimit() {
        let a = Array("overhead press".utf8)
        let b = Array("leg extension".utf8)
        let full = optimalStringAlignmentDistance(a, b, limit: .max)
        #expect(full == editDistance("overhead press", "leg extension"))
        #expect(optimalStringAlignmentDistance(a, b, limit: 2) > 2)
        #expect(optimalStringAlignmentDistance(Array("squatt".utf8), Array("squat".utf8), limit: 1) == 1)
    }
}
