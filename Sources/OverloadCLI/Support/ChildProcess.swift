import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs one program without a shell, in its own process group, with bytes on its standard
/// input and a time limit: what an external plugin needs. On the time limit, or when the
/// program prints too much, the whole group is killed (a plugin's own children too); after a
/// normal exit the group is killed as well, so nothing the plugin started lives on.
enum ChildProcess {
    /// How a run ended.
    enum Ending: Equatable {
        case exited(Int32)
        case signalled(Int32)
        case timedOut
        case outputTooLong
        case couldNotStart(String)
    }

    struct Result {
        var ending: Ending
        var output: [UInt8]
        var errorOutput: [UInt8]
    }

    /// Runs `executable` (argument 0 and nothing else) in `directory`.
    static func run(
        executable: String, directory: String, input: [UInt8], timeout: Double, outputLimit: Int, errorLimit: Int = 4096
    ) -> Result {
        var inPipe: [Int32] = [-1, -1], outPipe: [Int32] = [-1, -1], errPipe: [Int32] = [-1, -1]
        guard makePipe(&inPipe), makePipe(&outPipe), makePipe(&errPipe) else {
            for fd in inPipe + outPipe + errPipe where fd >= 0 { close(fd) }
            return Result(ending: .couldNotStart(String(cString: strerror(errno))), output: [], errorOutput: [])
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, inPipe[0], 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        // The pipes' own ends close on exec (``makePipe(_:)``). Nothing else of overload's is the
        // plugin's: every other descriptor (a journal's lock, a file another thread is
        // writing) is closed in the child, where the C library can.
        _ = addCloseFrom(&actions, 3)
        guard addChangeDirectory(&actions, directory) == 0 else {
            for fd in inPipe + outPipe + errPipe { close(fd) }
            return Result(ending: .couldNotStart("cannot run it in \(directory)"), output: [], errorOutput: [])
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setpgroup(&attributes, 0)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF))

        var pid: pid_t = 0
        var status: Int32 = 0
        // A file just written may still be open for writing in a child another thread started
        // (its descriptor closes only on exec, or never in a child that inherited it without
        // close-on-exec): the kernel then refuses to run it ("Text file busy"). Waits that
        // double from 10 ms, about 2.5 s in all, see it through.
        for attempt in 0..<8 {
            status = executable.withCString { path in
                var argv: [UnsafeMutablePointer<CChar>?] = [strdup(path), nil]
                defer { free(argv[0]) }
                return posix_spawn(&pid, path, &actions, &attributes, &argv, environ)
            }
            guard status == ETXTBSY else { break }
            usleep(useconds_t(10_000 << attempt))
        }
        close(inPipe[0])
        close(outPipe[1])
        close(errPipe[1])
        guard status == 0 else {
            close(inPipe[1])
            close(outPipe[0])
            close(errPipe[0])
            return Result(ending: .couldNotStart(String(cString: strerror(status))), output: [], errorOutput: [])
        }
        return collect(pid: pid, stdin: inPipe[1], stdout: outPipe[0], stderr: errPipe[0], input: input,
                       deadline: Date().addingTimeInterval(timeout), outputLimit: outputLimit, errorLimit: errorLimit)
    }

    /// Feeds the input and reads both outputs until the child's outputs close and it exits,
    /// or the deadline passes.
    private static func collect(
        pid: pid_t, stdin: Int32, stdout: Int32, stderr: Int32, input: [UInt8], deadline: Date, outputLimit: Int, errorLimit: Int
    ) -> Result {
        var writer: Int32 = stdin
        _ = fcntl(writer, F_SETFL, fcntl(writer, F_GETFL) | O_NONBLOCK)
        #if canImport(Darwin)
        // A plugin that exits without reading its input must not kill overload with SIGPIPE.
        _ = fcntl(writer, F_SETNOSIGPIPE, 1)
        #endif
        var written = 0
        if input.isEmpty {
            close(writer)
            writer = -1
        }
        var readers: [Int32] = [stdout, stderr]
        var output: [UInt8] = []
        var errorOutput: [UInt8] = []
        var ending: Ending?
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while ending == nil, writer >= 0 || readers.contains(where: { $0 >= 0 }) {
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else {
                ending = .timedOut
                break
            }
            var fds: [pollfd] = []
            if writer >= 0 { fds.append(pollfd(fd: writer, events: Int16(POLLOUT), revents: 0)) }
            for fd in readers where fd >= 0 { fds.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0)) }
            let ready = poll(&fds, nfds_t(fds.count), Int32(min(remaining * 1000 + 1, 1000)))
            if ready < 0 && errno != EINTR { break }
            for entry in fds where entry.revents != 0 {
                if entry.fd == writer {
                    let count = input[written...].prefix(65_536).withUnsafeBytes { bytes in
                        bytes.baseAddress.map { PipeWrite.withoutSIGPIPE(writer, $0, bytes.count) } ?? 0
                    }
                    if count > 0 { written += count }
                    if count < 0 && errno != EAGAIN && errno != EINTR || written >= input.count {
                        // Done, or the plugin closed its input: what it prints is all that counts.
                        close(writer)
                        writer = -1
                    }
                    continue
                }
                let count = read(entry.fd, &buffer, buffer.count)
                if count <= 0 {
                    if count < 0 && (errno == EAGAIN || errno == EINTR) { continue }
                    close(entry.fd)
                    readers = readers.map { $0 == entry.fd ? -1 : $0 }
                } else if entry.fd == stdout {
                    output += buffer[0..<count]
                    if output.count > outputLimit { ending = .outputTooLong }
                } else if errorOutput.count < errorLimit {
                    errorOutput += buffer[0..<min(count, errorLimit - errorOutput.count)]
                }
            }
        }
        if writer >= 0 { close(writer) }
        for fd in readers where fd >= 0 { close(fd) }
        let exit = ending == nil ? waitForExit(pid, until: deadline) : nil
        // Stop the whole group (the plugin's children too) before reaping the plugin, so its
        // group id cannot have been handed to another process.
        kill(-pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        if ending == nil {
            ending = exit == nil ? .timedOut : Self.ending(status)
        }
        return Result(ending: ending ?? .timedOut, output: output, errorOutput: errorOutput)
    }

    /// A pipe whose ends close on exec: another plugin started at the same time (tests run in
    /// parallel) must not inherit them, or this one's output would not end when it exits.
    /// `dup2` onto 0, 1 and 2 in the child clears the flag there.
    /// (Swift's Glibc does not import `pipe2`, so the flag is set just after.)
    private static func makePipe(_ ends: inout [Int32]) -> Bool {
        guard pipe(&ends) == 0 else { return false }
        for fd in ends { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        return true
    }

    /// `posix_spawn_file_actions_addchdir_np`, which glibc has had since 2.29 but Swift's Glibc
    /// module does not import: looked up by name.
    private static func addChangeDirectory(_ actions: inout posix_spawn_file_actions_t, _ directory: String) -> Int32 {
        #if canImport(Darwin)
        return posix_spawn_file_actions_addchdir_np(&actions, directory)
        #else
        typealias AddChdir = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
        guard let symbol = dlsym(nil, "posix_spawn_file_actions_addchdir_np") else { return ENOSYS }
        let function = unsafeBitCast(symbol, to: AddChdir.self)
        return directory.withCString { function(&actions, $0) }
        #endif
    }

    /// `posix_spawn_file_actions_addclosefrom_np` (glibc 2.34 and later), looked up by name as
    /// ``addChangeDirectory(_:_:)`` is; ENOSYS where the C library lacks it.
    private static func addCloseFrom(_ actions: inout posix_spawn_file_actions_t, _ lowest: Int32) -> Int32 {
        #if canImport(Darwin)
        return ENOSYS
        #else
        typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return ENOSYS }
        return unsafeBitCast(symbol, to: AddCloseFrom.self)(&actions, lowest)
        #endif
    }

    /// Waits, without reaping, until the child exits or the deadline passes; nil on the deadline.
    private static func waitForExit(_ pid: pid_t, until deadline: Date) -> Bool? {
        while deadline.timeIntervalSinceNow > 0 {
            var info = siginfo_t()
            if waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0, Self.childPID(info) == pid { return true }
            usleep(2_000)
        }
        return nil
    }

    private static func childPID(_ info: siginfo_t) -> pid_t {
        #if canImport(Glibc)
        return info._sifields._sigchld.si_pid
        #else
        return info.si_pid
        #endif
    }

    private static func ending(_ status: Int32) -> Ending {
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
    }
}
