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
    static let examples = ExampleFiles.urls.map(Fixture.init)
    /// Every file that must be valid: the examples and the valid fixtures.
    static let allValid = examples + valid
}
