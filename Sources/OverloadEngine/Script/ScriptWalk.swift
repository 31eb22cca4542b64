import Overload

/// Visits every name a script reads or assigns, in order.
enum ScriptWalk {
    static func names(in statements: [ScriptStatement], _ visit: (Identifier) -> Void) {
        for statement in statements {
            switch statement {
            case .letBinding(_, let value, _): names(in: value, visit)
            case .assignment(let target, _, let value, _):
                names(in: target, visit)
                names(in: value, visit)
            case .conditional(let branches, let elseBody, _):
                for branch in branches {
                    names(in: branch.condition, visit)
                    names(in: branch.body, visit)
                }
                if let elseBody { names(in: elseBody, visit) }
            case .forLoop(_, let list, let body, _):
                names(in: list, visit)
                names(in: body, visit)
            case .expression(let expression, _): names(in: expression, visit)
            case .error: continue
            }
        }
    }

    static func names(in expression: ScriptExpression, _ visit: (Identifier) -> Void) {
        switch expression {
        case .quantity, .string, .boolean, .error: return
        case .name(let identifier): visit(identifier)
        case .member(let base, _, _): names(in: base, visit)
        case .index(let list, let position, _):
            names(in: list, visit)
            names(in: position, visit)
        case .call(let callee, let arguments, _):
            names(in: callee, visit)
            for argument in arguments { names(in: argument.value, visit) }
        case .unary(_, let operand, _): names(in: operand, visit)
        case .binary(_, let left, let right, _):
            names(in: left, visit)
            names(in: right, visit)
        case .parenthesized(let inner, _): names(in: inner, visit)
        }
    }
}
