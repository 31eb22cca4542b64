import Overload

extension ReportPage {
    static func legend(_ items: [String]) -> String {
        "<ul class=\"legend\">" + items.map { "<li>\($0)</li>" }.joined() + "</ul>\n"
    }

    var e1RMSection: String {
        guard !figures.lifts.isEmpty else { return Self.note("No loaded working set to estimate a max from yet.") }
        var html = ""
        for (index, lift) in figures.lifts.enumerated() {
            let id = "e1rm-\(index)"
            let records = Set(lift.points.filter(\.isRecord).map { $0.date.daysSinceEpoch })
            var series = [LineChart.Series(name: lift.name, points: lift.points.map { ($0.date.daysSinceEpoch, $0.value) },
                                           slot: index, records: records, isLabelled: false)]
            if !lift.planned.isEmpty {
                // The planned line starts at the last point logged, so it reads as its continuation.
                series.append(.init(name: "planned", points: lift.planned.map { ($0.date.daysSinceEpoch, $0.value) },
                                    stroke: .dashed, marker: .hollow, slot: index,
                                    leadIn: lift.points.last.map { ($0.date.daysSinceEpoch, $0.value) }))
            }
            let first = lift.points.first?.date.daysSinceEpoch ?? 0
            let spans = figures.deloadWeeks.map(\.daysSinceEpoch).filter { $0 + 7 >= first }.map { (from: $0, to: $0 + 7, label: "deload") }
            let lines = figures.programChanges.map { (day: $0.date.daysSinceEpoch, label: $0.text) }
            let best = lift.points.map(\.value).max() ?? 0
            let description = "Best estimated one-rep max of each session of \(lift.name), \(lift.points.count) points from "
                + "\(lift.points.first.map { "\($0.date)" } ?? "") to \(lift.points.last.map { "\($0.date)" } ?? ""); "
                + "the best is \(Markup.load(best, unit))."
                + (lift.planned.isEmpty ? "" : " A dashed line shows the e1RM the planned targets ahead ask for.")
            html += "<h3>\(Markup.escape(lift.name))</h3>\n<figure>\n"
            html += LineChart(id: id, title: "\(lift.name): estimated 1RM over time", description: description, unit: unit,
                              series: series, spans: spans, lines: lines).svg
            html += "</figure>\n"
            var legend = ["● best set of a session", "★ a new best (after the first session)"]
            if !lift.planned.isEmpty { legend.append("○ - - planned targets ahead") }
            if !spans.isEmpty { legend.append("shaded (or marked along the top): deload week") }
            if lift.thinning != .none { legend.append("one point per \(lift.thinning.rawValue) (its best)") }
            html += Self.legend(legend)
            var rows = lift.points.map { ["\($0.date)", Markup.number($0.value), $0.isRecord ? "record" : "", "logged"] }
            rows += lift.planned.map { ["\($0.date)", Markup.number($0.value), "", "planned"] }
            html += Markup.dataTable(caption: "\(lift.name): e1RM (\(unit))", headers: ["Date", "e1RM", "Record", "Kind"], rows: rows)
        }
        return html
    }

    var adherenceSection: String {
        guard let adherence = figures.adherence else { return Self.noProgram }
        guard !adherence.weeks.isEmpty else { return Self.note("No session is placed in the program yet.") }
        let prescribed = adherence.weeks.reduce(0) { $0 + $1.prescribed }
        let done = adherence.weeks.reduce(0) { $0 + $1.done }
        let missed = adherence.weeks.reduce(0) { $0 + $1.missed }
        let extra = adherence.days.filter { $0.kind == .extra }.count
        var html = "<p>"
        if prescribed > 0 {
            html += "<span class=\"figure\">\(Int((Double(done) / Double(prescribed) * 100).rounded()))%</span> of prescribed sets done over "
                + "\(adherence.weeks.count) \(adherence.weeks.count == 1 ? "week" : "weeks")"
        }
        html += " · \(missed) planned \(missed == 1 ? "day" : "days") missed · \(extra) \(extra == 1 ? "session" : "sessions") outside the plan</p>\n"
        let mondays = adherence.weeks.map(\.monday.daysSinceEpoch)
        html += "<figure>\n" + HeatMap(
            id: "adherence", title: "Plan against done, by week and day",
            description: "Each column is a week from \(adherence.weeks.first.map { "\($0.monday)" } ?? ""), each row a weekday. "
                + "A session's cell is shaded by the share of its prescribed sets done; + marks a session outside the plan; "
                + "−N under a week counts its planned days missed.",
            mondays: mondays, days: adherence.days, weeks: adherence.weeks).svg + "</figure>\n"
        html += Self.legend(["○ none done", "◔ under half", "◑ half or more", "● all done", "+ outside the plan",
                             "−N planned days missed"])
        let rows = adherence.weeks.map { week in
            ["\(week.monday)", "\(week.sessions)", "\(week.done) of \(week.prescribed)", week.percent.map { "\($0)%" } ?? "—", "\(week.missed)"]
        }
        html += Markup.dataTable(caption: "Weekly adherence", headers: ["Week of", "Sessions", "Sets done", "Adherence", "Missed days"],
                                 rows: rows)
        return html
    }

    var volumeSection: String {
        var html = "<h3>Hard sets per muscle group</h3>\n"
        // The last four weeks to this one, or fewer when the journal began since: weeks before
        // the first session are not weeks of no training.
        let thisWeek = figures.today.weekStart.daysSinceEpoch
        let firstWeek = figures.muscleWeeks.compactMap { $0.weeks.first?.monday.daysSinceEpoch }.min() ?? thisWeek
        let recent = max(thisWeek - 7 * 3, firstWeek)
        let weekCount = Double((thisWeek - recent) / 7 + 1)
        let rows = figures.muscleWeeks.map { series in
            (name: series.name, value: series.weeks.filter { $0.monday.daysSinceEpoch >= recent }.reduce(0) { $0 + $1.value } / weekCount)
        }.filter { $0.value > 0 }
        if rows.isEmpty {
            html += Self.note("No working set of a catalog exercise in the last four weeks.")
        } else {
            html += "<figure>\n" + BarChart(
                id: "muscles", title: "Hard sets per muscle group, a week on average over the last \(Int(weekCount)) \(weekCount == 1 ? "week" : "weeks")",
                description: "Working sets per week for each muscle group: a set counts 1 for the exercise's primary muscles and "
                    + "1/2 for its secondary ones. The shaded band is 10 to 20 sets a week.",
                rows: rows, band: (10, 20, "10–20 sets/week"), unit: "sets a week").svg + "</figure>\n"
        }
        let weeks = Array(Set(figures.muscleWeeks.flatMap { $0.weeks.map(\.monday) })).sorted().suffix(8)
        html += Markup.dataTable(
            caption: "Hard sets per muscle group by week", headers: ["Muscle group"] + weeks.map { "\($0)" },
            rows: figures.muscleWeeks.map { series in
                [Markup.escape(series.name)] + weeks.map { week in
                    series.weeks.first { $0.monday == week }.map { Markup.number($0.value) } ?? "0"
                }
            })
        html += "<h3>Weekly tonnage per lift</h3>\n"
        let tonnage = figures.tonnageWeeks.filter { !$0.weeks.isEmpty }
        if tonnage.isEmpty { return html + Self.note("No loaded working set in the weeks shown.") }
        let markers = LineChart.Marker.distinct.map(\.marker)
        html += "<figure>\n" + LineChart(
            id: "tonnage", title: "Weekly tonnage per lift (working sets)",
            description: "Load times reps over the working sets of each main lift, week by week, for the last "
                + "\(ReportFigures.weeksShown) weeks.",
            unit: unit + "·reps",
            series: tonnage.enumerated().map { index, series in
                .init(name: series.name, points: series.weeks.map { ($0.monday.daysSinceEpoch, $0.value) },
                      stroke: index % 2 == 0 ? .solid : .dashed, marker: markers[index % markers.count], slot: index)
            }).svg + "</figure>\n"
        let tonnageWeeks = Array(Set(tonnage.flatMap { $0.weeks.map(\.monday) })).sorted()
        html += Markup.dataTable(
            caption: "Weekly tonnage (\(unit) × reps)", headers: ["Week of"] + tonnage.map(\.name),
            rows: tonnageWeeks.map { week in
                ["\(week)"] + tonnage.map { series in series.weeks.first { $0.monday == week }.map { Markup.number($0.value, decimals: 0) } ?? "0" }
            })
        return html
    }

    var effortSection: String {
        var html = ""
        for effort in figures.effort {
            if effort.isStalled, let moved = effort.movedPercent {
                html += "<p><span class=\"flag\">Stalled:</span> \(Markup.escape(effort.name))'s best e1RM moved "
                    + "\(Markup.number(moved))% over its last three weeks (under \(Markup.number(EffortFigures.stallPercent))%).</p>\n"
            }
        }
        let logged = figures.effort.filter { !$0.rpe.isEmpty }
        if logged.isEmpty {
            html += Self.note("No RPE is logged on a top set of a main lift.")
        } else {
            let markers = LineChart.Marker.distinct.map(\.marker)
            let glyphs = LineChart.Marker.distinct.map(\.glyph)
            html += "<figure>\n" + LineChart(
                id: "rpe", title: "Top-set RPE over time",
                description: "The RPE logged on each session's heaviest working set of each main lift.", unit: "RPE",
                series: logged.enumerated().map { index, effort in
                    .init(name: effort.name, points: effort.rpe.map { ($0.date.daysSinceEpoch, $0.value) }, stroke: .none,
                          marker: markers[index % markers.count], slot: index, isLabelled: false)
                }, fixedRange: 5...10).svg + "</figure>\n"
            html += Self.legend(logged.enumerated().map { index, effort in
                "<span class=\"s\(index % 6)\" aria-hidden=\"true\">\(glyphs[index % glyphs.count])</span> \(Markup.escape(effort.name))"
            })
            html += Markup.dataTable(caption: "Top-set RPE", headers: ["Date", "Lift", "RPE"],
                                     rows: logged.flatMap { effort in effort.rpe.map { ["\($0.date)", Markup.escape(effort.name), Markup.number($0.value)] } })
        }
        html += Markup.table(
            caption: "Best e1RM of the last three weeks with sessions (\(unit))", headers: ["Lift", "Weeks", "Moved", "Stall"],
            rows: figures.effort.map { effort in
                [Markup.escape(effort.name), effort.recentWeeks.map { "\($0.monday): \(Markup.number($0.value))" }.joined(separator: "<br>"),
                 effort.movedPercent.map { Markup.number($0) + "%" } ?? "—", effort.isStalled ? "stalled" : "no"]
            }) + "\n"
        return html
    }

    var bodyweightSection: String {
        let points = figures.bodyweight
        guard !points.isEmpty else { return Self.note("The journal records no bodyweight (a bodyweight line in a session or on a day).") }
        var html = "<figure>\n" + LineChart(
            id: "bodyweight", title: "Bodyweight over time",
            description: "\(points.count) readings from \(points[0].date) to \(points[points.count - 1].date), with the average of the "
                + "readings of the seven days ending on each.", unit: unit,
            series: [.init(name: "reading", points: points.map { ($0.date.daysSinceEpoch, $0.value) }, stroke: .none, marker: .circle, slot: 0),
                     .init(name: "7-day average", points: points.map { ($0.date.daysSinceEpoch, $0.average) }, stroke: .solid,
                           marker: .none, slot: 1)]).svg + "</figure>\n"
        html += Self.legend(["● a reading", "— 7-day average"])
        html += Markup.dataTable(caption: "Bodyweight (\(unit))", headers: ["Date", "Reading", "7-day average"],
                                 rows: points.map { ["\($0.date)", Markup.number($0.value), Markup.number($0.average)] })
        return html
    }
}
