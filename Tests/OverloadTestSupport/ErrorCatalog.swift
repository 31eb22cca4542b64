import Foundation
import OverloadSyntax

/// Builds docs/errors.md: every diagnostic code with its summary, its reproducer file
/// (`Tests/Fixtures/diagnostics/<CODE>.lift`) and what Overload prints for it.
///
/// Each stage contributes one section (its list of codes); `diagnose` is whatever check
/// the documented tool runs on a file, so later stages extend the catalogue by adding a
/// section and passing the fuller check.
public enum ErrorCatalog {
    /// One stage's codes, such as the syntax codes E00xx and E01xx.
    public struct Section: Sendable {
        /// The heading, such as `Syntax`.
        public var title: String
        /// A sentence or two under the heading.
        public var introduction: String
        /// The codes, in the order the section lists them.
        public var codes: [DiagnosticCodeInfo]

        /// Creates a section.
        public init(title: String, introduction: String, codes: [DiagnosticCodeInfo]) {
            self.title = title
            self.introduction = introduction
            self.codes = codes
        }
    }

    /// `Tests/Fixtures/diagnostics/`.
    public static let reproducerFolder = RepositoryPaths.fixture("diagnostics")

    /// The reproducer of one code.
    public static func reproducer(for code: DiagnosticCode) -> URL {
        reproducerFolder.appendingPathComponent(code.rawValue + ".lift")
    }

    /// The reproducer of `code` as a source file named `<CODE>.lift`, or nil when it is missing.
    public static func reproducerSource(for code: DiagnosticCode) -> SourceFile? {
        guard let data = try? Data(contentsOf: reproducer(for: code)) else { return nil }
        return SourceFile(name: code.rawValue + ".lift", bytes: Array(data))
    }

    /// Codes of `sections` whose reproducer file does not exist.
    public static func missingReproducers(in sections: [Section]) -> [DiagnosticCode] {
        sections.flatMap(\.codes).map(\.code).filter { reproducerSource(for: $0) == nil }
    }

    /// The diagnostics of a reproducer rendered as `overload check` prints them, without colour.
    public static func rendering(of source: SourceFile, diagnose: (SourceFile) -> [Diagnostic]) -> String {
        DiagnosticRenderer(useColor: false).render(diagnose(source), in: source)
    }

    /// The whole of docs/errors.md.
    public static func document(sections: [Section], diagnose: (SourceFile) -> [Diagnostic]) -> String {
        var text = """
            # Diagnostic codes

            <!-- Generated from the code lists and Tests/Fixtures/diagnostics/ by the error catalogue test.
                 Do not edit by hand: run `OVERLOAD_RECORD=1 swift test --filter ErrorCatalog` after changing a code,
                 its summary or its reproducer. -->

            Every error (`E`) and warning (`W`) Overload reports has a stable code. Each code below
            has a short reproducer (kept in `Tests/Fixtures/diagnostics/<CODE>.lift`) and the exact
            output of `overload check` for it. Codes never change meaning once released.


            """
        for section in sections {
            text += "## \(section.title)\n\n\(section.introduction)\n\n"
            text += "| code | summary |\n|---|---|\n"
            for info in section.codes {
                text += "| [\(info.code)](#\(info.code.rawValue.lowercased())) | \(info.summary) |\n"
            }
            text += "\n"
            for info in section.codes {
                text += entry(info, diagnose: diagnose)
            }
        }
        while text.hasSuffix("\n\n") { text.removeLast() }
        return text
    }

    static func entry(_ info: DiagnosticCodeInfo, diagnose: (SourceFile) -> [Diagnostic]) -> String {
        var text = "### \(info.code)\n\n\(capitalized(info.summary)).\n\n"
        guard let source = reproducerSource(for: info.code) else {
            return text + "_No reproducer yet._\n\n"
        }
        let shown = displayable(source.bytes)
        text += "```\n" + shown.text + (shown.text.hasSuffix("\n") ? "" : "\n") + "```\n\n"
        if shown.hasHiddenBytes {
            text += "(The file holds bytes that cannot be shown here: ␀ stands for a NUL byte, ␍ for a lone carriage "
                + "return, � for bytes that are not UTF-8.)\n\n"
        }
        text += "```\n" + rendering(of: source, diagnose: diagnose) + "```\n\n"
        return text
    }

    /// The reproducer's text with bytes a Markdown reader could not show replaced by symbols.
    static func displayable(_ bytes: [UInt8]) -> (text: String, hasHiddenBytes: Bool) {
        var cleaned: [UInt8] = []
        var hidden = false
        for (index, byte) in bytes.enumerated() {
            if byte == 0 {
                cleaned += Array("␀".utf8)
                hidden = true
            } else if byte == UInt8(ascii: "\r"), index + 1 >= bytes.count || bytes[index + 1] != UInt8(ascii: "\n") {
                cleaned += Array("␍".utf8)
                hidden = true
            } else {
                cleaned.append(byte)
            }
        }
        let text = String(decoding: cleaned, as: UTF8.self)
        if text.unicodeScalars.contains("\u{FFFD}") { hidden = true }
        return (text, hidden)
    }

    static func capitalized(_ summary: String) -> String {
        guard let first = summary.first else { return summary }
        return first.uppercased() + summary.dropFirst()
    }
}
