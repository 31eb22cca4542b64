import Overload

/// The values a rule may give a script's parameters: constants written as they are
/// (`10lb`, `-5%`, `"t1"`, `true`), never names.
enum ScriptConstant {
    /// The value of a constant; a failure for anything else.
    static func value(_ expression: ScriptExpression, unit: MassUnit) throws(ScriptFailure) -> ScriptValue {
        switch expression {
        case .quantity(let quantity): return try ScriptInterpreter.literal(quantity, unit: unit)
        case .string(let string): return .text(string.value)
        case .boolean(let bool, _): return .bool(bool)
        case .parenthesized(let inner, _): return try value(inner, unit: unit)
        case .unary(.negate, let inner, _):
            switch try value(inner, unit: unit) {
            case .number(let number): return .number(-number)
            case .load(let milli): return .load(-milli)
            case .percent(let percent): return .percent(-percent)
            case .time(let seconds): return .time(-seconds)
            case .distance(let metres): return .distance(-metres)
            default: break
            }
        case .name, .member, .call, .index, .unary, .binary, .error: break
        }
        throw ScriptFailure(.ruleArgument, "a script's argument must be a value such as 5lb, 10%, 3 or \"t1\"",
                            at: expression.range, help: "write the value itself; names and arithmetic belong in the script")
    }

    /// The kind of a constant, without a unit to convert to; nil when it is not one.
    static func type(_ expression: ScriptExpression) -> ScriptType? {
        (try? value(expression, unit: .kg))?.type
    }
}

extension ScriptProgression {
    /// The plugin with a rule's arguments (`amrap_tm(step = 10lb)`): each a constant of its
    /// parameter's kind, named or in order; a parameter without a default must be given.
    /// - Parameter atoms: the rule's words after the parentheses, its coaching clauses (`ask`
    ///   and calibration) taken out: a script takes no others.
    public func bind(_ binding: ProgressionBinding, atoms: [RuleAtom]) -> BoundRule {
        let (bound, diagnostics) = bindCall(binding, atoms: atoms)
        return BoundRule(plugin: bound, diagnostics: diagnostics)
    }

    /// The program's: a script is declared by the program or a file it `use`s.
    public var origin: PluginOrigin { .program }

    func bindCall(_ binding: ProgressionBinding, atoms: [RuleAtom]) -> (ScriptProgression?, [Diagnostic]) {
        var bound = self
        var diagnostics: [Diagnostic] = []
        if let atom = atoms.first {
            diagnostics.append(.error(
                .ruleArgument, "unexpected '\(atom.text)' after the script progression '\(name)'", at: atom.range,
                help: "a script takes its settings in parentheses: '\(name)(\(usage))'"))
        }
        let parameters = declaration.parameters
        for (position, argument) in binding.callArguments.enumerated() {
            let parameter: Parameter
            if let label = argument.label {
                guard let found = parameters.first(where: { $0.name.name.lowercased() == label.name.lowercased() }) else {
                    let suggestion = closestMatch(to: label.name, in: parameters.map(\.name.name))
                    diagnostics.append(.error(
                        .ruleArgument, "'\(name)' has no parameter '\(label.name)'", at: label.range,
                        label: suggestion.map { "did you mean '\($0)'?" },
                        fixIts: suggestion.map { [FixIt(replace: label.range, with: $0)] } ?? [],
                        help: "its parameters are \(name)(\(usage))"))
                    continue
                }
                parameter = found
            } else {
                guard position < parameters.count else {
                    diagnostics.append(.error(
                        .ruleArgument, "'\(name)' takes \(parameters.count) argument\(parameters.count == 1 ? "" : "s")",
                        at: argument.range, help: "its parameters are \(name)(\(usage))"))
                    continue
                }
                parameter = parameters[position]
            }
            let key = parameter.name.name.lowercased()
            guard bound.arguments[key] == nil else {
                diagnostics.append(.error(.ruleArgument, "'\(parameter.name.name)' is given twice", at: argument.range))
                continue
            }
            do throws(ScriptFailure) {
                let value = try ScriptConstant.value(argument.value, unit: .kg)
                if let fallback = parameter.defaultValue, let wanted = ScriptConstant.type(fallback), let type = value.type,
                   !wanted.accepts(type) {
                    diagnostics.append(.error(
                        .ruleArgument, "'\(parameter.name.name)' takes \(wanted.phrase), not \(type.phrase)",
                        at: argument.value.range, label: "its default is \(SourceFormatter.expression(fallback))"))
                    continue
                }
            } catch {
                diagnostics.append(error.diagnostic)
                continue
            }
            bound.arguments[key] = argument.value
        }
        for parameter in parameters where parameter.defaultValue == nil && bound.arguments[parameter.name.name.lowercased()] == nil {
            diagnostics.append(.error(
                .missingRuleArgument, "'\(name)' needs '\(parameter.name.name)'", at: binding.pluginRange,
                label: "it has no default", help: "write it as '\(name)(\(parameter.name.name) = ...)'"))
        }
        return (diagnostics.contains { $0.severity == .error } ? nil : bound, diagnostics)
    }

    /// The parameters as the declaration writes them: `step = 5lb, goal`.
    var usage: String {
        declaration.parameters.map { parameter in
            parameter.defaultValue.map { parameter.name.name + " = " + SourceFormatter.expression($0) } ?? parameter.name.name
        }.joined(separator: ", ")
    }
}
