import Foundation

/// Folders of the repository, found from this file's own path so tests run from any
/// working directory.
public enum RepositoryPaths {
    /// The repository root: three levels up from `Tests/OverloadTestSupport/RepositoryPaths.swift`.
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `examples/`: example programs and journals.
    public static let examples = root.appendingPathComponent("examples", isDirectory: true)
    /// `docs/`: the project's documentation.
    public static let docs = root.appendingPathComponent("docs", isDirectory: true)
    /// `grammar/`: the grammar of the language.
    public static let grammar = root.appendingPathComponent("grammar", isDirectory: true)
    /// `Tests/Fixtures/`: inputs and golden outputs of the tests.
    public static let fixtures = root.appendingPathComponent("Tests/Fixtures", isDirectory: true)

    /// A path under `Tests/Fixtures/`, such as `syntax/valid/program.lift`.
    public static func fixture(_ relativePath: String) -> URL {
        fixtures.appendingPathComponent(relativePath)
    }

    /// The text of the file at `relativePath` from the repository root, such as `docs/journal.md`.
    /// - Throws: when the file cannot be read.
    public static func text(_ relativePath: String) throws -> String {
        String(decoding: try Data(contentsOf: root.appendingPathComponent(relativePath)), as: UTF8.self)
    }

    /// The path of `url` relative to the repository root, for messages and file names in goldens.
    public static func relative(_ url: URL) -> String {
        let rootPath = root.standardizedFileURL.path
        let path = url.standardizedFileURL.path
        guard path.hasPrefix(rootPath + "/") else { return path }
        return String(path.dropFirst(rootPath.count + 1))
    }
}
