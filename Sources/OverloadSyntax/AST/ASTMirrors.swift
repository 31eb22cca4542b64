/// Mirrors for the nodes whose stored properties are packed or ordered for size rather than
/// for reading. ``ASTDump`` (and a debugger) sees the parts in the order they are written in a
/// line, and a quantity's range rather than the fields it is packed into.
extension Quantity: CustomReflectable {
    public var customMirror: Mirror {
        Mirror(self, children: ["magnitude": magnitude, "unit": unit as Any, "sign": sign as Any, "range": range],
               displayStyle: .struct)
    }
}

extension QuantityRange: CustomReflectable {
    public var customMirror: Mirror {
        Mirror(self, children: ["lower": lower, "upper": upper, "style": style, "range": range], displayStyle: .struct)
    }
}

extension LoadSpec: CustomReflectable {
    public var customMirror: Mirror {
        var children: KeyValuePairs<String, Any> = ["amount": amount as Any, "isBodyweight": isBodyweight, "rpe": rpe as Any,
                                                    "range": range]
        // Only a load that has them shows the rarer parts, so existing dumps read as before.
        if offset != nil || reference != nil || parameter != nil {
            children = ["amount": amount as Any, "offset": offset as Any, "reference": reference as Any,
                        "parameter": parameter as Any, "isBodyweight": isBodyweight, "rpe": rpe as Any, "range": range]
        }
        if let offsetParameter {
            children = ["amount": amount as Any, "offsetParameter": offsetParameter, "reference": reference as Any,
                        "parameter": parameter as Any, "isBodyweight": isBodyweight, "rpe": rpe as Any, "range": range]
        }
        return Mirror(self, children: children, displayStyle: .struct)
    }
}

extension SetGroup: CustomReflectable {
    public var customMirror: Mirror {
        // Only a group with a rest or a target of its own shows one, so existing dumps read as before.
        var children: [(String, Any)] = [
            ("kind", kind as Any), ("count", count as Any), ("reps", reps as Any), ("work", work as Any),
        ]
        if let target { children.append(("target", target)) }
        children.append(("load", load as Any))
        if let rest { children.append(("rest", rest)) }
        children.append(("range", range))
        return Mirror(self, children: children.map { (label: Optional($0.0), value: $0.1) }, displayStyle: .struct)
    }
}

extension ExerciseName: CustomReflectable {
    public var customMirror: Mirror {
        Mirror(self, children: ["text": text, "isQuoted": isQuoted, "range": range], displayStyle: .struct)
    }
}

extension SchemeReference: CustomReflectable {
    public var customMirror: Mirror {
        Mirror(self, children: ["name": name, "arguments": arguments, "hasParentheses": hasParentheses, "range": range],
               displayStyle: .struct)
    }
}

extension ExerciseLine: CustomReflectable {
    public var customMirror: Mirror {
        guard warmups != nil || round != nil else {
            return Mirror(self, children: [
                "isOptional": isOptional, "name": name, "sets": sets, "scheme": scheme as Any, "rest": rest as Any,
                "range": range,
            ], displayStyle: .struct)
        }
        return Mirror(self, children: [
            "isOptional": isOptional, "name": name, "sets": sets, "scheme": scheme as Any, "warmups": warmups as Any,
            "round": round as Any, "rest": rest as Any, "range": range,
        ], displayStyle: .struct)
    }
}

extension PerformedSet: CustomReflectable {
    public var customMirror: Mirror {
        Mirror(self, children: [
            "kind": kind as Any, "load": load as Any, "reps": reps as Any, "count": count as Any, "work": work as Any,
            "duration": duration as Any, "rpe": rpe as Any, "isSkipped": isSkipped, "note": note as Any,
            "range": range,
        ], displayStyle: .struct)
    }
}

extension Clause: CustomReflectable {
    public var customMirror: Mirror {
        Mirror(self, children: ["atoms": atoms, "range": range], displayStyle: .struct)
    }
}

extension Property: CustomReflectable {
    public var customMirror: Mirror {
        Mirror(self, children: ["key": key, "clauses": clauses, "range": range], displayStyle: .struct)
    }
}
