import Overload

/// Text from outside the program (an external plugin's answer) that overload prints: it must
/// not move the cursor, start a line of its own or reorder what follows, so that a plugin
/// cannot forge a diagnostic (`\nerror: ...`), send a terminal escape or turn a line around.
public enum ScreenText {
    /// Whether `scalar` acts on the screen instead of showing: a C0 control (line breaks and
    /// tabs too), DEL, a C1 control, or a bidirectional mark, embedding, override or isolate.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCIIControl { return true }
        return switch scalar.value {
        case 0x80...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// The first scalar of `text` that `isControl`, written `U+001B`; nil when there is none.
    public static func firstControl(in text: String) -> String? {
        guard let scalar = text.unicodeScalars.first(where: isControl) else { return nil }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// `text` with every control scalar shown as `?`, for quoting what a plugin printed.
    public static func shown(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { isControl($0) ? "?" : $0 }))
    }
}
