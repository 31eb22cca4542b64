/// A distance covered in a time on one day: a run, a row, a swim.
public struct TimedDistance: Sendable, Hashable {
    /// The distance.
    public var distance: ExactDistance
    /// The time it took, in seconds.
    public var seconds: Int
    /// The first day it was done.
    public var date: LocalDate

    /// Its pace; nil for no distance or no time.
    public var pace: Pace? { Pace(seconds: seconds, distance: distance) }
}

/// A distance, or a time, reached on a day (the longest run, the longest plank).
public struct DatedAmount<Amount: Sendable & Hashable>: Sendable, Hashable {
    /// The distance or time.
    public var amount: Amount
    /// The first day it was reached.
    public var date: LocalDate
}

/// Distance and time done in one week, Monday to Sunday.
public struct WeeklyWork: Sendable, Hashable {
    /// The Monday the week starts on.
    public var weekStart: LocalDate
    /// Distance covered in the week.
    public var distance: ExactDistance
    /// Time worked in the week (timed sets and the times of distance sets), in seconds.
    public var seconds: Int
    /// Sessions in the week that did this work.
    public var sessions: Int
}

/// The records of distance and timed work (runs, rows, swims, planks), from every
/// completed set that is not a warm-up. Everything is whole millimetres and seconds, so
/// totals over years are exact.
public struct EnduranceRecords: Sendable, Hashable {
    /// The distances whose best times are kept: 1 km, 1 mi, 5 km, 10 km.
    public static let standardDistances: [ExactDistance] = [
        ExactDistance(millimetres: 1_000_000), ExactDistance(millimetres: 1_609_344),
        ExactDistance(millimetres: 5_000_000), ExactDistance(millimetres: 10_000_000),
    ]

    /// All the distance covered.
    public var totalDistance: ExactDistance = .zero
    /// All the time worked, in seconds.
    public var totalSeconds: Int = 0
    /// The longest distance in one set.
    public var longestDistance: DatedAmount<ExactDistance>?
    /// The longest time in one set (a timed set, or a distance set's time).
    public var longestTime: DatedAmount<Int>?
    /// The fastest time at each distance logged with a time, shortest distance first.
    public var fastestByDistance: [TimedDistance] = []
    /// The fastest time at each of ``standardDistances`` logged exactly, in that order.
    public var bestAtStandardDistances: [TimedDistance] = []
    /// Distance and time per week, oldest first; weeks without this work are left out.
    public var weeks: [WeeklyWork] = []

    /// Whether any distance or time was logged.
    public var isEmpty: Bool { totalDistance.millimetres == 0 && totalSeconds == 0 }

    /// Adds one session's sets.
    mutating func add(_ sets: [SetPerformance], on date: LocalDate) {
        var sessionDistance = ExactDistance.zero
        var sessionSeconds = 0
        for set in sets where Self.counts(set) {
            let distance = set.distanceMetres.flatMap { ExactDistance(metres: $0) }
            if let seconds = set.timeSeconds, seconds > 0 {
                sessionSeconds += seconds
                if longestTime.map({ seconds > $0.amount }) ?? true { longestTime = DatedAmount(amount: seconds, date: date) }
            }
            guard let distance, distance.millimetres > 0 else { continue }
            sessionDistance += distance
            if longestDistance.map({ distance > $0.amount }) ?? true {
                longestDistance = DatedAmount(amount: distance, date: date)
            }
            guard let seconds = set.timeSeconds, seconds > 0 else { continue }
            let done = TimedDistance(distance: distance, seconds: seconds, date: date)
            if let index = fastestByDistance.firstIndex(where: { $0.distance == distance }) {
                if seconds < fastestByDistance[index].seconds { fastestByDistance[index] = done }
            } else {
                fastestByDistance.append(done)
                fastestByDistance.sort { $0.distance < $1.distance }
            }
        }
        guard sessionDistance.millimetres > 0 || sessionSeconds > 0 else { return }
        totalDistance += sessionDistance
        totalSeconds += sessionSeconds
        let week = date.weekStart
        if let last = weeks.last, last.weekStart == week {
            weeks[weeks.count - 1].distance += sessionDistance
            weeks[weeks.count - 1].seconds += sessionSeconds
            weeks[weeks.count - 1].sessions += 1
        } else {
            weeks.append(WeeklyWork(weekStart: week, distance: sessionDistance, seconds: sessionSeconds, sessions: 1))
        }
        bestAtStandardDistances = Self.standardDistances.compactMap { standard in
            fastestByDistance.first { $0.distance == standard }
        }
    }

    /// Whether a set counts: done, not a warm-up, and with a distance or a time.
    static func counts(_ set: SetPerformance) -> Bool {
        !set.isSkipped && set.kind != .warmup && (set.distanceMetres != nil || set.timeSeconds != nil)
    }

    /// One session's distance, time and best pace, for its summary.
    static func session(_ sets: [SetPerformance]) -> (distance: ExactDistance?, seconds: Int?, pace: Pace?) {
        var distance: ExactDistance?
        var seconds: Int?
        var pace: Pace?
        for set in sets where counts(set) {
            let setDistance = set.distanceMetres.flatMap { ExactDistance(metres: $0) }
            if let setDistance { distance = (distance ?? .zero) + setDistance }
            if let time = set.timeSeconds { seconds = (seconds ?? 0) + time }
            if let setDistance, let time = set.timeSeconds, let setPace = Pace(seconds: time, distance: setDistance) {
                pace = pace.map { min($0, setPace) } ?? setPace
            }
        }
        return (distance, seconds, pace)
    }
}
