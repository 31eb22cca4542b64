import Overload

/// The static check of a script progression, run by `overload check` and before any engine
/// command: unknown names (with a did-you-mean), fields a value does not have, assignments to
/// what may only be read, calls of unknown functions or with the wrong arguments, and values
/// whose units do not go together. Each diagnostic names the kinds involved.
///
/// The kinds come from ``ScriptType``, the same table the interpreter obeys. A `state.*` field
/// has no kind until the script runs, so what involves one is checked then.
public enum ScriptChecker {
    /// Every problem in one declaration, in source order.
    public static func check(_ declaration: ProgressionDeclaration, source: SourceFile) -> [Diagnostic] {
        var checker = ScriptTypeCheck(source: source)
        for parameter in declaration.parameters {
            let type = parameter.defaultValue.map { checker.type(of: $0) } ?? .any
            checker.scope.declare(parameter.name.name.lowercased(), .init(type: type, isParameter: true))
        }
        checker.check(declaration.body)
        return checker.diagnostics.sorted { $0.range.start < $1.range.start }
    }
}

/// One pass over a script, keeping the kind of every name in scope.
struct ScriptTypeCheck {
    struct Binding {
        var type: ScriptType
        var isParameter: Bool
    }

    let source: SourceFile
    var scope = ScriptScopes<Binding>()
    var diagnostics: [Diagnostic] = []

    mutating func check(_ statements: [ScriptStatement]) {
        for statement in statements {
            switch statement {
            case .letBinding(let name, let value, _):
                let type = type(of: value)
                scope.declare(name.name.lowercased(), Binding(type: type, isParameter: false))
            case .assignment(let target, let op, let value, _):
                checkAssignment(target, op, value)
            case .conditional(let branches, let elseBody, _):
                for branch in branches {
                    let type = type(of: branch.condition)
                    if !ScriptType.bool.accepts(type) {
                        diagnostics.append(.error(
                            .scriptKind, "a condition must be true or false, not \(type.phrase)", at: branch.condition.range,
                            label: "'\(source.text(branch.condition.range))' is \(type.phrase)",
                            help: "compare it: 'if reps >= 5', 'if last.failed'"))
                    }
                    checkBlock(branch.body)
                }
                if let elseBody { checkBlock(elseBody) }
            case .forLoop(let name, let list, let body, _):
                checkLoop(name, list, body)
            case .expression(.call(let callee, let arguments, let range), _):
                _ = callType(callee, arguments, range: range, asStatement: true)
            case .expression(let expression, _):
                _ = type(of: expression)
            case .error:
                continue
            }
        }
    }

    /// A branch's statements, whose `let` names end with it.
    mutating func checkBlock(_ statements: [ScriptStatement]) {
        scope.enter()
        check(statements)
        scope.leave()
    }

    mutating func checkAssignment(_ target: ScriptExpression, _ op: AssignmentOperator, _ value: ScriptExpression) {
        let valueType = type(of: value)
        let targetType: ScriptType
        let targetName = source.text(target.range)
        switch target {
        case .name(let identifier):
            let name = identifier.name.lowercased()
            if let binding = scope[name] {
                guard !binding.isParameter else {
                    diagnostics.append(.error(
                        .scriptReadOnly, "'\(identifier.name)' is a parameter and cannot be assigned", at: identifier.range,
                        label: "the rule gives it", help: "copy it first: 'let \(identifier.name)_now = \(identifier.name)'"))
                    return
                }
                targetType = binding.type
            } else if let global = ScriptNames.globals[name] {
                guard global.isWritable else {
                    diagnostics.append(.error(
                        .scriptReadOnly, "'\(identifier.name)' (\(global.meaning)) cannot be assigned", at: identifier.range,
                        label: "it is \(global.type.phrase) the engine gives",
                        help: "a script may assign tm, weight, time, reps, sets, stage, state.NAME and its own 'let' names"))
                    return
                }
                targetType = global.type
            } else {
                unknownName(identifier)
                return
            }
        case .member(let base, let field, _):
            if case .name(let identifier) = base, identifier.name.lowercased() == "state", scope["state"] == nil {
                targetType = .any
                if op == .assign, !ScriptStateCoding.keeps(valueType) {
                    diagnostics.append(.error(
                        .scriptKind, "state keeps \(ScriptStateCoding.keptKinds), not \(valueType.phrase)", at: value.range,
                        label: "'\(source.text(value.range))' is \(valueType.phrase)",
                        help: "keep a value of it: 'state.\(field.name) = last.sets[1].reps'"))
                    return
                }
            } else {
                let reported = diagnostics.count
                _ = type(of: target)
                if diagnostics.count == reported {
                    diagnostics.append(.error(
                        .scriptReadOnly, "'\(targetName)' cannot be assigned", at: target.range,
                        label: "it is read from the session", help: "keep a value of your own in state: 'state.\(field.name) = ...'"))
                }
                return
            }
        default:
            // The parser reports anything else (E0115).
            return
        }
        let result: ScriptType
        switch op {
        case .assign: result = valueType
        case .add, .subtract, .multiply, .divide:
            let binary: BinaryOperator = op == .add ? .add : op == .subtract ? .subtract : op == .multiply ? .multiply : .divide
            guard let combined = ScriptType.result(binary, targetType, valueType) else {
                unitError(binary, targetType, valueType, left: target, right: value, range: target.range.union(value.range))
                return
            }
            result = combined
        }
        if !targetType.accepts(result) {
            diagnostics.append(.error(
                .scriptKind, "'\(targetName)' is \(targetType.phrase), not \(result.phrase)", at: value.range,
                label: "'\(source.text(value.range))' is \(valueType.phrase)",
                help: targetType == .load ? "give a load its unit: 2.5kg, 5lb" : nil))
        }
    }

    /// The kind of an expression; `.any` where it has an error already reported, so one
    /// mistake is reported once.
    mutating func type(of expression: ScriptExpression) -> ScriptType {
        switch expression {
        case .quantity(let quantity):
            // The interpreter's own reading: a distance, or a number past the limits, is an error.
            do throws(ScriptFailure) {
                return try ScriptInterpreter.literal(quantity, unit: .kg).type ?? .any
            } catch {
                diagnostics.append(error.diagnostic)
                return .any
            }
        case .string: return .text
        case .boolean: return .bool
        case .name(let identifier):
            let name = identifier.name.lowercased()
            if let binding = scope[name] { return binding.type }
            if let global = ScriptNames.globals[name] { return global.type }
            unknownName(identifier)
            return .any
        case .member(let base, let field, _):
            if case .name(let identifier) = base, identifier.name.lowercased() == "state", scope["state"] == nil { return .any }
            let baseType = type(of: base)
            guard baseType != .any else { return .any }
            guard let fields = ScriptNames.fields(of: baseType) else {
                diagnostics.append(.error(
                    .scriptUnknownField, "\(baseType.phrase) has no fields", at: field.range,
                    label: "'\(source.text(base.range))' is \(baseType.phrase)"))
                return .any
            }
            guard let found = fields[field.name.lowercased()] else {
                let suggestion = closestMatch(to: field.name, in: fields.keys.sorted())
                diagnostics.append(.error(
                    .scriptUnknownField, "\(baseType.phrase) has no field '\(field.name)'", at: field.range,
                    label: suggestion.map { "did you mean '\($0)'?" },
                    fixIts: suggestion.map { [FixIt(replace: field.range, with: $0)] } ?? [],
                    help: "\(baseType.phrase) has \(fields.keys.sorted().joined(separator: ", "))"))
                return .any
            }
            return found
        case .call(let callee, let arguments, let range):
            return callType(callee, arguments, range: range)
        case .index(let list, let position, _):
            return indexType(list, position)
        case .unary(let op, let operand, let range):
            let operandType = type(of: operand)
            guard let result = ScriptType.result(op, operandType) else {
                let needs = op == .not ? "'not' needs true or false" : "'-' needs a number, a load, a percentage or a time"
                diagnostics.append(.error(.scriptUnits, "\(needs), not \(operandType.phrase)", at: range,
                                          label: "'\(source.text(operand.range))' is \(operandType.phrase)"))
                return .any
            }
            return result
        case .binary(let op, let left, let right, let range):
            let leftType = type(of: left)
            let rightType = type(of: right)
            guard let result = ScriptType.result(op, leftType, rightType) else {
                unitError(op, leftType, rightType, left: left, right: right, range: range)
                return op.precedence == 4 || op == .and || op == .or ? .bool : .any
            }
            return result
        case .parenthesized(let inner, _):
            return type(of: inner)
        case .error:
            return .any
        }
    }

    /// - Parameter asStatement: the call is a statement of its own (`suggest("...")`), not a value.
    mutating func callType(_ callee: ScriptExpression, _ arguments: [Argument], range: SourceRange,
                           asStatement: Bool = false) -> ScriptType {
        let types = arguments.map { type(of: $0.value) }
        guard case .name(let identifier) = callee else {
            diagnostics.append(.error(.scriptUnknownFunction, "only a function's name can be called", at: callee.range,
                                      help: "the functions are \(ScriptNames.functions.keys.sorted().joined(separator: ", "))"))
            return .any
        }
        let name = identifier.name.lowercased()
        if let labelled = arguments.first(where: { $0.label != nil }), let label = labelled.label {
            diagnostics.append(.error(.scriptArguments, "the arguments of '\(identifier.name)' have no names", at: label.range,
                                      help: ScriptNames.functions[name]))
            return .any
        }
        switch ScriptFunctions.result(name, types) {
        case .success(let type):
            if name == "suggest", !asStatement {
                diagnostics.append(.error(
                    .scriptArguments, "'suggest' is a statement of its own, not a value", at: range,
                    label: "it gives nothing to compute with", help: ScriptNames.functions[name]))
            }
            return type
        case .failure(let problem) where problem.isUnknown:
            let suggestion = closestMatch(to: identifier.name, in: ScriptNames.functions.keys.sorted())
            diagnostics.append(.error(
                .scriptUnknownFunction, "no function '\(identifier.name)'", at: identifier.range,
                label: suggestion.map { "did you mean '\($0)'?" },
                fixIts: suggestion.map { [FixIt(replace: identifier.range, with: $0)] } ?? [],
                help: "the functions are \(ScriptNames.functions.keys.sorted().joined(separator: ", "))"))
            return .any
        case .failure(let problem):
            diagnostics.append(.error(.scriptArguments, problem.message, at: range, help: ScriptNames.functions[name]))
            return .any
        }
    }

    mutating func unknownName(_ identifier: Identifier) {
        let name = identifier.name.lowercased()
        let known = scope.names + ScriptNames.globalNames
        let suggestion = closestMatch(to: name, in: known)
        let isFunction = ScriptNames.functions[name] != nil
        diagnostics.append(.error(
            .scriptUnknownName, isFunction ? "'\(identifier.name)' is a function: call it with parentheses"
                : "no name '\(identifier.name)' in this script", at: identifier.range,
            label: suggestion.map { "did you mean '\($0)'?" },
            fixIts: suggestion.map { [FixIt(replace: identifier.range, with: $0)] } ?? [],
            help: isFunction ? ScriptNames.functions[name]
                : "a script sees its parameters, its 'let' names and \(ScriptNames.globalNames.joined(separator: ", "))"))
    }

    mutating func unitError(_ op: BinaryOperator, _ lhs: ScriptType, _ rhs: ScriptType, left: ScriptExpression,
                            right: ScriptExpression, range: SourceRange) {
        guard lhs != .any, rhs != .any else { return }
        diagnostics.append(.error(
            .scriptUnits, ScriptUnitMessage.message(op, lhs, rhs), at: range,
            label: "'\(source.text(left.range))' is \(lhs.phrase), '\(source.text(right.range))' is \(rhs.phrase)",
            help: ScriptUnitMessage.help(op, lhs, rhs)))
    }
}
