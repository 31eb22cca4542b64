extension SourceFormatter {
    mutating func emit(_ statement: Statement, indent: Int) {
        let start = statement.range.start
        switch statement {
        case .equipment(let block):
            line("equipment:", indent: indent, sourceOffset: start)
            emitBody(block.properties, indent: indent)
        case .exerciseDeclaration(let declaration):
            let header = "exercise " + SourceFormatter.name(declaration.name)
            line(declaration.properties.isEmpty ? header : header + ":", indent: indent, sourceOffset: start)
            emitBody(declaration.properties, indent: indent)
        case .wave(let wave):
            line("wave \(wave.name.name):", indent: indent, sourceOffset: start)
            for week in wave.weeks {
                emitLeadingComments(before: week.range.start, indent: indent + 1, forceBlank: false)
                var text = "week " + SourceFormatter.weeks(week.weeks)
                if let kind = week.kind { text += " " + kind.rawValue }
                let rest = week.rest.map { " rest " + SourceFormatter.durationText($0) } ?? ""
                line(text + ": " + week.sets.map(SourceFormatter.setGroup).joined(separator: ", ") + rest, indent: indent + 1,
                     sourceOffset: week.range.start)
            }
            if let first = wave.weeks.first {
                emitTrailingBlockComments(indent: indent + 1, bodyStart: first.range.start)
            }
        case .template(let template):
            line("template \(template.name.name)\(SourceFormatter.parameters(template.parameters)):", indent: indent, sourceOffset: start)
            emitBody(template.body, indent: indent)
        case .day(let day):
            var header = "day " + SourceFormatter.quote(day.name.value)
            if let base = day.base { header += " like " + SourceFormatter.quote(base.value) }
            if let renamed = day.renamed { header += " as " + SourceFormatter.quote(renamed.value) }
            // A one-line day written on its header's line stays there, as a week line does.
            emitHeader(header, body: day.body, isInline: day.isInline, indent: indent, sourceOffset: start)
        case .week(let week):
            var header = "week " + SourceFormatter.weeks(week.weeks)
            if let kind = week.kind { header += " " + kind.rawValue }
            emitHeader(header, body: week.body, isInline: week.isInline, indent: indent, sourceOffset: start)
        case .superset(let block):
            line("superset:", indent: indent, sourceOffset: start)
            emitBody(block.body, indent: indent)
        case .rounds(let block):
            emitRounds(block, indent: indent)
        case .progression(let progression):
            line("progression \(progression.name.name)\(SourceFormatter.parameters(progression.parameters)):", indent: indent,
                 sourceOffset: start)
            emitScriptBody(progression.body, indent: indent + 1)
        case .session(let session):
            var header = SourceFormatter.date(session.date)
            if let time = session.time { header += " " + SourceFormatter.time(hour: time.hour, minute: time.minute) }
            if let day = session.day { header += " " + SourceFormatter.quote(day.value) }
            if let reference = session.reference { header += " (\(reference.value))" }
            line(header, indent: indent, sourceOffset: start)
            emitBody(session.body, indent: indent)
        case .error(let range):
            // Only reached when formatting a file with errors; keep its text as it was.
            line(source.text(range), indent: indent, sourceOffset: start)
        default:
            line(SourceFormatter.singleLine(statement) ?? source.text(statement.range), indent: indent, sourceOffset: start)
        }
    }

    /// A day's or a week's header: alone when it has no body, with its one line after `: `
    /// when written so, else with `:` and the body indented under it.
    mutating func emitHeader(_ header: String, body: [Statement], isInline: Bool, indent: Int, sourceOffset start: Int) {
        if body.isEmpty {
            line(header, indent: indent, sourceOffset: start)
        } else if isInline, body.count == 1, let only = body.first, let text = SourceFormatter.singleLine(only) {
            line(header + ": " + text, indent: indent, sourceOffset: start)
        } else {
            line(header + ":", indent: indent, sourceOffset: start)
            emitBody(body, indent: indent)
        }
    }

    mutating func emitScript(_ statements: [ScriptStatement], indent: Int) {
        for statement in statements {
            emitLeadingComments(before: statement.range.start, indent: indent, forceBlank: false)
            switch statement {
            case .conditional(let branches, let elseBody, _):
                for (position, branch) in branches.enumerated() {
                    let keyword = position == 0 ? "if " : "else if "
                    // Comments between branches stay before the branch they precede.
                    if position > 0 { emitLeadingComments(before: branch.range.start, indent: indent, forceBlank: false) }
                    emitBranch(keyword + SourceFormatter.expression(branch.condition), body: branch.body, indent: indent,
                               sourceOffset: branch.range.start)
                }
                if let elseBody {
                    let offset = elseBody.first.map { elseLineStart(before: $0.range.start) } ?? statement.range.end
                    emitLeadingComments(before: offset, indent: indent, forceBlank: false)
                    emitBranch("else", body: elseBody, indent: indent, sourceOffset: offset)
                }
            case .forLoop(let name, let list, let body, _):
                emitBranch("for \(name.name) in " + SourceFormatter.expression(list), body: body, indent: indent,
                           sourceOffset: statement.range.start)
            default:
                line(SourceFormatter.script(statement) ?? source.text(statement.range), indent: indent,
                     sourceOffset: statement.range.start)
            }
        }
    }

    mutating func emitBranch(_ header: String, body: [ScriptStatement], indent: Int, sourceOffset: Int) {
        if body.count == 1, let only = body.first, let text = SourceFormatter.script(only),
           !hasComments(between: sourceOffset, andLineOf: only) {
            line(header + ": " + text, indent: indent, sourceOffset: sourceOffset)
            lastSourceLine = Swift.max(lastSourceLine, source.lineIndex(of: only.range.end))
        } else {
            line(header + ":", indent: indent, sourceOffset: sourceOffset)
            emitScriptBody(body, indent: indent + 1)
        }
    }

    /// A script block and the comments that close it, indented like its statements.
    mutating func emitScriptBody(_ body: [ScriptStatement], indent: Int) {
        emitScript(body, indent: indent)
        guard let first = body.first else { return }
        emitTrailingBlockComments(indent: indent, bodyStart: first.range.start)
    }

    /// True when joining a header and its one statement would move a comment: one between
    /// them, one after the statement on its line, or one closing the block under it.
    func hasComments(between headerOffset: Int, andLineOf statement: ScriptStatement) -> Bool {
        let headerLine = source.lineIndex(of: headerOffset)
        let statementLine = source.lineIndex(of: statement.range.start)
        let end = source.lineRange(statementLine).end
        var index = nextComment
        while index < comments.count, comments[index].start <= end {
            if source.lineIndex(of: comments[index].start) != headerLine { return true }
            index += 1
        }
        guard index < comments.count else { return false }
        let comment = comments[index]
        let commentLine = source.lineIndex(of: comment.start)
        return commentLine <= statementLine + 2 && column(of: comment.start) >= column(of: statement.range.start)
            && isOwnLine(comment)
            && linesAreBlank(after: statementLine, before: commentLine)
    }

    /// The start of the line holding the `else` before a statement of its body: the
    /// statement's own line when `else:` precedes it there, otherwise the nearest line above
    /// that is neither blank nor a comment.
    func elseLineStart(before offset: Int) -> Int {
        var line = source.lineIndex(of: offset)
        let isBlank = { (bytes: ArraySlice<UInt8>) in bytes.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") } }
        if !isBlank(source.bytes[source.lineStarts[line]..<offset]) { return source.lineStarts[line] }
        while line > 0 {
            line -= 1
            let range = source.lineRange(line)
            let content = source.bytes[range.start..<range.end].drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            if let first = content.first, first != UInt8(ascii: "#") { return range.start }
        }
        return source.lineStarts[line]
    }

    /// The text of a statement that fits on one line, or nil for a block.
    static func singleLine(_ statement: Statement) -> String? {
        switch statement {
        case .program(let name, _): "program " + quote(name.value)
        case .unit(let unit, _): "unit " + unit.name
        case .round(let step, let direction, _): "round " + quantity(step) + (direction.map { " " + $0.rawValue } ?? "")
        case .trainingMaxBasis(let basis): "tm = \(quantity(basis.percent)) of 1rm"
        case .maxes(let maxes):
            maxes.kind.rawValue + " " + maxes.entries.map { name($0.exercise) + " " + quantity($0.load) }.joined(separator: ", ")
        case .weeks(let count, _): "weeks " + quantity(count)
        case .exercise(let exercise): exerciseLine(exercise)
        case .breakTime(let duration, _): "break " + quantity(duration)
        case .rest(let duration, _): "rest " + quantity(duration)
        case .without(let exercise, _): "without " + name(exercise)
        case .progress(let rule):
            "progress " + rule.exercises.map(name).joined(separator: ", ") + ": "
                + (rule.external.map { $0.name.name + " else " } ?? "") + clauses(rule.clauses)
        case .plugin(let plugin):
            "plugin " + plugin.name.name + " exec " + quote(plugin.path.value)
                + (plugin.timeout.map { " timeout " + quantity($0) } ?? "")
        case .ladder(let ladder): "ladder " + name(ladder.name) + ": " + ladder.rungs.map(name).joined(separator: " | ")
        case .use(let path, _): "use " + quote(path.value)
        case .include(let path, _): "include " + quote(path.value)
        case .datedEntry(let entry): date(entry.date) + " " + property(entry.property)
        case .property(let value): property(value)
        case .rounds(let block) where block.isInline: roundsLine(block)
        case .roundsScore(let score): roundsScore(score)
        case .performance(let performance):
            name(performance.name) + " " + performance.sets.map(performedSet).joined(separator: ", ")
        case .exerciseDeclaration(let declaration) where declaration.properties.isEmpty:
            "exercise " + name(declaration.name)
        case .week(let week) where week.body.isEmpty:
            "week " + weeks(week.weeks) + (week.kind.map { " " + $0.rawValue } ?? "")
        default: nil
        }
    }
}
