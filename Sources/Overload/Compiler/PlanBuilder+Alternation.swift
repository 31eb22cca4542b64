extension PlanBuilder {
    /// The week's days in the order they are done: with an `alternate` line, its days in turn
    /// (session after session, week after week), then the days written for the week only;
    /// without one, as they stand. `renamed` maps a day's name this week to the program's.
    func inTurn(_ days: [(name: String, statements: [Statement])], renamed: [String: String])
        -> [(name: String, statements: [Statement])] {
        guard let alternation = declarations.alternation else { return days }
        let programNames = Set(declarations.days.map(\.name.value))
        var ordered: [(name: String, statements: [Statement])] = []
        for slot in 0..<alternation.perWeek {
            let wanted = alternation.dayName(week: week.number, slot: slot)
            if let day = days.first(where: { (renamed[$0.name] ?? $0.name) == wanted }) { ordered.append(day) }
        }
        return ordered + days.filter { !programNames.contains(renamed[$0.name] ?? $0.name) }
    }

    /// `day "Heavy" as "Test day"` in a week block: the program's day under another name those
    /// weeks, its lines the day's own (with the week's modifiers), or, with a block, the day's
    /// lines changed by the block's as a day built `like` it changes them.
    mutating func rename(
        _ day: DayDeclaration, in days: inout [(name: String, statements: [Statement])], renamed: inout [String: String]
    ) {
        guard let newName = day.renamed else { return }
        let programNames = declarations.days.map(\.name.value)
        if newName.value.allSatisfy(\.isWhitespace) {
            declarations.error(.invalidRename, "a renamed day needs a name", at: newName.range, label: "no name",
                               help: "write the day's name for these weeks, as in 'day \(SourceFormatter.quote(day.name.value)) as \"Test day\"'")
            return
        }
        if let (newer, _) = renamed.first(where: { $0.value == day.name.value }) {
            declarations.error(.invalidRename, "day \(SourceFormatter.quote(day.name.value)) is already renamed in this week",
                               at: day.name.range, label: "renamed \(SourceFormatter.quote(newer)) earlier",
                               help: "rename a day once a week; write its lines for the week under one 'day \(SourceFormatter.quote(day.name.value)) as ...'")
            return
        }
        guard let index = days.firstIndex(where: { $0.name == day.name.value && renamed[$0.name] == nil }),
              programNames.contains(day.name.value) else {
            let suggestion = closestMatch(to: day.name.value, in: programNames)
            declarations.error(.invalidRename, "no day named \(SourceFormatter.quote(day.name.value)) to rename", at: day.name.range,
                               label: suggestion.map { "did you mean \(SourceFormatter.quote($0))?" },
                               fixIts: suggestion.map { [FixIt(replace: day.name.range, with: SourceFormatter.quote($0))] } ?? [],
                               help: "'day NAME as NEW' renames a day defined in this program for the block's weeks")
            return
        }
        if newName.value != day.name.value, days.contains(where: { $0.name == newName.value }) || programNames.contains(newName.value) {
            declarations.error(.invalidRename, "the program already has a day \(SourceFormatter.quote(newName.value))",
                               at: newName.range, label: "two days of one name in a week",
                               help: "give the renamed day a name of its own")
            return
        }
        var statements = days[index].statements
        if !day.body.isEmpty {
            let changed = DayDeclaration(name: newName, base: day.name, body: day.body, range: day.range)
            statements = expand(changed, visiting: [])
        }
        days[index] = (name: newName.value, statements: statements)
        renamed[newName.value] = day.name.value
    }

    /// W0209: days in turn that do not come round when the program starts over, so the
    /// next cycle would repeat a day (A B A, B A B, A B A: then A again).
    mutating func reportAlternationBreaks(weeks: Int, at weeksRange: SourceRange?) {
        guard let alternation = declarations.alternation, weeks % alternation.weeksToComeRound != 0 else { return }
        let last = alternation.dayName(week: weeks, slot: alternation.perWeek - 1)
        let first = alternation.days[0].value
        let round = alternation.weeksToComeRound
        declarations.warning(
            .alternationBreaks,
            "the days in turn do not come round in \(plural(weeks, "week")): week \(weeks) ends with "
                + "\(SourceFormatter.quote(last)), and the program starts over with \(SourceFormatter.quote(first))",
            at: weeksRange ?? alternation.range,
            label: "\(plural(alternation.days.count, "day")) in turn, \(alternation.perWeek) a week, come round every \(plural(round, "week"))",
            fixIts: weeksRange.map { [FixIt(replace: $0, with: String(Self.roundedUp(weeks, to: round)))] } ?? [],
            help: "make the program's length a multiple of \(plural(round, "week"))")
    }

    static func roundedUp(_ value: Int, to multiple: Int) -> Int {
        min(PlanLimits.weeks.upperBound, (value + multiple - 1) / multiple * multiple)
    }
}
