import Overload

/// Lists in a script: `last.sets[1]` (places count from 1, as a lifter numbers sets; a place
/// past the end is nothing, as a missing AMRAP set is) and `for set in last.sets:`. The static
/// check and the interpreter read the same kinds (``ScriptType``).
extension ScriptTypeCheck {
    /// `for NAME in LIST:`: the name holds each value of the list in turn and ends with the body.
    mutating func checkLoop(_ name: Identifier, _ list: ScriptExpression, _ body: [ScriptStatement]) {
        let listType = type(of: list)
        if listType != .any, listType.element == nil {
            diagnostics.append(.error(
                .scriptKind, "'for' walks a list, not \(listType.phrase)", at: list.range,
                label: "'\(source.text(list.range))' is \(listType.phrase)", help: "walk a session's sets: 'for set in last.sets:'"))
        }
        scope.enter()
        scope.declare(name.name.lowercased(), Binding(type: listType.element ?? .any, isParameter: false))
        check(body)
        scope.leave()
    }

    /// The kind of `LIST[PLACE]`: a value of the list's kind.
    mutating func indexType(_ list: ScriptExpression, _ position: ScriptExpression) -> ScriptType {
        let listType = type(of: list)
        let positionType = type(of: position)
        if !ScriptType.number.accepts(positionType) {
            diagnostics.append(.error(
                .scriptKind, "a place in a list is a number, not \(positionType.phrase)", at: position.range,
                label: "'\(source.text(position.range))' is \(positionType.phrase)", help: "the first set is 'last.sets[1]'"))
        } else if case .quantity(let written) = position, written.value != written.value.rounded() {
            // The interpreter's own rule, found before the run where the place is written out.
            diagnostics.append(.error(
                .scriptOutOfRange, "a place in a list is a whole number, not \(SourceFormatter.quantity(written))",
                at: position.range, help: "the first set is 'last.sets[1]'"))
        }
        guard listType != .any else { return .any }
        guard let element = listType.element else {
            diagnostics.append(.error(
                .scriptKind, "only a list has places, not \(listType.phrase)", at: list.range,
                label: "'\(source.text(list.range))' is \(listType.phrase)", help: "a session's sets are a list: 'last.sets[1]'"))
            return .any
        }
        return element
    }
}

extension ScriptInterpreter {
    /// Runs the body once for each value of the list, the name holding it; nothing (no
    /// session) runs it never.
    mutating func loop(_ name: Identifier, _ list: ScriptExpression, _ body: [ScriptStatement]) throws(ScriptFailure) {
        let value = try evaluate(list)
        let items: [ScriptValue]
        switch value {
        case .nothing: return
        case .list(_, let values): items = values
        default:
            throw ScriptFailure(.scriptKind, "'for' walks a list, not \(value.phrase)", at: list.range,
                                label: "this is \(describe(value))")
        }
        for item in items {
            locals.enter()
            defer { locals.leave() }
            locals.declare(name.name.lowercased(), item)
            try execute(body)
        }
    }

    /// `LIST[PLACE]`, counting from 1; a place past either end is nothing.
    func index(_ list: ScriptExpression, _ position: ScriptExpression) throws(ScriptFailure) -> ScriptValue {
        let value = try evaluate(list)
        let place = try evaluate(position)
        switch (value, place) {
        case (.nothing, _), (_, .nothing): return .nothing
        case (.list(_, let items), .number(let number)):
            guard number == number.rounded() else {
                throw ScriptFailure(.scriptOutOfRange, "a place in a list is a whole number, not \(describe(place))",
                                    at: position.range, help: "the first set is 'last.sets[1]'; round(...) makes a whole number")
            }
            guard number >= 1, number <= Double(items.count) else { return .nothing }
            return items[Int(number) - 1]
        case (.list, _):
            throw ScriptFailure(.scriptKind, "a place in a list is a number, not \(place.phrase)", at: position.range,
                                label: "this is \(describe(place))")
        default:
            throw ScriptFailure(.scriptKind, "only a list has places, not \(value.phrase)", at: list.range,
                                label: "this is \(describe(value))")
        }
    }
}
