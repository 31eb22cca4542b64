import Foundation
import Overload

/// The ids of requests the client cancelled (`$/cancelRequest`). The reader marks them as it
/// reads, while the server may still be busy with earlier messages, so a queued request is
/// answered with -32800 instead of being worked on.
final class Cancellations: @unchecked Sendable {
    private let lock = NSLock()
    private var ids: Set<JSONValueKey> = []

    /// Marks the request `id` cancelled.
    func cancel(_ id: JSONValue) {
        lock.lock()
        ids.insert(JSONValueKey(id))
        lock.unlock()
    }

    /// True, once, when the request `id` was cancelled.
    func take(_ id: JSONValue) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return ids.remove(JSONValueKey(id)) != nil
    }

    /// The id of a `$/cancelRequest` notification in `message`, if it is one.
    static func cancelledID(in message: JSONValue) -> JSONValue? {
        guard message["method"]?.stringValue == "$/cancelRequest" else { return nil }
        return message["params"]?["id"]
    }
}

/// A request id as a set member: `1` and `1.0` are the same id, `"1"` another.
struct JSONValueKey: Hashable, Sendable {
    var text: String

    init(_ id: JSONValue) {
        if let number = id.intValue { text = "#\(number)" } else { text = JSONText.string(id) }
    }
}
