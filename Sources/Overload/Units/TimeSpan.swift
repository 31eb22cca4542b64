/// A length of time in whole seconds, for timed sets (`3x45s`), rest (`rest 2m`) and breaks.
///
/// Named `TimeSpan` to stay clear of the standard library's `Duration`, which is a clock
/// measurement with attosecond precision rather than a training quantity.
public struct TimeSpan: Sendable, Hashable, Comparable, Codable {
    /// The length in seconds (may be negative for differences).
    public var seconds: Int

    /// A span of `seconds` seconds.
    public init(seconds: Int) {
        self.seconds = seconds
    }

    /// A span of whole minutes.
    public static func minutes(_ minutes: Int) -> TimeSpan { TimeSpan(seconds: minutes * 60) }

    /// A span of whole hours.
    public static func hours(_ hours: Int) -> TimeSpan { TimeSpan(seconds: hours * 3600) }

    /// No time at all.
    public static let zero = TimeSpan(seconds: 0)

    /// Orders spans by length.
    public static func < (lhs: TimeSpan, rhs: TimeSpan) -> Bool { lhs.seconds < rhs.seconds }

    /// The sum of two spans.
    public static func + (lhs: TimeSpan, rhs: TimeSpan) -> TimeSpan {
        TimeSpan(seconds: lhs.seconds + rhs.seconds)
    }

    /// The difference of two spans.
    public static func - (lhs: TimeSpan, rhs: TimeSpan) -> TimeSpan {
        TimeSpan(seconds: lhs.seconds - rhs.seconds)
    }

    /// The span repeated `count` times (e.g. rest after each of several sets).
    public static func * (lhs: TimeSpan, rhs: Int) -> TimeSpan {
        TimeSpan(seconds: lhs.seconds * rhs)
    }
}

extension TimeSpan: CustomStringConvertible {
    /// The compact form with zero parts left out: `45s`, `2m`, `1m30s`, `1h5m`, `1h`, `0s`.
    public var description: String {
        if seconds == 0 { return "0s" }
        let sign = seconds < 0 ? "-" : ""
        let total = seconds.magnitude
        let hours = total / 3600
        let minutes = (total % 3600) / 60
        let rest = total % 60
        var text = sign
        if hours > 0 { text += "\(hours)h" }
        if minutes > 0 { text += "\(minutes)m" }
        if rest > 0 { text += "\(rest)s" }
        return text
    }
}
