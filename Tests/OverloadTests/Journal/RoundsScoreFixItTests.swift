import Overload
import OverloadSyntax
import Testing

/// The fix-its of W0219 (a logged score of rounds that is none of its day's blocks): each one
/// offered, applied, leaves a line that reads and checks clean.
@Suite struct RoundsScoreFixItTests {
    static let program = ProgramCompiler.compile(Parser.parse(SourceFile(name: "program.lift", text: """
        program "R"
        unit kg
        day "Cindy":
          amrap 20min "Cindy": 5 pull-up, 10 push-up, 15 air squat
          5 rounds: 400m run, 21 kettlebell swing
          emom 10min: 5 burpee
        """)))

    /// The W0219 warnings of a journal holding `line` in a session of "Cindy".
    static func warnings(_ line: String) -> (journal: String, diagnostics: [Diagnostic]) {
        let journal = "unit kg\n2026-11-16 \"Cindy\"\n  \(line)\n"
        let parsed = Parser.parse(SourceFile(name: "journal.lift", text: journal))
        let diagnostics = ProgramJournalCheck.check(parsed, against: program, programName: "R")
        return (journal, diagnostics.filter { $0.code == .journalUnmatchedRoundsScore })
    }

    /// The session's line after `fix`.
    static func applying(_ fix: FixIt, to journal: String) -> String {
        var bytes = Array(journal.utf8)
        bytes.replaceSubrange(fix.range.start..<fix.range.end, with: Array(fix.replacement.utf8))
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n")
        return lines.count > 2 ? String(lines[2].dropFirst(2)) : ""
    }

    /// Before, `6 rounds: 12:00` was fixed by replacing `6` alone (`amrap 20min "Cindy" rounds:
    /// 12:00`), and an AMRAP's score was offered the day's `5 rounds` (`5 rounds: 8 rounds`).
    @Test(arguments: [
        ("6 rounds: 12:00", ["5 rounds: 12:00"]),
        ("6  rounds : 12:00", ["5 rounds : 12:00"]),
        ("6 rounds \"Helen\": 12:00", ["5 rounds: 12:00"]),
        ("amrap 20min \"Fran\": 8 rounds", ["amrap 20min \"Cindy\": 8 rounds"]),
        ("amrap 15min: 7 rounds + 3 reps", ["amrap 20min \"Cindy\": 7 rounds + 3 reps"]),
        ("emom 12min: missed 2", ["emom 10min: missed 2"]),
    ])
    func eachFixGivesALineThatChecksClean(line: String, fixed: [String]) {
        let (journal, warnings) = Self.warnings(line)
        #expect(warnings.count == 1, "\(warnings.map(\.message))")
        let fixes = warnings.flatMap(\.fixIts)
        #expect(fixes.map { Self.applying($0, to: journal) } == fixed)
        for fix in fixes {
            let fixedLine = Self.applying(fix, to: journal)
            let parsed = Parser.parse(SourceFile(name: "fixed.lift", text: "unit kg\n2026-11-16 \"Cindy\"\n  \(fixedLine)\n"))
            #expect(!parsed.diagnostics.contains { $0.severity == .error }, "\(fixedLine): \(parsed.diagnostics.map(\.message))")
            #expect(ProgramJournalCheck.check(parsed, against: Self.program, programName: "R").isEmpty, "\(fixedLine)")
        }
    }

    /// A kind of block the day lacks is told, with the day's blocks in the help, but offered no
    /// fix: every block's header would leave a score it cannot take.
    @Test func aScoreOfAKindTheDayLacksIsOfferedNoFix() {
        let program = ProgramCompiler.compile(Parser.parse(SourceFile(name: "program.lift", text: """
            day "Cindy":
              amrap 20min "Cindy": 5 pull-up, 10 push-up, 15 air squat
            """)))
        let journal = Parser.parse(SourceFile(name: "journal.lift", text: "2026-11-16 \"Cindy\"\n  6 rounds: 12:00\n"))
        let warnings = ProgramJournalCheck.check(journal, against: program, programName: "R")
        #expect(warnings.map(\.code) == [.journalUnmatchedRoundsScore])
        #expect(warnings.first?.fixIts == [])
        #expect(warnings.first?.help == "the blocks of \"Cindy\" are amrap 20min \"Cindy\": log the score under the block's own header")
    }
}
