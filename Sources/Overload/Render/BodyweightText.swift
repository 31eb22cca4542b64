/// `overload history JOURNAL bodyweight`: each weighing with the 7-day average, as text or CSV.
public enum BodyweightText {
    /// The readings as a table, and the change from the first average to the last.
    public static func text(_ history: BodyweightHistory) -> String {
        let unit = history.unit.rawValue
        var text = "bodyweight: \(plural(history.readings.count, "reading")) (\(unit), 7-day average)\n\n"
        var rows = [["date", "weight", "7-day average"]]
        for reading in history.readings {
            rows.append([reading.date.description, HistoryText.figure(reading.weight, decimals: 2),
                         HistoryText.figure(reading.sevenDayAverage, decimals: 2)])
        }
        text += HistoryText.table(rows, rightAligned: [1, 2])
        if let first = history.readings.first, let last = history.readings.last, history.readings.count >= 2 {
            let change = last.sevenDayAverage - first.sevenDayAverage
            text += "\naverage \(HistoryText.figure(first.sevenDayAverage, decimals: 2)) -> "
                + "\(HistoryText.figure(last.sevenDayAverage, decimals: 2)) \(unit) "
                + "(\(change > 0 ? "+" : "")\(HistoryText.figure(change, decimals: 2)))\n"
        }
        return text
    }

    /// One CSV row per reading.
    public static func csv(_ history: BodyweightHistory) -> String {
        var lines = ["date,weight,seven_day_average,unit"]
        for reading in history.readings {
            lines.append([reading.date.description, HistoryText.figure(reading.weight, decimals: 3),
                          HistoryText.figure(reading.sevenDayAverage, decimals: 3), history.unit.rawValue].joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
