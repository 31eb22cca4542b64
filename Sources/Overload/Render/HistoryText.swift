import Foundation

/// The terminal form of a training history: tables, records and an e1RM sparkline.
public struct HistoryText: Sendable {
    /// The history shown.
    public let history: TrainingHistory

    /// The text of `history`.
    public init(history: TrainingHistory) {
        self.history = history
    }

    /// One exercise in detail: every session, the records, and a chart of e1RM over time;
    /// for distance and timed work, its distances, times, paces and their records.
    public func detail(_ exercise: ExerciseHistory) -> String {
        if let endurance = exercise.endurance, exercise.sessions.allSatisfy({ $0.reps == 0 }) {
            return EnduranceText.detail(exercise, endurance)
        }
        let unit = history.unit.rawValue
        // A variant is its own lift, with its parent named beside it.
        let variant = exercise.variant.map { " (\($0.text))" } ?? ""
        var text = "\(exercise.name)\(variant): \(plural(exercise.sessions.count, "session")) "
            + "(loads in \(unit), e1RM by \(history.formula.displayName))\n\n"
        var rows = [["date", "day", "sets", "reps", "volume", "top", "e1RM"]]
        for session in exercise.sessions {
            rows.append([
                session.date.description, session.dayName ?? "", "\(session.sets)", "\(session.reps)",
                Self.figure(session.volume), session.topLoad.map { Self.figure($0) } ?? "-",
                session.bestE1RM.map { Self.figure($0) } ?? "-",
            ])
        }
        text += Self.table(rows, rightAligned: [2, 3, 4, 5, 6])
        if !exercise.uses.isEmpty {
            // Labelled uses progress apart: each one's latest top load, below the one lift's sessions.
            text += "\nuses\n"
            text += Self.table(exercise.uses.map { use in
                ["  " + exercise.name + (use.label.map { " (\($0))" } ?? ""), plural(use.sessions, "session"),
                 "latest \(use.latest)", use.latestTop.map { "top \(Self.figure($0))" } ?? "-"]
            }, rightAligned: [])
        }
        text += "\npersonal records\n"
        var recordRows: [[String]] = []
        if let best = exercise.bestE1RM {
            recordRows.append(["  best e1RM", "\(Self.figure(best.value)) \(unit)", "\(best.date)  (\(Self.figure(best.load)) x \(best.reps))"])
        }
        for record in exercise.repRecords {
            recordRows.append(["  " + plural(record.reps, "rep"), "\(Self.figure(record.load)) \(unit)",
                               record.date.description])
        }
        if let top = exercise.topAddedLoad {
            recordRows.append(["  top added load", Self.signed(top.load) + " \(unit)", "\(top.date)  (x \(top.reps))"])
        }
        for record in exercise.addedLoadRecords {
            recordRows.append(["  " + plural(record.reps, "rep") + " added", Self.signed(record.load) + " \(unit)",
                               record.date.description])
        }
        if recordRows.isEmpty && exercise.bestE1RM == nil { text += "  none yet: no completed working sets with a load\n" }
        text += Self.table(recordRows, rightAligned: [1])
        let series = exercise.e1RMSeries.map(\.value)
        if series.count >= 2 {
            let shown = Array(series.suffix(Self.chartWidth))
            let label = series.count > shown.count ? " (last \(plural(shown.count, "session")))" : ""
            text += "\ne1RM  " + Self.sparkline(shown) + "  \(Self.figure(shown.first ?? 0)) -> \(Self.figure(shown.last ?? 0)) \(unit)"
                + label + "\n"
        }
        return text
    }

    /// Every session in order with a line per exercise, then each exercise's best e1RM.
    public func overview() -> String {
        var bySession: [Int: [(String, ExerciseSessionSummary)]] = [:]
        for exercise in history.exercises {
            for summary in exercise.sessions { bySession[summary.sessionIndex, default: []].append((exercise.name, summary)) }
        }
        let ids = Dictionary(history.exercises.map { ($0.name, $0.exerciseID) }, uniquingKeysWith: { first, _ in first })
        var text = ""
        for index in bySession.keys.sorted() {
            guard let lines = bySession[index], let first = lines.first?.1 else { continue }
            var heading = first.date.description
            if let time = first.time { heading += " \(time)" }
            if let day = first.dayName { heading += " " + SourceFormatter.quote(day) }
            text += heading + "\n"
            var rows: [[String]] = []
            for (name, summary) in lines {
                if summary.reps == 0, let work = EnduranceText.sessionWork(summary, exerciseID: ids[name] ?? nil) {
                    rows.append(["  " + name, plural(summary.sets, "set")] + work)
                    continue
                }
                var row = ["  " + name, plural(summary.sets, "set"), plural(summary.reps, "rep")]
                row.append(summary.volume > 0 ? "volume " + Self.figure(summary.volume) : "")
                row.append(summary.bestE1RM.map { "e1RM " + Self.figure($0) } ?? "")
                rows.append(row)
            }
            text += Self.table(rows, rightAligned: [1, 2]) + "\n"
        }
        let withRecords = history.exercises.compactMap { exercise in exercise.bestE1RM.map { (exercise.name, $0) } }
        if !withRecords.isEmpty {
            text += "best e1RM (\(history.unit.rawValue), \(history.formula.displayName))\n"
            text += Self.table(withRecords.map { name, record in
                ["  " + name, Self.figure(record.value), "\(Self.figure(record.load)) x \(record.reps)", record.date.description]
            }, rightAligned: [1])
        }
        return text
    }

    /// `+20`, `-18`, `0`: an added load with its sign.
    static func signed(_ value: Double) -> String {
        (value > 0 ? "+" : "") + figure(value)
    }

    /// One CSV row per exercise per session: the lift's figures, then the distance (metres),
    /// the time (seconds), the best pace (seconds per kilometre) and the top added load.
    public func csv() -> String {
        var lines = ["date,time,day,exercise,sets,reps,volume,top_load,best_e1rm,unit,distance_m,time_s,pace_s_per_km,top_added_load"]
        let sessions = history.exercises.flatMap { exercise in exercise.sessions.map { (exercise.name, $0) } }
            .sorted { ($0.1.sessionIndex, $0.0) < ($1.1.sessionIndex, $1.0) }
        for (name, summary) in sessions {
            let lift: [String] = [
                summary.date.description, summary.time?.description ?? "", Self.csvField(summary.dayName ?? ""),
                Self.csvField(name), "\(summary.sets)", "\(summary.reps)", Self.figure(summary.volume, decimals: 3),
                summary.topLoad.map { Self.figure($0, decimals: 3) } ?? "", summary.bestE1RM.map { Self.figure($0, decimals: 3) } ?? "",
                history.unit.rawValue,
            ]
            let distance: String = summary.distance.map { $0.number(in: .m, decimals: 3) } ?? ""
            let seconds: String = summary.workSeconds.map { String($0) } ?? ""
            let pace: String = summary.bestPace.map { String($0.seconds(per: .km)) } ?? ""
            let added: String = summary.topAddedLoad.map { Self.figure($0, decimals: 3) } ?? ""
            lines.append((lift + [distance, seconds, pace, added]).joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The most sessions the chart shows.
    static let chartWidth = 60

    /// `▁▃▅█`: each value's height between the smallest and the largest.
    static func sparkline(_ values: [Double]) -> String {
        let bars = Array("▁▂▃▄▅▆▇█")
        guard let low = values.min(), let high = values.max() else { return "" }
        guard high > low else { return String(repeating: bars[3], count: values.count) }
        return String(values.map { value in
            bars[min(bars.count - 1, Int(((value - low) / (high - low) * Double(bars.count - 1)).rounded()))]
        })
    }

    /// A number with at most `decimals` decimals and no trailing zeros.
    static func figure(_ value: Double, decimals: Int = 1) -> String {
        var text = FixedDecimal.text(value, decimals: decimals)
        if text.utf8.contains(UInt8(ascii: ".")) {
            while text.utf8.last == UInt8(ascii: "0") { text.removeLast() }
            if text.utf8.last == UInt8(ascii: ".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }

    /// Rows in columns two spaces apart; `rightAligned` columns are padded on the left, and
    /// each line ends without white space.
    static func table(_ rows: [[String]], rightAligned: Set<Int>) -> String {
        guard let columns = rows.map(\.count).max() else { return "" }
        // Each cell's width is counted once, in characters, as it is shown.
        let counts = rows.map { $0.map(\.count) }
        var widths = [Int](repeating: 0, count: columns)
        for row in counts {
            for (column, count) in row.enumerated() { widths[column] = max(widths[column], count) }
        }
        var text = ""
        for (row, cells) in zip(counts, rows) {
            var line = ""
            for (column, cell) in cells.enumerated() {
                if column > 0 { line += "  " }
                let padding = widths[column] - row[column]
                if rightAligned.contains(column) {
                    line += String(repeating: " ", count: padding) + cell
                } else {
                    line += cell + String(repeating: " ", count: padding)
                }
            }
            TrailingSpace.trim(&line)
            text += line
            text += "\n"
        }
        return text
    }

    /// A CSV field, quoted when it holds a comma, a quote or a line break.
    static func csvField(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
