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
    public var clock: String { clock(hoursFrom: 3600) }

    /// The span as a clock that shows hours only from `threshold` seconds on (never below an
    /// hour): a journal writes a workout of up to 99 minutes as `75:00`, with
    /// `clock(hoursFrom: 6000)`, and a longer one as `1:45:00`.
    public func clock(hoursFrom threshold: Int) -> String {
        let total = seconds.magnitude
        let sign = seconds < 0 ? "-" : ""
        let rest = total % 60
        func two(_ value: UInt) -> String { value < 10 ? "0\(value)" : "\(value)" }
        if total >= 3600, total >= threshold.magnitude { return "\(sign)\(total / 3600):\(two((total % 3600) / 60)):\(two(rest))" }
        return "\(sign)\(total / 60):\(two(rest))"
    }
}
