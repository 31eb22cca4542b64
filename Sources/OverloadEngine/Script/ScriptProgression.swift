import Overload

/// A progression written in the language (`progression amrap_tm(step = 5lb): ...`), as a
/// ``ProgressionPlugin``: registered from the program's declarations and the files it
/// `use`s, so `next` and `explain` run it like a built-in rule.
///
/// The script runs after every logged session of an exercise its rule binds. A script that
/// names `new_week` or `new_cycle` also runs when the program enters a new week, before that
/// week's sessions (then `last` is nothing). What it assigns to `tm`, `weight`, `time`,
/// `reps`, `sets`, `stage` and `state.*` is kept for the next run; ``prescribe(_:)`` applies
/// `tm`, `weight`, `time`, `reps` and `sets` to the plan's sets. Every change names the script
/// line behind it.
public struct ScriptProgression: ProgressionPlugin {
    /// The name the declaration gives (`amrap_tm`).
    public let name: String
    /// Where it is declared: `a script progression (amrap-tm.lift)`.
    public let summary: String
    /// A script takes its settings in parentheses, never as words.
    public let syntax = RuleSyntax([])
    let declaration: ProgressionDeclaration
    let source: SourceFile
    /// The rule's arguments by lowercased parameter name; the defaults fill the rest.
    var arguments: [String: ScriptExpression] = [:]
    /// Whether the script runs when a week begins too.
    let runsOnCalendar: Bool
    /// Whether the script names `weight`: then the working weight a session starts from is
    /// kept, as the built-in rules keep theirs, so a week's first run can move it.
    let keepsWeight: Bool
    /// Whether the script says `suggest`: then its changes may wait for a decision.
    public let mayAsk: Bool

    /// The plugin for a declared script.
    public init(_ declared: DeclaredProgression) {
        declaration = declared.declaration
        source = declared.source
        name = declared.declaration.name.name
        let file = declared.source.name.split(separator: "/").last.map(String.init) ?? declared.source.name
        summary = "a script progression (\(file))"
        runsOnCalendar = ScriptProgression.mentions(["new_week", "new_cycle"], in: declared.declaration.body)
        keepsWeight = ScriptProgression.mentions(["weight"], in: declared.declaration.body)
        mayAsk = ScriptProgression.mentions(["suggest"], in: declared.declaration.body)
    }

    // MARK: Running

    /// The plan's sets with what the script keeps applied (``ScriptPrescription``).
    public func prescribe(_ input: PrescribeInput) -> [SetPrescription] {
        ScriptPrescription.apply(input)
    }

    /// Runs the script after a logged session. A working weight kept for the first time stands
    /// for this session's heaviest work set: its percentage of the max is kept beside it (``RuleLoad``).
    public func advance(_ input: SessionInput) -> PluginStep {
        var step = run(ScriptEnvironment(session: input), state: input.state, storeStart: keepsWeight)
        if step.failure == nil, input.state["weight"] == nil, step.state["weight"] != nil {
            RuleLoad.recordReference("weight", from: input.planned, into: &step.state)
        }
        return step
    }

    /// A script that runs when a week begins moves on the calendar: `plan` shows later weeks
    /// and cycles as it would make them if every session were made, as for `tm`.
    public var movesOnCalendar: Bool { runsOnCalendar }

    /// Runs the script when a week begins, if it names `new_week` or `new_cycle`.
    public func enterWeek(_ input: CalendarInput) -> PluginStep {
        guard runsOnCalendar, input.from != nil else { return PluginStep(state: input.state) }
        return run(ScriptEnvironment(calendar: input), state: input.state, storeStart: false)
    }

    /// One run: the new state and a change for every kept value the script moved, or the
    /// failure that stopped it (the state as it was).
    /// - Parameter storeStart: keep the working weight the run started from (the plan's, else
    ///   the first logged) when the state has none yet, so later runs build on the same start.
    func run(_ environment: ScriptEnvironment, state: PluginState, storeStart: Bool) -> PluginStep {
        let interpreter: ScriptInterpreter
        do throws(ScriptFailure) {
            var running = ScriptInterpreter(source: source, parameters: try parameterValues(unit: environment.unit),
                                            environment: environment)
            try running.execute(declaration.body)
            interpreter = running
        } catch {
            return PluginStep(state: state, failure: PluginFailure(source: source, diagnostic: error.diagnostic))
        }
        var next = state
        let unit = environment.unit
        if storeStart, next.mass("weight") == nil, case .load(let milli)? = environment.kept["weight"] {
            next["weight"] = .mass(Mass(Double(milli) / 1000, unit))
        }
        var changes: [StateChange] = []
        for key in interpreter.assignedOrder {
            guard let (before, statement) = interpreter.assigned[key] else { continue }
            let isState = key.hasPrefix(ScriptStateCoding.statePrefix)
            let field = isState ? String(key.dropFirst(ScriptStateCoding.statePrefix.count)) : key
            let after = (isState ? interpreter.environment.state[field] : interpreter.environment.kept[key]) ?? .nothing
            next[key] = ScriptStateCoding.encode(after, unit: unit)
            guard after != before else { continue }
            changes.append(StateChange(
                key, from: before == .nothing ? nil : before.text(unit: unit), to: after.text(unit: unit),
                because: line(statement)))
        }
        guard !interpreter.suggestions.isEmpty else { return PluginStep(state: next, changes: changes) }
        for (said, statement) in interpreter.suggestions {
            changes.append(StateChange("suggestion", from: nil, to: "\"\(said)\"", because: place(statement)))
        }
        let asked = Reason(.scriptSuggestion(
            file: fileName, lines: interpreter.suggestions.map { source.location(of: $0.statement.start).line },
            words: interpreter.suggestions.map(\.reason)))
        return PluginStep(state: next, changes: changes, suggestion: asked)
    }

    /// A statement as `explain` names it: `rules.lift:8: weight += step`.
    func line(_ statement: SourceRange) -> Reason {
        place(statement, code: source.text(statement))
    }

    /// Where a statement is: `rules.lift:8`, with its code when given.
    func place(_ statement: SourceRange, code: String? = nil) -> Reason {
        Reason(.scriptStatement(file: fileName, line: source.location(of: statement.start).line, code: code))
    }

    /// The script's file as reasons name it: `rules.lift`.
    var fileName: String { source.name.split(separator: "/").last.map(String.init) ?? source.name }

    /// Each parameter's value: the rule's argument, else the default.
    func parameterValues(unit: MassUnit) throws(ScriptFailure) -> [String: ScriptValue] {
        var values: [String: ScriptValue] = [:]
        for parameter in declaration.parameters {
            let key = parameter.name.name.lowercased()
            guard let expression = arguments[key] ?? parameter.defaultValue else { continue }
            values[key] = try ScriptConstant.value(expression, unit: unit)
        }
        return values
    }

    /// Whether any of `names` is read anywhere in `statements`.
    static func mentions(_ names: Set<String>, in statements: [ScriptStatement]) -> Bool {
        var found = false
        ScriptWalk.names(in: statements) { identifier in
            if names.contains(identifier.name.lowercased()) { found = true }
        }
        return found
    }
}
