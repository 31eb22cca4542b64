import Testing
import OverloadTestSupport

@Test func seededGeneratorIsDeterministic() {
    var a = SeededGenerator(seed: 42)
    var b = SeededGenerator(seed: 42)
    #expect(a.next() == b.next())
}
