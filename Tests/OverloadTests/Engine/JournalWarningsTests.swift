import Overload
import OverloadEngine
import OverloadSyntax
import Testing

/// What the engine commands say about a journal (``JournalWarnings``): the reader's warnings
/// with the program's spelling offered first, and the sessions the calendar could not place,
/// located at their headings.
@Suite struct JournalWarningsTests {
    static let program = """
        program "T"
        unit kg
        day "A":
          squat 3x5 @ 100kg
          press 3x5 @ 40kg
        day "B":
          deadlift 1x5 @ 140kg

        """

    static var snapshot: PlanSnapshot {
        ProgramCompiler.compile(Parser.parse(SourceFile(name: "p.lift", text: program))).snapshot
    }

    static func read(_ text: String) -> [FileDiagnostics] {
        JournalReader().read(SourceFile(name: "j.lift", text: text), includes: { _ in [] }).files
    }

    @Test func aSlipIsOfferedTheProgramsSpellingAndAFarNameTheCatalogs() {
        let names = ProgramExerciseNames(Self.snapshot)
        #expect(names.names == ["squat", "press", "deadlift"])
        #expect(names.closest(to: "pres") == "press")
        #expect(names.closest(to: "benhc") == nil)
        let files = Self.read("unit kg\n2026-11-20 \"A\"\n  pres 40x5\n  benhc 60x5\n")
        let warnings = JournalWarnings.diagnostics(reading: files, unplaced: [], snapshot: Self.snapshot)
        let labels = warnings.flatMap(\.diagnostics).map(\.label)
        #expect(labels == ["did you mean 'press'?", "did you mean 'bench press'?"])
        #expect(warnings.flatMap(\.diagnostics).first?.fixIts.map(\.replacement) == ["press"])
    }

    @Test func errorsAreLeftToTheOneLineSummary() {
        let files = Self.read("unit kg\n2026-11-20 \"A\"\n  mood grate\n  squat 100x5\n")
        #expect(files.flatMap(\.diagnostics).contains { $0.severity == .error })
        #expect(JournalWarnings.diagnostics(reading: files, unplaced: [], snapshot: Self.snapshot).isEmpty)
    }

    @Test func unplacedSessionsArePointedAtTheirLatestHeadingOnePerKind() {
        let text = """
            unit kg
            2026-11-18 "C"
              squat 100x5
            2026-11-19 accept squat +2.5kg
            2026-11-19 18:30 "c" (week 1)
              squat 100x5
            2026-11-20
              deadlift 140x5

            """
        let unplaced = [
            UnplacedSession(date: LocalDate(iso: "2026-11-18")!, reason: "the program has no day \"C\"", exerciseIDs: ["squat"],
                            dayName: "C"),
            UnplacedSession(date: LocalDate(iso: "2026-11-19")!, reason: "the program has no day \"c\"", exerciseIDs: ["squat"],
                            dayName: "c"),
            UnplacedSession(date: LocalDate(iso: "2026-11-20")!, reason: "no day name, and no exercise in common with the next day, \"A\"",
                            exerciseIDs: ["deadlift"]),
        ]
        let source = SourceFile(name: "j.lift", text: text)
        let found = JournalWarnings.unplaced(unplaced, snapshot: Self.snapshot, in: [source])
        #expect(found.map(\.diagnostic.code) == [.journalUnknownDay, .journalUnplacedSession])
        #expect(found.map { source.location(of: $0.diagnostic.range.start).description } == ["5:18", "7:1"])
        #expect(found.first?.diagnostic.notes.first?.message.hasPrefix("2 sessions name this day") == true)
        #expect(found.last?.diagnostic.help == "write the day it was after the date, as in 2026-11-20 \"B\"")
    }

    @Test func aSessionWhoseHeadingIsNotFoundIsNotWarnedAboutAtAWrongPlace() {
        let unplaced = [UnplacedSession(date: LocalDate(iso: "2026-11-21")!, reason: "x", exerciseIDs: [], dayName: "Z")]
        let source = SourceFile(name: "j.lift", text: "unit kg\n2026-11-21 pain knee 3\n")
        #expect(JournalWarnings.unplaced(unplaced, snapshot: Self.snapshot, in: [source]).isEmpty)
    }
}
