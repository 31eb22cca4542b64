/// Distance and timed work in a history as a person reads it: `5 km`, `25 min`, `5:00 /km`.
public enum EnduranceText {
    /// The overview's cells for one session of distance or timed work: `5 km`, `in 25 min`,
    /// `5:00 /km`; nil when it logged neither.
    public static func sessionWork(_ summary: ExerciseSessionSummary, exerciseID: String? = nil) -> [String]? {
        guard summary.distance != nil || summary.workSeconds != nil else { return nil }
        var cells: [String] = []
        if let distance = summary.distance {
            cells.append(distance.readable)
            cells.append(summary.workSeconds.map { "in " + TimeSpan(seconds: $0).readable } ?? "")
        } else if let seconds = summary.workSeconds {
            cells.append(TimeSpan(seconds: seconds).readable)
            cells.append("")
        }
        cells.append(summary.bestPace.map { pace($0, exerciseID: exerciseID) } ?? "")
        return cells
    }

    /// A pace as the sport reads it: a row's split per 500 m, a run's minutes per mile for
    /// distances in miles, otherwise per kilometre.
    public static func pace(_ pace: Pace, exerciseID: String?) -> String {
        if exerciseID == "rowing-machine" || exerciseID == "ski-erg" { return pace.split500m }
        return pace.text(per: pace.distance.naturalUnit == .mi ? .mi : .km)
    }

    /// One exercise of distance or timed work in detail: its sessions, its records, its weeks.
    public static func detail(_ exercise: ExerciseHistory, _ records: EnduranceRecords) -> String {
        let id = exercise.exerciseID
        var text = "\(exercise.name): \(plural(exercise.sessions.count, "session"))\n\n"
        var rows = [["date", "day", "sets", "distance", "time", "pace"]]
        for session in exercise.sessions {
            rows.append([
                session.date.description, session.dayName ?? "", "\(session.sets)",
                session.distance?.readable ?? "-", session.workSeconds.map { TimeSpan(seconds: $0).readable } ?? "-",
                session.bestPace.map { pace($0, exerciseID: id) } ?? "-",
            ])
        }
        text += HistoryText.table(rows, rightAligned: [2, 3, 4, 5])
        text += "\nrecords\n"
        var recordRows: [[String]] = []
        if let longest = records.longestDistance {
            recordRows.append(["  longest", longest.amount.readable, longest.date.description])
        }
        if let longest = records.longestTime {
            recordRows.append(["  longest time", TimeSpan(seconds: longest.amount).readable, longest.date.description])
        }
        for best in records.bestAtStandardDistances {
            recordRows.append(["  best " + best.distance.readable, TimeSpan(seconds: best.seconds).clock, best.date.description])
        }
        for fastest in records.fastestByDistance {
            guard let setPace = fastest.pace else { continue }
            recordRows.append(["  fastest " + fastest.distance.readable, pace(setPace, exerciseID: id),
                               "\(fastest.date)  (\(TimeSpan(seconds: fastest.seconds).clock))"])
        }
        var total = records.totalDistance.millimetres > 0 ? records.totalDistance.readable : ""
        if records.totalSeconds > 0 { total += (total.isEmpty ? "" : " in ") + TimeSpan(seconds: records.totalSeconds).readable }
        recordRows.append(["  total", total, ""])
        text += HistoryText.table(recordRows, rightAligned: [1])
        if records.weeks.count >= 1 {
            text += "\nweeks\n"
            text += HistoryText.table(records.weeks.map { week in
                ["  " + week.weekStart.description,
                 week.distance.millimetres > 0 ? week.distance.readable : "",
                 week.seconds > 0 ? TimeSpan(seconds: week.seconds).readable : "", plural(week.sessions, "session")]
            }, rightAligned: [1, 2, 3])
        }
        return text
    }
}
