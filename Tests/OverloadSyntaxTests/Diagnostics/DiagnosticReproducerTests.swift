import OverloadSyntax
import OverloadTestSupport
import Testing

/// Every syntax code has a reproducer in `Tests/Fixtures/diagnostics/<CODE>.lift` that
/// yields it, with its rendering kept as a golden beside it.
@Suite struct DiagnosticReproducerTests {
    static let codes = DiagnosticCodeInfo.syntax.map(\.code)

    @Test func everyCodeHasAReproducer() {
        let missing = ErrorCatalog.missingReproducers(
            in: [ErrorCatalog.Section(title: "Syntax", introduction: "", codes: DiagnosticCodeInfo.syntax)])
        #expect(missing.isEmpty, "no reproducer for \(missing.map(\.rawValue).joined(separator: ", ")) in Tests/Fixtures/diagnostics/")
    }

    @Test(arguments: codes)
    func reproducerYieldsItsCode(_ code: DiagnosticCode) throws {
        let source = try #require(ErrorCatalog.reproducerSource(for: code), "missing Tests/Fixtures/diagnostics/\(code).lift")
        let parsed = Parser.parse(source)
        #expect(parsed.diagnostics.contains { $0.code == code }, "\(code).lift yields \(Syntax.summary(parsed))")
        Golden.check(Syntax.rendered(parsed), against: Golden.companion(of: ErrorCatalog.reproducer(for: code), extension: "diagnostics"))
    }

    /// A reproducer shows its own code first, so the documentation does not lead with another one.
    @Test(arguments: codes)
    func reproducerLeadsWithItsCode(_ code: DiagnosticCode) throws {
        let source = try #require(ErrorCatalog.reproducerSource(for: code))
        let parsed = Parser.parse(source)
        #expect(parsed.diagnostics.first?.code == code, "\(code).lift yields \(Syntax.summary(parsed))")
    }

    @Test func codesAreUniqueAndWellFormed() {
        let raw = Self.codes.map(\.rawValue)
        #expect(Set(raw).count == raw.count)
        for info in DiagnosticCodeInfo.syntax {
            let code = info.code.rawValue
            #expect(code.count == 5 && (code.hasPrefix("E0") || code.hasPrefix("W0")), "\(code)")
            // Summaries read as the rest of a sentence: lowercase, no final period.
            #expect(info.summary.first?.isLowercase == true || info.summary.first == "'", "\(code): \(info.summary)")
            #expect(!info.summary.hasSuffix("."), "\(code): \(info.summary)")
        }
    }

    /// Warnings carry W codes and errors E codes, in every reproducer.
    @Test(arguments: codes)
    func severityMatchesCodeLetter(_ code: DiagnosticCode) throws {
        let source = try #require(ErrorCatalog.reproducerSource(for: code))
        for diagnostic in Parser.parse(source).diagnostics {
            let letter = diagnostic.severity == .warning ? "W" : "E"
            #expect(diagnostic.code.rawValue.hasPrefix(letter), "\(diagnostic.code) is a \(diagnostic.severity)")
        }
    }
}
