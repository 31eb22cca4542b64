import Overload

/// The report as one static HTML page: inline styles and inline SVG, no script, no network,
/// readable from `file://` and on paper. The same figures give the same bytes.
public struct ReportPage: Sendable {
    /// What the page shows.
    public var figures: ReportFigures

    /// The page of `figures`.
    public init(_ figures: ReportFigures) {
        self.figures = figures
    }

    static let sections: [(id: String, title: String)] = [
        ("next", "Next session"), ("e1rm", "Estimated 1RM over time"), ("records", "Records"),
        ("adherence", "Plan against done"), ("volume", "Weekly volume"), ("effort", "Effort"),
        ("bodyweight", "Bodyweight"), ("coaching", "Coaching"),
    ]

    /// The page.
    public var html: String {
        let title = (figures.programName.map { $0 + " · " } ?? "") + "Training report"
        var html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        html += "<meta name=\"generator\" content=\"overload report\">\n"
        html += "<title>\(Markup.escape(title)) · \(figures.today)</title>\n<style>\n\(ReportStyle.css)\n</style>\n</head>\n<body>\n"
        html += "<header>\n<h1>\(Markup.escape(title))</h1>\n<p class=\"meta\">As of \(figures.today)"
        if let since = figures.since { html += ", from \(since)" }
        html += " · \(figures.sessionCount) \(figures.sessionCount == 1 ? "session" : "sessions") · loads in \(figures.unit.rawValue)"
        html += " · e1RM by Epley's formula</p>\n"
        html += "<nav aria-label=\"Sections\"><ol>" + Self.sections.map { "<li><a href=\"#\($0.id)\">\($0.title)</a></li>" }.joined()
            + "</ol></nav>\n</header>\n<main>\n"
        let bodies = [nextSection, e1RMSection, recordsSection, adherenceSection, volumeSection, effortSection,
                      bodyweightSection, coachingSection]
        for (section, body) in zip(Self.sections, bodies) {
            html += "<section id=\"\(section.id)\" aria-labelledby=\"\(section.id)-h\">\n"
            html += "<h2 id=\"\(section.id)-h\">\(section.title)</h2>\n" + body + "</section>\n"
        }
        html += "</main>\n<footer><p class=\"note\">Made by <code>overload report</code>; every figure is explained in docs/report.md.</p></footer>\n"
        return html + "</body>\n</html>\n"
    }

    var unit: String { figures.unit.rawValue }

    static func note(_ text: String) -> String { "<p class=\"note\">\(Markup.escape(text))</p>\n" }

    static let noProgram = note("Give the program (overload report PROGRAM --journal JOURNAL) to see this part.")

    var nextSection: String {
        guard let next = figures.next else { return Self.noProgram }
        var html = "<p><strong>\(Markup.escape(next.heading))</strong> · \(next.date)</p>\n<ul class=\"next\">\n"
        for exercise in next.exercises {
            html += "<li><span class=\"name\">\(Markup.escape(exercise.name))</span> "
                + "<span class=\"targets\">\(Markup.escape(exercise.targets))</span>"
            for reason in exercise.reasons { html += "<br><span class=\"why\">\(Markup.escape(reason))</span>" }
            for warning in exercise.warnings { html += "<br><span class=\"flag\">Warning:</span> \(Markup.escape(warning))" }
            html += "</li>\n"
        }
        html += "</ul>\n"
        if next.pending.isEmpty {
            html += Self.note("No suggestion is waiting for a decision.")
        } else {
            html += "<h3>Suggested, waiting for a decision</h3>\n<ol class=\"pending\">\n"
            html += next.pending.map { "<li value=\"\($0.number)\">\(Markup.escape($0.text))</li>\n" }.joined()
            html += "</ol>\n" + Self.note("Decide with overload suggest, accept or reject.")
        }
        return html
    }

    var recordsSection: String {
        var html = ""
        if figures.records.isEmpty { html += Self.note("No loaded working set is logged yet.") }
        // The main lifts first, in the order their charts come; then the rest as the journal has them.
        let main = figures.lifts.map(\.name)
        let records = figures.records.filter { main.contains($0.name) }.sorted {
            (main.firstIndex(of: $0.name) ?? 0) < (main.firstIndex(of: $1.name) ?? 0)
        } + figures.records.filter { !main.contains($0.name) }
        if !records.isEmpty {
            html += Markup.table(
                caption: "Records (\(unit)): a recorded max is a single actually lifted; an e1RM is an estimate from a set",
                headers: ["Exercise", "Recorded max", "Best e1RM", "From", "Heaviest set"],
                rows: records.map { record in
                    let single = record.byReps.first { $0.reps == 1 }
                    return [Markup.escape(record.name),
                            single.map { "\(Markup.number($0.load))<br><small>\($0.date)</small>" } ?? "—",
                            record.bestE1RM.map { "\(Markup.number($0.value))<br><small>\($0.date)</small>" } ?? "—",
                            record.bestE1RM.map { "\(Markup.number($0.load)) × \($0.reps)" } ?? "—",
                            record.heaviest.map { "\(Markup.number($0.load)) × \($0.reps)<br><small>\($0.date)</small>" } ?? "—"]
                }) + "\n"
        }
        for record in records where !record.byReps.isEmpty {
            html += Markup.dataTable(caption: "\(record.name): heaviest load for 1 to \(E1RMSets.repLimit) reps",
                                     headers: ["Reps", "Load (\(unit))", "Date"],
                                     rows: record.byReps.map { ["\($0.reps)", Markup.number($0.load), "\($0.date)"] }, summary: "")
        }
        if !figures.unloaded.isEmpty {
            html += Self.note("No load to chart (bodyweight or added load only): " + figures.unloaded.joined(separator: ", ") + ".")
        }
        return html
    }

    var coachingSection: String {
        var html = ""
        if figures.next == nil, figures.decisions.isEmpty {
            html += Self.noProgram
        } else if figures.decisions.isEmpty {
            html += Self.note("No suggestion has been decided yet.")
        } else {
            html += "<h3>Decided suggestions</h3>\n<ol class=\"timeline\">\n"
            for decision in figures.decisions {
                html += "<li><strong>\(decision.decided.map(\.description) ?? decision.suggested.description)</strong> · "
                    + "\(Markup.escape(decision.verdict)) \(Markup.escape(decision.exercise)) \(Markup.escape(decision.change))"
                    + " <span class=\"why\">(suggested \(decision.suggested))</span>"
                if let outcome = decision.outcome {
                    html += "<br>Outcome: <strong>\(Markup.escape(outcome))</strong>"
                        + (decision.outcomeReason.map { " · " + Markup.escape($0) } ?? "")
                }
                html += "</li>\n"
            }
            html += "</ol>\n"
        }
        html += "<h3>Pain flags</h3>\n"
        if figures.painFlags.isEmpty {
            html += Self.note("No pain is logged.")
        } else {
            html += Markup.table(caption: "Pain flags", headers: ["Date", "Body part", "Severity", "Exercise", "Resolved"],
                                 rows: figures.painFlags.map { flag in
                                     ["\(flag.date)", Markup.escape(flag.bodyPart), flag.severity.rawValue,
                                      Markup.escape(flag.exercise ?? "—"), flag.resolvedDate.map(\.description) ?? "open"]
                                 }) + "\n"
        }
        return html
    }
}
