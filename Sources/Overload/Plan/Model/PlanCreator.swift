/// Who created a plan snapshot: part of its lineage, not of its content.
public enum PlanCreator: Sendable, Hashable, JSONValueConvertible {
    /// The lifter, by writing or editing the program.
    case user
    /// The built-in rules (for example, accepted suggestions from a deload rule).
    case rules
    /// A progression plugin, by name.
    case plugin(name: String)
}

extension PlanCreator: CustomStringConvertible {
    /// `user`, `rules` or `plugin:<name>`; the same text the JSON form uses.
    public var description: String {
        switch self {
        case .user: "user"
        case .rules: "rules"
        case .plugin(let name): "plugin:\(name)"
        }
    }

    /// Parses ``description``'s form; `nil` for anything else.
    public init?(text: String) {
        switch text {
        case "user": self = .user
        case "rules": self = .rules
        default:
            guard text.hasPrefix("plugin:") else { return nil }
            self = .plugin(name: String(text.dropFirst("plugin:".count)))
        }
    }
}
