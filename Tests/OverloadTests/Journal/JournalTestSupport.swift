import Foundation
import Overload
import OverloadSyntax
import OverloadTestSupport

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

/// The shipped examples folder, found from this file's path.
enum JournalExampleFiles {
    struct Missing: Error {
        var path: String
    }

    /// The absolute path of the package.
    static let root = RepositoryPaths.root.path

    /// The absolute path of `examples/`.
    static let folder = root + "/examples"

    /// The text of `examples/<name>`.
    static func text(_ name: String) throws -> String {
        try packageText("examples/" + name)
    }

    /// The text of a file of the package, by its path from the package root.
    static func packageText(_ path: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: root + "/" + path) else { throw Missing(path: path) }
        return String(decoding: data, as: UTF8.self)
    }
}
