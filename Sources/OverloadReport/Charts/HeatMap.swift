import Overload

/// The calendar: a column per week, a row per weekday, each session's cell shaded by the
/// share of its prescribed sets done (four steps, lighter to darker, each with its glyph),
/// a session outside the plan marked `+`, and the planned days a week missed under it as `−N`.
struct HeatMap: Sendable {
    var id: String
    var title: String
    var description: String
    /// The Monday of each column, as days since the epoch.
    var mondays: [Int]
    var days: [AdherenceFigures.Day]
    var weeks: [AdherenceFigures.Week]

    static let cell = 18.0
    static let gap = 3.0

    /// The shading step of a share: 0 none done, 1 under half, 2 under all, 3 all.
    static func level(done: Int, prescribed: Int) -> Int {
        guard prescribed > 0 else { return 0 }
        if done >= prescribed { return 3 }
        return done * 2 >= prescribed ? 2 : done == 0 ? 0 : 1
    }

    static let glyphs = ["○", "◔", "◑", "●"]

    var svg: String {
        let left = 34.0
        let top = 24.0
        let pitch = Self.cell + Self.gap
        let width = max(360, left + Double(mondays.count) * pitch + 8)
        let height = top + 7 * pitch + 34
        let frame = ChartFrame(width: width, height: height, left: left, right: 8, top: top, bottom: 34)
        var svg = frame.open(id: id, title: title, description: description)
        svg += "<g class=\"axis\">"
        for (row, name) in ["Mon", "", "Wed", "", "Fri", "", "Sun"].enumerated() where !name.isEmpty {
            svg += "<text x=\"\(Markup.px(left - 4))\" y=\"\(Markup.px(top + Double(row) * pitch + Self.cell / 2))\" dy=\"0.32em\" "
                + "text-anchor=\"end\">\(name)</text>"
        }
        var lastMonth = -1
        for (column, monday) in mondays.enumerated() {
            guard let date = LocalDate(daysSinceEpoch: monday), date.month != lastMonth else { continue }
            lastMonth = date.month
            svg += "<text x=\"\(Markup.px(left + Double(column) * pitch))\" y=\"\(Markup.px(top - 8))\">"
                + "\(CalendarDays.monthNames[date.month - 1])</text>"
        }
        svg += "</g>\n"
        let byDay = Dictionary(days.map { ($0.date.daysSinceEpoch, $0) }, uniquingKeysWith: { first, _ in first })
        let byWeek = Dictionary(weeks.map { ($0.monday.daysSinceEpoch, $0) }, uniquingKeysWith: { first, _ in first })
        for (column, monday) in mondays.enumerated() {
            let x = left + Double(column) * pitch
            for row in 0..<7 {
                let y = top + Double(row) * pitch
                let rect = "<rect x=\"\(Markup.px(x))\" y=\"\(Markup.px(y))\" width=\"\(Markup.px(Self.cell))\" height=\"\(Markup.px(Self.cell))\" rx=\"3\""
                guard let day = byDay[monday + row] else {
                    svg += rect + " class=\"empty\"/>"
                    continue
                }
                let center = "x=\"\(Markup.px(x + Self.cell / 2))\" y=\"\(Markup.px(y + Self.cell / 2))\" dy=\"0.35em\" text-anchor=\"middle\""
                switch day.kind {
                case .extra:
                    svg += rect + " class=\"extra\"><title>\(day.date): a session outside the plan</title></rect>"
                        + "<text class=\"glyph\" \(center)>+</text>"
                case .planned:
                    let level = Self.level(done: day.done, prescribed: day.prescribed)
                    svg += rect + " class=\"level\(level)\"><title>\(day.date): \(day.done) of \(day.prescribed) sets done</title></rect>"
                        + "<text class=\"glyph l\(level)\" \(center)>\(Self.glyphs[level])</text>"
                }
            }
            if let week = byWeek[monday], week.missed > 0 {
                svg += "<text class=\"missed\" x=\"\(Markup.px(x + Self.cell / 2))\" y=\"\(Markup.px(top + 7 * pitch + 12))\" "
                    + "text-anchor=\"middle\">−\(week.missed)</text>"
            }
        }
        return svg + "</svg>\n"
    }
}
