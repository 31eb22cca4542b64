extension ProgramDeclarations {
    /// Reports templates that use themselves, directly or through other templates, once for
    /// each circle, at the use that closes it. The day builder then leaves that use out, where
    /// it would otherwise expand for ever.
    mutating func reportTemplateCycles() {
        var finished: Set<String> = []
        let ordered = templates.sorted { $0.value.range.start < $1.value.range.start }
        for (key, _) in ordered {
            visitTemplate(key, path: [], finished: &finished)
        }
    }

    /// Follows the templates `key` uses, depth first; `path` is the chain of uses that led here.
    private mutating func visitTemplate(_ key: String, path: [String], finished: inout Set<String>) {
        guard let template = templates[key], !finished.contains(key) else { return }
        let path = path + [key]
        for line in Self.exerciseLines(template.body) {
            guard let scheme = line.scheme else { continue }
            let used = scheme.name.name.lowercased()
            guard templates[used] != nil else { continue }
            if let start = path.firstIndex(of: used) {
                reportTemplateCycle([key] + path[start..<(path.count - 1)], at: scheme.range)
            } else {
                visitTemplate(used, path: path, finished: &finished)
            }
        }
        finished.insert(key)
    }

    /// A template body's exercise lines, those in its supersets included, in order.
    private static func exerciseLines(_ body: [Statement]) -> [ExerciseLine] {
        body.flatMap { statement -> [ExerciseLine] in
            switch statement {
            case .exercise(let line): [line]
            case .superset(let block): exerciseLines(block.body)
            default: []
            }
        }
    }

    /// `cycle` starts with the template holding the use at `range`, followed by the one it uses
    /// and so on, up to the last before the circle closes.
    private mutating func reportTemplateCycle(_ cycle: [String], at range: SourceRange) {
        let names = cycle.map { "'\(templates[$0]?.name.name ?? $0)'" }
        let holder = names[0]
        let message = cycle.count == 1
            ? "template \(holder) uses itself"
            : "template \(holder) uses itself: " + (names + [holder]).joined(separator: " uses ")
        error(.templateCycle, message, at: range, help: "a template can use another template, but not in a circle")
    }
}
