/// Prints a syntax tree as indented text, each node with its range (`@3:3-3:20`), for
/// `overload parse --dump-ast` and golden tests. Without a source, ranges are left out,
/// which gives a form that compares trees regardless of layout.
public enum ASTDump {
    /// Dumps any AST value.
    public static func dump(_ value: Any, source: SourceFile?) -> String {
        var output = ""
        write(value, label: nil, indent: 0, source: source, into: &output)
        return output
    }

    static func write(_ value: Any, label: String?, indent: Int, source: SourceFile?, into output: inout String) {
        let prefix = String(repeating: "  ", count: indent) + (label.map { $0 == "-" ? "- " : "\($0): " } ?? "")
        if let scalar = scalarText(value) {
            output += prefix + scalar + "\n"
            return
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            if let child = mirror.children.first { write(child.value, label: label, indent: indent, source: source, into: &output) }
        case .collection:
            if mirror.children.isEmpty { return }
            // An unlabelled list (the branches of an `if`) goes straight under its node.
            if label != nil { output += prefix.dropLast() + "\n" }
            for child in mirror.children {
                write(child.value, label: "-", indent: indent + 1, source: source, into: &output)
            }
        case .enum:
            let caseName = String(String(describing: value).prefix { $0 != "(" })
            guard let payload = mirror.children.first else {
                output += prefix + caseName + "\n"
                return
            }
            let payloadMirror = Mirror(reflecting: payload.value)
            if let range = payload.value as? SourceRange {
                // `.bodyweight(range)`, `.max(range)`, `.error(range)`: the range is where, not what.
                output += prefix + (payload.label ?? caseName) + rangeText(range, source) + "\n"
            } else if payloadMirror.displayStyle == .tuple {
                writeNode(name: payload.label ?? caseName, children: payloadMirror, prefix: prefix, indent: indent,
                          source: source, into: &output)
            } else if let scalar = scalarText(payload.value) {
                output += prefix + (payload.label ?? caseName) + " " + scalar + "\n"
            } else {
                write(payload.value, label: label.map { $0 == "-" ? "- \(payload.label ?? caseName)" : "\($0) \(payload.label ?? caseName)" }
                        ?? payload.label, indent: indent, source: source, into: &output)
            }
        default:
            writeNode(name: String(describing: type(of: value)), children: mirror, prefix: prefix, indent: indent,
                      source: source, into: &output)
        }
    }

    /// `Name @1:1-1:9 scalar: value, ...` and then the nested children, one level deeper.
    static func writeNode(name: String, children mirror: Mirror, prefix: String, indent: Int, source: SourceFile?,
                          into output: inout String) {
        var line = prefix + name + rangeSuffix(mirror, source)
        var nested: [(String?, Any)] = []
        var inline: [String] = []
        for child in mirror.children where !(child.value is SourceRange) {
            if isEmpty(child.value) || (unwrapped(child.value) as? Bool) == false { continue }
            let childLabel = child.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
            if let scalar = scalarText(unwrapped(child.value)) {
                inline.append(childLabel.map { "\($0): \(scalar)" } ?? scalar)
            } else {
                nested.append((childLabel, child.value))
            }
        }
        if !inline.isEmpty { line += " " + inline.joined(separator: ", ") }
        output += line + "\n"
        for (childLabel, value) in nested {
            write(value, label: childLabel, indent: indent + 1, source: source, into: &output)
        }
    }

    static func unwrapped(_ value: Any) -> Any {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional, let child = mirror.children.first { return child.value }
        return value
    }

    static func isEmpty(_ value: Any) -> Bool {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional, .collection: return mirror.children.isEmpty
        default: return false
        }
    }

    /// The node's own `range`, not another range it holds (such as a week's `kindRange`).
    static func rangeSuffix(_ mirror: Mirror, _ source: SourceFile?) -> String {
        var found: SourceRange?
        for child in mirror.children {
            guard let range = child.value as? SourceRange else { continue }
            if child.label == "range" {
                found = range
                break
            }
            if found == nil { found = range }
        }
        return found.map { rangeText($0, source) } ?? ""
    }

    static func rangeText(_ range: SourceRange, _ source: SourceFile?) -> String {
        guard let source else { return "" }
        return " @\(source.location(of: range.start))-\(source.location(of: range.end))"
    }

    static func scalarText(_ value: Any) -> String? {
        switch value {
        case let string as String: return SourceFormatter.quote(string)
        case let bool as Bool: return String(bool)
        case let int as Int: return String(int)
        case let double as Double: return NumberFormat.canonical(double)
        case let unit as UnitSuffix: return unit.rawValue
        case let kind as SetKind: return kind.rawValue
        case let kind as WeekKind: return kind.rawValue
        case let sign as Quantity.Sign: return sign.rawValue
        case let style as QuantityRange.Style: return style.rawValue
        case let kind as MaxesDeclaration.Kind: return kind.rawValue
        case let op as BinaryOperator: return op.rawValue
        case let op as UnaryOperator: return op.rawValue
        case let op as AssignmentOperator: return op.rawValue
        default: return nil
        }
    }
}

/// Number formatting shared by the dump and the formatter.
public enum NumberFormat {
    /// The shortest text that reads back as the same value: `5`, `2.5`, `0.25`.
    /// `value` rounded to at most `maxDecimals` decimals (half away from zero), trailing zeros
    /// and point removed, never an exponent and never `-0`: 192.5 -> "192.5", 100 -> "100",
    /// 102.05828325 with 2 decimals -> "102.06". Six decimals (the default) is all the parser
    /// accepts, so the default reads back as the same value.
    public static func canonical(_ value: Double, maxDecimals: Int = 6) -> String {
        guard value.isFinite, abs(value) < 1e12 else { return value.description }
        let decimals = Swift.max(0, Swift.min(maxDecimals, 6))
        var scale: Int64 = 1
        for _ in 0..<decimals { scale *= 10 }
        // `+ 0.5` then truncation rounds half away from zero without the C math library.
        let units = Int64(abs(value) * Double(scale) + 0.5)
        let whole = units / scale
        var fraction = units % scale
        var digits = decimals
        while digits > 0, fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let sign = value < 0 && units != 0 ? "-" : ""
        guard digits > 0 else { return sign + String(whole) }
        let fractionText = String(fraction)
        return sign + String(whole) + "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
    }
}
