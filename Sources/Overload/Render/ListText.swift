/// Lists in prose, as messages and reasons write them: `a`, `a and b`, `a, b and c`.
public enum ListText {
    /// The items joined by commas, the last by `conjunction` (`and`, `or`); empty for none.
    public static func joined(_ items: [String], with conjunction: String) -> String {
        guard items.count > 1, let last = items.last else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }

    /// `a`, `a and b`, `a, b and c`.
    public static func and(_ items: [String]) -> String {
        joined(items, with: "and")
    }
}
