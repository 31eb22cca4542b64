/// The RPE chart (Tuchscherer / Reactive Training Systems), generated from one curve.
///
/// `curve[n - 1]` is C(n), the percentage of the one-rep max that can be lifted for exactly
/// n reps to failure. A set of r reps at RPE p leaves 10 - p reps in reserve, so it is as hard
/// as r + 10 - p reps to failure: %1RM = C(r + 10 - p). Half-RPE values fall between two
/// whole points and take the midpoint of their neighbours, rounded half-up to 0.1.
///
/// The chart covers reps >= 1 and RPE 6 to 10 in steps of 0.5, as long as
/// r + 10 - p <= 16 (the end of the curve): 12 reps reach down to RPE 6, 16 reps only at
/// RPE 10. Anything else (RPE 8.3, RPE 5, 0 reps, 14 reps @ 8) is off the chart and gives nil.
///
/// A program may choose another chart with `rpe chart NAME` (``RPEChartName``); every function
/// here takes the chart, the Tuchscherer one by default.
public enum RPEChart {
    /// C(1) ... C(16) of the default chart in tenths of a percent, so midpoints round exactly.
    static let curveTenths: [Int] = RPEChartName.rts.curveTenths

    /// C(1) ... C(16) of the default chart: %1RM for 1 to 16 reps to failure.
    public static let curve: [Double] = curveTenths.map { Double($0) / 10 }

    /// The lowest RPE on the chart.
    public static let minimumRPE = 6.0

    /// The highest RPE on the chart.
    public static let maximumRPE = 10.0

    /// The longest set to failure the curve describes (reps + reps in reserve).
    public static let maximumEffortReps = 16

    /// %1RM for `reps` at `rpe`, e.g. 5 @ 8 -> 81.1, 3 @ 9.5 -> 90.7, 1 @ 10 -> 100.
    /// Nil when off the chart (see the type's documentation for the range).
    public static func percentOf1RM(reps: Int, rpe: Double, chart: RPEChartName = .rts) -> Double? {
        guard let tenths = percentTenths(reps: reps, rpe: rpe, chart: chart) else { return nil }
        return Double(tenths) / 10
    }

    /// The chart value in tenths of a percent, or nil when off the chart.
    static func percentTenths(reps: Int, rpe: Double, chart: RPEChartName = .rts) -> Int? {
        guard rpe.isFinite, rpe >= minimumRPE, rpe <= maximumRPE,
              reps >= 1, reps <= maximumEffortReps else { return nil }
        let halfSteps = rpe * 2
        guard halfSteps == halfSteps.rounded() else { return nil }
        // Work in half reps: effort = 2 * (reps + 10 - rpe).
        let effortHalves = 2 * reps + 20 - Int(halfSteps)
        guard effortHalves <= 2 * maximumEffortReps else { return nil }
        let lower = effortHalves / 2
        let curveTenths = chart.curveTenths
        if effortHalves % 2 == 0 { return curveTenths[lower - 1] }
        let sum = curveTenths[lower - 1] + curveTenths[lower]
        return (sum + 1) / 2
    }

    /// The estimated one-rep max from a set: load / (%1RM / 100). Nil when off the chart.
    public static func e1RM(load: Double, reps: Int, rpe: Double, chart: RPEChartName = .rts) -> Double? {
        guard let percent = percentOf1RM(reps: reps, rpe: rpe, chart: chart) else { return nil }
        return load / (percent / 100)
    }

    /// The estimated one-rep max from a set, in the load's unit. Nil when off the chart.
    public static func e1RM(load: Mass, reps: Int, rpe: Double, chart: RPEChartName = .rts) -> Mass? {
        guard let value = e1RM(load: load.value, reps: reps, rpe: rpe, chart: chart) else { return nil }
        return Mass(value, load.unit)
    }

    /// The load for `reps` at `rpe` given a one-rep max (unrounded; `@ rpe 8` targets),
    /// in the one-rep max's unit. Nil when off the chart.
    public static func load(oneRepMax: Mass, reps: Int, rpe: Double, chart: RPEChartName = .rts) -> Mass? {
        guard let percent = percentOf1RM(reps: reps, rpe: rpe, chart: chart) else { return nil }
        return oneRepMax.percent(percent)
    }
}
