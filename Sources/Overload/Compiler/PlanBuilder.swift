/// Builds the plan's weeks and days from the collected declarations.
struct PlanBuilder {
    var declarations: ProgramDeclarations
    /// The program's equipment and how each exercise's loads are rounded on it.
    var rounder = LoadRounder(equipment: .none, displayGym: .standardKilogramGym, unit: .kg, catalog: .empty)
    var unit: MassUnit = .kg

    /// Each wave's length in weeks (its highest week) by lowercased name, worked out once.
    var waveLengths: [String: Int] = [:]
    /// The program's days with their `like` bases applied, expanded once for every week.
    var programDays: [(name: String, statements: [Statement])] = []

    /// The program's length in weeks, once worked out.
    var weekCount = 1

    /// The program's default rest in seconds (a top-level `rest` line): every day starts with it.
    var programRest: Int?

    /// Per-week state while a week is built.
    var week = WeekContext(number: 1, modifiers: nil, overrides: [])

    init(declarations: ProgramDeclarations) {
        self.declarations = declarations
    }

    struct WeekContext {
        var number: Int
        /// The modifiers of the week's declared kind, or nil for a regular week.
        var modifiers: WeekModifiers?
        /// Exercise lines of `week N: ...` statements; they replace a day's lines for the same exercise.
        var overrides: [ExerciseLine]
        var usedOverrides: Set<Int> = []
        /// Where this week's `week N ...:` blocks are written: a line inside one is written for
        /// the week, so it gets what it says; the kind's modifiers apply to what the week inherits.
        var explicitRanges: [SourceRange] = []
        /// The kind the week declares (or its wave gives it), for what a warning says of it.
        var kind: WeekKind?

        /// True when a line at `range` is written inside one of this week's blocks.
        func isExplicit(_ range: SourceRange) -> Bool {
            explicitRanges.contains { $0.start <= range.start && range.end <= $0.end }
        }
    }

    mutating func build() -> PlanSnapshot {
        unit = declarations.planUnit
        let displayGym = Equipment.standardGym(for: declarations.programUnit)
        rounder = LoadRounder(equipment: makeEquipment(displayGym: displayGym), displayGym: displayGym, unit: unit,
                              catalog: declarations.catalog, exerciseRules: declarations.exerciseRounding.mapValues(\.rule))
        programRest = declarations.programRest.flatMap { validRest($0) }
        for (name, wave) in declarations.waves {
            waveLengths[name] = wave.weeks.map { Self.highestWeek($0.weeks) }.max() ?? 1
        }
        programDays = declarations.days.map { ($0.name.value, expand($0, visiting: [])) }
        weekCount = programLength()
        var weeks: [PlannedWeek] = []
        for number in 1...weekCount {
            weeks.append(buildWeek(number))
        }
        return PlanSnapshot(programName: declarations.programName, unit: unit, weekCount: weekCount, weeks: weeks)
    }

    mutating func makeEquipment(displayGym: Equipment) -> Equipment {
        var rule: RoundingRule?
        if let step = declarations.roundStep, let mass = declarations.mass(step, what: "'round'") {
            rule = RoundingRule(step: mass, direction: declarations.roundDirection.map(RoundingRule.Direction.init) ?? .nearest)
            if rule == nil {
                declarations.error(.invalidLoad, "rounding step must be more than zero", at: step.range,
                                   help: "write the smallest jump you can load, as in 'round 2.5kg'")
            }
        }
        if let block = declarations.equipmentBlock {
            var reader = EquipmentReader()
            var built = reader.read(block, into: &declarations)
            built.rounding = rule
            if built.bars.isEmpty, !built.plates.isEmpty {
                // Plates go on a bar: without one named, the usual bar of the program's unit.
                built.bars = displayGym.bars
                reportNoBar(block, bar: displayGym.bars.first)
            }
            return built
        }
        if let rule { return Equipment(rounding: rule) }
        // Without an equipment block or a rounding rule, the typical gym of the program's unit.
        return displayGym
    }

    /// `weeks N`, else the longest wave or highest week named, else one week.
    mutating func programLength() -> Int {
        var longest = waveLengths.values.max() ?? 1
        for statement in declarations.weekStatements { longest = max(longest, Self.highestWeek(statement.weeks)) }
        guard let declared = declarations.weeksDeclared else {
            // Days in turn run until they come round: A B A, B A B is two weeks.
            if let alternation = declarations.alternation { longest = max(longest, alternation.weeksToComeRound) }
            let length = min(longest, PlanLimits.weeks.upperBound)
            reportAlternationBreaks(weeks: length, at: nil)
            return length
        }
        guard declared.isInteger, PlanLimits.weeks.contains(Int(exactly: declared.magnitude) ?? 0) else {
            let weeks = PlanLimits.weeks
            declarations.error(.weekOutOfRange, "a program runs \(weeks.lowerBound) to \(weeks.upperBound) weeks", at: declared.range,
                               help: "write the program's length in weeks, as in 'weeks 12'")
            return min(longest, PlanLimits.weeks.upperBound)
        }
        let count = Int(declared.magnitude)
        for statement in declarations.weekStatements where Self.highestWeek(statement.weeks) > count {
            declarations.error(.weekOutOfRange, "week \(Self.highestWeek(statement.weeks)) is beyond the program's \(plural(count, "week"))",
                               at: statement.weeks.range, help: "raise 'weeks \(count)' or remove this week")
        }
        reportAlternationBreaks(weeks: count, at: declared.range)
        return count
    }

    /// The last week a selector names, within the plan's limits. The parser rejects week 0,
    /// fractions and the like, but the compiler also builds trees with syntax errors (the
    /// REPL and `check` compile what they can of a broken file), so it clamps rather than trusts.
    static func highestWeek(_ selector: WeekSelector) -> Int {
        let first = Double(PlanLimits.weeks.lowerBound)
        let last = Double(PlanLimits.weeks.upperBound)
        return selector.items.map { item in
            let week = switch item {
            case .single(let week): week.magnitude
            case .range(let range): range.upper.magnitude
            }
            // NaN fails the comparison and counts as the first week.
            return week >= first ? Int(min(week, last)) : PlanLimits.weeks.lowerBound
        }.max() ?? PlanLimits.weeks.lowerBound
    }

    static func contains(_ selector: WeekSelector, _ number: Int) -> Bool {
        let value = Double(number)
        return selector.items.contains { item in
            switch item {
            case .single(let week): week.magnitude == value
            case .range(let range): range.lower.magnitude <= value && value <= range.upper.magnitude
            }
        }
    }

    mutating func buildWeek(_ number: Int) -> PlannedWeek {
        var declaredKind: WeekKind?
        var overrides: [ExerciseLine] = []
        var weekDays: [(day: DayDeclaration, daysBefore: Int)] = []
        var extraLoose: [Statement] = []
        var explicitRanges: [SourceRange] = []
        for (index, statement) in declarations.weekStatements.enumerated() where Self.contains(statement.weeks, number) {
            if let kind = statement.kind { declaredKind = kind }
            explicitRanges.append(statement.range)
            for inner in statement.body {
                switch inner {
                case .exercise(let line): overrides.append(line)
                case .day(let day):
                    let daysBefore = index < declarations.daysBeforeWeek.count ? declarations.daysBeforeWeek[index] : programDays.count
                    weekDays.append((day, daysBefore))
                default: extraLoose.append(inner)
                }
            }
        }
        let kind = declaredKind ?? waveKind(number) ?? .regular
        let applied = declaredKind.map(\.defaultModifiers).flatMap { $0 == WeekKind.regular.defaultModifiers ? nil : $0 }
        week = WeekContext(number: number, modifiers: applied, overrides: overrides, explicitRanges: explicitRanges, kind: kind)
        var weekProgramDays = programDays
        // How many of the week's own days stand before each program day, to place the next.
        var addedBefore = Array(repeating: 0, count: programDays.count + 1)
        var renamed: [String: String] = [:]
        for (day, daysBefore) in weekDays {
            if day.renamed != nil {
                rename(day, in: &weekProgramDays, renamed: &renamed)
                continue
            }
            let expanded = (name: day.name.value, statements: expand(day, visiting: []))
            if let index = weekProgramDays.firstIndex(where: { $0.name == day.name.value }) {
                weekProgramDays[index] = expanded
            } else {
                // Where the block is written: after the program days declared before it.
                let before = min(daysBefore, programDays.count)
                let position = before + addedBefore[0...before].reduce(0, +)
                weekProgramDays.insert(expanded, at: min(position, weekProgramDays.count))
                addedBefore[before] += 1
            }
        }
        var days = inTurn(weekProgramDays, renamed: renamed).map { day in
            PlannedDay(name: day.name, items: buildItems(day.statements, dayName: day.name), renamedFrom: renamed[day.name])
        }
        var loose = declarations.looseStatements + extraLoose
        for (index, line) in week.overrides.enumerated() where !week.usedOverrides.contains(index) {
            loose.append(.exercise(line))
        }
        week.overrides = []
        if !loose.isEmpty {
            days.append(PlannedDay(name: weekProgramDays.isEmpty ? "Workout" : "Extra", items: buildItems(loose)))
        }
        return PlannedWeek(number: number, kind: kind, modifiers: applied ?? WeekKind.regular.defaultModifiers, days: days)
    }

    /// A wave used by the program labels the week (a wave's deload week makes a deload week);
    /// its own percentages already say what that week lifts, so no modifiers are applied.
    func waveKind(_ number: Int) -> WeekKind? {
        declarations.waveOrder.lazy.compactMap { waveWeek(named: $0, number)?.kind }.first
    }

    /// The entry of the wave with this lowercased name for a program week; a wave shorter
    /// than the program repeats.
    func waveWeek(named name: String, _ number: Int) -> WaveDeclaration.Week? {
        guard let wave = declarations.waves[name] else { return nil }
        let position = (number - 1) % max(1, waveLengths[name] ?? 1) + 1
        return wave.weeks.last { Self.contains($0.weeks, position) }
    }
}
