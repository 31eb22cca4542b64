/// Prints a parsed file in canonical form: two-space indentation, one statement per line,
/// single spaces, lowercase keywords and units, at most one blank line in a row, a blank
/// line around top-level blocks, and every comment kept (on its own line or at the end of
/// the line it followed). Formatting a file twice gives the same text.
///
/// Only files without syntax errors are formatted; the CLI refuses the others so that a
/// half-understood line is never rewritten.
public struct SourceFormatter {
    let source: SourceFile
    var comments: [SourceRange]
    var nextComment = 0
    var lines: [String] = []
    /// For each output line with a trailing comment, the length of its code part.
    var codeWidths: [Int: Int] = [:]
    /// The last source line whose content has been written.
    var lastSourceLine = -1
    /// The line ``sourceLine(of:)`` found last.
    var lineCursor = 0

    /// The canonical text of a parsed file.
    public static func format(_ parsed: ParsedFile) -> String {
        var formatter = SourceFormatter(source: parsed.source, comments: parsed.comments.sorted())
        formatter.emitBlock(parsed.document.statements, indent: 0, topLevel: true)
        formatter.flushRemainingComments()
        formatter.alignTrailingComments()
        while formatter.lines.last == "" { formatter.lines.removeLast() }
        return formatter.lines.isEmpty ? "" : formatter.lines.joined(separator: "\n") + "\n"
    }

    init(source: SourceFile, comments: [SourceRange]) {
        self.source = source
        self.comments = comments
    }

    // MARK: Blocks and lines

    mutating func emitBlock(_ statements: [Statement], indent: Int, topLevel: Bool = false) {
        var previous: Statement?
        for statement in statements {
            let forced = topLevel && previous.map { isBlock($0) || isBlock(statement) } == true
            emitLeadingComments(before: statement.range.start, indent: indent, forceBlank: forced)
            emit(statement, indent: indent)
            previous = statement
        }
    }

    /// Own-line comments before `offset`, then the blank line the statement wants.
    mutating func emitLeadingComments(before offset: Int, indent: Int, forceBlank: Bool) {
        var first = true
        while nextComment < comments.count, comments[nextComment].start < offset {
            let comment = comments[nextComment]
            let line = sourceLine(of: comment.start)
            blankIfNeeded(at: line, force: forceBlank && first)
            lines.append(pad(indent) + commentText(comment))
            lastSourceLine = line
            nextComment += 1
            first = false
        }
        blankIfNeeded(at: sourceLine(of: offset), force: forceBlank && first)
    }

    /// The source line of `offset`. The formatter walks the file forward, so the line is first
    /// looked for just after the one found last, before searching all the file's lines.
    mutating func sourceLine(of offset: Int) -> Int {
        let starts = source.lineStarts
        var line = lineCursor
        if line < starts.count, starts[line] <= offset {
            for _ in 0..<8 {
                guard line + 1 < starts.count, starts[line + 1] <= offset else {
                    lineCursor = line
                    return line
                }
                line += 1
            }
        }
        lineCursor = source.lineIndex(of: offset)
        return lineCursor
    }

    mutating func blankIfNeeded(at line: Int, force: Bool) {
        guard !lines.isEmpty, lines.last != "", lastSourceLine >= 0 else { return }
        if force || line > lastSourceLine + 1 { lines.append("") }
    }

    /// Writes one line for source line `sourceLine`, with that line's trailing comment.
    mutating func line(_ text: String, indent: Int, sourceOffset: Int) {
        let here = sourceLine(of: sourceOffset)
        var output = pad(indent) + text
        while nextComment < comments.count, sourceLine(of: comments[nextComment].start) == here {
            codeWidths[lines.count] = output.count
            output += "  " + commentText(comments[nextComment])
            nextComment += 1
        }
        lines.append(output)
        lastSourceLine = Swift.max(lastSourceLine, here)
    }

    /// Comments right after a block's last line, indented at least as deep as its first
    /// line (which starts at `bodyStart`), stay in the block.
    mutating func emitTrailingBlockComments(indent: Int, bodyStart: Int) {
        let bodyColumn = column(of: bodyStart)
        while nextComment < comments.count {
            let comment = comments[nextComment]
            let line = source.lineIndex(of: comment.start)
            guard column(of: comment.start) >= bodyColumn, line <= lastSourceLine + 2, isOwnLine(comment),
                  linesAreBlank(after: lastSourceLine, before: line) else { return }
            blankIfNeeded(at: line, force: false)
            lines.append(pad(indent) + commentText(comment))
            lastSourceLine = line
            nextComment += 1
        }
    }

    mutating func flushRemainingComments() {
        while nextComment < comments.count {
            let comment = comments[nextComment]
            blankIfNeeded(at: source.lineIndex(of: comment.start), force: false)
            lines.append(commentText(comment))
            lastSourceLine = source.lineIndex(of: comment.start)
            nextComment += 1
        }
    }

    /// Emits a block body under a header line, keeping comments that close the block inside it.
    mutating func emitBody(_ statements: [Statement], indent: Int) {
        guard let first = statements.first else { return }
        emitBlock(statements, indent: indent + 1)
        emitTrailingBlockComments(indent: indent + 1, bodyStart: first.range.start)
    }

    /// True when every line strictly between two lines is empty or white space, so a comment
    /// below the first does not come after some other line of code (such as `else:`).
    func linesAreBlank(after first: Int, before last: Int) -> Bool {
        guard first + 1 < last else { return true }
        for line in (first + 1)..<last {
            let range = source.lineRange(line)
            if !source.bytes[range.start..<range.end].allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) {
                return false
            }
        }
        return true
    }

    /// The column of a source offset: bytes from the start of its line.
    func column(of offset: Int) -> Int {
        offset - source.lineStarts[source.lineIndex(of: offset)]
    }

    /// True when only white space precedes the comment on its line.
    func isOwnLine(_ comment: SourceRange) -> Bool {
        let start = source.lineStarts[source.lineIndex(of: comment.start)]
        return source.bytes[start..<comment.start].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    func commentText(_ range: SourceRange) -> String {
        var text = source.text(range)
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text.removeLast() }
        return text
    }

    /// Lines next to each other that end in comments get those comments in one column.
    mutating func alignTrailingComments() {
        var index = 0
        while index < lines.count {
            guard codeWidths[index] != nil else {
                index += 1
                continue
            }
            var end = index
            while end + 1 < lines.count, codeWidths[end + 1] != nil { end += 1 }
            let column = (index...end).compactMap { codeWidths[$0] }.max() ?? 0
            for row in index...end {
                guard let width = codeWidths[row] else { continue }
                let text = lines[row]
                let code = String(text.prefix(width))
                let comment = text.dropFirst(width).drop { $0 == " " }
                lines[row] = code + String(repeating: " ", count: column - width + 2) + comment
            }
            index = end + 1
        }
    }

    func pad(_ indent: Int) -> String { String(repeating: "  ", count: indent) }

    func isBlock(_ statement: Statement) -> Bool {
        switch statement {
        case .equipment, .wave, .template, .superset, .progression, .session: true
        case .day(let day): !day.body.isEmpty && !(day.isInline && day.body.count == 1)
        case .week(let week): !week.isInline && !week.body.isEmpty
        case .rounds(let block): !block.isInline && !block.items.isEmpty
        case .exerciseDeclaration(let declaration): !declaration.properties.isEmpty
        default: false
        }
    }
}
