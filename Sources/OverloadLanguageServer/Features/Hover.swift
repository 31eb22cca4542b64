import Overload
import OverloadEngine
import OverloadSyntax

extension LanguageServer {
    /// `textDocument/hover`: an exercise's catalog card (with a journal: its best e1RM, last
    /// session and next target with the reason `next` gives); a relative load's worked-out
    /// weight; an external rule's note that it was not run.
    func hover(_ params: JSONValue) throws(ResponseError) -> JSONValue {
        let document = try document(params)
        guard let position = params["position"].flatMap(Self.position) else {
            throw ResponseError(.invalidParams, "hover needs a position")
        }
        let source = sourceFile(of: document)
        let parsed = engine.parse(source)
        guard let target = HoverTarget.find(at: document.offset(of: position, in: encoding), in: parsed.document.statements)
        else { return .null }
        let text: String?
        switch target {
        case .exercise(let name), .variantLine(let name, _): text = exerciseHover(name.text, document: document, parsed: parsed)
        case .roundsItem(let name, let block): text = roundsItemHover(name.text, block: block, document: document, parsed: parsed)
        case .rpeChart(let name, _): text = Self.rpeChartHover(name)
        case .load(let load): text = loadHover(load, document: document, parsed: parsed)
        case .externalRule(let name, _):
            text = "**External plugin `\(name)`**\n\nNot run here: the language server never runs a program's plugins "
                + "(a program is code from anywhere). The rule's fallback after `else` is what the editor shows; "
                + "`overload next --allow-exec` runs the plugin."
        case .rule(let name, let exercises, _): text = ruleHover(name, exercises: exercises, document: document, parsed: parsed)
        }
        guard let text else { return .null }
        return .object([
            "contents": .object(["kind": "markdown", "value": .string(text)]),
            "range": Self.json(document.range(of: target.range, in: encoding)),
        ])
    }

    func loadHover(_ load: LoadSpec, document: TextDocument, parsed: ParsedFile) -> String? {
        guard engine.holdsProgram(parsed) else { return nil }
        let program = engine.compiled(parsed)
        guard let found = planLoads(document, parsed: parsed, program: program).found.first(where: { $0.range == load.range }) else {
            return PlanLoads.isAbsolute(load) ? nil : "**\(parsed.source.text(load.range))**: no load yet (the plan needs a max to work it out)"
        }
        let unit = program.snapshot.unit.rawValue
        return "**\(parsed.source.text(load.range))** = \(NumberFormat.canonical(found.load)) \(unit) (\(found.source))"
            + (found.plates.map { "\n\n" + $0 } ?? "")
    }

    /// The loads a program document's relative loads make; with its journal (paired), the
    /// next session's too. The journal is replayed only for a load the plan alone cannot
    /// work out: a program with its maxes written never waits for its journal.
    func planLoads(_ document: TextDocument, parsed: ParsedFile, program: CompiledProgram) -> PlanLoads {
        let planned = PlanLoads(parsed, program: program)
        guard planned.unresolved > 0, let training = trainingPair(of: document, parsed: parsed),
              let programPath = training.program, let date = pairing.date(beside: DocumentURI.path(of: document.uri)) ?? EngineAdapter.today(),
              let next = engine.nextDay(program: programPath, journal: training.journal, on: date) else { return planned }
        return PlanLoads(parsed, program: program, next: next)
    }

    func exerciseHover(_ name: String, document: TextDocument, parsed: ParsedFile) -> String? {
        let training = trainingPair(of: document, parsed: parsed)
        // A journal's line (`paused squat 100x3`) is read through its program, as `next`
        // reads it: the program's variants and ladders are what the line is logged against.
        let program = engine.holdsProgram(parsed) ? engine.compiled(parsed) : pairedProgram(training)
        let catalog = program?.catalog ?? engine.catalog
        // A variant the journal declares itself, when no program says it is one.
        let journalVariant = training.flatMap { journalVariantLine(name, training: $0) }
        guard let exercise = catalog.resolve(name).exercise else {
            return uncataloguedLines(name, training: training, journalVariant: journalVariant).joined(separator: "\n\n")
        }
        var lines = ["**\(exercise.name)**"]
        if !exercise.aliases.isEmpty { lines.append("also: " + exercise.aliases.joined(separator: ", ")) }
        var card = CatalogWords.words(exercise.equipment.rawValue) + " · "
            + CatalogWords.words(exercise.pattern.rawValue) + (exercise.isCompound ? " · compound" : "")
        card += "\n\nprimary: " + exercise.primaryMuscles.map { CatalogWords.words($0.rawValue) }.joined(separator: ", ")
        if !exercise.secondaryMuscles.isEmpty {
            card += "\n\nsecondary: " + exercise.secondaryMuscles.map { CatalogWords.words($0.rawValue) }.joined(separator: ", ")
        }
        lines.append(card)
        if let program {
            lines += programLines(exercise, program: program, training: training)
        }
        if let journalVariant, program?.maxes.variants[exercise.id] == nil { lines.append(journalVariant) }
        if let training {
            lines += trainingLines(exercise, name: name, training: training)
        }
        return lines.joined(separator: "\n\n")
    }

    /// `variant of **squat** at 90% (declared in the journal)`: the journal's own variant
    /// line for `name`, its parent named as `history` names it; nil when the journal declares none.
    func journalVariantLine(_ name: String, training: (program: String?, journal: String)) -> String? {
        guard let trained = trained(training), !trained.journal.declaredVariants.isEmpty,
              let variant = engine.history(of: name, in: trained.journal)?.variant else { return nil }
        return "variant of **\(variant.parent)** at \(NumberFormat.canonical(variant.percent))% (declared in the journal)"
    }

    /// The program paired with a journal, compiled: nil without one, or when it has errors.
    func pairedProgram(_ training: (program: String?, journal: String)?) -> CompiledProgram? {
        guard let training, training.program != nil else { return nil }
        return trained(training)?.program
    }

    /// The program and journal that go with a document, as paths.
    func trainingPair(of document: TextDocument, parsed: ParsedFile) -> (program: String?, journal: String)? {
        guard let path = DocumentURI.path(of: document.uri) else { return nil }
        switch pairing.kind(of: parsed) {
        case .both: return (path, path)
        case .journal: return (pairing.program(forJournal: path), path)
        case .program: return pairing.journal(forProgram: path).map { (path, $0) }
        case .neither: return nil
        }
    }

    /// A name the catalog does not hold: in a journal that declares it, its history too
    /// (`history` keeps a declared name's sessions as they are for any exercise).
    func uncataloguedLines(_ name: String, training: (program: String?, journal: String)?, journalVariant: String?) -> [String] {
        guard let training, let trained = trained(training), trained.journal.declares(name) else {
            return ["**\(name)**: not in the exercise catalog"] + [journalVariant].compactMap { $0 }
        }
        // A variant's own line already says the journal declares it.
        let head = journalVariant == nil ? "**\(name)**: declared in the journal, not in the exercise catalog"
            : "**\(name)**: not in the exercise catalog"
        return [head] + [journalVariant].compactMap { $0 } + historyLines(name, journal: trained.journal)
    }

    /// The training a document's pair leads to on the pairing's date.
    func trained(_ training: (program: String?, journal: String)) -> Training? {
        guard let date = pairing.date(beside: training.journal) ?? EngineAdapter.today() else { return nil }
        return engine.training(program: training.program, journal: training.journal, on: date)
    }

    /// The best e1RM and the last session of `name` in `journal`, as `history` works them out.
    func historyLines(_ name: String, journal: Journal) -> [String] {
        guard let history = engine.history(of: name, in: journal) else { return [] }
        var lines: [String] = []
        let unit = " " + (journal.unit ?? .kg).rawValue
        if let best = history.bestE1RM {
            lines.append("best e1RM: \(NumberFormat.canonical(best.value, maxDecimals: 1))\(unit) (\(NumberFormat.canonical(best.load))\(unit) × \(best.reps), \(best.date))")
        }
        if let last = history.sessions.last {
            let top = last.topLoad.map { ", top \(NumberFormat.canonical($0))\(unit)" } ?? ""
            lines.append("last session: \(last.date), \(plural(last.sets, "set")), \(plural(last.reps, "rep"))\(top)")
        }
        return lines
    }

    func trainingLines(_ exercise: Exercise, name: String, training: (program: String?, journal: String)) -> [String] {
        guard let trained = trained(training) else { return [] }
        var lines = historyLines(name, journal: trained.journal)
        guard let (next, unit) = trained.next else { return lines }
        if let targets = next.exercises.first(where: { $0.prescription.exerciseID == exercise.id }) {
            var text = "next (\(next.calendar.day), \(next.date)): " + PrescriptionText.sets(targets.prescription, unit: unit)
            for reason in targets.reasons { text += "\n\n- " + reason }
            for warning in targets.warnings { text += "\n\n- warning: " + warning }
            lines.append(text)
        } else {
            lines.append("not in the next session (\(next.calendar.day), \(next.date))")
        }
        return lines
    }
}
