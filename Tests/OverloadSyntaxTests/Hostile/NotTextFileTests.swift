import OverloadSyntax
import OverloadTestSupport
import Testing

/// A file that is not text is one error at its first bad byte, whatever its size, and
/// nothing of it is parsed; a file over the diagnostic limit shows the limit and a note.
@Suite struct NotTextFileTests {
    /// A megabyte of pseudo-random bytes, the same every run.
    static let binary: [UInt8] = {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        return (0..<1_000_000).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
    }()

    @Test func aBinaryFileIsOneErrorAtItsFirstBadByte() {
        let parsed = Hostile.parse(Self.binary)
        #expect(parsed.diagnostics.count == 1)
        let diagnostic = parsed.diagnostics[0]
        #expect([DiagnosticCode.invalidUTF8, .nulByte].contains(diagnostic.code))
        #expect(diagnostic.message.hasPrefix("not a text file: "))
        #expect(parsed.document.statements.isEmpty)
    }

    @Test func aNulAfterGoodLinesIsLocatedAsLineAndColumn() {
        let bytes = Array("day \"A\":\n  squat 3x5\n  bench".utf8) + [0] + Array(" 3x5\n".utf8)
        let parsed = Hostile.parse(bytes)
        #expect(Hostile.codes(parsed) == [.nulByte])
        #expect(Hostile.locations(parsed) == ["3:8"])
        #expect(parsed.diagnostics[0].message == "not a text file: a NUL byte at 3:8; nothing in it is read")
    }

    @Test func aFileOfNulBytesIsOneError() {
        #expect(Hostile.parse([UInt8](repeating: 0, count: 100_000)).diagnostics.count == 1)
    }

    @Test func aLatin1FileIsNamedByItsFirstBadByte() {
        let parsed = Hostile.parse(Array("day \"Jamb".utf8) + [0xE9] + Array("es\":\n  squat 3x5\n".utf8))
        #expect(Hostile.codes(parsed) == [.invalidUTF8])
        #expect(parsed.diagnostics[0].label == "byte 9, 0xE9, does not start a valid character")
    }

    @Test func thePartsAJournalIsReadInGiveTheSameOneError() {
        let source = SourceFile(name: "j.lift", bytes: Array("2026-01-01 \"A\"\n  squat 100x5\n".utf8) + [0xFF, 0xFE, 0])
        var parts = Parser.parts(of: source, partBytes: 8)
        let first = parts.next()
        #expect(first?.diagnostics.map(\.code) == [.invalidUTF8])
        #expect(first?.statements.isEmpty == true)
        #expect(parts.next() == nil)
    }

    /// One bad byte (a NUL, a byte that starts no character) at every place in and around the
    /// blocks the check reads at once, after ASCII or after a character of two bytes: found
    /// where it is.
    @Test func aBadByteIsFoundAtEveryPlace() {
        for bad: UInt8 in [0, 0xFF, 0x80] {
            for lead in [[UInt8](), Array("é".utf8)] {
                for position in 0..<80 {
                    var bytes = lead + [UInt8](repeating: UInt8(ascii: "a"), count: 100)
                    bytes[lead.count + position] = bad
                    let found = Parser.notTextDiagnostic(SourceFile(name: "a", bytes: bytes))?.range.start
                    #expect(found == lead.count + position, "\(bad) at \(position) after \(lead.count) bytes")
                }
            }
        }
    }

    @Test func validTextOfEveryWidthIsText() {
        #expect(Parser.notTextDiagnostic(SourceFile(name: "a", text: "day \"Ноги 🦵\":\n  squat 3×5 # é\n")) == nil)
    }
}

/// At most ``DiagnosticLimit/perFile`` diagnostics a file, then one note counting the rest.
@Suite struct DiagnosticLimitTests {
    static func errors(_ count: Int) -> [Diagnostic] {
        (0..<count).map { .error(.expectedReps, "expected reps after 'x'", at: SourceRange($0 * 10, $0 * 10 + 1)) }
    }

    @Test func underTheLimitNothingChanges() {
        #expect(DiagnosticLimit.capped(Self.errors(50)) == Self.errors(50))
    }

    @Test func overTheLimitTheRestAreOneNoteAtTheFirstLeftOut() {
        let capped = DiagnosticLimit.capped(Self.errors(300) + [.warning(.tabIndentation, "tab", at: SourceRange(4000, 4001))])
        #expect(capped.count == 51)
        let note = capped[50]
        #expect(note.severity == .note)
        #expect(note.message == "and 250 more errors and 1 more warning in this file, not shown")
        #expect(note.range == SourceRange(500, 501))
        #expect(note.code == .expectedReps)
    }

    @Test func whatWasShownBeforeCountsTowardTheLimit() {
        let capped = DiagnosticLimit.capped(Self.errors(10), alreadyShown: 45)
        #expect(capped.count == 6)
        #expect(capped[5].message == "and 5 more errors in this file, not shown")
    }
}
