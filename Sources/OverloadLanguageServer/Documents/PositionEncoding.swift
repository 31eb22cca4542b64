/// How the `character` of an LSP position counts: UTF-16 code units (the protocol's default)
/// or UTF-8 bytes (when the client offers it, since byte offsets are the project's truth).
enum PositionEncoding: String, Sendable, Hashable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"

    /// The encoding to use from those the client offers (`general.positionEncodings`):
    /// UTF-8 when offered, otherwise UTF-16, which every client must support.
    static func negotiated(from offered: [String]) -> PositionEncoding {
        offered.contains(PositionEncoding.utf8.rawValue) ? .utf8 : .utf16
    }

    /// How many units the scalar whose UTF-8 form starts with `lead` takes.
    func units(ofScalarStartingWith lead: UInt8, length: Int) -> Int {
        switch self {
        case .utf8: length
        case .utf16: length == 4 ? 2 : 1
        }
    }
}

/// A zero-based line and character, counted in the session's ``PositionEncoding``.
struct Position: Sendable, Hashable, Comparable {
    var line: Int
    var character: Int

    static func < (lhs: Position, rhs: Position) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }
}

/// A half-open LSP range.
struct LSPRange: Sendable, Hashable {
    var start: Position
    var end: Position
}
