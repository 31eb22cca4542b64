import Foundation
@testable import Overload
import OverloadSyntax
import OverloadTestSupport
import Testing

/// A journal read a part at a time (`JournalPartReader`, what `next` reads on its second
/// thread) gives what reading it whole gives, and hands out entries only while they are the
/// journal's own, in its order.
@Suite struct JournalPartReaderTests {
    /// Every `.lift` file of the fixtures and examples: journals, programs and broken files.
    static let files: [URL] = FileListing.files(in: RepositoryPaths.fixtures, withExtension: "lift")
        + FileListing.files(in: RepositoryPaths.examples, withExtension: "lift")

    struct Parted {
        var handedOut: [JournalEntry]
        var final: Bool
        var reading: JournalFilesReading
    }

    static func readInParts(_ source: SourceFile, partBytes: Int, includes: [String: String] = [:]) -> Parted {
        var reader = JournalPartReader(source, partBytes: partBytes)
        var handedOut: [JournalEntry] = []
        while let entries = reader.next() { handedOut += entries }
        let reading = reader.finish(includes: { try read($0, from: includes) })
        return Parted(handedOut: handedOut, final: reader.handedOutEntriesAreFinal, reading: reading)
    }

    static func readWhole(_ source: SourceFile, includes: [String: String] = [:]) -> JournalFilesReading {
        JournalReader().read(source, includes: { try read($0, from: includes) })
    }

    struct Missing: Error {}

    static func read(_ path: String, from files: [String: String]) throws -> [UInt8] {
        guard let text = files[path] else { throw Missing() }
        return Array(text.utf8)
    }

    func expectSame(_ parted: Parted, _ whole: JournalFilesReading, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(parted.reading.journal == whole.journal, sourceLocation: sourceLocation)
        #expect(parted.reading.files.map(\.source.name) == whole.files.map(\.source.name), sourceLocation: sourceLocation)
        #expect(parted.reading.files.map(\.diagnostics) == whole.files.map(\.diagnostics), sourceLocation: sourceLocation)
        if parted.final {
            #expect(parted.handedOut == whole.journal.entries, sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: [1, 200, 32 << 10])
    func everyFixtureReadsAsWhole(partBytes: Int) {
        #expect(Self.files.count > 50)
        for url in Self.files {
            let source = SourceFile(name: url.lastPathComponent, bytes: FileListing.bytes(of: url))
            expectSame(Self.readInParts(source, partBytes: partBytes), Self.readWhole(source))
        }
    }

    /// The example journal, a part a session: every entry is handed out, in order.
    @Test func exampleJournalIsHandedOutWhole() throws {
        let url = RepositoryPaths.examples.appendingPathComponent("journals/starting-strength.lift")
        let source = SourceFile(name: "ss.lift", bytes: FileListing.bytes(of: url))
        let parted = Self.readInParts(source, partBytes: 1)
        #expect(parted.final)
        #expect(parted.handedOut.count > 5)
        expectSame(parted, Self.readWhole(source))
    }

    @Test(arguments: 0..<40)
    func randomJournalsReadAsWhole(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed))
        var text = RandomJournal.make(using: &random).text
        // Every fourth journal has its last entry moved first: out of date order (unless all
        // its entries share a date).
        if seed % 4 == 0, let last = text.range(of: "\n20", options: .backwards) {
            text = String(text[text.index(after: last.lowerBound)...]) + "\n" + text[...last.lowerBound]
        }
        let source = SourceFile(name: "random.lift", text: text)
        expectSame(Self.readInParts(source, partBytes: 1), Self.readWhole(source))
    }

    /// Lines repeated byte for byte, and whole sessions repeated, with names the catalog does
    /// not know, a qualifier it drops and times for a lift (W0207), in parts of every size:
    /// the part reader checks a line read before only once (`PlainLine.readBefore`), and
    /// reports what the whole read reports, at the same places.
    @Test(arguments: [1, 64, 32 << 10])
    func repeatedLinesAreCheckedOnceAsTheWholeReadDoes(partBytes: Int) {
        let lines = ["squat 100x5x5", "zottman curl 20x10", "squat 45s", "bench press 60x5", "benchh 60x5",
                     "plank 45s, 45s", "deadlift 140x5", "squat 100x5x5, 45s", "bench 60kgx8"]
        var random = SeededGenerator(seed: 77)
        var text = "unit kg\n\n"
        var previous: [String] = []
        for day in 1...28 {
            let body = day % 5 == 0 ? previous : (0..<Int.random(in: 1...4, using: &random)).map { _ in lines.randomElement(using: &random) ?? "squat 5" }
            text += "2026-02-\(day < 10 ? "0" : "")\(day)\n" + body.map { "  " + $0 + "\n" }.joined()
            previous = body
        }
        let source = SourceFile(name: "repeated.lift", text: text)
        let whole = Self.readWhole(source)
        #expect(whole.files.flatMap(\.diagnostics).count >= 3)
        expectSame(Self.readInParts(source, partBytes: partBytes), whole)
    }

    /// A session logged late, above earlier ones: what was handed out is not the journal's
    /// order, so nothing more is handed out and the caller replays the finished journal.
    @Test func entriesOutOfDateOrderAreNotFinal() {
        let text = "2026-11-04 \"B\"\n  squat 140x5\n2026-11-02 \"A\"\n  bench 100x5\n2026-11-06 \"C\"\n  press 60x5\n"
        let source = SourceFile(name: "late.lift", text: text)
        let parted = Self.readInParts(source, partBytes: 1)
        #expect(!parted.final)
        // The dates look out of order before any part is read: none is handed out.
        #expect(parted.handedOut.isEmpty)
        #expect(parted.reading.journal.entries.map(\.date.description) == ["2026-11-02", "2026-11-04", "2026-11-06"])
        expectSame(parted, Self.readWhole(source))
    }

    /// Without the look ahead, the reader finds the late session when it reads it: what was
    /// handed out before is not final, and nothing more is handed out.
    @Test func datesOutOfOrderAreCaughtByTheReader() {
        let text = "2026-11-04 \"B\"\n  squat 140x5\n2026-11-02 \"A\"\n  bench 100x5\n2026-11-06 \"C\"\n  press 60x5\n"
        let source = SourceFile(name: "late.lift", text: text)
        var reader = JournalPartReader(source, catalog: .builtin, partBytes: 1, lookingAhead: false)
        var handedOut: [JournalEntry] = []
        while let entries = reader.next() { handedOut += entries }
        #expect(handedOut.count == 1)
        #expect(!reader.handedOutEntriesAreFinal)
        #expect(reader.finish(includes: { _ in [] }).journal == Self.readWhole(source).journal)
    }

    @Test func datesLookInOrder() {
        let inOrder = "unit kg\n2026-11-02 \"A\"\n  bench 100x5\n2026-11-02 pain knee\n2026-11-10 \"B\"\n"
        #expect(JournalPartReader.datesLookInOrder(SourceFile(name: "j.lift", text: inOrder)))
        #expect(JournalPartReader.datesLookInOrder(SourceFile(name: "j.lift", text: "")))
        #expect(!JournalPartReader.datesLookInOrder(SourceFile(name: "j.lift", text: "2026-11-10 \"B\"\n2026-11-02 \"A\"\n")))
    }

    /// The look ahead compares two dates' ten bytes as integers: it orders them as the bytes
    /// compared one by one do, dates near the end of the text (fewer than ten bytes) too.
    @Test func datePrecedesAsTheBytesDo() {
        var random = SeededGenerator(seed: 36)
        let alphabet = Array("0123456789- x\"".utf8)
        for _ in 0..<2_000 {
            let length = Int.random(in: 20...26, using: &random)
            let bytes = (0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &random)] }
            bytes.withUnsafeBufferPointer { buffer in
                for left in [0, 3, 10, length - 10, length - 4] {
                    for right in [0, 5, 11, length - 10, length - 1] {
                        let expected = buffer[left..<min(left + 10, length)].lexicographicallyPrecedes(buffer[right..<min(right + 10, length)])
                        #expect(JournalPartReader.datePrecedes(buffer, left, right) == expected)
                    }
                }
            }
        }
    }

    /// A `unit` or `exercise` line after the first part changes how the lines before it read,
    /// and an `include` brings in other files: the file is read again whole. (A part begins at
    /// a date or header line, so here the line ends the second part, session B's.)
    @Test(arguments: ["unit lb\n", "exercise \"Zottman Curl\"\n", "include \"old.lift\"\n"])
    func aLineThatChangesEarlierLinesReadsTheFileWhole(_ line: String) {
        let a = "2026-11-02 \"A\"\n  bench 100x5\n  zottman curl 10x12\n"
        let b = "2026-11-03 \"B\"\n  squat 140x5\n"
        let c = "2026-11-04 \"C\"\n  press 60x5\n"
        let includes = ["old.lift": "2025-01-02 \"Old\"\n  squat 100x5\n"]
        let source = SourceFile(name: "j.lift", text: a + b + line + c)
        let parted = Self.readInParts(source, partBytes: 1, includes: includes)
        #expect(!parted.final)
        #expect(parted.handedOut.count == 1)
        expectSame(parted, Self.readWhole(source, includes: includes))
        // At the top of the file, `unit` and `exercise` lines are honoured part by part.
        let first = SourceFile(name: "j.lift", text: line + a + b + c)
        let partedFirst = Self.readInParts(first, partBytes: 1, includes: includes)
        #expect(partedFirst.final == !line.hasPrefix("include"))
        expectSame(partedFirst, Self.readWhole(first, includes: includes))
    }

    /// A `resolved` line that closes no pain flag is reported when the file is read in parts
    /// as when it is read whole; a file with none skips that walk and reports nothing.
    @Test func unmatchedResolutionsAreReportedInParts() {
        let session = "2026-11-02 \"A\"\n  squat 100x5\n"
        for (text, warned) in [(session + "2026-11-03 resolved \"elbow\"\n", true),
                               ("2026-11-01 pain \"elbow\" mild\n" + session + "2026-11-03 resolved \"elbow\"\n", false),
                               (session, false)] {
            let source = SourceFile(name: "j.lift", text: text)
            let whole = Self.readWhole(source)
            expectSame(Self.readInParts(source, partBytes: 1), whole)
            let codes = whole.files.flatMap(\.diagnostics).map(\.code)
            #expect(codes.contains(.journalUnmatchedResolution) == warned, "\(text)")
        }
    }

    /// A reader that keeps the syntax trees it parses (for a command that leaves them to its
    /// exit) reads the same entries, and keeps them; by default it keeps none.
    @Test func keptSyntaxTreesChangeNothingRead() throws {
        let url = RepositoryPaths.examples.appendingPathComponent("journals/starting-strength.lift")
        let source = SourceFile(name: "starting-strength.lift", bytes: FileListing.bytes(of: url))
        var keeping = JournalPartReader(source, partBytes: 200)
        keeping.keepsSyntaxTrees = true
        var plain = JournalPartReader(source, partBytes: 200)
        var parts = 0
        while let entries = keeping.next() {
            parts += 1
            #expect(entries == plain.next())
        }
        #expect(plain.next() == nil)
        #expect(parts > 1)
        // The lines the parser read (the fast path reads the plain sessions) are kept: here
        // the comments and the `unit` line at the top.
        #expect(keeping.keptSyntaxTrees.flatMap(\.statements).contains { if case .unit = $0 { true } else { false } })
        #expect(plain.keptSyntaxTrees.isEmpty)
        #expect(keeping.finish(includes: { _ in [] }).journal == plain.finish(includes: { _ in [] }).journal)
    }
}
