import Foundation
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

/// The shipped examples folder, found from this file's path.
enum JournalExampleFiles {
    struct Missing: Error {
        var path: String
    }

    /// The absolute path of `examples/`.
    static let folder: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.appendingPathComponent("examples").path
    }()

    /// The text of `examples/<name>`.
    static func text(_ name: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: folder + "/" + name) else { throw Missing(path: name) }
        return String(decoding: data, as: UTF8.self)
    }
}
