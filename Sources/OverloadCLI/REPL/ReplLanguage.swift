import Overload
import OverloadSyntax

extension ReplSession {
    /// A line or block of the language, compiled with the program (and its what-ifs): exercise
    /// lines show their sets with loads and plates, a `day` or `week` block the days it makes,
    /// another program line is checked (and `assume` keeps it).
    func evaluateLanguage(_ input: String, console: inout Console) {
        let typed = SourceFile(name: "<repl>", text: input)
        let parsed = Parser.parse(typed)
        if parsed.diagnostics.hasErrors {
            if evaluateScriptExpression(input, console: &console) { return }
            var printer = DiagnosticPrinter(format: nil)
            printer.report(parsed.diagnostics, in: typed, console: &console)
            return
        }
        let statements = parsed.document.statements
        guard !statements.isEmpty else { return }
        guard let source = files.program else {
            console.printError("error: no program is loaded; ':load FILE' loads one")
            return
        }
        let adHoc = statements.allSatisfy(Self.belongsInDay)
        let days = adHoc ? [Self.adHocDay] : statements.compactMap { statement -> String? in
            if case .day(let declared) = statement { return declared.name.value }
            return nil
        }
        func compose(inWeekBlock: Bool) -> (ReplComposition, ReplProgram) {
            var composition = ReplComposition(base: whatIfs.composed(after: source), typed: typed)
            if inWeekBlock { composition.appendLine("week 1:") }
            if adHoc { composition.appendLine((inWeekBlock ? "  " : "") + "day \"\(Self.adHocDay)\":") }
            composition.append(typed: 0..<typed.bytes.count, indent: (adHoc ? 2 : 0) + (inWeekBlock ? 2 : 0))
            return (composition, ReplProgram(composition, programName: source.name, programLength: source.bytes.count, options: options))
        }
        var (composition, candidate) = compose(inWeekBlock: false)
        // Days done in turn (`alternate`) have only the days the turn names: a typed day (or
        // the ad-hoc one) goes in week 1's block, where a day the turn does not name is planned.
        if !days.isEmpty, !candidate.diagnostics.hasErrors, let planned = candidate.workspace.compiled?.snapshot.weeks.first?.days,
           days.contains(where: { day in !planned.contains { $0.name == day } }) {
            (composition, candidate) = compose(inWeekBlock: true)
        }
        if report(candidate.diagnostics, of: composition, console: &console) { return }
        guard let snapshot = candidate.workspace.compiled?.snapshot else {
            console.printError("error: the program has errors; fix them and ':reload'")
            return
        }
        let text = PlanText(showPlates: true)
        if adHoc {
            guard let day = snapshot.weeks.first?.days.first(where: { $0.name == Self.adHocDay }) else { return }
            // The rows without the made-up day's heading.
            console.print(text.render(day, unit: snapshot.unit).split(separator: "\n").dropFirst().joined(separator: "\n"))
            return
        }
        var shown = false
        for statement in statements {
            switch statement {
            case .day(let declared):
                console.print(text.render(snapshot, weeks: [1], day: declared.name.value).split(separator: "\n", omittingEmptySubsequences: false)
                    .dropFirst(2).joined(separator: "\n"), terminator: "")
                shown = true
            case .week(let declared):
                let weeks = Self.numbers(declared.weeks)
                console.print(text.render(snapshot, weeks: weeks).split(separator: "\n", omittingEmptySubsequences: false)
                    .dropFirst(1).joined(separator: "\n"), terminator: "")
                shown = true
            default:
                continue
            }
        }
        if !shown { console.print("ok: the program takes it; 'assume \(input.trimmingSpaces)' keeps it as a what-if") }
    }

    /// The day ad-hoc exercise lines are compiled in.
    static let adHocDay = "<repl>"

    /// Whether a statement is one a day holds: exercise lines, supersets, rests and breaks.
    static func belongsInDay(_ statement: Statement) -> Bool {
        switch statement {
        case .exercise, .superset, .rest, .breakTime: true
        default: false
        }
    }

    /// The week numbers a selector names.
    static func numbers(_ selector: WeekSelector) -> [Int] {
        selector.items.flatMap { item -> [Int] in
            switch item {
            case .single(let quantity): return [Int(quantity.magnitude)]
            case .range(let range):
                let lower = Int(range.lower.magnitude)
                let upper = Int(range.upper.magnitude)
                return lower <= upper && upper - lower < 1000 ? Array(lower...upper) : []
            }
        }
    }
}
