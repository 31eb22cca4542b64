import Foundation
import Overload
@testable import OverloadLanguageServer
import OverloadTestSupport
import Testing

/// Hover on what a program declares beyond an exercise: an item of a block of rounds, a
/// variant (its declaration, its line and its use), a ladder and its rungs, and the
/// `rpe chart` line. Each answer is kept whole as a golden, as an editor receives it.
@Suite struct ProgramHoverTests {
    static let program = """
        program "Hovers"
        unit kg
        round 2.5kg
        rpe chart brzycki
        tm = 90% of 1rm
        1rm squat 200kg
        exercise "scapular pull": equipment bodyweight, pattern vertical pull, primary lats
        exercise "negative pull-up": equipment bodyweight, pattern vertical pull, primary lats

        exercise paused squat: variant of squat at 90%

        ladder pull: scapular pull | negative pull-up | pull-up

        day "A":
          squat 3x5 @ 80%
          paused squat 3x3 @ 70%
          pull 3x5-8
          amrap 20min "Cindy": 10 push-up, 15 air squat

        progress squat: tm +5kg every week
        progress pull: graduate at 3x8

        """

    static let journal = """
        unit kg

        2026-11-16 "A"
          squat 145x5x3
          paused squat 112.5x3x3
          scapular pull 8, 8, 8
          amrap 20min "Cindy": 7 rounds + 12 reps

        2026-11-18 "A"
          squat 150x5x3
          negative pull-up 6, 6, 5
          amrap 20min "Cindy": 8 rounds + 3 reps

        """

    /// The program in a folder with its journal beside it, one of them opened; the hover's
    /// answer where `text` is first written on the first line containing `line` (one character in).
    struct Opened {
        var harness: ServerHarness
        var uri: String
        var text = ProgramHoverTests.program

        mutating func hover(_ text: String, line contains: String? = nil) -> JSONValue {
            let lines = self.text.split(separator: "\n", omittingEmptySubsequences: false)
            let index = lines.firstIndex { $0.contains(contains ?? text) } ?? 0
            let column = lines[index].range(of: text).map { lines[index].distance(from: lines[index].startIndex, to: $0.lowerBound) } ?? 0
            return harness.request("textDocument/hover", ServerHarness.at(uri, ServerHarness.position(index, column + 1)))["result"] ?? .null
        }
    }

    static func opened(withJournal: Bool = true, openingTheJournal: Bool = false) throws -> Opened {
        let folder = temporaryFolder()
        let program = folder.appendingPathComponent("program.lift")
        let journal = folder.appendingPathComponent("journal.lift")
        try Self.program.write(to: program, atomically: true, encoding: .utf8)
        if withJournal { try Self.journal.write(to: journal, atomically: true, encoding: .utf8) }
        var harness = ServerHarness.initialized(encodings: ["utf-8"], options: .object(["date": "2026-11-20"]))
        let (path, text) = openingTheJournal ? (journal.path, Self.journal) : (program.path, Self.program)
        let uri = DocumentURI.uri(of: path)
        harness.open(uri, text)
        return Opened(harness: harness, uri: uri, text: text)
    }

    static func check(_ result: JSONValue, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        Golden.check(String(decoding: JSONText.bytes(result), as: UTF8.self) + "\n",
                     against: RepositoryPaths.fixture("lsp/hover-\(name).json"), sourceLocation: sourceLocation)
    }

    static func text(_ result: JSONValue) -> String { result["contents"]?["value"]?.stringValue ?? "" }

    /// An item of a block of rounds gets its exercise's card as a day's line does, then the
    /// block and, from the journal, its best score: the one to beat.
    @Test func anItemOfABlockOfRoundsShowsItsExerciseAndTheScoreToBeat() throws {
        var opened = try Self.opened()
        let item = opened.hover("push-up", line: "amrap")
        Self.check(item, "rounds-item")
        let text = Self.text(item)
        #expect(text.contains("**Push-Up**") || text.lowercased().contains("push-up"), "\(text)")
        #expect(text.contains("in **AMRAP 20 min \"Cindy\"**: one round is 10 push-up, 15 air squat"), "\(text)")
        #expect(text.contains("to beat: 8 rounds + 3 reps (2026-11-18)"), "\(text)")
        var alone = try Self.opened(withJournal: false)
        let unlogged = Self.text(alone.hover("air squat", line: "amrap"))
        #expect(unlogged.contains("one round is 10 push-up, 15 air squat"), "\(unlogged)")
        #expect(!unlogged.contains("to beat"), "\(unlogged)")
    }

    /// A variant's declaration, its `variant of` line and its use on a day show the parent,
    /// the share and the max it makes: 90% of squat's training max of 180 kg.
    @Test func aVariantShowsItsParentShareAndMax() throws {
        var opened = try Self.opened()
        let declared = opened.hover("paused squat", line: "exercise paused squat")
        Self.check(declared, "variant")
        #expect(Self.text(declared).contains("variant of **squat** at 90%: training max 162 kg (90% of squat's 180 kg)"),
                "\(Self.text(declared))")
        let line = opened.hover("variant of")
        #expect(Self.text(line) == Self.text(declared))
        #expect(line["range"]?["start"]?["character"]?.intValue == "exercise paused squat: ".count)
        let used = opened.hover("paused squat", line: "paused squat 3x3")
        #expect(Self.text(used).contains("variant of **squat** at 90%"), "\(Self.text(used))")
    }

    /// A journal's line is read through its program: a variant's shows the parent, the share
    /// and the max as the program's line does, and a rung's its place on its ladder.
    @Test func aJournalsLinesOfAVariantAndARungShowWhatTheProgramSays() throws {
        var program = try Self.opened()
        var journal = try Self.opened(openingTheJournal: true)
        let variant = Self.text(journal.hover("paused squat", line: "paused squat 112.5"))
        #expect(variant.contains("variant of **squat** at 90%: training max 162 kg (90% of squat's 180 kg)"), "\(variant)")
        let onTheDay = Self.text(program.hover("paused squat", line: "paused squat 3x3"))
        #expect(variant.components(separatedBy: "\n\n").prefix(3) == onTheDay.components(separatedBy: "\n\n").prefix(3))
        let rung = Self.text(journal.hover("negative pull-up", line: "negative pull-up 6"))
        #expect(rung.contains("rung 2 of 3 of the ladder **pull**"), "\(rung)")
        let plain = Self.text(journal.hover("squat", line: "squat 150"))
        #expect(plain.contains("best e1RM"), "\(plain)")
        #expect(!plain.contains("variant of") && !plain.contains("rung"), "\(plain)")
    }

    /// A journal opened with no program beside it names the variants it declares itself: a
    /// line of one shows its parent and share (no max: only a program has maxes), as the
    /// program's line would; a lift the journal declares no variant of shows none. A name
    /// outside the catalog that the journal declares shows its history, not "unknown".
    @Test func aJournalAlonesLinesOfItsOwnVariantShowTheParentAndShare() throws {
        let text = "unit kg\nexercise paused squat: variant of Squat at 85%\nexercise pin press: variant of bench at 80%\n"
            + "exercise \"Zottman Curl\"\n\n"
            + "2026-11-16\n  squat 145x5x3\n  paused squat 112.5x3x3\n  pin press 70x5\n  zottman curl 12x10\n"
        let journal = temporaryFolder().appendingPathComponent("journal.lift")
        try text.write(to: journal, atomically: true, encoding: .utf8)
        var harness = ServerHarness.initialized(encodings: ["utf-8"], options: .object(["date": "2026-11-20"]))
        let uri = DocumentURI.uri(of: journal.path)
        harness.open(uri, text)
        var opened = Opened(harness: harness, uri: uri, text: text)
        let variant = Self.text(opened.hover("paused squat", line: "paused squat 112.5"))
        #expect(variant.hasPrefix("**Pause Squat**"), "\(variant)")
        #expect(variant.contains("\n\nvariant of **squat** at 85% (declared in the journal)\n\n"), "\(variant)")
        #expect(variant.contains("best e1RM"), "\(variant)")
        let uncatalogued = Self.text(opened.hover("pin press", line: "pin press 70"))
        // Its parent as `history` names it: the catalog's name for `bench`.
        #expect(uncatalogued == "**pin press**: not in the exercise catalog\n\nvariant of **bench press** at 80% (declared in the journal)"
                    + "\n\nbest e1RM: 81.7 kg (70 kg × 5, 2026-11-16)\n\nlast session: 2026-11-16, 1 set, 5 reps, top 70 kg",
                "\(uncatalogued)")
        // A name the journal declares is not called unknown: its history shows as any lift's.
        let declared = Self.text(opened.hover("zottman curl", line: "zottman curl 12"))
        #expect(declared == "**zottman curl**: declared in the journal, not in the exercise catalog"
                    + "\n\nbest e1RM: 16 kg (12 kg × 10, 2026-11-16)\n\nlast session: 2026-11-16, 1 set, 10 reps, top 12 kg",
                "\(declared)")
        let plain = Self.text(opened.hover("squat", line: "  squat 145"))
        #expect(plain.contains("best e1RM") && !plain.contains("variant of"), "\(plain)")
    }

    /// A ladder shows its rungs and the rung the journal has it on; a rung, its place.
    @Test func aLadderShowsItsRungsAndTheCurrentOne() throws {
        var opened = try Self.opened()
        let ladder = opened.hover("pull", line: "ladder pull")
        Self.check(ladder, "ladder")
        let text = Self.text(ladder)
        #expect(text.contains("ladder: 1. scapular pull · 2. negative pull-up · 3. pull-up"), "\(text)")
        #expect(text.contains("current rung: negative pull-up (2 of 3, from the journal)"), "\(text)")
        #expect(Self.text(opened.hover("pull 3x5-8")).contains("current rung: negative pull-up"))
        let rung = Self.text(opened.hover("negative pull-up", line: "ladder pull"))
        #expect(rung.contains("rung 2 of 3 of the ladder **pull**"), "\(rung)")
        var alone = try Self.opened(withJournal: false)
        #expect(Self.text(alone.hover("pull", line: "ladder pull"))
            .contains("current rung: scapular pull (the first; no journal is paired with this program)"))
    }

    /// `rpe chart NAME`: the chart, its source and a few of its cells (Brzycki's 5 at RPE 8 is 83.3%).
    @Test func theRPEChartLineShowsTheChart() throws {
        var opened = try Self.opened()
        let chart = opened.hover("rpe chart")
        Self.check(chart, "rpe-chart")
        let text = Self.text(chart)
        #expect(text.hasPrefix("**RPE chart: Brzycki**"), "\(text)")
        #expect(text.contains("source: Matt Brzycki"), "\(text)")
        #expect(text.contains("| 8 | 94.4% | 88.9% | 83.3% | 75% |"), "\(text)")
        #expect(ProgramHoverTests.rpeChartDefault.contains("(the default)"))
        #expect(LanguageServer.rpeChartHover("brzicki").contains("no chart 'brzicki'; the charts are `rts`, `epley`, `brzycki`"))
    }

    static var rpeChartDefault: String { LanguageServer.rpeChartHover("rts") }
}
