extension PlanBuilder {
    /// A day's statements, with a `like` base copied first and this day's lines applied to
    /// it: a line for an exercise the base has replaces it, `without` removes one.
    mutating func expand(_ day: DayDeclaration, visiting: Set<String>) -> [Statement] {
        guard let baseName = day.base else {
            reportWithoutOutsideLike(day)
            return day.body
        }
        if visiting.contains(baseName.value) || baseName.value == day.name.value {
            declarations.error(.dayCycle, "day \(SourceFormatter.quote(day.name.value)) is built like itself", at: baseName.range,
                               help: "a day can be built 'like' another day, but not in a circle")
            return day.body
        }
        guard let base = declarations.days.first(where: { $0.name.value == baseName.value }) else {
            let names = declarations.days.map(\.name.value).filter { $0 != day.name.value }
            let suggestion = closestMatch(to: baseName.value, in: names)
            declarations.error(.unknownDay, "no day named \(SourceFormatter.quote(baseName.value))", at: baseName.range,
                               label: suggestion.map { "did you mean \(SourceFormatter.quote($0))?" },
                               help: "'like' names a day defined in this program")
            return day.body
        }
        var result = expand(base, visiting: visiting.union([day.name.value]))
        var ownLines: Set<String> = []
        for statement in day.body {
            switch statement {
            case .without(let name, _):
                guard let exercise = declarations.resolve(name) else { continue }
                let before = result.count
                var removedFromSuperset = false
                result.removeAll { exerciseID(of: $0) == exercise.id }
                result = result.map { statement in
                    guard case .superset(var block) = statement else { return statement }
                    let count = block.body.count
                    block.body.removeAll { exerciseID(of: $0) == exercise.id }
                    removedFromSuperset = removedFromSuperset || block.body.count != count
                    return .superset(block)
                }
                if before == result.count, !removedFromSuperset {
                    declarations.warning(.ignoredSetting, "day \(SourceFormatter.quote(base.name.value)) has no \(name.text) to leave out",
                                         at: name.range, help: "remove this line, or check the exercise name")
                }
            case .exercise(let line):
                guard let exercise = declarations.resolve(line.name) else { continue }
                if let last = result.lastIndex(where: { exerciseID(of: $0) == exercise.id }), ownLines.contains(exercise.id) {
                    // A second line of this day for the exercise (a back-off after a top set) follows the first.
                    result.insert(statement, at: last + 1)
                } else if let index = result.firstIndex(where: { exerciseID(of: $0) == exercise.id }) {
                    result[index] = statement
                    var position = index + 1
                    while position < result.count {
                        if exerciseID(of: result[position]) == exercise.id { result.remove(at: position) } else { position += 1 }
                    }
                } else {
                    result.append(statement)
                }
                ownLines.insert(exercise.id)
            default:
                result.append(statement)
            }
        }
        return result
    }

    /// The id of the exercise a statement's line names; nothing is reported here (the line
    /// reports its own problems when it is built).
    mutating func exerciseID(of statement: Statement) -> String? {
        guard case .exercise(let line) = statement else { return nil }
        // A labelled use joins the catalog when first named; its own line reports a bad name.
        if line.name.label != nil { return declarations.resolve(line.name)?.id }
        return declarations.resolution(of: line.name.text).exercise?.id
    }

    /// The plan items of a day's statements, in order. The day starts with the program's
    /// default rest; its own `rest` lines replace it for the lines after them.
    mutating func buildItems(_ statements: [Statement], dayName: String? = nil) -> [PlanItem] {
        var context = DayContext(defaultRest: programRest)
        for case .week(let weekLine) in statements where Self.contains(weekLine.weeks, week.number) {
            for inner in weekLine.body {
                switch inner {
                case .exercise(let line):
                    // Resolved now so a typo is reported even when no line of the day uses the override.
                    _ = declarations.resolve(line.name)
                    context.dayOverrides.append(line)
                case .without(let name, _):
                    guard let exercise = declarations.resolve(name) else { continue }
                    context.dayWithout.append(DayWithout(id: exercise.id, name: name))
                default:
                    continue
                }
            }
        }
        var items: [PlanItem] = []
        append(statements, to: &items, context: &context)
        // A day's week line for an exercise the day does not have adds it, at the end of the
        // day, in those weeks: as a `like` day adds a line its base lacks.
        for (index, line) in context.dayOverrides.enumerated() where !context.usedDayOverrides.contains(index) {
            append(line, to: &items, context: &context)
        }
        for (index, without) in context.dayWithout.enumerated() where !context.usedDayWithout.contains(index) {
            let day = dayName.map { "day \(SourceFormatter.quote($0))" } ?? "this day"
            declarations.warning(.ignoredSetting, "\(day) has no \(without.name.text) to leave out in week \(week.number)",
                                 at: without.name.range, help: "remove this line, or check the exercise name")
        }
        resolveLaterTopShares(&items, context: context)
        reportLaterTodayShares(context: context)
        return items
    }

    /// `without` in a day not built `like` another has nothing to remove: the day's own lines
    /// are what it is. A day's `week` block may use it, to leave an exercise out in those weeks.
    mutating func reportWithoutOutsideLike(_ day: DayDeclaration) {
        for case .without(let name, let range) in day.body {
            declarations.warning(.ignoredSetting, "day \(SourceFormatter.quote(day.name.value)) is not built like another day, "
                                    + "so 'without \(name.text)' leaves nothing out", at: range,
                                 help: "remove the line; to leave \(name.text) out in some weeks, write it in a week block: "
                                    + "'week 4: without \(name.text)'")
        }
    }

    /// Appends the plan items of a block's lines: a day's, a superset's, or the body of a
    /// template where it is applied, which so builds as if its lines were written there.
    mutating func append(_ statements: [Statement], to items: inout [PlanItem], context: inout DayContext) {
        for statement in statements {
            switch statement {
            case .exercise(let line):
                append(line, to: &items, context: &context)
            case .superset(let block):
                let outer = context.inSuperset
                let outerRoundRest = context.roundRest
                context.inSuperset = true
                context.roundRest = nil
                var inner: [PlanItem] = []
                append(block.body, to: &inner, context: &context)
                let roundRest = context.roundRest
                context.inSuperset = outer
                context.roundRest = outerRoundRest
                let members = inner.flatMap(\.exercises)
                // One superset's rounds cannot hold another: inside one, the members join it
                // (the parser, or the template that brought it in, reports it).
                if outer {
                    items += members.map(PlanItem.exercise)
                } else if !members.isEmpty {
                    items.append(.superset(members, roundRestSeconds: roundRest))
                }
            case .rounds(let block):
                if let rounds = roundsPrescription(block, context: &context) { items.append(.rounds(rounds)) }
            case .breakTime(let duration, _):
                guard let seconds = declarations.seconds(duration, what: "a break") else { continue }
                guard PlanLimits.breakSeconds.contains(seconds) else {
                    declarations.error(.breakOutOfRange, "a break must be 1 second to 10 minutes", at: duration.range,
                                       help: "write a break such as 'break 2m'")
                    continue
                }
                // A pause between exercises has no place among a superset's back-to-back sets
                // (the parser, or the template that brought it in, reports it).
                if !context.inSuperset { items.append(.break(seconds: seconds)) }
            case .rest(let duration, _):
                let seconds = validRest(duration)
                // A superset's rest is the rest after each round (the last line counts); it must
                // not become the rest of the sets after the superset.
                if context.inSuperset { context.roundRest = seconds } else { context.defaultRest = seconds }
            default:
                break
            }
        }
    }

    /// Appends one exercise line's items: its prescription after week overrides and waves,
    /// or, when it applies a template, the template's items.
    mutating func append(_ line: ExerciseLine, to items: inout [PlanItem], context: inout DayContext) {
        guard let resolved = declarations.resolve(line.name) else { return }
        let exercise = Self.distanceWorkExercise(line, resolved: resolved, catalog: declarations.catalog)
        declarations.reportRungOnDay(line, exercise: exercise)
        // A line written for the week (in a day written in a week block, or its template's)
        // is taken as written; the lines of a week line's own template (`week 2: squat
        // speed`) are that week's squat.
        let writtenForWeek = context.explicitForWeek || week.isExplicit(line.range)
        if !context.overriding.contains(exercise.id), !writtenForWeek {
            if context.replaced.contains(exercise.id) { return }
            if let index = context.dayWithout.firstIndex(where: { $0.id == exercise.id }) {
                context.usedDayWithout.insert(index)
                return
            }
            if let override = takeOverride(for: exercise.id, context: &context) {
                context.replaced.insert(exercise.id)
                context.overriding.insert(exercise.id)
                append(override, exercise: exercise, inherited: false, to: &items, context: &context)
                context.overriding.remove(exercise.id)
                return
            }
        }
        // A line written inside a `week N ...:` block (a day written there included), or
        // brought in by a template applied there, is the week's own: no modifiers on top.
        append(line, exercise: exercise, inherited: !writtenForWeek, to: &items, context: &context)
    }

    /// Appends a line's items as written: its sets, or its wave's sets for the week, or its
    /// template's items; `inherited` lines take the week's modifiers.
    mutating func append(
        _ line: ExerciseLine, exercise: Exercise, inherited: Bool, to items: inout [PlanItem], context: inout DayContext
    ) {
        guard let scheme = line.scheme else {
            reportUnloadedGroups(line.sets)
            append(prescription(line, groups: line.sets, exercise: exercise, context: &context, modifiersApply: inherited), to: &items)
            return
        }
        let key = scheme.name.name.lowercased()
        if declarations.waves[key] != nil {
            let entry = waveWeek(named: key, week.number)
            reportWaveUse(key, entry: entry, at: scheme.name.range)
            let groups = (entry?.sets ?? []) + line.sets
            // A wave week with its own kind (`week 4 deload: 5 @ 40%, ...`) is already that
            // week's prescription; the week's modifiers must not lighten it a second time.
            // The wave week's rest, unless the line gives its own.
            var waveLine = line
            if waveLine.rest == nil { waveLine.rest = entry?.rest }
            let built = prescription(waveLine, groups: groups, exercise: exercise, context: &context,
                                     modifiersApply: inherited && entry?.kind == nil)
            append(built, to: &items)
            return
        }
        if let template = declarations.templates[key] {
            let outerExplicit = context.explicitForWeek
            context.explicitForWeek = !inherited
            defer { context.explicitForWeek = outerExplicit }
            applyTemplate(template, key: key, for: line, scheme: scheme, to: &items, context: &context)
            return
        }
        let suggestion = closestMatch(to: key, in: declarations.schemeNames)
        declarations.error(.unknownScheme, "no wave or template named '\(scheme.name.name)'", at: scheme.name.range,
                           label: suggestion.map { "did you mean '\($0)'?" },
                           help: "define it with 'wave \(scheme.name.name):' or 'template \(scheme.name.name)(lift):'")
    }

    func append(_ prescription: ExercisePrescription?, to items: inout [PlanItem]) {
        if let prescription { items.append(.exercise(prescription)) }
    }

    /// A `week N: ...` line for this exercise in this week: the day's own first, then the program's.
    mutating func takeOverride(for id: String, context: inout DayContext) -> ExerciseLine? {
        var found: ExerciseLine?
        for (index, line) in context.dayOverrides.enumerated() where declarations.resolution(of: line.name.text).exercise?.id == id {
            // The first counts; the others for the exercise are used up with it.
            if found == nil { found = line }
            context.usedDayOverrides.insert(index)
        }
        if let found { return found }
        for (index, line) in week.overrides.enumerated() {
            guard let exercise = declarations.resolve(line.name), exercise.id == id else { continue }
            week.usedOverrides.insert(index)
            return line
        }
        return nil
    }

    mutating func validRest(_ duration: Quantity) -> Int? {
        guard let seconds = declarations.seconds(duration, what: "rest") else { return nil }
        guard PlanLimits.restSeconds.contains(seconds) else {
            declarations.error(.restOutOfRange, "rest must be 0 to 10 minutes", at: duration.range,
                               help: "write a rest such as 'rest 90s' or 'rest 3m'")
            return nil
        }
        return seconds
    }
}

/// What a day remembers while its lines are built.
struct DayContext {
    var inSuperset = false
    var defaultRest: Int?
    /// The rest after each round of the superset being built, from its `rest` line.
    var roundRest: Int?
    /// The load of each exercise's top set, for `@ -10%` back-offs.
    var topLoads: [String: TopLoad] = [:]
    /// `week N: ...` lines inside the day that apply this week.
    var dayOverrides: [ExerciseLine] = []
    /// The day overrides some line of the day took, by index.
    var usedDayOverrides: Set<Int> = []
    /// `without NAME` in the day's week blocks that apply this week.
    var dayWithout: [DayWithout] = []
    /// The `without` lines that left something out, by index.
    var usedDayWithout: Set<Int> = []
    /// Exercises whose week line is being built: its template's lines for the exercise are
    /// the override's own, not lines for it to replace.
    var overriding: Set<String> = []
    /// Exercises already replaced by an override: their other lines are dropped.
    var replaced: Set<String> = []
    /// The templates being expanded, outermost first, by lowercased name.
    var templates: [String] = []
    /// How many templates may be expanded one inside another.
    static let templateNestingLimit = 8
    /// Exercises whose top set has a pending load: their back-offs are pending too.
    var pendingTops: Set<String> = []
    /// True while a template applied by a line written for the week is expanded: its lines
    /// are the week's own too.
    var explicitForWeek = false
    /// Sets taken off a top set the day had not reached when they were built.
    var laterTopShares: [LaterTopShare] = []
    /// Sets taken of today's top set before the day had one (reported when the day is built).
    var laterTodayShares: [LaterTodayShare] = []
    /// Exercises whose warm-ups the day has planned: only an exercise's first line warms up.
    var warmedUp: Set<String> = []
}

/// `without NAME` in a day's week block.
struct DayWithout {
    var id: String
    var name: ExerciseName
}

/// The load of an exercise's top set, as a day remembers it for the back-offs taken off it.
struct TopLoad {
    /// The exact load in the plan's unit; at bodyweight, the load added to it (negative for assistance).
    var exact: Double
    /// True for `@ bw`, `@ +20kg` and assisted `@ -20kg`: bodyweight, which the program does not know, is part of the load.
    var includesBodyweight: Bool
    /// The load as written, or nil for `@ bw`.
    var written: Quantity?
    /// Where the load is written, for a note pointing at it.
    var range: SourceRange
}
