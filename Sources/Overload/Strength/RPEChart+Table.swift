extension RPEChart {
    /// One row of the printed chart: an RPE and the %1RM for each rep count.
    public struct Row: Sendable, Hashable {
        /// The RPE of this row (10, 9.5, ... 6).
        public var rpe: Double
        /// %1RM for `tableReps.lowerBound` ... `tableReps.upperBound` reps; nil where the set
        /// is off the chart.
        public var percents: [Double?]
    }

    /// The rep counts shown as columns of the printed chart.
    public static let tableReps = 1...12

    /// The RPEs shown as rows of the printed chart, hardest first.
    public static let tableRPEs: [Double] = stride(from: 20, through: 12, by: -1).map { Double($0) / 2 }

    /// The default chart as rows (RPE 10 down to 6, reps 1 to 12), generated from the curve.
    public static let table: [Row] = table(.rts)

    /// A chart as rows (RPE 10 down to 6, reps 1 to 12), generated from its curve.
    public static func table(_ chart: RPEChartName) -> [Row] {
        tableRPEs.map { rpe in
            Row(rpe: rpe, percents: tableReps.map { percentOf1RM(reps: $0, rpe: rpe, chart: chart) })
        }
    }

    /// A chart as a Markdown table for documentation; off-chart cells show `-`.
    public static func markdownTable(_ chart: RPEChartName = .rts) -> String {
        let header = "| RPE | " + tableReps.map(String.init).joined(separator: " | ") + " |"
        let rule = "|---|" + String(repeating: "---|", count: tableReps.count)
        let rows = table(chart).map { row in
            let cells = row.percents.map { $0.map { NumberFormat.canonical($0, maxDecimals: 1) } ?? "-" }
            return "| \(NumberFormat.canonical(row.rpe, maxDecimals: 1)) | " + cells.joined(separator: " | ") + " |"
        }
        return ([header, rule] + rows).joined(separator: "\n") + "\n"
    }
}
