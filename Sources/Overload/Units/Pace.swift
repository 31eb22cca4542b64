/// A time over a distance, kept as the exact pair it was logged as (`5 km in 25:00`), so a
/// pace is never a rounded float: it is rounded to whole seconds only when shown.
///
/// Paces compare by cross-multiplying whole numbers: the lower time per millimetre is faster.
public struct Pace: Sendable, Hashable, Comparable {
    /// The time, in seconds.
    public var seconds: Int
    /// The distance it covered, more than none.
    public var distance: ExactDistance

    /// The pace of `seconds` over `distance`; nil for no distance or a time under a second.
    public init?(seconds: Int, distance: ExactDistance) {
        guard distance.millimetres > 0, seconds > 0 else { return nil }
        self.seconds = seconds
        self.distance = distance
    }

    /// The pace of a target: `per` seconds for each `unit` (`5:30/km` is 330 per km).
    public init?(seconds per: Int, per unit: DistanceUnit) {
        self.init(seconds: per, distance: ExactDistance(millimetres: unit.millimetresPerUnit))
    }

    /// Whole seconds for one `unit` (rounded half up): `5 km in 25:00` is 300 per km.
    public func seconds(per unit: DistanceUnit) -> Int {
        seconds(perMillimetres: unit.millimetresPerUnit)
    }

    /// Whole seconds for `millimetres` at this pace (rounded half up): 500 m on a rower is 500,000.
    public func seconds(perMillimetres millimetres: Int) -> Int {
        let (high, low) = seconds.multipliedFullWidth(by: millimetres)
        // The half added for rounding must fit too.
        guard high == 0, low <= UInt(Int.max - distance.millimetres / 2) else { return Int.max }
        let product = Int(low)
        return (product + distance.millimetres / 2) / distance.millimetres
    }

    /// `5:00 /km`, `8:03 /mi`, `2:00 /500m`: minutes and seconds per `unit`.
    public func text(per unit: DistanceUnit) -> String {
        TimeSpan(seconds: seconds(per: unit)).clock + " /" + unit.symbol
    }

    /// The split a rower reads: `2:00 /500m`.
    public var split500m: String {
        TimeSpan(seconds: seconds(perMillimetres: 500_000)).clock + " /500m"
    }

    /// The time this pace takes over `distance`, rounded to whole seconds.
    public func time(over distance: ExactDistance) -> Int {
        seconds(perMillimetres: distance.millimetres)
    }

    /// Faster first: less time over each millimetre.
    public static func < (lhs: Pace, rhs: Pace) -> Bool {
        lhs.seconds.multipliedFullWidth(by: rhs.distance.millimetres) < rhs.seconds.multipliedFullWidth(by: lhs.distance.millimetres)
    }

    /// Same speed, whatever the pair it was logged as.
    public static func == (lhs: Pace, rhs: Pace) -> Bool {
        lhs.seconds.multipliedFullWidth(by: rhs.distance.millimetres) == rhs.seconds.multipliedFullWidth(by: lhs.distance.millimetres)
    }

    /// Hashes the pace in seconds per kilometre as a reduced fraction, so equal paces hash alike.
    public func hash(into hasher: inout Hasher) {
        let divisor = Self.gcd(seconds, distance.millimetres)
        hasher.combine(seconds / divisor)
        hasher.combine(distance.millimetres / divisor)
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (abs(a), abs(b))
        while b != 0 { (a, b) = (b, a % b) }
        return max(a, 1)
    }
}
