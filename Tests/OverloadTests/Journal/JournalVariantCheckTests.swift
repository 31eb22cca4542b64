import Overload
import OverloadSyntax
import Testing

/// A journal's variant lines get the program's checks as warnings (W0221 to W0224), and a
/// variant warned about is a plain exercise: `history` names no parent for it.
@Suite struct JournalVariantCheckTests {
    static func read(_ declarations: String) -> JournalReading {
        let text = "unit kg\n" + declarations + "\n\n2026-11-02 \"A\"\n  squat 140x5x3\n  paused squat 110x3x3\n"
        return JournalReader().read(SourceFile(name: "journal.lift", text: text))
    }

    static func pausedSquat(_ reading: JournalReading) -> ExerciseHistory? {
        TrainingHistory(reading.journal).exercises.first { $0.name == "paused squat" }
    }

    @Test func aSoundVariantHasNoWarningAndKeepsItsParent() {
        let reading = Self.read("exercise paused squat: variant of squat at 90%")
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.message))")
        #expect(Self.pausedSquat(reading)?.variant == DeclaredVariant(parent: "squat", percent: 90))
    }

    @Test func anUnknownParentIsW0221WithTheClosestNameAsItsFix() {
        let reading = Self.read("exercise paused squat: variant of squatt at 90%")
        #expect(reading.diagnostics.map(\.code) == [.journalUnknownVariantParent])
        #expect(reading.diagnostics.first?.severity == .warning)
        #expect(reading.diagnostics.first?.message == "a variant of 'squatt', which is no exercise")
        #expect(reading.diagnostics.first?.fixIts.map(\.replacement) == ["squat"])
        #expect(Self.pausedSquat(reading)?.variant == nil)
        #expect(!TrainingHistory(reading.journal).json.contains("variantOf"))
    }

    @Test func aShareOutOfRangeIsW0222WithThePercentageAsItsFix() {
        for (share, fix) in [("900%", nil), ("0.9", "90%"), ("90kg", nil)] as [(String, String?)] {
            let reading = Self.read("exercise paused squat: variant of squat at \(share)")
            #expect(reading.diagnostics.map(\.code) == [.journalVariantShareOutOfRange], "\(share)")
            #expect(reading.diagnostics.first?.fixIts.first?.replacement == fix, "\(share)")
            #expect(Self.pausedSquat(reading)?.variant == nil, "\(share)")
        }
    }

    @Test func variantsInALoopAreW0223AndBothArePlainExercises() {
        let reading = Self.read("""
            exercise paused squat: variant of pin squat at 95%
            exercise pin squat: variant of paused squat at 105%
            exercise box squat: variant of box squat at 90%
            """)
        #expect(reading.diagnostics.map(\.code) == [.journalVariantLoop, .journalVariantLoop])
        #expect(reading.diagnostics.first?.message == "variants in a loop: pin squat -> paused squat -> pin squat")
        #expect(reading.diagnostics.last?.message == "box squat is a variant of itself")
        #expect(reading.journal.declaredVariants.isEmpty)
    }

    @Test func anUnreadableOrSecondVariantLineIsW0224() {
        let unreadable = Self.read("exercise paused squat: variant squat 90%")
        #expect(unreadable.diagnostics.map(\.code) == [.journalInvalidVariant])
        #expect(Self.pausedSquat(unreadable)?.variant == nil)
        let twice = Self.read("exercise paused squat:\n  variant of squat at 90%\n  variant of squat at 80%")
        #expect(twice.diagnostics.map(\.code) == [.journalInvalidVariant])
        #expect(twice.diagnostics.first?.message == "a second variant line for paused squat")
        // The first line counts.
        #expect(Self.pausedSquat(twice)?.variant == DeclaredVariant(parent: "squat", percent: 90))
    }

    @Test func theWarningsAreInTheJournalCodeList() {
        let codes = Set(DiagnosticCodeInfo.journal.map(\.code))
        for code in [DiagnosticCode.journalUnknownVariantParent, .journalVariantShareOutOfRange, .journalVariantLoop, .journalInvalidVariant] {
            #expect(codes.contains(code))
        }
    }
}
