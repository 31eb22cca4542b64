import Overload
import OverloadSyntax
import Testing

/// Distance work is from just over 0 m up to 1000 km; outside that it is reported as E0304
/// with a message that says both bounds.
@Suite struct DistanceWorkTests {
    @Test func aDistanceInRangeIsKeptInMetres() throws {
        let compiled = CompilerTest.compile("row 1x5km\n")
        #expect(compiled.diagnostics.isEmpty)
        let set = try #require(compiled.snapshot.week(1)?.days.first?.exercises.first?.sets.first)
        #expect(set.work == .distance(metres: 5000))
    }

    @Test(arguments: ["row 1x2000km", "row 1x0m"])
    func aDistanceOutOfRangeSaysTheBounds(line: String) throws {
        let compiled = CompilerTest.compile(line + "\n")
        let diagnostic = try #require(compiled.diagnostics.first)
        #expect(compiled.diagnostics.count == 1)
        #expect(diagnostic.code == .timeOutOfRange)
        #expect(diagnostic.message == "a distance must be more than 0 m and at most 1000 km")
        let written = String(line.dropFirst("row 1x".count))
        #expect(diagnostic.range == SourceRange(6, 6 + written.utf8.count))
    }
}
