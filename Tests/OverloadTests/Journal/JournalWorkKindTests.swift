import Overload
import OverloadSyntax
import Testing

/// W0207 in a journal, as in a program: a logged distance or time on an exercise not done for
/// it warns, once a name and kind, and the sets are kept as logged.
@Suite struct JournalWorkKindTests {
    static func read(_ text: String) -> JournalReading {
        JournalReader().read(SourceFile(name: "journal.lift", text: text))
    }

    @Test func aDistanceOnASquatWarnsOnceAndKeepsTheSet() throws {
        let text = """
            2026-01-05 "A"
              squat 5km
            2026-01-07 "A"
              squat 5km
            """
        let reading = Self.read(text)
        let warnings = reading.diagnostics.filter { $0.code == .workKindMismatch }
        #expect(warnings.map(\.message) == ["squat is done for reps, not a distance"])
        #expect(warnings.first?.severity == .warning)
        #expect(warnings.first?.help?.contains("'squat 3x5'") == true)
        #expect(reading.journal.sessions.count == 2)
    }

    @Test func aTimeOnABenchWarns() {
        let warnings = Self.read("2026-01-05 \"A\"\n  bench 45s\n").diagnostics.filter { $0.code == .workKindMismatch }
        #expect(warnings.map(\.message) == ["bench is done for reps, not a time"])
    }

    @Test func workThatFitsIsNoWarning() {
        let reading = Self.read("""
            2026-01-05 "Mixed"
              run 5km in 26:40
              row 2000m in 7:45
              plank 45s
              farmers walk 40kg x 40m
              squat 100kg x 5
            """)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.message))")
    }

    @Test func aDeclaredExerciseIsNotChecked() {
        let reading = Self.read("exercise \"squat sprint\"\n2026-01-05 \"A\"\n  squat sprint 400m\n")
        #expect(reading.diagnostics.filter { $0.code == .workKindMismatch }.isEmpty)
    }
}
