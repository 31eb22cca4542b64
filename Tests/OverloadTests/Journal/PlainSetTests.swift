@testable import Overload
import OverloadSyntax
import OverloadTestSupport
import Testing

/// The journal reader's one-step reading of a plain set (`120x5`) against its reading of any
/// set: wherever the one-step reading takes a set, the long one takes it too, gives the same
/// sets and reports nothing. Sets are drawn at random (seeded) from parts that are valid and
/// parts that are not: units, signs, bodyweight, reps and counts out of range, RPE, notes, time.
@Suite struct PlainSetTests {
    static let loads = ["100", "62.5", "100kg", "225lb", "+10kg", "-20kg", "+10", "bw", "60%", "45s", "0", "5km"]
    static let reps = ["5", "1", "0", "12", "9999", "10000", "2.5", "45s", "400m", "5kg"]
    static let tails = ["", "", " @ rpe 9", " @ rpe 8.5", " @ rpe 11", " @ rpe 0", " note \"grip\"", " x 5", "x3", "x 0", "x 1000"]
    static let kinds = ["", "", "warmup ", "failure ", "top ", "backoff ", "drop "]

    static func randomSet(using generator: inout SeededGenerator) -> String {
        switch Int.random(in: 0..<10, using: &generator) {
        case 0: return "skip"
        case 1: return ["10", "45s", "5km in 25min", "2000m in 7:45", "12"].randomElement(using: &generator) ?? "10"
        default:
            let kind = kinds.randomElement(using: &generator) ?? ""
            let load = loads.randomElement(using: &generator) ?? "100"
            let rep = reps.randomElement(using: &generator) ?? "5"
            let tail = tails.randomElement(using: &generator) ?? ""
            let separator = Bool.random(using: &generator) ? "x" : " x "
            return kind + load + separator + rep + tail
        }
    }

    /// The performed sets of a journal's first session.
    static func performedSets(_ text: String) -> [PerformedSet] {
        let parsed = Parser.parse(SourceFile(name: "plain.lift", text: text))
        var sets: [PerformedSet] = []
        for case .session(let session) in parsed.document.statements {
            for case .performance(let line) in session.body { sets += line.sets }
        }
        return sets
    }

    @Test(arguments: [true, false])
    func plainSetsReadAsTheLongWayReadsThem(_ journalHasUnit: Bool) {
        var taken = 0
        for seed in 0..<300 {
            var generator = SeededGenerator(seed: UInt64(seed))
            let line = (0..<Int.random(in: 1...6, using: &generator)).map { _ in Self.randomSet(using: &generator) }
            let text = (journalHasUnit ? "unit kg\n" : "") + "2026-01-05 \"A\"\n  squat " + line.joined(separator: ", ") + "\n"
            let source = SourceFile(name: "plain.lift", text: text)
            let reader = JournalFileReader(source: source, catalog: .builtin, declared: [], inheritedUnit: journalHasUnit ? .kg : nil)
            for performed in Self.performedSets(text) {
                var plain: [SetPerformance] = []
                guard withUnsafePointer(to: performed, { reader.readPlainSet($0, into: &plain) }) else { continue }
                taken += 1
                var long: [SetPerformance] = []
                var longReader = reader
                #expect(longReader.readAnySet(performed, into: &long), "seed \(seed): \(text)")
                #expect(plain == long, "seed \(seed): \(text)")
                // A line of plain sets skips the check of its kind of work (W0207), which only
                // a time or a distance calls for.
                #expect(plain.allSatisfy { $0.timeSeconds == nil && $0.distanceMetres == nil }, "seed \(seed): \(text)")
                #expect(longReader.diagnostics.isEmpty, "seed \(seed): \(text)")
            }
        }
        // Without a unit line, bare loads take the long way (it warns once), so fewer are taken.
        #expect(taken > (journalHasUnit ? 100 : 40))
    }
}
