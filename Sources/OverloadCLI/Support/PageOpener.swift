import Foundation

/// Opens a written page in the lifter's browser: through `$BROWSER` when it is set, else the
/// desktop's opener (`open` on macOS, `xdg-open` elsewhere). The launcher is run without a
/// shell, given the page's `file://` URL, and waited for: a launcher that cannot be found or
/// that fails is an error the command reports after the page is written.
enum PageOpener {
    /// Why the page could not be opened, in words for the lifter.
    struct Failure: Error, Equatable {
        var message: String
    }

    /// The desktop's opener on this platform.
    static var platformLauncher: String {
        #if os(macOS)
        "open"
        #else
        "xdg-open"
        #endif
    }

    /// The page's `file://` URL: absolute (a relative path is read from the current folder),
    /// with the characters a URL cannot hold escaped.
    static func url(of path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.absoluteString
    }

    /// The launcher's words for `url`. `$BROWSER` is a list of commands split by `:`, as other
    /// tools read it; the first is used. `%s` in it stands for the URL; without one, the URL
    /// is its last argument.
    static func command(for url: String, environment: [String: String]) -> [String] {
        let browser = (environment["BROWSER"] ?? "").split(separator: ":").first.map(String.init) ?? ""
        let words = browser.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard !words.isEmpty else { return [platformLauncher, url] }
        return words.contains { $0.contains("%s") } ? words.map { $0.replacingOccurrences(of: "%s", with: url) } : words + [url]
    }

    /// The launcher's executable: a path as given, else found on `PATH`; nil when there is none.
    static func executable(_ name: String, environment: [String: String]) -> String? {
        if name.contains("/") { return FileManager.default.isExecutableFile(atPath: name) ? name : nil }
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        return folders.map { $0 + "/" + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// How long to wait for a launcher to report how it did.
    static let launcherWait: TimeInterval = 3

    /// Opens the page at `path`, waiting for the launcher to finish (or a few seconds).
    static func open(_ path: String, environment: [String: String]) -> Result<Void, Failure> {
        let url = url(of: path)
        let words = command(for: url, environment: environment)
        let fromBrowser = !(environment["BROWSER"] ?? "").isEmpty
        let hint = fromBrowser ? "check BROWSER, or open \(url) yourself"
            : "set BROWSER to your browser's command, or open \(url) yourself"
        guard let name = words.first, let executable = executable(name, environment: environment) else {
            let named = words.first ?? platformLauncher
            return .failure(Failure(message: "cannot open the report: no '\(named)' to open it with\(fromBrowser ? " (from BROWSER)" : ""); \(hint)"))
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = Array(words.dropFirst())
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return .failure(Failure(message: "cannot open the report: '\(name)' did not start (\(error.localizedDescription)); \(hint)"))
        }
        // A launcher such as xdg-open hands the page over and exits; a browser named in BROWSER
        // may run in the foreground until it is closed. One still running after a few seconds
        // has the page: it is left to run, so the REPL never waits on a browser window.
        let deadline = Date().addingTimeInterval(Self.launcherWait)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning { return .success(()) }
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            return .failure(Failure(message: "cannot open the report: '\(name)' failed (exit \(process.terminationStatus)); \(hint)"))
        }
        return .success(())
    }
}
