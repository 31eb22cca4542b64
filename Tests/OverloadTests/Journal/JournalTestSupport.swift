import Overload
import OverloadSyntax

/// Reading journal text in tests, and finding where a diagnostic points.
enum JournalText {
    /// Parses and reads `text` as one file (includes not followed).
    static func read(_ text: String, catalog: ExerciseCatalog = .builtin) -> JournalReading {
        JournalReader(catalog: catalog).read(SourceFile(name: "test.lift", text: text))
    }

    /// The one-based line and column a diagnostic starts at.
    static func location(_ diagnostic: Diagnostic, in text: String) -> SourceLocation {
        SourceFile(name: "test.lift", text: text).location(of: diagnostic.range.start)
    }

    /// The text a diagnostic's range covers.
    static func covered(_ diagnostic: Diagnostic, in text: String) -> String {
        SourceFile(name: "test.lift", text: text).text(diagnostic.range)
    }

    /// Codes of the diagnostics, in order.
    static func codes(_ reading: JournalReading) -> [String] {
        reading.diagnostics.map(\.code.rawValue)
    }
}
