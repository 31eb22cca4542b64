import Overload

/// Long series thinned for a chart: one point per week or per month, so ten years draw as a
/// hundred or so points. Each bucket keeps its highest value (a best e1RM stays a best) or its
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
    /// ``maximumPoints`` (by month at the coarsest), and the bucket used.
    public static func thin(_ points: [(day: Int, value: Double)], keep: Keep = .highest)
        -> (points: [(day: Int, value: Double)], bucket: Bucket) {
        guard points.count > maximumPoints else { return (points, .none) }
        let weekly = thin(points, by: .week, keep: keep)
        guard weekly.count > maximumPoints else { return (weekly, .week) }
        return (thin(points, by: .month, keep: keep), .month)
    }

    /// `points` (day, value), sorted by day, with one point per bucket at the day it was
    /// reached; unchanged when `bucket` is `.none`.
    public static func thin(_ points: [(day: Int, value: Double)], by bucket: Bucket, keep: Keep = .highest)
        -> [(day: Int, value: Double)] {
        guard bucket != .none else { return points }
        var result: [(day: Int, value: Double)] = []
        var currentKey: Int?
        for point in points {
            let key = bucket == .week ? LocalDate(daysSinceEpoch: point.day)?.weekStart.daysSinceEpoch ?? point.day
                : CalendarDays.monthStart(of: point.day)
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
