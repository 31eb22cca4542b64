#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's environment variables, read from the C library's list.
///
/// `ProcessInfo.processInfo.environment` gives the same dictionary, but making the shared
/// `ProcessInfo` and going through Foundation cost about 0.48 M instructions (this reading
/// 0.2 M), a tenth of `overload --version`; every command pays it, since the console is
/// made before the command is known.
enum ProcessEnvironment {
    /// Every `NAME=value` entry; an entry without `=` is skipped, and of two entries with
    /// one name the first is kept (the one `getenv` finds).
    static func current() -> [String: String] {
        var variables: [String: String] = [:]
        var cursor = environ
        while let entry = cursor.pointee {
            cursor += 1
            guard let (name, value) = Self.entry(String(cString: entry)), variables[name] == nil else { continue }
            variables[name] = value
        }
        return variables
    }

    /// `text` split at its first `=`; nil when it has none.
    static func entry(_ text: String) -> (name: String, value: String)? {
        guard let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) else { return nil }
        return (String(text[..<equals]), String(text[text.utf8.index(after: equals)...]))
    }
}
