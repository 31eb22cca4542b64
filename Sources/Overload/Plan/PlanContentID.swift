/// The content id of a ``PlanSnapshot``: the SHA-256 digest of the snapshot's canonical form.
///
/// Two snapshots with the same prescriptions have the same id on every machine and every run;
/// lineage metadata (version number, creator, source version, notes) is not part of it.
/// People see the ``short`` form (12 hex digits); the ``full`` digest stays available for
/// lineage links and verification.
public struct PlanContentID: Sendable, Hashable, Codable, CustomStringConvertible {
    /// How many hex digits the short form has.
    public static let shortLength = 12

    /// The SHA-256 digest of the canonical form.
    public let digest: SHA256Digest

    /// Wraps a digest.
    public init(digest: SHA256Digest) {
        self.digest = digest
    }

    /// Parses a full 64-digit hex digest; `nil` for anything else.
    public init?(hex: String) {
        guard let digest = SHA256Digest(hex: hex) else { return nil }
        self.digest = digest
    }

    /// The content id proper: the first 12 hex digits of the digest.
    public var short: String { String(digest.hex.prefix(Self.shortLength)) }

    /// All 64 hex digits of the digest.
    public var full: String { digest.hex }

    /// The short form, as people see and write it.
    public var description: String { short }

    /// Whether `text` (at least 4 hex digits, either case) is a prefix of the full digest,
    /// so a journal can name a snapshot by its short id or any longer prefix.
    public func matches(_ text: String) -> Bool {
        guard text.utf8.count >= 4 else { return false }
        return full.hasPrefix(text.lowercased())
    }

    /// Decodes from the full 64-digit hex string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let digest = SHA256Digest(hex: text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "expected 64 hex digits for a plan content id, got '\(text)'")
        }
        self.digest = digest
    }

    /// Encodes as the full 64-digit hex string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(full)
    }
}
