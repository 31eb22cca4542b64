import Foundation
import Overload
import OverloadTestSupport
import Testing

/// The library's log workflow (`SessionLog`, `SessionLogDraft`), as `overload log` and a
/// REPL's `log` line use it.
@Suite struct SessionLogTests {
    let date = LocalDate(year: 2026, month: 11, day: 18)!

    @Test func typedLinesKeepTheirLineNumbersUnderTheHeading() throws {
        let log = SessionLog(date: date, time: LocalTime(hour: 7, minute: 5), day: "Press")
        let source = try #require(log.source(lines: ["bench 100x5", "", "  row 60x8  "], name: "<arguments>"))
        #expect(String(decoding: source.bytes, as: UTF8.self) == "2026-11-18 7:05 \"Press\"\n  bench 100x5\n\n  row 60x8\n")
        let draft = SessionLogDraft(source: source, joining: Journal(), unit: .kg, expandRepeatedLoads: false)
        #expect(draft.diagnostics.isEmpty)
        // A mistake on typed line 3 is reported on line 3, not line 4.
        let broken = try #require(log.source(lines: ["bench 100x5", "", "row 60xx8"], name: "<arguments>"))
        let wrong = SessionLogDraft(source: broken, joining: Journal(), unit: .kg, expandRepeatedLoads: false)
        let error = try #require(wrong.diagnostics.first { $0.severity == .error })
        #expect(broken.location(of: error.range.start).line == 3)
        #expect(wrong.refusal(force: true) == .errors)
    }

    @Test func onlyCommentsOrBlankLinesAreNoSession() {
        #expect(SessionLog(date: date).source(lines: ["", "# nothing", "   "], name: "x") == nil)
    }

    @Test func wholeEntriesAreToldApartFromSessionLines() {
        #expect(SessionLog.holdsWholeEntries("# log\n\n2026-11-18\n  bench 100x5\n"))
        #expect(!SessionLog.holdsWholeEntries("bench 100x5\n2026-11-18\n"))
    }

    @Test func theRepeatedLoadShorthandIsForTypedInputOnly() throws {
        let source = try #require(SessionLog(date: date).source(lines: ["bench 100x5,5"], name: "x"))
        let typed = SessionLogDraft(source: source, joining: Journal(), unit: .kg, expandRepeatedLoads: true)
        let file = SessionLogDraft(source: source, joining: Journal(), unit: .kg, expandRepeatedLoads: false)
        #expect(typed.text(appendingTo: "", journal: Journal()) == "unit kg\n\n2026-11-18\n  bench 100x5x2\n")
        #expect(file.text(appendingTo: "", journal: Journal()) == "unit kg\n\n2026-11-18\n  bench 100x5, 5\n")
    }

    @Test func aMisspeltExerciseNeedsForce() throws {
        let source = try #require(SessionLog(date: date).source(lines: ["bench pres 100x5"], name: "x"))
        let draft = SessionLogDraft(source: source, joining: Journal(), unit: .kg, expandRepeatedLoads: true)
        #expect(draft.misspelt?.written == "bench pres")
        #expect(draft.refusal(force: false) == .misspelt(written: "bench pres", known: "bench press"))
        #expect(draft.refusal(force: false)?.reason == "'bench pres' is not an exercise Overload knows, and 'bench press' is close to it")
        #expect(draft.refusal(force: true) == nil)
    }

    /// The decision `log` and the REPL's `log` share: errors before a misspelt name, a
    /// misspelt name before an empty draft, and nothing refused once all is well.
    @Test func theRefusalIsOneValueInOrder() throws {
        let both = try #require(SessionLog(date: date).source(lines: ["bench pres 100x5", "row 60xx8"], name: "x"))
        let draft = SessionLogDraft(source: both, joining: Journal(), unit: .kg, expandRepeatedLoads: true)
        #expect(draft.refusal(force: false) == .errors)
        let empty = SessionLogDraft(source: SourceFile(name: "x", text: "# nothing\n"), joining: Journal(), unit: .kg,
                                    expandRepeatedLoads: true)
        #expect(empty.refusal(force: false) == .empty)
        #expect(empty.refusal(force: true) == .empty)
        #expect(SessionLogRefusal.empty.reason == "no session to log")
        #expect(SessionLogRefusal.errors.reason == "the session has errors")
        let fine = try #require(SessionLog(date: date).source(lines: ["bench 100x5"], name: "x"))
        #expect(SessionLogDraft(source: fine, joining: Journal(), unit: .kg, expandRepeatedLoads: true).refusal(force: false) == nil)
    }

    @Test func appendsThroughTheStoreAndReturnsTheEntryWithoutTheUnitLine() throws {
        try withTemporaryFolder { folder in
            let path = folder + "/training.lift"
            let source = try #require(SessionLog(date: date).source(lines: ["squat 100x5x3"], name: "x"))
            let draft = SessionLogDraft(source: source, joining: Journal(), unit: .lb, expandRepeatedLoads: true)
            let written = try draft.append(to: path, journal: Journal())
            #expect(written == "2026-11-18\n  squat 100x5x3\n")
            #expect(fileText(path) == "unit lb\n\n2026-11-18\n  squat 100x5x3\n")
        }
    }

    @Test func aRewrittenWordIsNoSlipButOneLetterIs() throws {
        let source = try #require(SessionLog(date: date).source(lines: ["squat mian 100x5"], name: "x"))
        #expect(SessionLogDraft(source: source, joining: Journal(), unit: .kg, expandRepeatedLoads: true).misspelt == nil)
        #expect(ExerciseCatalog.builtin.closeName(to: "squat mian") == nil)
        #expect(ExerciseCatalog.builtin.closeName(to: "bech press") == "Bench Press")
        #expect(ExerciseCatalog.builtin.closeName(to: "romanian dedlift") != nil)
    }
}
