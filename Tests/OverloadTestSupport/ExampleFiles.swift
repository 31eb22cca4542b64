import Foundation

/// The `.lift` files under `examples/`, read from the package checkout so the tests check
/// exactly what ships. Every test target lists them from here.
public enum ExampleFiles {
    /// Every `.lift` file under `examples/`, sorted by path.
    public static let urls: [URL] = FileListing.files(in: RepositoryPaths.examples, withExtension: "lift")

    /// Their paths relative to `examples/`, such as `programs/531-bbb.lift`.
    public static let relativePaths: [String] = urls.map { String(RepositoryPaths.relative($0).dropFirst("examples/".count)) }

    /// The text of `examples/<relativePath>`.
    /// - Throws: when the file cannot be read.
    public static func text(_ relativePath: String) throws -> String {
        try RepositoryPaths.text("examples/" + relativePath)
    }
}
