import Overload
import OverloadSyntax
import OverloadTestSupport
import Testing

/// `overload check` reports journal diagnostics for files with journal content.
@Suite struct CheckerJournalTests {
    static func check(_ text: String) -> [Diagnostic] {
        Checker.check(Syntax.parse(text, name: "t.lift"))
    }

    @Test func aJournalFileGetsJournalDiagnostics() {
        let diagnostics = Self.check("unit kg\n\n2026-11-18\n  effort 12\n  bench 100x5 @ rpe 11\n")
        #expect(diagnostics.map(\.code.rawValue) == ["E0402", "E0403"])
    }

    @Test func aFileWithAProgramAndAJournalGetsBothChecks() {
        let diagnostics = Self.check("""
            program "P"
            unit kg

            day "A":
              bench 3x0 @ 100kg

            2026-11-18
              mood grate
            """)
        #expect(diagnostics.map(\.code.rawValue) == ["E0302", "E0401"])
    }

    @Test func includesAreNotFollowedByTheSingleFileCheck() {
        #expect(Self.check("include \"nowhere.lift\"\n\n2026-11-18 note \"x\"\n").isEmpty)
    }

    @Test func aProgramWithoutJournalEntriesIsNotReadAsAJournal() {
        #expect(!Checker.hasJournalContent(Syntax.parse("unit kg\nbench 3x5 @ 100kg\n").document))
    }
}
