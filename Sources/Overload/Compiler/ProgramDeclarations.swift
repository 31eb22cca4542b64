/// Everything a program declares, collected in one pass before any day is built, so a day
/// may use a wave or template written below it.
struct ProgramDeclarations {
    var catalog: ExerciseCatalog
    var diagnostics: [Diagnostic] = []

    var programName = ""
    /// The program's `unit` line, if it has one.
    var unit: MassUnit?
    /// The unit of the first max written with a unit, in source order: the program's unit
    /// when it has no `unit` line.
    var firstMaxUnit: MassUnit?
    /// The unit the plan is shown in when the user asks for another than the program's.
    var outputUnit: MassUnit?
    var roundStep: Quantity?
    /// `down` or `up` after the step; nil rounds to the nearest.
    var roundDirection: RoundingDirection?
    /// The program's maxes and percentage basis, as ``ProgramMaxes``.
    var maxes: ProgramMaxes {
        ProgramMaxes(oneRepMaxes: oneRepMaxes, trainingMaxes: trainingMaxes, trainingMaxPercent: trainingMaxPercent,
                     variants: variants)
    }
    var equipmentBlock: PropertyBlock?
    var trainingMaxPercent: Double?
    var oneRepMaxes: [String: Mass] = [:]
    var trainingMaxes: [String: Mass] = [:]
    /// The entry each max was first given by, for the note on a second one.
    var maxEntries: [MaxKey: MaxesDeclaration.Entry] = [:]
    var weeksDeclared: Quantity?
    /// Waves by lowercased name.
    var waves: [String: WaveDeclaration] = [:]
    /// Wave names (lowercased) in source order: the first wave with a kind for a week labels it.
    var waveOrder: [String] = []
    var templates: [String: TemplateDeclaration] = [:]
    var days: [DayDeclaration] = []
    /// The program's `alternate` line: its days done in turn, so many a week.
    var alternation: DayAlternation?
    var weekStatements: [WeekDeclaration] = []
    /// For each of ``weekStatements``, how many days the program had declared before it: a
    /// day written in a week block takes that place among the days.
    var daysBeforeWeek: [Int] = []
    /// Lines outside any day: they form a day of their own.
    var looseStatements: [Statement] = []
    /// The top-level `rest` line (the last, when there are several, as with other settings):
    /// the program's default rest, not a line of a day.
    var programRest: Quantity?
    var progressions: [String: ProgressionReference] = [:]
    /// The `plugin` lines by lowercased name.
    var plugins: [String: ExternalPlugin] = [:]
    /// Lowercased names of the plugins some rule asks (or means to, when it has an error).
    var askedPlugins: Set<String> = []
    /// Every `progress` rule, typed, in source order.
    var bindings: [ProgressionBinding] = []
    /// The `ladder` lines.
    var ladders = ProgramLadders()
    /// Where each exercise's rule names it, by exercise id: a second rule is reported against it.
    var ruleRanges: [String: SourceRange] = [:]
    /// The program's `start 2026-01-05` line: the date its calendar begins.
    var startDate: LocalDate?
    /// The `e1rm` setting, handed on as ``CompiledProgram/e1rmFormula``.
    var formula: E1RMFormula = .default
    /// The `rpe chart` setting, handed on as ``CompiledProgram/rpeChart``.
    var rpeChart: RPEChartName = .default
    /// The program's `warmups` line: the ramp every barbell lift's warm-ups follow, and the
    /// one `, warmups` on a line uses (``WarmupRamp/standard`` without steps).
    var warmupRamp: WarmupRamp?
    /// `round` on exercise declarations and lines, by exercise id, with where it was first written.
    var exerciseRounding: [String: (rule: RoundingRule, range: SourceRange)] = [:]
    /// `variant` lines of exercise declarations, read once every exercise is declared.
    var pendingVariants: [PendingVariant] = []
    /// Each variant's parent and share, by the variant's exercise id.
    var variants: [String: VariantShare] = [:]
    /// Catalog lookups by name as written, so each name is looked up (and its suggestions
    /// searched) once however many weeks use it.
    var resolutions: [String: ExerciseResolution] = [:]
    /// Every code and place reported: a line built in every week is reported once.
    var reported: Set<ReportedPlace> = []

    struct MaxKey: Hashable {
        var exerciseID: String
        var isOneRepMax: Bool
    }

    struct ReportedPlace: Hashable {
        var code: DiagnosticCode
        var range: SourceRange
    }

    init(catalog: ExerciseCatalog) {
        self.catalog = catalog
    }

    mutating func collect(_ statements: [Statement]) {
        for statement in statements {
            if case .exerciseDeclaration(let declaration) = statement { declare(declaration) }
            // Before the rules, so a rule may use a plugin declared below it.
            if case .plugin(let declaration) = statement { declarePlugin(declaration) }
        }
        collectVariants()
        // After the exercise declarations (a rung may be one) and before the days and rules.
        let ladderLines = statements.compactMap { statement -> LadderDeclaration? in
            if case .ladder(let declaration) = statement { return declaration }
            return nil
        }
        for declaration in ladderLines { declareLadder(declaration, among: ladderLines) }
        for statement in statements { collect(statement) }
        // Known before any max is read, so a bare max (`1rm squat 100`) takes the program's unit.
        firstMaxUnit = statements.lazy.compactMap(Self.firstMaxUnit).first
        for statement in statements { collectMaxes(statement) }
        collectLineRounding(statements)
        reportTemplateCycles()
        checkAlternation()
    }

    static func firstMaxUnit(_ statement: Statement) -> MassUnit? {
        guard case .maxes(let maxes) = statement else { return nil }
        return maxes.entries.lazy.compactMap { $0.load.unit?.massUnit }.first
    }

    mutating func collect(_ statement: Statement) {
        switch statement {
        case .program(let name, _): programName = name.value
        case .unit(let unit, _): self.unit = MassUnit(name: unit.name)
        case .round(let step, let direction, _):
            roundStep = step
            roundDirection = direction
        case .trainingMaxBasis(let basis): trainingMaxPercent = basis.percent.magnitude
        case .weeks(let count, _): weeksDeclared = count
        case .equipment(let block): equipmentBlock = block
        case .wave(let wave):
            if isNewName(wave.name, taken: waves[wave.name.name.lowercased()] != nil, what: "wave") {
                waves[wave.name.name.lowercased()] = wave
                waveOrder.append(wave.name.name.lowercased())
            }
        case .template(let template):
            if isNewName(template.name, taken: templates[template.name.name.lowercased()] != nil, what: "template") {
                templates[template.name.name.lowercased()] = template
            }
        case .day(let day):
            if let renamed = day.renamed {
                error(.invalidRename, "a day is renamed for some weeks, in a week block", at: renamed.range,
                      label: "the day's name is \(SourceFormatter.quote(day.name.value))",
                      help: "name the day as it should be called, or rename it for some weeks: "
                          + "'week 4: day \(SourceFormatter.quote(day.name.value)) as \(SourceFormatter.quote(renamed.value))'")
            }
            if let earlier = days.first(where: { $0.name.value == day.name.value }) {
                error(.duplicateName, "day \(SourceFormatter.quote(day.name.value)) is defined twice", at: day.name.range,
                      notes: [DiagnosticNote("first defined here", at: earlier.name.range)],
                      help: "give each day its own name; for workouts done in turn (A B A one week, B A B the next), "
                          + "write each once and 'alternate \(SourceFormatter.quote(day.name.value)), ..., 3 days a week'")
            } else {
                days.append(day)
            }
        case .week(let week):
            weekStatements.append(week)
            daysBeforeWeek.append(days.count)
        case .rest(let duration, _): programRest = duration
        case .exercise, .superset, .breakTime: looseStatements.append(statement)
        case .progress(let rule): collectProgress(rule)
        case .property(let property) where property.key.name == "e1rm": setFormula(property)
        case .property(let property) where property.key.name.lowercased() == "rpe": setRPEChart(property)
        case .property(let property) where property.key.name.lowercased() == "start": setStart(property)
        case .property(let property) where property.key.name.lowercased() == "warmups": setWarmups(property)
        case .property(let property) where property.key.name.lowercased() == "alternate": setAlternation(property)
        case .maxes, .exerciseDeclaration, .use, .include, .progression, .plugin, .ladder, .session, .datedEntry, .property,
             .performance, .without, .rounds, .roundsScore, .error:
            // A block of rounds at the top level was reported by the parser (E0113).
            break
        }
    }

    mutating func isNewName(_ name: Identifier, taken: Bool, what: String) -> Bool {
        if taken {
            error(.duplicateName, "\(what) '\(name.name)' is defined twice", at: name.range,
                  help: "give each \(what) its own name")
        }
        return !taken
    }

    mutating func collectMaxes(_ statement: Statement) {
        guard case .maxes(let maxes) = statement else { return }
        for entry in maxes.entries {
            if entry.exercise.label != nil {
                // One lift, one max: every use of it takes its percentages of the lift's own.
                let plain = entry.exercise.baseText
                error(.maxOfLabelledUse, "a max is the lift's, not one use's", at: entry.exercise.range,
                      label: "write '\(plain)'", fixIts: [FixIt(replace: entry.exercise.range, with: plain, safe: true)],
                      help: "'\(entry.exercise.text)' shares \(plain)'s one-rep max and history; give the max to \(plain)")
                continue
            }
            guard let exercise = resolve(entry.exercise) else { continue }
            guard let mass = mass(entry.load, what: "a max") else { continue }
            let isOneRepMax = maxes.kind == .oneRepMax
            let key = MaxKey(exerciseID: exercise.id, isOneRepMax: isOneRepMax)
            if let first = maxEntries[key] {
                // Two maxes for one lift (under one name or two) leave no way to tell which is meant.
                let kind = isOneRepMax ? "1RM" : "training max"
                error(.duplicateMax, "a second \(kind) for \(exercise.name.lowercased())", at: entry.range,
                      notes: [DiagnosticNote("the first, as '\(first.exercise.text)'", at: first.range)],
                      help: "give each lift one \(kind); '\(first.exercise.text)' and '\(entry.exercise.text)' name the same exercise")
                continue
            }
            maxEntries[key] = entry
            if isOneRepMax { oneRepMaxes[exercise.id] = mass } else { trainingMaxes[exercise.id] = mass }
        }
    }

    mutating func setStart(_ property: Property) {
        guard case .date(let literal)? = property.onlyClause?.firstAtom, let date = LocalDate(literal) else {
            error(.invalidDeclaration, "'start' takes a date", at: property.range,
                  help: "write the first day of the program, as in 'start 2026-01-05'")
            return
        }
        startDate = date
    }

    mutating func setFormula(_ property: Property) {
        guard case .word(let name)? = property.clauses.first?.firstAtom, let formula = E1RMFormula(name: name.name) else {
            error(.invalidDeclaration, "unknown e1RM formula", at: property.range,
                  help: "choose one of " + E1RMFormula.allCases.map(\.rawValue).joined(separator: ", "))
            return
        }
        self.formula = formula
    }

    /// Adds an `exercise "name"` declaration to the catalog.
    mutating func declare(_ declaration: ExerciseDeclaration) {
        if declaresOnlyRounding(declaration) { return }
        // A variant is done like its parent: the same equipment, pattern and muscles, unless written.
        let parent = variantParent(of: declaration)
        var aliases: [String] = []
        var primary: [Muscle] = []
        var secondary: [Muscle] = []
        var pattern: MovementPattern = parent?.pattern ?? .isolation
        var equipment: EquipmentKind = parent?.equipment ?? .other
        for case .property(let property) in declaration.properties {
            // Each comma-separated value may be several words: `pattern vertical push`, `primary front delts`.
            let values = property.clauses.map { $0.atoms.map(SourceFormatter.atomText).joined(separator: " ") }
            switch property.key.name.lowercased() {
            case "alias", "aliases": aliases += values
            case "muscles", "primary": primary += values.compactMap { enumValue($0, property, Muscle.self) }
            case "secondary": secondary += values.compactMap { enumValue($0, property, Muscle.self) }
            case "pattern": pattern = values.first.flatMap { enumValue($0, property, MovementPattern.self) } ?? pattern
            case "equipment": equipment = values.first.flatMap { enumValue($0, property, EquipmentKind.self) } ?? equipment
            case "round", "variant": break  // read once the exercise is in the catalog, below
            default:
                error(.invalidDeclaration, "unknown exercise property '\(property.key.name)'", at: property.key.range,
                      help: "an exercise may have aliases, primary, secondary, pattern, equipment, round and variant")
            }
        }
        if let parent, primary.isEmpty, secondary.isEmpty {
            primary = parent.primaryMuscles
            secondary = parent.secondaryMuscles
        }
        let exercise = Exercise(name: declaration.name.text, aliases: aliases, primaryMuscles: primary,
                                secondaryMuscles: secondary, pattern: pattern, equipment: equipment)
        switch catalog.adding(exercise) {
        case .success(let updated):
            catalog = updated
            // Names looked up before this one was declared (a variant's parent declared below it) may mean it now.
            resolutions.removeAll()
            guard let id = resolution(of: declaration.name.text).exercise?.id else { return }
            for case .property(let property) in declaration.properties {
                switch property.key.name.lowercased() {
                case "round": setDeclaredRounding(property, of: id)
                case "variant": pendingVariants.append(PendingVariant(id: id, property: property))
                default: continue
                }
            }
        case .failure(let failure):
            error(.duplicateName, failure.message, at: declaration.name.range,
                  help: "a declared exercise needs a name the catalog does not use; use the catalog's exercise instead")
        }
    }

    /// A catalog enum value written as words (`front delts` is `frontDelts`), or nil after reporting it.
    mutating func enumValue<Value: RawRepresentable & CaseIterable>(
        _ words: String, _ property: Property, _ type: Value.Type
    ) -> Value? where Value.RawValue == String {
        // Raw values are camel case (`frontDelts`): compare with the separators gone, ignoring case.
        let key = words.lowercased().split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "_" }).joined()
        if let value = Value.allCases.first(where: { $0.rawValue.lowercased() == key }) { return value }
        let names = Value.allCases.map { CatalogWords.words($0.rawValue) }
        let suggestion = closestMatch(to: words, in: names)
        error(.invalidDeclaration, "unknown \(property.key.name) '\(words)'", at: property.range,
              label: suggestion.map { "did you mean '\($0)'?" },
              help: "choose from " + names.joined(separator: ", "))
        return nil
    }

    /// The exercise a name refers to, or nil after reporting why not.
    mutating func resolve(_ name: ExerciseName) -> Exercise? {
        if let label = name.label { return resolveRole(label, of: name) }
        let resolution = resolution(of: name.text)
        if resolution.exercise == nil { reportUnresolved(name, resolution) }
        return resolution.exercise
    }

    /// The catalog's answer for a name as written, looked up once; reports nothing.
    mutating func resolution(of text: String) -> ExerciseResolution {
        if let cached = resolutions[text] { return cached }
        let resolution = catalog.resolve(text)
        resolutions[text] = resolution
        return resolution
    }

    mutating func reportUnresolved(_ name: ExerciseName, _ resolution: ExerciseResolution) {
        if reportMisspelledScheme(name) || reportTrailingWord(name) { return }
        switch resolution {
        case .found: break
        case .ambiguous(let candidates):
            error(.ambiguousExercise, "'\(name.text)' could mean several exercises", at: name.range,
                  notes: candidates.map { DiagnosticNote("candidate: \($0.name.lowercased())") },
                  help: "write the full name, such as '\(candidates.first?.name.lowercased() ?? name.text)'")
        case .unknown(let suggestions):
            let label = suggestions.first.map { "did you mean '\($0.lowercased())'?" }
            error(.unknownExercise, "unknown exercise '\(name.text)'", at: name.range, label: label,
                  fixIts: suggestions.first.map { [FixIt(replace: name.range, with: $0.lowercased())] } ?? [],
                  help: "use a catalog name, or declare it: exercise \(SourceFormatter.quote(name.text))")
        }
    }

    /// Every wave and template name (lowercased), sorted so a "did you mean" does not
    /// depend on dictionary order.
    var schemeNames: [String] {
        (Array(waves.keys) + Array(templates.keys)).sorted()
    }

    /// `press mian` where `main` is a wave: the exercise is known and the last word is
    /// nearly a wave or template name.
    mutating func reportMisspelledScheme(_ name: ExerciseName) -> Bool {
        guard !name.isQuoted, let space = name.text.lastIndex(of: " ") else { return false }
        let last = String(name.text[name.text.index(after: space)...]).lowercased()
        guard let scheme = closestMatch(to: last, in: schemeNames),
              resolution(of: String(name.text[..<space])).exercise != nil else { return false }
        let range = SourceRange(name.range.end - last.utf8.count, name.range.end)
        error(.unknownScheme, "no wave or template named '\(last)'", at: range, label: "did you mean '\(scheme)'?",
              fixIts: [FixIt(replace: range, with: scheme)],
              help: "a wave or template follows the exercise, as in '\(name.text[..<space]) \(scheme)'")
        return true
    }

    /// `press x5` or `squat mian` where no wave is that close: a known exercise followed by
    /// a word that is not part of it. The advice is about that word (`1x5`, or the waves and
    /// templates there are), never an unrelated exercise that happens to be a few edits away.
    mutating func reportTrailingWord(_ name: ExerciseName) -> Bool {
        guard !name.isQuoted, let space = name.text.lastIndex(of: " ") else { return false }
        let exercise = String(name.text[..<space])
        let last = String(name.text[name.text.index(after: space)...])
        guard !last.isEmpty, resolution(of: exercise).exercise != nil else { return false }
        let range = SourceRange(name.range.end - last.utf8.count, name.range.end)
        let reps = last.dropFirst()
        if last.first == "x" || last.first == "X", !reps.isEmpty, reps.allSatisfy(\.isNumber) {
            error(.unknownExercise, "'\(last)' has no set count before the 'x'", at: range,
                  label: "did you mean '1\(last.lowercased())'?", fixIts: [FixIt(replace: range, with: "1" + last.lowercased())],
                  help: "sets are written as sets x reps: '\(exercise) 1\(last.lowercased())' is one set of \(reps)")
            return true
        }
        let schemes = schemeNames.isEmpty
            ? "this program declares no wave or template"
            : "the waves and templates here are " + schemeNames.map { "'\($0)'" }.joined(separator: ", ")
        error(.unknownExercise, "unknown exercise '\(name.text)'", at: range,
              label: "'\(exercise)' is an exercise; '\(last)' is not part of it",
              help: "after the exercise come its sets (3x5) or a wave or template name (\(schemes)); "
                + "for another lift, declare it: exercise \(SourceFormatter.quote(name.text))")
        return true
    }

    mutating func error(
        _ code: DiagnosticCode, _ message: String, at range: SourceRange, label: String? = nil,
        notes: [DiagnosticNote] = [], fixIts: [FixIt] = [], help: String? = nil
    ) {
        guard reported.insert(ReportedPlace(code: code, range: range)).inserted else { return }
        diagnostics.append(.error(code, message, at: range, label: label, notes: notes, fixIts: fixIts, help: help))
    }

    mutating func warning(
        _ code: DiagnosticCode, _ message: String, at range: SourceRange, label: String? = nil, fixIts: [FixIt] = [],
        help: String? = nil
    ) {
        guard reported.insert(ReportedPlace(code: code, range: range)).inserted else { return }
        diagnostics.append(.warning(code, message, at: range, label: label, fixIts: fixIts, help: help))
    }
}

extension ProgramDeclarations {
    /// `overhead press (volume)`: the labelled use of the exercise the name's words mean,
    /// added to the catalog the first time the program names it.
    mutating func resolveRole(_ label: String, of name: ExerciseName) -> Exercise? {
        if case .found(let known, _)? = resolutions[name.text], known.role?.lowercased() == label.lowercased() { return known }
        let baseRange = SourceRange(name.range.start, name.range.start + name.baseText.utf8.count)
        let base = ExerciseName(name.baseText, isQuoted: false, range: baseRange)
        guard let parent = resolve(base) else { return nil }
        let added = catalog.addingRole(label, of: parent)
        catalog = added.catalog
        resolutions[name.text] = .found(added.role, how: .name)
        return added.role
    }
}
