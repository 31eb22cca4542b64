extension TimeSpan {
    /// The span as a person reads it, units spelt apart so no `m` can be taken for metres:
    /// `45 s`, `20 min`, `1 min 30 s`, `1 h 5 min`, `2 h`, `0 s`.
    public var readable: String {
        if seconds == 0 { return "0 s" }
        let total = seconds.magnitude
        let parts = [(total / 3600, "h"), ((total % 3600) / 60, "min"), (total % 60, "s")]
            .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        return (seconds < 0 ? "-" : "") + parts.joined(separator: " ")
    }

    /// The span in the language's own spelling, which reads back as the same time: `45s`,
    /// `20min`, `90s`, `2h`, `65min` (whole hours in `h`, whole minutes in `min`, else seconds).
    public var notation: String {
        if seconds != 0 && seconds % 3600 == 0 { return "\(seconds / 3600)h" }
        if seconds != 0 && seconds % 60 == 0 { return "\(seconds / 60)min" }
        return "\(seconds)s"
    }

    /// A pace or split as a runner writes it: `5:00`, `4:07`, `1:02:03`.
    public var clock: String {
        let total = seconds.magnitude
        let sign = seconds < 0 ? "-" : ""
        let hours = total / 3600
        let minutes = (total % 3600) / 60
        let rest = total % 60
        func two(_ value: UInt) -> String { value < 10 ? "0\(value)" : "\(value)" }
        if hours > 0 { return "\(sign)\(hours):\(two(minutes)):\(two(rest))" }
        return "\(sign)\(minutes):\(two(rest))"
    }
}
