import Overload

/// Runs a script progression's statements once: an exhaustive walk of the script's tree.
///
/// The sandbox: a script reads only its environment and changes only the values the plugin
/// keeps; it has no I/O and no functions of its own, and its only loop walks a list the
/// session gives (`for set in last.sets:`), which a script cannot make longer, so every run
/// ends; ``ScriptLimits/steps`` bounds loops inside loops. A
/// value past ``ScriptLimits``, a division by zero or a load below zero stops the run with a
/// located error that shows the values involved.
struct ScriptInterpreter {
    let source: SourceFile
    /// The parameters' values, by lowercased name.
    let parameters: [String: ScriptValue]
    var environment: ScriptEnvironment
    /// The `let` names of the blocks being run.
    var locals = ScriptScopes<ScriptValue>()
    /// The first value of each kept name the run assigned, and the last statement that did.
    var assigned: [String: (before: ScriptValue, statement: SourceRange)] = [:]
    /// The order the kept names were first assigned in.
    var assignedOrder: [String] = []
    /// The statements run so far, against ``ScriptLimits/steps``.
    var steps = 0
    /// What the run's `suggest("...")` statements said, and where, in the order they ran.
    var suggestions: [(reason: String, statement: SourceRange)] = []

    init(source: SourceFile, parameters: [String: ScriptValue], environment: ScriptEnvironment) {
        self.source = source
        self.parameters = parameters
        self.environment = environment
    }

    mutating func execute(_ statements: [ScriptStatement]) throws(ScriptFailure) {
        for statement in statements {
            steps += 1
            if steps > ScriptLimits.steps {
                throw ScriptFailure(.scriptOutOfRange, "the script ran more than \(ScriptLimits.steps) statements",
                                    at: statement.range, label: "stopped here",
                                    help: "a loop inside a loop over a long session multiplies the work; walk the list once")
            }
            switch statement {
            case .letBinding(let name, let value, _):
                locals.declare(name.name.lowercased(), try evaluate(value))
            case .assignment(let target, let op, let value, let range):
                try assign(target, op, value, statement: range)
            case .conditional(let branches, let elseBody, _):
                var taken = false
                for branch in branches {
                    let condition = try evaluate(branch.condition)
                    switch condition {
                    case .bool, .nothing: break
                    default:
                        throw ScriptFailure(.scriptKind, "a condition must be true or false, not \(condition.phrase)",
                                            at: branch.condition.range, label: "this is \(describe(condition))")
                    }
                    if condition.isTrue {
                        try executeBlock(branch.body)
                        taken = true
                        break
                    }
                }
                if !taken, let elseBody { try executeBlock(elseBody) }
            case .forLoop(let name, let list, let body, _):
                try loop(name, list, body)
            case .expression(.call(.name(let callee), let arguments, _), let range)
                where callee.name.lowercased() == "suggest" && arguments.count == 1:
                // Nothing (a reason built from a missing AMRAP set) suggests nothing.
                if case .text(let reason) = try evaluate(arguments[0].value) { suggestions.append((reason, range)) }
            case .expression(let expression, _):
                _ = try evaluate(expression)
            case .error:
                // Reported by the parser; a script with syntax errors never runs.
                continue
            }
        }
    }

    /// A branch's statements, whose `let` names end with it.
    mutating func executeBlock(_ statements: [ScriptStatement]) throws(ScriptFailure) {
        locals.enter()
        defer { locals.leave() }
        try execute(statements)
    }

    // MARK: Assignment

    mutating func assign(_ target: ScriptExpression, _ op: AssignmentOperator, _ value: ScriptExpression,
                         statement: SourceRange) throws(ScriptFailure) {
        let key: String
        let current: ScriptValue
        switch target {
        case .name(let identifier):
            let name = identifier.name.lowercased()
            if let local = locals[name] {
                locals.update(name, try combine(local, op, value, target: target))
                return
            }
            guard ScriptNames.globals[name]?.isWritable == true else { throw readOnly(target) }
            key = name
            current = environment.kept[name] ?? .nothing
        case .member(.name(let base), let field, _) where base.name.lowercased() == "state" && locals["state"] == nil:
            key = ScriptStateCoding.statePrefix + field.name.lowercased()
            current = environment.state[field.name.lowercased()] ?? .number(0)
        default:
            throw readOnly(target)
        }
        let next = try combine(current, op, value, target: target)
        // Nothing (an AMRAP set the session did not have) leaves the value as it was.
        if case .nothing = next { return }
        if key.hasPrefix(ScriptStateCoding.statePrefix), let type = next.type, !ScriptStateCoding.keeps(type) {
            throw ScriptFailure(.scriptKind, "state keeps \(ScriptStateCoding.keptKinds), not \(next.phrase)", at: value.range,
                                label: "'\(source.text(value.range))' is \(describe(next))")
        }
        try validate(next, for: key, at: target.range, statement: statement)
        if assigned[key] == nil {
            assigned[key] = (current, statement)
            assignedOrder.append(key)
        } else {
            assigned[key]?.statement = statement
        }
        if key.hasPrefix(ScriptStateCoding.statePrefix) {
            environment.state[String(key.dropFirst(ScriptStateCoding.statePrefix.count))] = next
        } else {
            environment.kept[key] = next
        }
    }

    /// `current op= value`, or the value itself for `=`.
    func combine(_ current: ScriptValue, _ op: AssignmentOperator, _ value: ScriptExpression,
                 target: ScriptExpression) throws(ScriptFailure) -> ScriptValue {
        let right = try evaluate(value)
        let binary: BinaryOperator
        switch op {
        case .assign: return right
        case .add: binary = .add
        case .subtract: binary = .subtract
        case .multiply: binary = .multiply
        case .divide: binary = .divide
        }
        return try arithmetic(binary, current, right, left: target, right: value, range: target.range.union(value.range))
    }

    /// A kept value must have its kind: `tm` and `weight` loads of zero or more (an assisted
    /// bodyweight exercise may go below zero), `reps` and `sets` whole numbers.
    func validate(_ value: ScriptValue, for key: String, at range: SourceRange, statement: SourceRange) throws(ScriptFailure) {
        guard let global = ScriptNames.globals[key] else { return }
        guard global.type.accepts(value.type ?? .any) else {
            throw ScriptFailure(.scriptKind, "'\(key)' is \(global.type.phrase), not \(value.phrase)", at: range,
                                label: "'\(source.text(statement))' gives \(describe(value))")
        }
        switch value {
        case .load(let milli) where milli < 0:
            if key == "weight", environment.loads.exercise.loadKind == .bodyweight { return }
            throw ScriptFailure(.scriptNegativeLoad, "'\(key)' would be \(describe(value)), below zero", at: range,
                                label: "'\(source.text(statement))' gives \(describe(value))",
                                help: "a load cannot go below zero; guard the change with 'if', or use max(\(key) - ..., 0kg)")
        case .time(let seconds) where key == "time":
            guard seconds >= 0, seconds <= 86_400 else {
                throw ScriptFailure(.scriptOutOfRange, "'time' must be from 0s to 24 hours, not \(describe(value))", at: range,
                                    label: "'\(source.text(statement))' gives \(describe(value))",
                                    help: "cap it: min(time + 5s, 120s)")
            }
        case .number(let number) where key == "reps" || key == "sets":
            guard number >= 0, number <= 1000, number == number.rounded() else {
                throw ScriptFailure(.scriptOutOfRange, "'\(key)' must be a whole number from 0 to 1000, not \(describe(value))",
                                    at: range, label: "'\(source.text(statement))' gives \(describe(value))",
                                    help: "use round(...), floor(...) or ceil(...) to make a whole number")
            }
        default:
            return
        }
    }

    func readOnly(_ target: ScriptExpression) -> ScriptFailure {
        ScriptFailure(.scriptReadOnly, "'\(source.text(target.range))' cannot be assigned", at: target.range,
                      help: "a script may assign tm, weight, time, reps, sets, stage, state.NAME and its own 'let' names")
    }

    /// A value as a message shows it, with its unit.
    func describe(_ value: ScriptValue) -> String {
        value.text(unit: environment.unit)
    }
}
