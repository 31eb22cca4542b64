#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the signal handlers read. Every field is set up before the first handler is
/// installed, so a handler only loads values and calls async-signal-safe functions
/// (`tcsetattr`, `signal`, `sigprocmask`, `raise`, `write`).
private enum SignalShared {
    /// The terminal's settings before the editor touched them.
    nonisolated(unsafe) static let original: UnsafeMutablePointer<termios> = .allocate(capacity: 1)
    /// The editor's raw settings.
    nonisolated(unsafe) static let raw: UnsafeMutablePointer<termios> = .allocate(capacity: 1)
    /// The settings between entries, while the REPL evaluates and prints.
    nonisolated(unsafe) static let quiet: UnsafeMutablePointer<termios> = .allocate(capacity: 1)
    /// Which settings are in force: `TerminalMode.original`, `.raw` or `.quiet`.
    nonisolated(unsafe) static var mode: Int32 = TerminalMode.original
    /// The write end of the pipe that wakes the reader: `W` after a resize, `C` after a
    /// stop and continue.
    nonisolated(unsafe) static var wakeWriter: Int32 = -1
}

/// The terminal's settings, as numbers a signal handler can read.
private enum TerminalMode {
    static let original: Int32 = 0
    static let raw: Int32 = 1
    static let quiet: Int32 = 2
}

/// Asks the terminal to mark pasted text (bracketed paste), or to stop.
private func setBracketedPaste(_ on: Bool) {
    // ESC [ ? 2 0 0 4 h / l
    var sequence: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0x1B, 0x5B, 0x3F, 0x32, 0x30, 0x30, 0x34, on ? 0x68 : 0x6C)
    _ = write(STDOUT_FILENO, &sequence, 8)
}

/// The terminal as it was: its settings, and no bracketed paste. Async-signal-safe.
private func restoreOriginal() {
    if SignalShared.mode != TerminalMode.original { setBracketedPaste(false) }
    _ = tcsetattr(STDIN_FILENO, TCSANOW, SignalShared.original)
}

/// Signals that end the process: the terminal is restored, then the signal is raised again
/// with its default action, so the exit status and core dumps are what they would have been.
private let endingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

private func restoreAndRaiseAgain(_ signalNumber: Int32) {
    if SignalShared.mode == TerminalMode.raw {
        // Off the half-typed line, so what the shell says next starts a line of its own.
        var lineBreak: (UInt8, UInt8) = (13, 10)
        _ = write(STDOUT_FILENO, &lineBreak, 2)
    }
    restoreOriginal()
    _ = signal(signalNumber, SIG_DFL)
    _ = raise(signalNumber)
}

private func stopWithTerminalRestored(_ signalNumber: Int32) {
    restoreOriginal()
    _ = signal(SIGTSTP, SIG_DFL)
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, SIGTSTP)
    _ = sigprocmask(SIG_UNBLOCK, &set, nil)
    _ = raise(SIGTSTP)
    // Continued: SIGCONT's handler has re-entered raw mode.
    _ = signal(SIGTSTP, stopWithTerminalRestored)
}

private func continued(_ signalNumber: Int32) {
    let mode = SignalShared.mode
    if mode != TerminalMode.original {
        _ = tcsetattr(STDIN_FILENO, TCSANOW, mode == TerminalMode.raw ? SignalShared.raw : SignalShared.quiet)
        setBracketedPaste(true)
    }
    wake(UInt8(ascii: "C"))
}

private func resized(_ signalNumber: Int32) {
    wake(UInt8(ascii: "W"))
}

private func wake(_ byte: UInt8) {
    var byte = byte
    if SignalShared.wakeWriter >= 0 { _ = write(SignalShared.wakeWriter, &byte, 1) }
}

/// The terminal on standard input and output: raw mode on and off, its width, and the
/// handlers that give it back in its original state whatever ends or stops the process.
/// The thin impure layer under `TerminalLineReader`; everything it decides is elsewhere.
final class RawTerminal {
    /// The read end of the wake pipe (resizes, continues).
    let wakeReader: Int32

    /// Saves the terminal's settings and installs the handlers; nil when standard input or
    /// output is not a terminal or its settings cannot be read.
    init?() {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { return nil }
        guard tcgetattr(STDIN_FILENO, SignalShared.original) == 0 else { return nil }
        var raw = SignalShared.original.pointee
        // As in cfmakeraw, but output post-processing is kept off too so the editor places
        // every carriage return itself, and signals are keys (Ctrl-C drops the line).
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { controls in
            controls[Int(VMIN)] = 1
            controls[Int(VTIME)] = 0
        }
        SignalShared.raw.pointee = raw
        // Between entries, keys typed ahead wait unechoed for the editor, and Ctrl-C, Ctrl-Z
        // and Ctrl-\ are keys too: the editor takes them at the next prompt, so an
        // interrupt while the REPL evaluates drops a line instead of the session. What
        // the REPL prints goes through the terminal's usual output settings.
        var quiet = SignalShared.original.pointee
        quiet.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &quiet.c_cc) { controls in
            controls[Int(VMIN)] = 1
            controls[Int(VTIME)] = 0
        }
        SignalShared.quiet.pointee = quiet
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        wakeReader = ends[0]
        SignalShared.wakeWriter = ends[1]
        SignalShared.mode = TerminalMode.original
        for signalNumber in endingSignals { _ = signal(signalNumber, restoreAndRaiseAgain) }
        _ = signal(SIGTSTP, stopWithTerminalRestored)
        _ = signal(SIGCONT, continued)
        _ = signal(SIGWINCH, resized)
        // A parent may have started this process with signals blocked: the handlers above
        // only help if the signals arrive.
        var handled = sigset_t()
        sigemptyset(&handled)
        for signalNumber in endingSignals + [SIGTSTP, SIGCONT, SIGWINCH] { sigaddset(&handled, signalNumber) }
        _ = sigprocmask(SIG_UNBLOCK, &handled, nil)
        atexit { restoreOriginal() }
    }

    deinit {
        restore()
    }

    /// Raw mode: every key arrives as it is pressed, nothing is echoed, pastes are marked.
    func enterRawMode() {
        if SignalShared.mode == TerminalMode.original { setBracketedPaste(true) }
        SignalShared.mode = TerminalMode.raw
        _ = tcsetattr(STDIN_FILENO, TCSADRAIN, SignalShared.raw)
    }

    /// Between entries: output as usual, input kept for the editor (see `init`).
    func leaveRawMode() {
        _ = tcsetattr(STDIN_FILENO, TCSADRAIN, SignalShared.quiet)
        SignalShared.mode = TerminalMode.quiet
    }

    /// The terminal as it was before the editor: its settings, and no bracketed paste.
    func restore() {
        restoreOriginal()
        SignalShared.mode = TerminalMode.original
    }

    /// Ctrl-Z: stops the process as the terminal's own suspend key would.
    func suspend() {
        _ = raise(SIGTSTP)
    }

    /// The terminal's width in columns (80 when it does not say).
    var columns: Int {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }

    /// Writes `text` to standard output, unbuffered.
    func output(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return write(STDOUT_FILENO, base + offset, buffer.count - offset)
            }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { return }
            offset += count
        }
    }

    /// What happened while waiting.
    enum Event: Equatable {
        case bytes([UInt8])
        case resized
        case continued
        /// Nothing within the timeout.
        case timeout
        /// Standard input ended or failed (the terminal went away).
        case closed
    }

    /// Waits for input or a wake-up; `timeout` in milliseconds, -1 for none.
    func wait(timeout: Int32) -> Event {
        while true {
            var fds = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0), pollfd(fd: wakeReader, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, 2, timeout)
            if ready < 0 {
                if errno == EINTR { continue }
                return .closed
            }
            if ready == 0 { return .timeout }
            if fds[1].revents != 0 {
                var byte: UInt8 = 0
                var event = Event.timeout
                while read(wakeReader, &byte, 1) == 1 {
                    event = byte == UInt8(ascii: "C") ? .continued : (event == .continued ? event : .resized)
                }
                if event != .timeout { return event }
            }
            if fds[0].revents != 0 {
                var buffer = [UInt8](repeating: 0, count: 512)
                let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR || errno == EAGAIN { continue }
                if count <= 0 { return .closed }
                return .bytes(Array(buffer[0..<count]))
            }
        }
    }
}
