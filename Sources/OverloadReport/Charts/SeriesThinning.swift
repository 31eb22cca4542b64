/// Long series thinned for a chart: one point per week or per month, keeping each bucket's
/// highest value (a best e1RM stays a best), so ten years draw as a few hundred points.
public enum SeriesThinning {
    /// How points are gathered.
    public enum Bucket: String, Sendable, Hashable {
        case none, week, month
    }

    /// The bucket for a series of `count` points: none up to 400, by week up to 1500,
    /// by month beyond.
    public static func bucket(forCount count: Int) -> Bucket {
        count <= 400 ? .none : count <= 1500 ? .week : .month
    }

    /// `points` (day, value), sorted by day, with each bucket's highest value at the day it
    /// was reached; unchanged when `bucket` is `.none`.
    public static func thin(_ points: [(day: Int, value: Double)], by bucket: Bucket) -> [(day: Int, value: Double)] {
        guard bucket != .none else { return points }
        var result: [(day: Int, value: Double)] = []
        var currentKey: Int?
        for point in points {
            let key = bucket == .week ? CalendarDays.monday(of: point.day) : CalendarDays.monthStart(of: point.day)
            if key == currentKey, let last = result.last {
                if point.value > last.value { result[result.count - 1] = point }
            } else {
                result.append(point)
                currentKey = key
            }
        }
        return result
    }
}
