import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a command reads and writes: the real terminal, or buffers in tests.
public struct Console: Sendable {
    /// Text written to standard output.
    public var output = ""
    /// Text written to standard error.
    public var errors = ""
    /// Standard input, read on demand.
    public var readInput: @Sendable () -> [UInt8]
    /// The environment variables: those given, or the process's own, read when asked.
    public var environment: [String: String] {
        get { givenEnvironment ?? ProcessEnvironment.current() }
        set { givenEnvironment = newValue }
    }
    /// The environment given (a test's); nil for the process's own, which is read from the C
    /// library only when asked: most commands read one variable or none, and a dictionary of
    /// every variable made at each start cost 0.2 M instructions (0.6 M with the runtime's
    /// first look for `String: Hashable`, which `--version` needs nowhere else).
    private var givenEnvironment: [String: String]?
    /// Whether standard error is a terminal (for colour).
    public var errorIsTerminal: Bool
    /// Whether standard output is a terminal (for the REPL's colour).
    public var outputIsTerminal: Bool
    /// When true, text is written through immediately instead of buffered.
    let streaming: Bool

    /// A console for tests: captures everything, reads `input` as standard input.
    public init(input: [UInt8] = [], environment: [String: String] = [:], terminal: Bool = false) {
        self.readInput = { input }
        self.givenEnvironment = environment
        self.errorIsTerminal = terminal
        self.outputIsTerminal = terminal
        self.streaming = false
    }

    /// The process's real standard streams.
    public static func standard() -> Console {
        var console = Console()
        console.givenEnvironment = nil
        console.readInput = { Array(FileHandle.standardInput.readDataToEndOfFile()) }
        console.errorIsTerminal = isatty(2) == 1
        console.outputIsTerminal = isatty(1) == 1
        return Console(copying: console, streaming: true)
    }

    init(copying other: Console, streaming: Bool) {
        self.readInput = other.readInput
        self.givenEnvironment = other.givenEnvironment
        self.errorIsTerminal = other.errorIsTerminal
        self.outputIsTerminal = other.outputIsTerminal
        self.streaming = streaming
    }

    /// Writes to standard output.
    public mutating func print(_ text: String, terminator: String = "\n") {
        if streaming {
            StandardStream.write(text + terminator, to: STDOUT_FILENO)
        } else {
            output += text + terminator
        }
    }

    /// Writes to standard error.
    public mutating func printError(_ text: String, terminator: String = "\n") {
        if streaming {
            StandardStream.write(text + terminator, to: STDERR_FILENO)
        } else {
            errors += text + terminator
        }
    }

    /// Leaves `value` to the end of the process instead of freeing it, when this console is the
    /// process's own: the process exits once the command returns, and freeing a large model
    /// (ten years of journal, 10 MB) after the output is written only delays the exit. A
    /// test's console frees it as usual.
    public func keepUntilExit<Value>(_ value: Value) {
        guard streaming else { return }
        Self.keepForever(value)
    }

    /// Holds `value` until the process exits, never freeing it: what ``keepUntilExit(_:)``
    /// does for a process's own console, for threads that have none.
    static func keepForever<Value>(_ value: Value) {
        _ = Unmanaged.passRetained(KeptUntilExit(value))
    }

    /// The value of the environment variable `name`: the given environment's, or the
    /// process's own read with `getenv` (the first entry of that name), without making a
    /// dictionary of every variable.
    public func variable(_ name: String) -> String? {
        if let givenEnvironment { return givenEnvironment[name] }
        return getenv(name).map { String(cString: $0) }
    }

    /// Colour only on a terminal, and never when NO_COLOR is set (https://no-color.org).
    public var useColorOnErrors: Bool {
        errorIsTerminal && (variable("NO_COLOR") ?? "").isEmpty && variable("TERM") != "dumb"
    }
}

/// A value ``Console/keepUntilExit(_:)`` holds: retained once and never released.
private final class KeptUntilExit<Value> {
    let value: Value

    init(_ value: Value) { self.value = value }
}

/// Exit statuses, from sysexits.
public enum ExitCode {
    public static let success: Int32 = 0
    /// `fmt --check` found a file that is not canonical, or `diff` found differences.
    public static let failure: Int32 = 1
    /// The command line was wrong.
    public static let usage: Int32 = 64
    /// An input file has errors.
    public static let dataError: Int32 = 65
    /// A bug in Overload.
    public static let software: Int32 = 70
    /// A program the command hands its work to is missing or failed (the browser `report --open`
    /// opens the page in; the page is written).
    public static let unavailable: Int32 = 69
    /// A file could not be read or written.
    public static let ioError: Int32 = 74
}
