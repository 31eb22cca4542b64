import Overload
import OverloadSyntax
import Testing

/// Two maxes for one lift, under one name or two, leave no way to tell which is meant: the
/// second is reported, with a note at the first, and the first is kept.
@Suite struct DuplicateMaxTests {
    @Test func aSecondMaxUnderAnotherNameIsReportedAtTheSecondWithANoteAtTheFirst() throws {
        let text = """
            1rm ohp 60kg, overhead press 62.5kg
            day "A":
              ohp 1x5 @ 100%

            """
        let compiled = CompilerTest.compile(text)
        let diagnostic = try #require(compiled.diagnostics.first { $0.code == .duplicateMax })
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.range == CompilerTest.range(of: "overhead press 62.5kg", in: text))
        #expect(diagnostic.notes.first?.range == CompilerTest.range(of: "ohp 60kg", in: text))
        let load = compiled.snapshot.week(1)?.day(named: "A")?.exercises.first?.sets.first?.load
        #expect(load?.exact == 60)
    }

    @Test func aOneRepMaxAndATrainingMaxForOneLiftAreNotDuplicates() {
        let compiled = CompilerTest.compile("1rm squat 100kg\ntm squat 90kg\nday \"A\":\n  squat 1x5 @ 80%\n")
        #expect(!compiled.diagnostics.contains { $0.code == .duplicateMax })
    }

    @Test func theSameNameTwiceOnTwoLinesIsReportedToo() {
        let compiled = CompilerTest.compile("tm bench 80kg\ntm bench 85kg\nday \"A\":\n  bench 1x5 @ 80%\n")
        #expect(compiled.diagnostics.filter { $0.code == .duplicateMax }.count == 1)
    }
}
