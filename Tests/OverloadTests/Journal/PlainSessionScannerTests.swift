import Foundation
@testable import Overload
import OverloadSyntax
import OverloadTestSupport
import Testing

/// The journal's fast path (`PlainSessionScanner`, what `next` reads most sessions with)
/// against the general path (lexer, parser, reader) on the same lines: a session the fast path
/// reads gives the same entry, range and reader diagnostics, and the general path gives it no
/// diagnostic; anything else the fast path declines.
@Suite struct PlainSessionScannerTests {
    /// What a path read of one session: the reader's items and its diagnostics.
    struct Reading: Equatable {
        var entries: [JournalEntry]
        var ranges: [SourceRange]
        var diagnostics: [Diagnostic]

        init(_ reader: JournalFileReader) {
            entries = reader.entries
            ranges = reader.ranges
            diagnostics = reader.diagnostics
        }
    }

    struct BothWays {
        /// Nil when the fast path declined.
        var fast: Reading?
        var general: Reading
        var syntax: [Diagnostic]
    }

    /// A scanner kept from session to session, as a journal's reader keeps one: the lines it
    /// read before (`PlainLineCache`) are found again by their bytes.
    final class SharedScanner {
        var scanner = PlainSessionScanner()
    }

    /// What `scanner` reads of the session at `start`; nil when it declines.
    static func fastReading(_ source: SourceFile, at start: Int, unit: MassUnit?, with scanner: inout PlainSessionScanner,
                            end: Int, sourceLocation: Testing.SourceLocation) -> Reading? {
        source.bytes.withUnsafeBufferPointer { bytes in
            guard let plain = scanner.session(bytes, at: start, before: bytes.count, bareLoadUnit: unit) else { return nil }
            #expect(plain.end == end, sourceLocation: sourceLocation)
            var reader = JournalFileReader(source: source, catalog: .builtin, declared: [], inheritedUnit: unit)
            reader.readPlain(plain, lines: scanner.lines)
            return Reading(reader)
        }
    }

    /// The session at `start` (a line starting with a digit) read both ways, loads written
    /// without a unit in `unit`; the fast way by a fresh scanner, and by `shared` too when
    /// given, which must read it alike.
    static func bothWays(_ source: SourceFile, at start: Int, unit: MassUnit?, shared: SharedScanner? = nil,
                         sourceLocation: Testing.SourceLocation = #_sourceLocation) -> BothWays {
        source.bytes.withUnsafeBufferPointer { bytes in
            let end = JournalPartReader.datedLine(bytes, atOrAfter: start + 1, before: bytes.count)
            var parts = Parser.parts(of: source, partBytes: 1 << 30)
            let parsed = parts.parse(start..<end).part
            var general = JournalFileReader(source: source, catalog: .builtin, declared: [], inheritedUnit: unit)
            general.readEntries(parsed.statements)
            var fresh = PlainSessionScanner()
            let fast = fastReading(source, at: start, unit: unit, with: &fresh, end: end, sourceLocation: sourceLocation)
            if let shared {
                // A fresh reader here: the names of lines the shared scanner read before were
                // checked by the reader it fed then (`PlainLine.readBefore`), which
                // `JournalPartReaderTests.repeatedLinesAreCheckedOnceAsTheWholeReadDoes` holds
                // to the whole read; the entries and ranges are the same.
                let again = fastReading(source, at: start, unit: unit, with: &shared.scanner, end: end, sourceLocation: sourceLocation)
                #expect(again?.entries == fast?.entries, sourceLocation: sourceLocation)
                #expect(again?.ranges == fast?.ranges, sourceLocation: sourceLocation)
            }
            return BothWays(fast: fast, general: Reading(general), syntax: parsed.diagnostics)
        }
    }

    /// The starts of the lines of `source` that start with a digit.
    static func datedLines(_ source: SourceFile) -> [Int] {
        source.lineStarts.filter { $0 < source.bytes.count && source.bytes[$0] &- UInt8(ascii: "0") < 10 }
    }

    /// Checks every dated line of `source` both ways in each unit; how many the fast path read.
    @discardableResult
    static func expectAgreement(_ source: SourceFile, units: [MassUnit?] = [.kg, .lb, nil],
                                sourceLocation: Testing.SourceLocation = #_sourceLocation) -> (read: Int, all: Int) {
        var read = 0
        var all = 0
        let shared = SharedScanner()
        for start in datedLines(source) {
            for unit in units {
                let both = bothWays(source, at: start, unit: unit, shared: shared, sourceLocation: sourceLocation)
                all += 1
                guard let fast = both.fast else { continue }
                read += 1
                let line = String(decoding: source.bytes[start...].prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
                #expect(both.syntax.isEmpty, "\(source.name): \(line)", sourceLocation: sourceLocation)
                #expect(fast == both.general, "\(source.name): \(line) in \(unit?.rawValue ?? "no unit")",
                        sourceLocation: sourceLocation)
            }
        }
        return (read, all)
    }

    static func session(_ lines: [String], header: String = "2026-01-05 \"A\"") -> SourceFile {
        SourceFile(name: "plain.lift", text: header + "\n" + lines.map { "  " + $0 + "\n" }.joined())
    }

    // MARK: The shipped journals and the bench's

    /// Every session of every `.lift` file of the examples and the fixtures (journals,
    /// programs, broken files), both ways.
    @Test func everyShippedSessionAgrees() {
        let files = FileListing.files(in: RepositoryPaths.examples, withExtension: "lift")
            + FileListing.files(in: RepositoryPaths.fixtures, withExtension: "lift")
        var read = 0
        for url in files {
            read += Self.expectAgreement(SourceFile(name: url.lastPathComponent, bytes: FileListing.bytes(of: url))).read
        }
        // The example journals' plain sessions take the fast path (counted once a unit).
        #expect(read > 60)
    }

    /// The journals the bench measures `next` on: every session takes the fast path and agrees.
    @Test func everyBenchSessionIsReadFast() throws {
        let bench = try #require(BuiltProducts.executable("overload-bench"), "overload-bench not found; build it with `swift build`")
        try withTemporaryFolder { folder in
            let process = Process()
            process.executableURL = bench
            process.arguments = ["--write-engine-inputs", folder]
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            for name in ["journal-1y.lift", "journal-10y.lift", "journal-linear-10y.lift"] {
                let url = URL(fileURLWithPath: folder).appendingPathComponent(name)
                let source = SourceFile(name: name, bytes: FileListing.bytes(of: url))
                let counted = Self.expectAgreement(source, units: [.kg])
                #expect(counted.all > 200, "\(name)")
                #expect(counted.read == counted.all, "\(name)")
            }
        }
    }

    // MARK: Random plain lines

    static let nameWords = ["squat", "bench", "press", "deadlift", "row", "curl", "leg", "chin-up", "t-bar", "plank",
                            "overhead", "front", "romanian", "hip", "thrust", "zottman", "pull-up", "dip"]

    static func number(_ random: inout SeededGenerator, whole: ClosedRange<Int>, decimals: Bool) -> String {
        let integer = String(Int.random(in: whole, using: &random))
        guard decimals, Int.random(in: 0..<3, using: &random) == 0 else { return integer }
        let digits = Int.random(in: 1...6, using: &random)
        return integer + "." + String((0..<digits).map { _ in Character(String(Int.random(in: 0...9, using: &random))) })
    }

    /// A line the fast path reads: a name and sets of every shape it takes.
    static func plainLine(_ random: inout SeededGenerator) -> String {
        let name = (0..<Int.random(in: 1...3, using: &random)).map { _ in nameWords.randomElement(using: &random) ?? "squat" }
            .joined(separator: " ")
        var sets: [String] = []
        for _ in 0..<Int.random(in: 1...5, using: &random) {
            var set = ["", "", "", "warmup ", "top ", "backoff ", "drop ", "failure "].randomElement(using: &random) ?? ""
            let reps = number(&random, whole: 1...(Bool.random(using: &random) ? 20 : 9999), decimals: false)
            let load = number(&random, whole: 0...(Bool.random(using: &random) ? 500 : 9_999_999), decimals: true)
            let unit = ["", "", "kg", "lb"].randomElement(using: &random) ?? ""
            switch Int.random(in: 0..<5, using: &random) {
            case 0: set += reps
            case 1: set += number(&random, whole: 1...3600, decimals: false) + "s"
            case 2: set += load + unit + "x" + reps + "x" + number(&random, whole: 1...999, decimals: false)
            default: set += load + unit + "x" + reps
            }
            if Int.random(in: 0..<4, using: &random) == 0 {
                set += ["@ rpe ", " @ rpe ", " @rpe ", "  @  rpe  "].randomElement(using: &random) ?? ""
                set += ["1", "6", "7.5", "8", "9.5", "10", "8.25"].randomElement(using: &random) ?? "8"
            }
            sets.append(set)
        }
        let separators = [", ", ",", " , ", ",  "]
        var line = name + (Bool.random(using: &random) ? " " : "   ")
        for (index, set) in sets.enumerated() {
            line += (index == 0 ? "" : separators.randomElement(using: &random) ?? ", ") + set
        }
        return line + (Int.random(in: 0..<5, using: &random) == 0 ? "  " : "")
    }

    static func plainSession(_ random: inout SeededGenerator) -> String {
        let header = ["2026-01-05 \"A\"", "2026-01-05", "2024-02-29 \"Heavy day 2\"", "2026-12-31   \"\"  "]
            .randomElement(using: &random) ?? ""
        let indent = String(repeating: " ", count: Int.random(in: 1...4, using: &random))
        var text = header + "\n"
        for _ in 0..<Int.random(in: 0...5, using: &random) {
            if Int.random(in: 0..<6, using: &random) == 0 { text += ["\n", "   \n", " \n"].randomElement(using: &random) ?? "" }
            text += indent + plainLine(&random) + "\n"
        }
        return text
    }

    @Test(arguments: 0..<20)
    func randomPlainSessionsAreReadFastAndAgree(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed))
        for _ in 0..<25 {
            let text = Self.plainSession(&random)
            let source = SourceFile(name: "plain.lift", text: text + (Bool.random(using: &random) ? "2026-02-01 \"B\"\n" : ""))
            let both = Self.bothWays(source, at: 0, unit: .kg)
            #expect(both.fast != nil, "declined: \(text)")
            #expect(both.syntax.isEmpty, "\(text)")
            #expect(both.fast == both.general, "\(text)")
        }
    }

    /// Sessions drawn from a few lines, as a journal repeats its lines, some with a byte
    /// changed and some near misses among them: one scanner kept across them reads each as a
    /// fresh scanner does (a line read before is found by its bytes, a changed one is read
    /// anew), in each unit, and as the general path does.
    @Test(arguments: 0..<10)
    func repeatedLinesAreReadAlikeByOneScanner(seed: Int) {
        var random = SeededGenerator(seed: UInt64(2000 + seed))
        let pool = (0..<6).map { _ in Self.plainLine(&random) } + Self.nearMisses.shuffled(using: &random).prefix(3)
        let changes = Array(" x5,s.\t".utf8)
        let shared = SharedScanner()
        var read = 0
        for _ in 0..<60 {
            var lines = (0..<Int.random(in: 1...5, using: &random)).map { _ in pool.randomElement(using: &random) ?? "squat 5" }
            if Int.random(in: 0..<4, using: &random) == 0, let index = lines.indices.randomElement(using: &random) {
                var bytes = Array(lines[index].utf8)
                bytes[Int.random(in: 0..<bytes.count, using: &random)] = changes.randomElement(using: &random) ?? 32
                lines[index] = String(decoding: bytes, as: UTF8.self)
            }
            let indent = Bool.random(using: &random) ? "  " : "    "
            let source = SourceFile(name: "repeated.lift", text: "2026-01-05 \"A\"\n" + lines.map { indent + $0 + "\n" }.joined())
            for unit in [MassUnit.kg, .lb, nil] {
                let both = Self.bothWays(source, at: 0, unit: unit, shared: shared)
                guard let fast = both.fast else { continue }
                read += 1
                #expect(both.syntax.isEmpty, "\(lines)")
                #expect(fast == both.general, "\(lines)")
            }
        }
        #expect(read > 20)
    }

    /// Whole sessions repeated (`PlainSessionCache`): the same lines under other headers,
    /// with blank lines, before another session or at the end of the text with or without its
    /// last line feed, read by one scanner as by a fresh one and as the general path reads them.
    @Test(arguments: 0..<4)
    func repeatedSessionsAreReadAlikeByOneScanner(seed: Int) {
        var random = SeededGenerator(seed: UInt64(3000 + seed))
        let pool = (0..<5).map { _ in Self.plainLine(&random) } + Self.nearMisses.shuffled(using: &random).prefix(2)
        let bodies = (0..<3).map { _ in
            (0..<Int.random(in: 0...4, using: &random)).map { _ in pool.randomElement(using: &random) ?? "squat 5" }
        }
        var text = "unit kg\n\n"
        for day in 1...24 {
            let lines = bodies.randomElement(using: &random) ?? []
            let header = String(format: "2026-01-%02d", day) + (Bool.random(using: &random) ? " \"A\"" : "")
            text += header + "\n" + lines.map { "  " + $0 + "\n" + (Int.random(in: 0..<5, using: &random) == 0 ? "\n" : "") }.joined()
        }
        if Bool.random(using: &random), text.hasSuffix("\n") { text.removeLast() }
        let counted = Self.expectAgreement(SourceFile(name: "repeated-sessions.lift", text: text))
        #expect(counted.all == 72)
    }

    // MARK: Near misses

    /// Lines the general path reports, or reads otherwise than a plain line: the fast path
    /// declines each.
    static let nearMisses = [
        "squat 100kg 5x5", "squat 100 kg x 5", "squat 100kgx", "squat 100x0", "squat 0", "squat 100x5x0", "squat 100x5x1000",
        "squat 100x10000", "squat 10000000.5x5", "squat 100.1234567x5", "squat 100x5.5", "squat 100x5,", "squat ,100x5",
        "squat 100x5 warmup", "squat 100x5 @ rpe 11", "squat 100x5 @ rpe 0", "squat 100x5 @ rpe", "squat 100x5 @ 80%",
        "squat 100x5 @rpe9", "squat 100x5 # heavy", "squat 100x5 note \"grip\"", "squat 100mx5", "squat 100%x5",
        "squat 100x5kg", "squat 5km", "squat 0s", "squat 45sec", "squat 45sx3", "squat 1.5s", "run 5km in 25min",
        "squat (heavy) 100x5", "squat(heavy) 100x5", "\"squat\" 100x5", "Squat 100x5", "SQUAT 100x5", "squat 100X5",
        "squat 100×5", "squat 100x5×5", "squat\t100x5", "squat 100x5\t", "squät 100x5", "squat2 100x5", "squat_a 100x5",
        "squat 100x5 100x5", "squat", "squat  bench 100x5", "x 100x5", "warmup 100x5", "mood good", "note \"x\"",
        "bodyweight 80kg", "amrap 20min: 5 rounds", "emom 10", "squat skip", "squat bw x 12", "chin-up +10kg x 5",
        "squat -20kg x 8", "squat .5x5", "squat 100.x5", "squat 1.2.3x5", "squat 2026-01-01", "squat 100x5x5x5",
        "squat 12345678x5", "squat 100x5 @ rpe 9kg", "squat 100x5 @ RPE 9", "squat Warmup 100x5", "squat 100x5\r",
        "squat- 100x5", "squat -100x5", "squat 100lbsx5", "squat 100KGx5", "squat 100x 5", "squat 100 x5", "plank 45s in 1min",
    ]

    @Test func nearMissesAreDeclined() {
        for line in Self.nearMisses {
            let source = Self.session([line])
            for unit in [MassUnit.kg, .lb, nil] {
                #expect(Self.bothWays(source, at: 0, unit: unit).fast == nil, "\(line)")
            }
        }
    }

    /// Sessions the fast path declines as a whole: a comment, a time, a program reference,
    /// a header with more on it, a line at the margin, lines indented otherwise, a bare load
    /// in a journal with no unit.
    @Test func oddSessionsAreDeclined() {
        let odd = [
            "2026-01-05 \"A\"\n  squat 100x5\n# a comment\n", "2026-01-05 7:30 \"A\"\n  squat 100x5\n",
            "2026-01-05 \"A\" (5/3/1 week 1)\n  squat 100x5\n", "2026-01-05 \"A\":\n  squat 100x5\n",
            "2026-01-05 \"A\"\n  squat 100x5\n    bench 100x5\n", "2026-01-05 \"A\"\n  squat 100x5\n bench 100x5\n",
            "2026-01-05 \"A\"\nunit kg\n", "2026-01-05 \"A\\\"\"\n  squat 100x5\n", "2026-01-05 \"Ä\"\n  squat 100x5\n",
            "2026-02-30 \"A\"\n  squat 100x5\n", "0000-01-05 \"A\"\n  squat 100x5\n", "2026-01-05 \"A\"\r\n  squat 100x5\r\n",
            "2026-01-05 pain knee\n", "2026-01-05 \"A\"\n\tsquat 100x5\n", "2026-01-05 \"A\"\n  # warm-ups skipped\n  squat 100x5\n",
            "2026-01-05 \"A\"\n  mood good\n  squat 100x5\n", "2026-01-05x \"A\"\n", "2026-01-05 \"A\" \"B\"\n",
        ]
        for text in odd {
            #expect(Self.bothWays(SourceFile(name: "odd.lift", text: text), at: 0, unit: .kg).fast == nil, "\(text)")
        }
        let bare = Self.session(["squat 100x5"])
        #expect(Self.bothWays(bare, at: 0, unit: nil).fast == nil)
        #expect(Self.bothWays(bare, at: 0, unit: .lb).fast != nil)
    }

    /// Random changes to plain sessions (a byte inserted, dropped, doubled or swapped, a
    /// capital, a tab, a multiplication sign, junk at the end): whatever the fast path reads of
    /// them agrees with the general path, and it declines whatever the general path reports.
    @Test(arguments: 0..<20)
    func mutatedSessionsAgree(seed: Int) {
        var random = SeededGenerator(seed: UInt64(1000 + seed))
        let inserts: [[UInt8]] = [" ", "x", "X", "0", "9", ".", ",", "@", "#", "\t", "\r", "-", "+", "%", "\"", "(", ")", ":",
                                  "kg", "lb", "s", "m", "km", "rpe", "warmup", "note", "\u{D7}", "ü", "\n", "\n  ", "\n\n",
                                  "1234567", "00", "skip", "bw", "round", "amrap"].map { Array($0.utf8) }
        var read = 0
        for _ in 0..<40 {
            var bytes = Array(Self.plainSession(&random).utf8)
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let at = Int.random(in: 0...bytes.count, using: &random)
                switch Int.random(in: 0..<5, using: &random) {
                case 0: bytes.insert(contentsOf: inserts.randomElement(using: &random) ?? [], at: at)
                case 1: if at < bytes.count { bytes.remove(at: at) }
                case 2: if at < bytes.count { bytes.insert(bytes[at], at: at) }
                case 3: if at < bytes.count, bytes[at] &- UInt8(ascii: "a") < 26 { bytes[at] -= 32 }
                default: if at + 1 < bytes.count { bytes.swapAt(at, at + 1) }
                }
            }
            let source = SourceFile(name: "mutated.lift", bytes: bytes)
            read += Self.expectAgreement(source).read
        }
        #expect(read > 0)
    }
}
