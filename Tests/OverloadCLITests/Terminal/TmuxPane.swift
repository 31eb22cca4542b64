import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import OverloadTestSupport
import Testing

/// A detached tmux session of a fixed size on a private server: keys in, screen out.
///
/// Every wait polls the screen until a condition holds or a deadline shared by the whole
/// test passes, so a slow machine takes longer but never fails on a fixed sleep.
final class TmuxPane {
    static let tmux = BuiltProducts.onPath("tmux")

    private let tmux: String
    private let socket: String
    private let deadline: Date
    private(set) var lastScreen = ""
    private(set) var lastCursor = (column: -1, row: -1)

    /// Starts `command` (run by `/bin/sh -c`) in a `columns` × `rows` pane; the server lives
    /// in `folder` and is killed by `close()`.
    init(folder: String, columns: Int, rows: Int, command: String, environment: [String: String], deadline: Date) throws {
        tmux = try #require(Self.tmux, "tmux is not installed")
        socket = folder + "/tmux.sock"
        self.deadline = deadline
        let assignments = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.quoted($0.value))" }
        let shellCommand = "env " + assignments.joined(separator: " ") + " /bin/sh -c " + Self.quoted(command)
        try run(["-f", "/dev/null", "new-session", "-d", "-s", "test", "-x", "\(columns)", "-y", "\(rows)", shellCommand])
        // Keep the pane after the command ends so its last screen can still be read.
        try run(["set-option", "-g", "remain-on-exit", "on"])
    }

    /// Ends the tmux server and everything in it.
    func close() {
        _ = try? run(["kill-server"])
    }

    /// Types `text` literally.
    func type(_ text: String) throws {
        try run(["send-keys", "-t", "test", "-l", text])
    }

    /// Pastes `text` as a terminal does, marked as a paste when the program asked for
    /// bracketed paste.
    func paste(_ text: String) throws {
        try run(["set-buffer", "-b", "pasted", "--", text])
        try run(["paste-buffer", "-p", "-b", "pasted", "-t", "test"])
    }

    /// Presses keys by tmux's names: `Enter`, `Left`, `Up`, `Tab`, `C-c`, `C-d`.
    func press(_ keys: String...) throws {
        try run(["send-keys", "-t", "test"] + keys)
    }

    /// The visible screen, each row as tmux shows it.
    func screen() throws -> String {
        try output(["capture-pane", "-p", "-t", "test"])
    }

    /// Everything the pane printed, scrollback included, wrapped rows joined.
    func transcript() throws -> String {
        try output(["capture-pane", "-p", "-J", "-S", "-", "-t", "test"])
    }

    /// Waits until `condition` holds for the transcript; false when the deadline passed.
    @discardableResult
    func waitUntil(_ condition: (String) -> Bool) throws -> Bool {
        while true {
            lastScreen = try transcript()
            if condition(lastScreen) { return true }
            if Date() > deadline { return false }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// Where the cursor is: column and row of the visible screen.
    func cursor() throws -> (column: Int, row: Int) {
        let fields = try output(["display-message", "-p", "-t", "test", "#{cursor_x} #{cursor_y}"])
            .split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Int($0) }
        return fields.count == 2 ? (fields[0], fields[1]) : (-1, -1)
    }

    /// Waits until the cursor satisfies `condition`; false when the deadline passed.
    @discardableResult
    func waitForCursor(_ condition: ((column: Int, row: Int)) -> Bool) throws -> Bool {
        while true {
            lastCursor = try cursor()
            if condition(lastCursor) { return true }
            if Date() > deadline { return false }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// Waits until `text` appears `count` times in the transcript.
    @discardableResult
    func waitFor(_ text: String, count: Int = 1) throws -> Bool {
        try waitUntil { $0.occurrences(of: text) >= count }
    }

    /// Runs a tmux command whose output is not needed, through `posix_spawn` and `waitpid`:
    /// Foundation's `Process` learns that a child ended when a descriptor the child holds is
    /// closed, and the server `new-session` starts inherits it and keeps it open for good.
    private func run(_ arguments: [String]) throws {
        let argv = ([tmux, "-S", socket] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
            posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY, 0)
        }
        // The test runner's threads block most signals, and a child inherits the mask: the
        // server (and the REPL under it) would never see SIGHUP, and kill-server would hang.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let status = posix_spawn(&pid, tmux, &actions, &attributes, argv, environ)
        try #require(status == 0, "cannot start tmux: \(status)")
        var exitStatus: Int32 = 0
        while waitpid(pid, &exitStatus, 0) < 0, errno == EINTR {}
    }

    private func output(_ arguments: [String]) throws -> String {
        let process = tmuxProcess(arguments)
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    private func tmuxProcess(_ arguments: [String]) -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tmux)
        process.arguments = ["-S", socket] + arguments
        process.standardInput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        return process
    }

    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

extension String {
    /// How many times `text` occurs, not overlapping.
    func occurrences(of text: String) -> Int {
        components(separatedBy: text).count - 1
    }
}
