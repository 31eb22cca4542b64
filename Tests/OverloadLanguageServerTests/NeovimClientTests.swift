import Foundation
import OverloadTestSupport
import Testing

/// A real editor as the client: headless Neovim runs tests/Fixtures/lsp/neovim-client.lua
/// against `overload lsp`. Without Neovim the test is skipped with how to install it,
/// except on CI (`CI=true`), where a missing Neovim is a failure.
@Suite struct NeovimClientTests {
    static let neovim = BuiltProducts.onPath("nvim")
    static let onCI = ProcessInfo.processInfo.environment["CI"] == "true"

    @Test(.enabled(if: neovim != nil || onCI, "Neovim is not installed; install it with 'apt-get install neovim' to run this test"))
    func neovimShowsDiagnosticsFixesHoversCompletesAndFormats() throws {
        guard let neovim = Self.neovim else {
            Issue.record("CI=true but Neovim is not installed: add 'apt-get install -y neovim' before 'swift test'")
            return
        }
        let overload = try #require(BuiltProducts.executable("overload"), "the overload executable was not built")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("overload-nvim-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let program = folder.appendingPathComponent("program.lift")
        try "day \"Été\"\n    squat   3x5 @ 100kg\n".write(to: program, atomically: true, encoding: .utf8)
        let result = folder.appendingPathComponent("result.txt")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: neovim)
        let script = RepositoryPaths.fixture("lsp/neovim-client.lua").path
        process.arguments = ["--headless", "--clean", "-n", "-c", "luafile \(script)"]
        var environment = ProcessInfo.processInfo.environment
        environment["OVERLOAD_BIN"] = overload.path
        environment["LSP_FILE"] = program.path
        environment["LSP_RESULT"] = result.path
        environment["HOME"] = folder.path
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(120)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        if process.isRunning {
            process.terminate()
            Issue.record("Neovim did not finish within two minutes")
        }
        let lines = ((try? String(contentsOf: result, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("diagnostic E") && $0.contains("line 0") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("quickfix insert ':'") }, "\(lines)")
        #expect(lines.contains("fixed day \"Été\":"), "\(lines)")
        #expect(lines.contains("diagnostics after the fix 0"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("hover ") && $0.contains("barbell") }, "\(lines)")
        #expect(lines.contains("completion items true"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("completion Bench Press ") && $0.contains("barbell") }, "\(lines)")
        #expect(lines.filter { $0.hasPrefix("formatted ") } == ["formatted day \"Été\":", "formatted   squat 3x5 @ 100kg"], "\(lines)")
        #expect(lines.contains("definition line 1"), "\(lines)")
        #expect(lines.contains("renamed   front squat 3x5 @ 100kg"), "\(lines)")
    }
}
