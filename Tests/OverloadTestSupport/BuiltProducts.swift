import Foundation

/// Executables of this package, built beside the test bundle by `swift test` (in whichever
/// build folder and configuration the tests were built).
public enum BuiltProducts {
    /// The executable `name`: next to the running test binary first, then in `.build/debug`
    /// or `.build/release` above this file; nil when it is in none of them.
    public static func executable(_ name: String) -> URL? {
        var candidates = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
        candidates.append(Bundle.main.bundleURL)
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
        for configuration in ["debug", "release"] {
            candidates.append(RepositoryPaths.root.appendingPathComponent(".build/" + configuration))
        }
        return candidates.map { $0.appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// The full path of a command found on `PATH`, nil when it is not installed.
    public static func onPath(_ command: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.map { $0 + "/" + command }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
