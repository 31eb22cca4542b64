import Overload
import OverloadSyntax
import OverloadTestSupport
import Testing

/// Journal text -> read -> render gives the same text, and it is what `overload fmt` writes.
@Suite struct JournalRoundTripTests {
    /// A canonical journal using every line kind the model holds.
    static let canonical = """
        unit kg
        include "2025.lift"

        exercise "Zottman Curl"

        2026-11-18 18:30 "Press" (5/3/1 BBB week 1)
          plan c3f2a9d1b07e
          mood good
          energy high
          soreness mild
          available 60m
          effort 7
          bodyweight 80kg
          duration 1h
          note "felt \\"strong\\"\\nand fast"
          press 85x5, 95x5, 110x9 @ rpe 9
          press 70x10x5
          chin-up 10, 10, 8, 8, 7
          chin-up +10kg x 5 x 2, +10kg x 5 @ rpe 9.5
          dip -20kg x 8, -15kg x 6
          plank 45s, 45s, 30s
          run 5km in 25min
          row 2km in 7:45
          row 500m in 1:45
          bike 400m in 50s
          sled push 100x20m
          "farmer's walk" 32x60s
          squat warmup 60x5, warmup 80x3, 100x5x3
          squat 100x5x2, failure 100x3
          bench 100x5, skip
          deadlift 140x5 note "grip gave out", failure 180x0
          "Zottman Curl" 12x10
          curl 20lb x 10
          override -10% weight "sick"
          override -30% volume
          override skip curl "no time"
          pain "right shoulder" moderate bench

        2026-11-20 7:05 "Deadlift"
          deadlift top 180x3 @ rpe 8, backoff 150x5x3, drop 100x12

        2026-11-20 accept bench +5lb "felt easy"
        2026-11-20 reject squat +10lb
        2026-11-21 defer deadlift
        2026-11-21 pain "left knee" mild
        2026-11-22 note "deload week starts"
        2026-11-22 bodyweight 80.5kg
        2026-11-28 resolved "right shoulder"

        """

    @Test func theCanonicalJournalReadsAndRendersToTheSameText() throws {
        let reading = JournalText.read(Self.canonical)
        #expect(!reading.hasErrors, "\(reading.diagnostics.map(\.message))")
        #expect(reading.journal.text == Self.canonical)
    }

    @Test func theCanonicalJournalIsWhatTheFormatterWrites() {
        #expect(SourceFormatter.format(Syntax.parse(Self.canonical)) == Self.canonical)
    }

    /// The shipped examples are written by hand (comments, `bw x 12`, properties after sets),
    /// so their rendering differs in form; it must mean the same and be a fixed point.
    @Test(arguments: ["journal.lift", "journal-2025.lift"])
    func anExampleReadsTheSameAfterRendering(name: String) throws {
        let first = JournalText.read(try ExampleFiles.text(name))
        #expect(first.diagnostics.isEmpty)
        let rendered = first.journal.text
        let second = JournalText.read(rendered)
        #expect(second.diagnostics.isEmpty)
        #expect(second.journal == first.journal)
        #expect(second.journal.text == rendered)
        #expect(SourceFormatter.format(Syntax.parse(rendered, name: name)) == rendered)
    }

    @Test(arguments: 0..<60)
    func aGeneratedJournalSurvivesTheRoundTrip(seed: Int) throws {
        var random = SeededGenerator(seed: UInt64(seed) &* 7919 &+ 1118)
        let journal = RandomJournal.make(using: &random)
        let text = journal.text
        let reading = JournalText.read(text)
        #expect(!reading.hasErrors, "seed \(seed): \(reading.diagnostics.map(\.message))\n\(text)")
        #expect(reading.journal == journal, "seed \(seed)\n\(text)")
        #expect(reading.journal.text == text, "seed \(seed)")
        #expect(SourceFormatter.format(Syntax.parse(text)) == text, "seed \(seed)\n\(text)")
    }
}
