import Foundation
import OverloadSyntax
import OverloadTestSupport
import Testing

/// One input file of the syntax tests, named by its path relative to the repository.
struct Fixture: Sendable, CustomTestStringConvertible {
    let url: URL

    /// `Tests/Fixtures/syntax/valid/program.lift`, for messages.
    var path: String { RepositoryPaths.relative(url) }
    /// `program.lift`: the name diagnostics show, so goldens do not depend on the checkout.
    var fileName: String { url.lastPathComponent }
    var testDescription: String { path }

    var source: SourceFile { SourceFile(name: fileName, bytes: FileListing.bytes(of: url)) }

    /// The golden beside this fixture, with another extension.
    func golden(_ fileExtension: String) -> URL { Golden.companion(of: url, extension: fileExtension) }
}

/// The files the syntax tests run over.
enum Corpus {
    static let validFolder = RepositoryPaths.fixture("syntax/valid")
    static let invalidFolder = RepositoryPaths.fixture("syntax/invalid")

    /// `Tests/Fixtures/syntax/valid/*.lift`: each parses without errors.
    static let valid = FileListing.files(in: validFolder, withExtension: "lift", recursive: false).map(Fixture.init)
    /// `Tests/Fixtures/syntax/invalid/*.lift`: each has errors.
    static let invalid = FileListing.files(in: invalidFolder, withExtension: "lift", recursive: false).map(Fixture.init)
    /// `examples/**/*.lift`.
    static let examples = FileListing.files(in: RepositoryPaths.examples, withExtension: "lift").map(Fixture.init)
    /// Every file that must be valid: the examples and the valid fixtures.
    static let allValid = examples + valid
}

/// Shorthands over the front end.
enum Syntax {
    static func parse(_ text: String, name: String = "test.lift") -> ParsedFile {
        Parser.parse(SourceFile(name: name, text: text))
    }

    static func parse(bytes: [UInt8], name: String = "test.lift") -> ParsedFile {
        Parser.parse(SourceFile(name: name, bytes: bytes))
    }

    /// The tree without ranges, so layout does not matter.
    static func shape(_ parsed: ParsedFile) -> String {
        ASTDump.dump(parsed.document, source: nil)
    }

    static func errors(_ parsed: ParsedFile) -> [Diagnostic] {
        parsed.diagnostics.filter { $0.severity == .error }
    }

    /// Diagnostics as `overload check` prints them, without colour.
    static func rendered(_ parsed: ParsedFile) -> String {
        DiagnosticRenderer(useColor: false).render(parsed.diagnostics, in: parsed.source)
    }

    /// Codes with their line:column, a compact form for messages.
    static func summary(_ parsed: ParsedFile) -> String {
        parsed.diagnostics.map { "\($0.code)@\(parsed.source.location(of: $0.range.start))" }.joined(separator: " ")
    }
}
