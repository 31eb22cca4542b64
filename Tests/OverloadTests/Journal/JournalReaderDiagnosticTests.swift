import Overload
import OverloadSyntax
import OverloadTestSupport
import Testing

/// Every journal diagnostic points at the exact text it is about, and the rest of the
/// journal is still read.
@Suite struct JournalReaderDiagnosticTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var line: String
        var code: String
        var message: String
        /// The text the diagnostic's range covers.
        var covered: String
        var label: String? = nil

        var testDescription: String { "\(code): \(line)" }
    }

    /// Each case is one line in a session (or, when it starts with a date, a dated entry).
    static let cases: [Case] = [
        Case(line: "mood grate", code: "E0401", message: "unknown mood 'grate'",
             covered: "grate", label: "did you mean 'great'?"),
        Case(line: "energy hgh", code: "E0401", message: "unknown energy 'hgh'",
             covered: "hgh", label: "did you mean 'high'?"),
        Case(line: "soreness extreme", code: "E0401", message: "unknown soreness 'extreme'", covered: "extreme"),
        Case(line: "pain \"knee\" moderat", code: "E0401", message: "unknown pain severity 'moderat'",
             covered: "moderat", label: "did you mean 'moderate'?"),
        Case(line: "effort 11", code: "E0402", message: "effort is a whole number from 1 to 10", covered: "11"),
        Case(line: "effort 0", code: "E0402", message: "effort is a whole number from 1 to 10", covered: "0"),
        Case(line: "effort 7.5", code: "E0402", message: "effort is a whole number from 1 to 10", covered: "7.5"),
        Case(line: "bench 100x5 @ rpe 11", code: "E0403", message: "RPE is from 1 to 10", covered: "11"),
        Case(line: "bench 100x5 @ rpe 0.5", code: "E0403", message: "RPE is from 1 to 10", covered: "0.5"),
        Case(line: "bench 100x0", code: "E0404", message: "reps are a whole number from 1 to 9999", covered: "0",
             label: "a set of 0 reps is a failed attempt: write 'failure' before it"),
        Case(line: "bench 100x5.5", code: "E0404", message: "reps are a whole number from 1 to 9999", covered: "5.5"),
        Case(line: "chin-up 7.5", code: "E0404", message: "reps are a whole number from 1 to 9999", covered: "7.5"),
        Case(line: "bench 100x5x0", code: "E0404", message: "the number of sets is a whole number from 1 to 999",
             covered: "0"),
        Case(line: "duration 5kg", code: "E0405", message: "'duration' is a time, such as 45m, 1h or 4500s", covered: "5kg"),
        Case(line: "duration 75", code: "E0405", message: "'duration' is a time, such as 45m, 1h or 4500s", covered: "75"),
        Case(line: "available 90s", code: "E0405", message: "the time available is in whole minutes", covered: "90s"),
        Case(line: "bodyweight 80m", code: "E0405", message: "a bodyweight is a mass, such as 80kg or 176lb",
             covered: "80m"),
        Case(line: "note felt", code: "E0405", message: "a note is a quoted string", covered: "felt"),
        Case(line: "mood good, great", code: "E0405", message: "'mood' takes one value", covered: "good, great"),
        Case(line: "plan xyz", code: "E0405", message: "a plan id is a word of hexadecimal digits", covered: "xyz"),
        Case(line: "override -10% weigth", code: "E0406", message: "an override changes 'weight' or 'volume', not 'weigth'",
             covered: "weigth", label: "did you mean 'weight'?"),
        Case(line: "override 10kg weight", code: "E0406", message: "an override is a percentage of weight or volume, or 'skip' an exercise",
             covered: "10kg"),
        Case(line: "override 0% volume", code: "E0406", message: "an override changes by -99% to +100%, and not by 0%",
             covered: "0%"),
        Case(line: "override -150% volume", code: "E0406", message: "an override changes by -99% to +100%, and not by 0%",
             covered: "-150%"),
        Case(line: "override", code: "E0406", message: "expected what the override changes", covered: "override"),
        Case(line: "override skip", code: "E0406", message: "expected the exercise to skip", covered: "override skip"),
        Case(line: "override -10% weight \"a\" \"b\"", code: "E0406", message: "expected 'weight' or 'volume' after the percentage",
             covered: "override -10% weight \"a\" \"b\""),
        Case(line: "pain", code: "E0407", message: "expected a body part and a severity", covered: "pain"),
        Case(line: "pain \"knee\"", code: "E0407", message: "expected how bad the pain is: mild, moderate or severe",
             covered: "pain \"knee\""),
        Case(line: "pain mild", code: "E0407", message: "expected the body part that hurts", covered: "pain mild"),
        Case(line: "pain \"knee\" mild 100", code: "E0407", message: "expected at most an exercise after the severity",
             covered: "pain \"knee\" mild 100"),
        Case(line: "2026-11-19 accept +5lb", code: "E0408", message: "expected the exercise the decision is about",
             covered: "accept +5lb"),
        Case(line: "2026-11-19 accept bench +5lb, squat +5lb", code: "E0408", message: "one decision per line",
             covered: "accept bench +5lb, squat +5lb"),
        Case(line: "2026-11-19 accept bench \"why\" +5lb", code: "E0408", message: "only the reason, at the end, is quoted",
             covered: "\"why\""),
        Case(line: "bench 60% x 5", code: "E0411", message: "a performed load is a mass, not '60%'", covered: "60%"),
        Case(line: "plank 45.5s", code: "E0411", message: "a timed set lasts whole seconds, more than none",
             covered: "45.5s"),
        Case(line: "plank 45s in 50s", code: "E0411", message: "'in' gives the time of a distance", covered: "50s"),
        Case(line: "bench skip @ rpe 8", code: "E0411", message: "a skipped set has no RPE", covered: "8"),
        Case(line: "run 0m", code: "E0411", message: "a distance is more than none", covered: "0m"),
        Case(line: "run 5km in 0.5s", code: "E0411", message: "the time after 'in' is whole seconds, such as 25min or 7:45",
             covered: "0.5s"),
        Case(line: "2026-11-19 note 5", code: "E0405", message: "a note is a quoted string", covered: "5"),
        Case(line: "2026-11-19 bodyweight heavy", code: "E0405", message: "a bodyweight is a mass, such as 80kg or 176lb",
             covered: "heavy"),
        Case(line: "2026-11-19 note \"a\" \"b\"", code: "E0405", message: "'note' takes one value", covered: "\"a\" \"b\""),
        Case(line: "2026-11-19 bodyweight 80kg, 81kg", code: "E0405", message: "'bodyweight' takes one value",
             covered: "80kg, 81kg"),
        Case(line: "2026-11-19 resolved \"elbow\"", code: "W0405", message: "no open pain flag for \"elbow\"",
             covered: "2026-11-19 resolved \"elbow\""),
    ]

    @Test(arguments: cases)
    func reportsAtTheExactPlace(_ example: Case) throws {
        let isDated = example.line.first?.isNumber == true
        let entry = isDated ? example.line : "2026-11-18\n  " + example.line
        let text = "unit kg\n\n" + entry + "\n\n2026-11-20 \"Next\"\n  squat 100x5\n"
        let reading = JournalText.read(text)
        let diagnostic = try #require(reading.diagnostics.first, "no diagnostic for \(example.line)")
        #expect(reading.diagnostics.count == 1, "\(reading.diagnostics.map(\.message))")
        #expect(diagnostic.code.rawValue == example.code, "\(diagnostic.message)")
        #expect(diagnostic.message == example.message)
        #expect(JournalText.covered(diagnostic, in: text) == example.covered)
        if let label = example.label { #expect(diagnostic.label == label) }
        #expect(diagnostic.severity == (example.code.hasPrefix("W") ? .warning : .error))
        // The well-formed session after the bad line is still read.
        #expect(reading.journal.sessions.last?.exercises.first?.sets.count == 1)
    }

    /// Reads `text` after `change` has edited the first performed set of each performance line.
    static func readEdited(_ text: String, _ change: (inout PerformedSet) -> Void) -> JournalReading {
        var parsed = Syntax.parse(text)
        parsed.document.statements = parsed.document.statements.map { statement in
            guard case .session(var session) = statement else { return statement }
            session.body = session.body.map { line in
                guard case .performance(var performance) = line, !performance.sets.isEmpty else { return line }
                change(&performance.sets[0])
                return .performance(performance)
            }
            return .session(session)
        }
        return JournalReader().read(parsed)
    }

    /// The parser never builds `bw` without reps, nor work that is neither a time nor a
    /// distance; a tree edited into that shape (as a tool building trees could) still gets
    /// its message.
    @Test func setsTheParserCannotBuildAreStillExplained() throws {
        let text = "unit kg\n\n2026-11-18\n  chin-up bw x 12\n  plank 45s\n"
        let bodyweight = Self.readEdited(text) { set in if set.work == nil { set.reps = nil } }
        let noReps = try #require(bodyweight.diagnostics.first)
        #expect(bodyweight.diagnostics.count == 1, "\(bodyweight.diagnostics.map(\.message))")
        #expect(noReps.code == .journalInvalidSet)
        #expect(noReps.message == "'bw' needs reps after it")
        #expect(JournalText.covered(noReps, in: text) == "bw x 12")

        let bare = Self.readEdited(text) { set in set.work?.unit = nil }
        let notWork = try #require(bare.diagnostics.first)
        #expect(bare.diagnostics.count == 1, "\(bare.diagnostics.map(\.message))")
        #expect(notWork.code == .journalInvalidSet)
        #expect(notWork.message == "expected a time or a distance")
        #expect(JournalText.covered(notWork, in: text) == "45s")
    }

    @Test func fixItsReplaceTheWordWithTheSuggestion() throws {
        let text = "2026-11-18\n  mood grate\n"
        let fixIt = try #require(JournalText.read(text).diagnostics.first?.fixIts.first)
        #expect(fixIt.replacement == "great")
        #expect(SourceFile(name: "t", text: text).text(fixIt.range) == "grate")
    }

    @Test func aBadSetLeavesItsLineOutButKeepsTheSession() throws {
        let reading = JournalText.read("unit kg\n\n2026-11-18\n  mood good\n  bench 100x5, 100x0\n  squat 100x5\n")
        let session = try #require(reading.journal.sessions.first)
        #expect(session.mood == .good)
        #expect(session.exercises.map(\.name) == ["squat"])
    }

    @Test func aPropertyGivenTwiceWarnsAndTheLaterCounts() throws {
        let text = "2026-11-18\n  mood good\n  mood tired\n"
        let reading = JournalText.read(text)
        #expect(JournalText.codes(reading) == ["W0404"])
        #expect(JournalText.location(try #require(reading.diagnostics.first), in: text).line == 3)
        #expect(reading.journal.sessions.first?.mood == .tired)
    }

    @Test func aSecondUnitNamingAnotherUnitIsAnError() throws {
        let text = "unit kg\nunit lb\n\n2026-11-18\n  bench 100x5\n"
        let reading = JournalText.read(text)
        #expect(JournalText.codes(reading) == ["E0412"])
        #expect(reading.journal.unit == .kg)
        #expect(reading.journal.sessions.first?.exercises.first?.sets.first?.load == JournalWeight(100, .kg))
    }

    @Test func aLineWithASyntaxErrorIsReportedOnce() throws {
        let reading = JournalText.read("unit kg\n\n2026-11-18\n  effort 12kgg\n  bench 100x5\n")
        #expect(JournalText.codes(reading) == ["E0105"])
        #expect(reading.journal.sessions.first?.exercises.count == 1)
    }

    @Test func everyJournalCodeIsListedOnceWithASummary() {
        let codes = DiagnosticCodeInfo.journal.map(\.code.rawValue)
        #expect(Set(codes).count == codes.count)
        // The journal's checks of its variant lines are the program's variant checks as
        // warnings, numbered beside them.
        let variantChecks: Set<String> = ["W0221", "W0222", "W0223", "W0224"]
        #expect(codes.allSatisfy { $0.hasPrefix("E04") || $0.hasPrefix("W04") || variantChecks.contains($0) })
        #expect(DiagnosticCodeInfo.journal.allSatisfy { !$0.summary.isEmpty })
        let known = Set(DiagnosticCodeInfo.syntax.map(\.code) + DiagnosticCodeInfo.compiler.map(\.code))
        #expect(DiagnosticCodeInfo.journal.allSatisfy { !known.contains($0.code) })
    }
}
