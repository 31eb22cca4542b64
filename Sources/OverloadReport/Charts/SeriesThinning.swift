import Overload

/// Long series thinned for a chart: one point per week, month, quarter or year, so ten years
/// draw as a hundred or so points and fifty as two hundred. Each bucket keeps its highest value (a best e1RM stays a best) or its
/// last (a bodyweight's latest reading).
public enum SeriesThinning {
    /// How points are gathered.
    public enum Bucket: String, Sendable, Hashable {
        /// Every point, unthinned.
        case none
        /// One point per week (Monday to Sunday).
        case week
        /// One point per calendar month.
        case month
        /// One point per quarter (January to March, April to June, ...).
        case quarter
        /// One point per calendar year.
        case year
    }

    /// Which point of a bucket stands for it.
    public enum Keep: Sendable, Hashable {
        /// The highest value (the first of equals).
        case highest
        /// The latest point.
        case last
    }

    /// The most points a chart draws without thinning.
    public static let maximumPoints = 300

    /// `points` (day, value), sorted by day, thinned to the finest bucket that leaves at most
    /// ``maximumPoints`` (by year at the coarsest), and the bucket used: a chart is about 700
    /// pixels wide, so more points would only crowd each other.
    public static func thin(_ points: [(day: Int, value: Double)], keep: Keep = .highest)
        -> (points: [(day: Int, value: Double)], bucket: Bucket) {
        guard points.count > maximumPoints else { return (points, .none) }
        for bucket in [Bucket.week, .month, .quarter] {
            let thinned = thin(points, by: bucket, keep: keep)
            if thinned.count <= maximumPoints { return (thinned, bucket) }
        }
        return (thin(points, by: .year, keep: keep), .year)
    }

    /// `points` (day, value), sorted by day, with one point per bucket at the day it was
    /// reached; unchanged when `bucket` is `.none`.
    public static func thin(_ points: [(day: Int, value: Double)], by bucket: Bucket, keep: Keep = .highest)
        -> [(day: Int, value: Double)] {
        guard bucket != .none else { return points }
        var result: [(day: Int, value: Double)] = []
        var currentKey: Int?
        for point in points {
            let key = switch bucket {
            case .none: point.day
            case .week: LocalDate(daysSinceEpoch: point.day)?.weekStart.daysSinceEpoch ?? point.day
            case .month: CalendarDays.monthStart(of: point.day)
            case .quarter: CalendarDays.monthStart(of: point.day, months: 3)
            case .year: CalendarDays.monthStart(of: point.day, months: 12)
            }
            if key == currentKey, let last = result.last {
                if keep == .last || point.value > last.value { result[result.count - 1] = point }
            } else {
                result.append(point)
                currentKey = key
            }
        }
        return result
    }
}
