import Overload
import OverloadSyntax
import Testing

/// Scores of rounds in the exports: the JSON keeps them, the Strong CSV counts them among
/// what it has no column for.
@Suite struct RoundsExportTests {
    static let journal = """
        unit kg

        2026-11-02 "Cindy"
          amrap 20min "Cindy": 7 rounds + 12 reps

        2026-11-04 "Clean EMOM"
          emom 10min: done
          emom 12min: missed 2

        2026-11-06 "Helen"
          3 rounds "Helen": 11:58

        """

    @Test func theJSONHoldsEachScore() throws {
        let reading = JournalText.read(Self.journal)
        #expect(reading.diagnostics.isEmpty)
        guard case .object(let document) = JournalJSON.value(of: reading.journal),
              case .array(let entries) = document["entries"] else { Issue.record("no entries"); return }
        let rounds = entries.map { entry -> JSONValue? in
            guard case .object(let session) = entry else { return nil }
            return session["rounds"]
        }
        #expect(rounds[0] == .array([.object(["format": "amrap", "name": "Cindy", "seconds": .integer(1200),
                                              "score": .object(["kind": "rounds", "rounds": .integer(7), "reps": .integer(12)])])]))
        #expect(rounds[1] == .array([
            .object(["format": "emom", "seconds": .integer(600), "score": .object(["kind": "missed", "minutes": .integer(0)])]),
            .object(["format": "emom", "seconds": .integer(720), "score": .object(["kind": "missed", "minutes": .integer(2)])]),
        ]))
        #expect(rounds[2] == .array([.object(["format": "rounds", "name": "Helen", "rounds": .integer(3),
                                              "score": .object(["kind": "time", "seconds": .integer(718)])])]))
    }

    @Test func aSessionWithoutRoundsHasNoRoundsKey() {
        let text = JournalJSON.encode(JournalText.read("unit kg\n\n2026-11-02\n  squat 100x5\n").journal)
        #expect(!text.contains("\"rounds\""))
    }

    @Test func theStrongCSVCountsThemAsLeftOut() {
        let journal = JournalText.read(Self.journal).journal
        #expect(StrongCSVExporter.notInCSV(journal).first { $0.noun == "rounds score" }?.count == 4)
        #expect(StrongCSVExporter.notInCSVLine(journal) == "4 rounds scores are not in the CSV: Strong has no column for them")
    }
}
