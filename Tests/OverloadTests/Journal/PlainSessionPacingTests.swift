import Foundation
@testable import Overload
import OverloadSyntax
import Testing

/// The sessions and lines read lately are asked only now and then after a run of them not
/// found (`ReadPacer`): a scanner that has stopped asking reads every session as a fresh
/// scanner and the general path do, and asks again once sessions repeat.
@Suite struct PlainSessionPacingTests {
    /// The header of the `index`th session: a day of 2026, one a day from the 1st of January.
    static func header(_ index: Int) -> String {
        String(format: "2026-%02d-%02d \"A\"", 1 + index / 28, 1 + index % 28)
    }

    /// Sessions that never repeat (every load moved), then sessions of two bodies in turn.
    static func journal(unique: Int, repeated: Int) -> (text: String, starts: [Int]) {
        var text = "unit kg\n\n"
        var starts: [Int] = []
        for index in 0..<unique {
            starts.append(text.utf8.count)
            text += header(index) + "\n  squat \(100 + index).5x5\n  bench \(60 + index)x5x3\n"
        }
        let bodies = ["  squat 140x5x5\n  bench 90x5x3\n", "  deadlift 180x5\n\n  row 70x8x3\n"]
        for index in unique..<(unique + repeated) {
            starts.append(text.utf8.count)
            text += header(index) + "\n" + bodies[index % 2]
        }
        return (text, starts)
    }

    @Test func aScannerThatStopsAskingReadsAsAFreshOne() {
        let (text, starts) = Self.journal(unique: 40, repeated: 60)
        let source = SourceFile(name: "pacing.lift", text: text)
        let shared = PlainSessionScannerTests.SharedScanner()
        var pausedAfterUnique = (sessions: false, lines: false)
        for (index, start) in starts.enumerated() {
            let both = PlainSessionScannerTests.bothWays(source, at: start, unit: .kg, shared: shared)
            #expect(both.fast != nil, "session \(index)")
            #expect(both.fast == both.general, "session \(index)")
            if index == 39 { pausedAfterUnique = (shared.scanner.sessionLookupsPaused, shared.scanner.lineLookupsPaused) }
        }
        #expect(pausedAfterUnique.sessions)
        #expect(pausedAfterUnique.lines)
        // A probe found a repeated session and the table is asked every time again.
        #expect(!shared.scanner.sessionLookupsPaused)
    }

    @Test func thePacerAsksOnceInAnIntervalAfterARunOfMissesAndResumesOnAHit() {
        var pacer = ReadPacer(missesBeforePause: 3, interval: 4)
        for _ in 0..<3 {
            let asks = pacer.asks()
            #expect(asks)
            pacer.note(found: false)
        }
        #expect(pacer.isPaused)
        let paused = (0..<4).map { _ in pacer.asks() }
        #expect(paused == [false, false, false, true])
        pacer.note(found: false)
        let stillPaused = (0..<4).map { _ in pacer.asks() }
        #expect(stillPaused == [false, false, false, true])
        pacer.note(found: true)
        #expect(!pacer.isPaused)
        let resumed = (0..<2).map { _ in pacer.asks() }
        #expect(resumed == [true, true])
    }
}
