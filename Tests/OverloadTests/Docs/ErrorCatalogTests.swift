import Foundation
import Overload
import OverloadTestSupport
import Testing

/// docs/errors.md is generated from the code lists, the reproducers and what `overload check`
/// reports for them; this test regenerates it under `OVERLOAD_RECORD=1` and otherwise
/// checks that it is up to date. A later stage adds its section here.
@Suite struct ErrorCatalogTests {
    static let sections = [
        ErrorCatalog.Section(
            title: "Syntax (E00xx, E01xx, W00xx)",
            introduction: "Reported while reading a file: E00xx and W00xx by the lexer, E01xx by the parser. "
                + "A file with syntax errors is not compiled or formatted.",
            codes: DiagnosticCodeInfo.syntax),
    ]

    /// The check `overload check` runs on one file.
    static func diagnose(_ source: SourceFile) -> [Diagnostic] {
        Checker.check(Parser.parse(source))
    }

    @Test func errorsDocumentIsUpToDate() {
        let document = ErrorCatalog.document(sections: Self.sections, diagnose: Self.diagnose)
        Golden.check(document, against: RepositoryPaths.docs.appendingPathComponent("errors.md"))
    }

    @Test func everyDocumentedCodeHasAReproducer() {
        let missing = ErrorCatalog.missingReproducers(in: Self.sections)
        #expect(missing.isEmpty, "no reproducer for \(missing.map(\.rawValue).joined(separator: ", "))")
    }

    @Test func everyCodeIsListedOnce() {
        let document = ErrorCatalog.document(sections: Self.sections, diagnose: Self.diagnose)
        for info in Self.sections.flatMap(\.codes) {
            #expect(document.components(separatedBy: "\n### \(info.code)\n").count == 2, "\(info.code)")
        }
    }
}
