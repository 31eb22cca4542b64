import Overload
import OverloadEngine
import OverloadStandardPlugins
import OverloadSyntax

/// What may be written where the cursor is. Right after a number, only units; in a
/// `progress` line after its colon, rule names, and past a rule's name its phrases
/// (`every N sessions`, `deload P% after N fails`); elsewhere the names a line may start with
/// or go on with: keywords, the catalog's exercises and aliases, the program's own
/// exercises, templates, waves and (quoted) day names. The client filters by what is typed.
struct CompletionCandidates: Sendable {
    /// LSP completion item kinds used here.
    enum Kind: Int, Sendable {
        case keyword = 14
        case unit = 11
        case exercise = 7
        case template = 3
        case wave = 15
        case day = 9
        case rule = 2
        case parameter = 10
    }

    struct Item: Sendable, Equatable {
        var label: String
        var kind: Kind
        var detail: String?
    }

    /// The candidates for a cursor after `linePrefix` (the line's text up to the cursor), in
    /// `document`, whose names are joined by those of `program` (a journal's program).
    static func items(
        linePrefix: String, document: Document, program: Document? = nil, catalog: ExerciseCatalog,
        registry: PluginRegistry
    ) -> [Item] {
        if afterNumber(linePrefix) {
            return UnitSuffix.allCases.map { Item(label: $0.rawValue, kind: .unit, detail: unitDetail($0)) }
        }
        let trimmed = linePrefix.drop { $0 == " " || $0 == "\t" }
        var names = ProgramNames(document)
        if let program { names.add(ProgramNames(program)) }
        if trimmed.lowercased().hasPrefix("progress "), let colon = trimmed.firstIndex(of: ":") {
            // Past a built-in rule's name: its phrases (the last rule named, after `PLUGIN else`).
            let words = trimmed[trimmed.index(after: colon)...].split(separator: " ")
            let named = words.enumerated().last { index, word in
                registry.plugin(named: String(word)) != nil && (index < words.count - 1 || linePrefix.hasSuffix(" "))
            }
            if let named, let plugin = registry.plugin(named: String(named.element)) {
                return plugin.syntax.phrases.map { Item(label: $0.spelling, kind: .parameter, detail: $0.meaning) }
            }
            return registry.names.map { name in
                Item(label: name, kind: .rule, detail: registry.plugin(named: name)?.summary ?? "progression rule")
            }
                + names.scripts.map { Item(label: $0, kind: .rule, detail: "script progression") }
                + names.plugins.map { Item(label: $0, kind: .rule, detail: "external plugin (not run by the editor)") }
        }
        var items = Keyword.allCases.map { Item(label: $0.rawValue, kind: .keyword, detail: "keyword") }
        var seen = Set<String>()
        for exercise in catalog.exercises {
            let detail = exerciseDetail(exercise)
            for name in [exercise.name] + exercise.aliases where seen.insert(name.lowercased()).inserted {
                items.append(Item(label: name, kind: .exercise, detail: detail))
            }
        }
        for name in names.exercises where seen.insert(name.lowercased()).inserted {
            items.append(Item(label: name, kind: .exercise, detail: "in this program"))
        }
        items += names.templates.map { Item(label: $0, kind: .template, detail: "template") }
        items += names.waves.map { Item(label: $0, kind: .wave, detail: "wave") }
        items += names.days.map { Item(label: SourceFormatter.quote($0), kind: .day, detail: "day") }
        return items
    }

    /// True when the text ends with a number (and at most one space after it): a unit comes next.
    static func afterNumber(_ text: String) -> Bool {
        var scalars = Substring(text).unicodeScalars.reversed().makeIterator()
        var sawDigit = false
        var next = scalars.next()
        if next == " " { next = scalars.next() }
        while let scalar = next, ("0"..."9").contains(scalar) || scalar == "." {
            if scalar != "." { sawDigit = true }
            next = scalars.next()
        }
        guard sawDigit else { return false }
        // The number must stand alone, not end a name such as `t1`.
        guard let before = next else { return true }
        return !(("a"..."z").contains(before) || ("A"..."Z").contains(before) || before == "_")
    }

    static func exerciseDetail(_ exercise: Exercise) -> String {
        let muscles = exercise.primaryMuscles.map { CatalogWords.words($0.rawValue) }.joined(separator: ", ")
        return CatalogWords.words(exercise.equipment.rawValue) + (muscles.isEmpty ? "" : " · " + muscles)
    }

    /// `frontDelts` as `front delts`.
    static func unitDetail(_ unit: UnitSuffix) -> String {
        switch unit {
        case .kg: "kilograms"
        case .lb: "pounds"
        case .percent: "percent of a max"
        case .s: "seconds"
        case .min: "minutes"
        case .m: "minutes, or metres for a distance"
        case .h: "hours"
        case .km: "kilometres"
        case .mi: "miles"
        case .rm: "repetition maximum"
        }
    }
}

/// The names a program defines: its exercises (prescribed or declared), templates, waves
/// and days, each once, in the order they first appear.
struct ProgramNames: Sendable {
    var exercises: [String] = []
    var templates: [String] = []
    var waves: [String] = []
    var days: [String] = []
    var scripts: [String] = []
    var plugins: [String] = []

    init(_ document: Document) {
        visit(document.statements)
    }

    /// Adds another file's names after these.
    mutating func add(_ other: ProgramNames) {
        for name in other.exercises { add(name, to: &exercises) }
        for name in other.templates { add(name, to: &templates) }
        for name in other.waves { add(name, to: &waves) }
        for name in other.days { add(name, to: &days) }
        for name in other.scripts { add(name, to: &scripts) }
        for name in other.plugins { add(name, to: &plugins) }
    }

    private mutating func visit(_ statements: [Statement]) {
        for statement in statements {
            switch statement {
            case .exercise(let line): add(line.name.text, to: &exercises)
            case .exerciseDeclaration(let declaration): add(declaration.name.text, to: &exercises)
            case .template(let template):
                add(template.name.name, to: &templates)
                visit(template.body)
            case .wave(let wave): add(wave.name.name, to: &waves)
            case .day(let day):
                add(day.name.value, to: &days)
                visit(day.body)
            case .week(let week): visit(week.body)
            case .superset(let block): visit(block.body)
            case .session(let session): visit(session.body)
            case .performance(let line): add(line.name.text, to: &exercises)
            case .progression(let declaration): add(declaration.name.name, to: &scripts)
            case .plugin(let declaration): add(declaration.name.name, to: &plugins)
            default: continue
            }
        }
    }

    private func add(_ name: String, to list: inout [String]) {
        if !name.isEmpty, !list.contains(where: { $0.lowercased() == name.lowercased() }) { list.append(name) }
    }
}

extension LanguageServer {
    /// `textDocument/completion`.
    func completion(_ params: JSONValue) throws(ResponseError) -> JSONValue {
        let document = try document(params)
        guard let position = params["position"].flatMap(Self.position) else {
            throw ResponseError(.invalidParams, "completion needs a position")
        }
        let offset = document.offset(of: position, in: encoding)
        let lineStart = document.offset(of: Position(line: position.line, character: 0), in: encoding)
        let prefix = String(decoding: document.bytes[lineStart..<offset], as: UTF8.self)
        let parsed = engine.parse(sourceFile(of: document))
        // A journal's sessions name the days and exercises of the program it follows.
        var program: Document?
        if pairing.kind(of: parsed) == .journal, let path = DocumentURI.path(of: document.uri),
           let programPath = pairing.program(forJournal: path), let bytes = try? engine.readFile(programPath) {
            program = engine.parse(SourceFile(name: programPath, bytes: bytes)).document
        }
        var items = CompletionCandidates.items(linePrefix: prefix, document: parsed.document, program: program, catalog: engine.catalog,
                                                   registry: engine.registry)
        var first = 0
        if program != nil, !CompletionCandidates.afterNumber(prefix), let path = DocumentURI.path(of: document.uri) {
            let lines = nextTargetLines(journal: path)
            first = lines.count
            items = lines + items
        }
        return .object([
            "isIncomplete": .bool(false),
            "items": .array(items.enumerated().map { index, item in
                .fields([("label", .string(item.label)), ("kind", .integer(item.kind.rawValue)),
                         ("detail", item.detail.map(JSONValue.string)),
                         // The next targets first, before the names in alphabetical order.
                         ("sortText", index < first ? .string("0" + String(10_000 + index)) : nil)])
            }),
        ])
    }

    /// In a journal: for each exercise of the next session its program leads to, the line
    /// that logs it done as prescribed (`squat 102.5x5x3`), as `overload next` works it out.
    func nextTargetLines(journal path: String) -> [CompletionCandidates.Item] {
        guard let programPath = pairing.program(forJournal: path),
              let date = pairing.date(beside: path) ?? EngineAdapter.today(),
              let trained = engine.training(program: programPath, journal: path, on: date),
              let (next, unit) = trained.next else { return [] }
        let renderer = SetListRenderer(unit: trained.journal.unit ?? unit)
        return next.exercises.compactMap { targets in
            let sets = targets.prescription.sets.map { $0.doneAsPrescribed(unit: unit) }
            guard !sets.isEmpty else { return nil }
            let written = targets.prescription.name
            let name = Self.readsAsBareName(written) ? written : "\"" + Self.escaped(written) + "\""
            return CompletionCandidates.Item(
                label: name + " " + renderer.render(sets, exerciseNote: nil), kind: .exercise,
                detail: "next target (\(next.calendar.day), \(next.date))")
        }
    }
}
