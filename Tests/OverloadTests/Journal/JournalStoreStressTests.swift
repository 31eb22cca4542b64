import Foundation
import OverloadTestSupport
import Testing

/// Crash and concurrency checks of `JournalStore`, driven through separate processes.
@Suite(.serialized) struct JournalStoreStressTests {
    @Test func verifyCatchesATornEntryAndAGap() throws {
        let tool = try StressTool.locate()
        try withTemporaryFolder { folder in
            let journal = folder + "/j.lift"
            #expect(try tool.run(["append", journal, "3", "A"]).output == "ack 1\nack 2\nack 3\n")
            let whole = try #require(fileText(journal))
            #expect(try tool.verify(journal).status == 0)

            try Data(whole.utf8.dropLast(20)).write(to: URL(fileURLWithPath: journal))
            let torn = try tool.verify(journal)
            #expect(torn.status == 1)
            #expect(torn.torn == 1)
            #expect(torn.countByTag == ["A": 2])

            let entries = whole.dropLast().split(separator: "\n\n", omittingEmptySubsequences: false)
            try Data((entries[0] + "\n\n" + entries[2] + "\n").utf8).write(to: URL(fileURLWithPath: journal))
            let gap = try tool.verify(journal)
            #expect(gap.status == 1)
            #expect(gap.torn == 0)
        }
    }

    @Test func twoConcurrentWritersLeaveEveryEntryIntactAndReadersNeverSeeATornOne() throws {
        let tool = try StressTool.locate()
        try withTemporaryFolder { folder in
            let journal = folder + "/j.lift"
            let writers = try ["A", "B"].map { try tool.start(["append", journal, "500", $0]) }
            // Read the journal over and over while both writers run: every read must be whole.
            var reads = 0
            while writers.contains(where: { $0.process.isRunning }) {
                let reading = try tool.verify(journal)
                if reading.status != 0 {
                    Issue.record("a reader saw a torn or missing entry: \(reading)")
                }
                reads += 1
            }
            for writer in writers {
                let output = String(decoding: writer.output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                writer.process.waitUntilExit()
                #expect(writer.process.terminationStatus == 0)
                #expect(StressTool.lastAcknowledged(output) == 500)
            }
            let final = try tool.verify(journal)
            #expect(final.status == 0)
            #expect(final.torn == 0)
            #expect(final.countByTag == ["A": 500, "B": 500])
            #expect(reads > 0)
        }
    }

    @Test func writersKilledAtRandomMomentsKeepEveryAcknowledgedEntryAndTearNone() throws {
        let tool = try StressTool.locate()
        var random = SeededGenerator(seed: 20_261_118)
        let kills = 400
        try withTemporaryFolder { folder in
            let journal = folder + "/j.lift"
            var acknowledged: [String: Int] = [:]
            for round in 1...kills {
                let tag = "k\(round)"
                let (process, output) = try tool.start(["append", journal, "1000000", tag])
                // Up to 20 ms: sometimes before the first append, usually in the middle of one.
                usleep(UInt32.random(in: 0...20_000, using: &random))
                kill(process.processIdentifier, SIGKILL)
                let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                process.waitUntilExit()
                #expect(process.terminationReason == .uncaughtSignal, "writer \(tag) ended on its own")
                acknowledged[tag] = StressTool.lastAcknowledged(text)
            }
            let result = try tool.verify(journal)
            #expect(result.status == 0)
            #expect(result.torn == 0)
            for (tag, acks) in acknowledged {
                let present = result.countByTag[tag] ?? 0
                // An entry renamed into place just before the kill may lack its ack.
                #expect(present == acks || present == acks + 1, "\(tag): \(acks) acknowledged, \(present) present")
            }
            #expect(acknowledged.values.reduce(0, +) > 0)

            // The next ordinary append cleans up what killed writers left behind.
            #expect(try tool.run(["append", journal, "1", "final"]).status == 0)
            #expect(folderEntries(folder) == ["j.lift"])
        }
    }
}
