import Foundation
import OverloadTestSupport
import Testing

/// Running an external plugin leaves SIGPIPE as it was: a write to a plugin that stopped
/// reading does not kill overload, and `overload next ... | head -1` still ends overload
/// quietly when `head` is gone, as any command line tool ends.
@Suite struct ExternalPluginSignalTests {
    /// The exit of `overload arguments` with its standard output a pipe nobody reads (closed
    /// before it starts, as `head -1` closes after its line), SIGPIPE at its default as a
    /// shell starts it; standard error goes to `errors`.
    static func runWithOutputClosed(_ arguments: [String], errors: String) throws -> (signal: Int32, status: Int32) {
        let overload = try #require(BuiltProducts.executable("overload"), "overload not found; build it with `swift build`")
        var fds: [Int32] = [-1, -1]
        #expect(pipe(&fds) == 0)
        close(fds[0])
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let argv: [UnsafeMutablePointer<CChar>?] = ([overload.path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, overload.path, &actions, &attributes, argv, environ)
        close(fds[1])
        try #require(spawned == 0, "cannot start overload: \(spawned)")
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (status & 0x7f, (status >> 8) & 0xff)
    }

    @Test func aClosedOutputEndsOverloadQuietlyAfterAPluginRan() throws {
        try ExternalPluginTests.withFolder(plugin: "cat >/dev/null; echo '\(ExternalPluginTests.answer)'") { folder in
            let ending = try Self.runWithOutputClosed(
                ["next", folder + "/program.lift", "--journal", folder + "/journal.lift", "--date", "2026-11-20", "--allow-exec"],
                errors: folder + "/errors.txt")
            #expect(ending.signal == SIGPIPE, "ended with signal \(ending.signal), status \(ending.status)")
            #expect(try String(contentsOfFile: folder + "/errors.txt", encoding: .utf8) == "")
        }
    }

    /// A plugin that exits without reading a long request does not end overload: the fallback answers.
    @Test func aPluginThatStopsReadingDoesNotEndOverload() throws {
        try ExternalPluginTests.withFolder(plugin: "exec 0<&-; sleep 0.2; echo garbage") { folder in
            let journal = try String(contentsOfFile: folder + "/journal.lift", encoding: .utf8)
            // 400 sessions make a request of about 130 kB, twice what a pipe holds: the write
            // meets the closed end.
            let long = (0..<400).map { day in
                "\n\(2027 + day / 336)-\(String(format: "%02d", 1 + day / 28 % 12))-\(String(format: "%02d", 1 + day % 28)) \"A\"\n"
                    + "  squat 100x5, 100x5, 100x5\n  bench 60x5, 60x5, 60x5\n"
            }.joined()
            try write(journal + long, to: folder + "/journal.lift")
            let run = CLIRun(["next", folder + "/program.lift", "--journal", folder + "/journal.lift", "--date", "2029-01-01",
                              "--allow-exec"])
            #expect(!run.output.contains("error"), "\(run.output)")
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output.contains("linear +2.5kg answered"), "\(run.output)")
        }
    }
}
