/// Every bodyweight the journal records (`2026-11-20 bodyweight 82kg` lines and sessions'
/// `bodyweight` properties), oldest first, with a 7-day average, in one unit.
///
/// The 7-day average of a reading is the mean of the readings of that day and the six days
/// before it: a trend that a heavy meal or a dry morning moves less than one reading.
public struct BodyweightHistory: Sendable, Hashable {
    /// One reading and the trend at it.
    public struct Reading: Sendable, Hashable {
        /// The day of the weighing.
        public var date: LocalDate
        /// The bodyweight, in the history's unit.
        public var weight: Double
        /// The mean of the readings of this day and the six before it, in the history's unit.
        public var sevenDayAverage: Double
    }

    /// The unit of every weight.
    public var unit: MassUnit
    /// The readings shown, oldest first (readings of one day in the journal's order).
    public var readings: [Reading]
    /// Every reading, before any `since`: what ``weight(on:)`` looks up.
    private var all: [(date: LocalDate, weight: Double)]

    /// The bodyweights of `journal` on or after `since`, in `unit` (the journal's unit, else kg).
    public init(_ journal: Journal, since: LocalDate? = nil, unit: MassUnit? = nil) {
        let unit = unit ?? journal.unit ?? .kg
        self.unit = unit
        var all: [(date: LocalDate, weight: Double)] = []
        for entry in journal.entries {
            switch entry {
            case .bodyweight(let reading): all.append((reading.date, reading.weight.mass.value(in: unit)))
            case .session(let session):
                if let weight = session.bodyweight { all.append((session.date, weight.mass.value(in: unit))) }
            default: continue
            }
        }
        // Entries are in date order already; a stable sort keeps one day's readings in order.
        let sorted = all.enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }.map(\.element)
        self.all = sorted
        var readings: [Reading] = []
        var windowStart = 0
        for (index, reading) in sorted.enumerated() {
            let first = reading.date.daysSinceEpoch - 6
            while sorted[windowStart].date.daysSinceEpoch < first {
                windowStart += 1
            }
            guard since.map({ reading.date >= $0 }) ?? true else { continue }
            // Summed afresh over the window (a week at most): a running sum over years would drift.
            let window = sorted[windowStart...index].reduce(0) { $0 + $1.weight }
            readings.append(Reading(date: reading.date, weight: reading.weight,
                                    sevenDayAverage: window / Double(index - windowStart + 1)))
        }
        self.readings = readings
    }

    /// The latest bodyweight on or before `date`, in the history's unit; nil before the first.
    public func weight(on date: LocalDate) -> Double? {
        var low = 0
        var high = all.count
        while low < high {
            let middle = (low + high) / 2
            if all[middle].date <= date { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : all[low - 1].weight
    }

    public static func == (lhs: BodyweightHistory, rhs: BodyweightHistory) -> Bool {
        lhs.unit == rhs.unit && lhs.readings == rhs.readings
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(unit)
        hasher.combine(readings)
    }
}
