import Overload
import OverloadSyntax
import Testing

/// A journal's exercise names meet the program's: a name the program declares is no unknown
/// exercise (W0401), and an undeclared name with words in parentheses read as a catalog
/// exercise without them is said (W0411).
@Suite struct JournalProgramNameTests {
    func read(_ text: String) -> [Diagnostic] {
        JournalReader().read(SourceFile(name: "journal.lift", text: text)).diagnostics
    }

    @Test func aNameTheProgramDeclaresIsNoUnknownExercise() throws {
        let program = ProgramCompiler.compile(Parser.parse(SourceFile(name: "program.lift", text: """
            exercise "Zottman Curl"
            day "Arms":
              "Zottman Curl" 3x10 @ 10kg
            """)))
        let source = SourceFile(name: "journal.lift", text: "unit kg\n\n2026-11-18 \"Arms\"\n  \"Zottman Curl\" 10x10\n  zottman curl 10x10\n  zotman curl 10x8\n")
        let read = JournalReader().read(source).diagnostics
        #expect(read.filter { $0.code == .journalUnknownExercise }.count >= 2)
        let shown = ProgramExerciseNames(program.snapshot).preferringProgramNames(read, in: source)
        // Only the misspelling is left, offered the program's name.
        #expect(shown.filter { $0.code == .journalUnknownExercise }.map(\.label) == ["did you mean 'zottman curl'?"])
    }

    @Test func aNameReadWithoutItsWordsInParenthesesIsSaid() throws {
        let text = "unit kg\n\n2026-11-20 \"A\"\n  \"squat (pump)\" 60x15\n"
        let diagnostics = read(text)
        #expect(diagnostics.map(\.code) == [.journalQualifierDropped])
        #expect(diagnostics.first?.message == "'squat (pump)' is read as squat")
        #expect(diagnostics.first?.label == "'pump' is not part of any exercise's name")
    }

    @Test func aDeclaredNameOrAnEquipmentWordInParenthesesIsNotSaid() {
        #expect(read("unit kg\nexercise \"squat (pump)\"\n\n2026-11-20 \"A\"\n  \"squat (pump)\" 60x15\n").isEmpty)
        #expect(read("unit kg\n\n2026-11-20 \"A\"\n  \"Bench Press (Barbell)\" 60x15\n").isEmpty)
    }
}
