import Overload
import OverloadSyntax

/// A document's outline: a program's weeks, days and exercises (with its templates, waves
/// and rules), a journal's sessions by date. Symbols and folding ranges both come from it.
struct OutlineItem: Sendable, Equatable {
    /// LSP symbol kinds used here.
    enum Kind: Int, Sendable {
        case module = 2
        case namespace = 3
        case function = 12
        case event = 24
        case field = 8
        case object = 19
    }

    var name: String
    var detail: String?
    var kind: Kind
    var range: SourceRange
    var selection: SourceRange
    var children: [OutlineItem]

    /// The outline of a parsed document's statements.
    static func outline(_ statements: [Statement], source: SourceFile) -> [OutlineItem] {
        statements.compactMap { item($0, source: source) }
    }

    static func item(_ statement: Statement, source: SourceFile) -> OutlineItem? {
        switch statement {
        case .program(let name, let range):
            return OutlineItem(name: name.value, detail: "program", kind: .module, range: range, selection: name.range, children: [])
        case .week(let week):
            let label = source.text(week.weeks.range)
            let kind = week.kind.map { " " + $0.rawValue } ?? ""
            return OutlineItem(name: "week \(label)\(kind)", detail: nil, kind: .namespace, range: week.range,
                               selection: week.weeks.range, children: outline(week.body, source: source))
        case .day(let day):
            return OutlineItem(name: day.name.value, detail: day.base.map { "like \($0.value)" } ?? "day", kind: .namespace,
                               range: day.range, selection: day.name.range, children: outline(day.body, source: source))
        case .exercise(let line):
            let sets = line.sets.map { source.text($0.range) }.joined(separator: ", ")
            return OutlineItem(name: line.name.text, detail: sets.isEmpty ? nil : sets, kind: .field, range: line.range,
                               selection: line.name.range, children: [])
        case .superset(let block):
            return OutlineItem(name: "superset", detail: nil, kind: .object, range: block.range,
                               selection: SourceRange(block.range.start, min(block.range.end, block.range.start + 8)),
                               children: outline(block.body, source: source))
        case .rounds(let block):
            let header = SourceFormatter.roundsHeader(format: block.format, time: block.time, count: block.count, name: block.name)
            return OutlineItem(name: header, detail: nil, kind: .object, range: block.range,
                               selection: SourceRange(block.range.start, block.items.first?.range.start ?? block.range.end),
                               children: outline(block.items.map(Statement.exercise), source: source))
        case .template(let template):
            return OutlineItem(name: template.name.name, detail: "template", kind: .function, range: template.range,
                               selection: template.name.range, children: outline(template.body, source: source))
        case .wave(let wave):
            return OutlineItem(name: wave.name.name, detail: "wave", kind: .function, range: wave.range,
                               selection: wave.name.range, children: [])
        case .progression(let declaration):
            return OutlineItem(name: declaration.name.name, detail: "progression", kind: .function, range: declaration.range,
                               selection: declaration.name.range, children: [])
        case .progress(let rule):
            let names = rule.exercises.map(\.text).joined(separator: ", ")
            let selection = rule.exercises.first.map { $0.range.union(rule.exercises.last?.range ?? $0.range) } ?? rule.range
            return OutlineItem(name: "progress \(names)", detail: nil, kind: .event, range: rule.range, selection: selection, children: [])
        case .session(let session):
            let date = source.text(session.date.range)
            return OutlineItem(name: date, detail: session.day?.value, kind: .event, range: session.range,
                               selection: session.date.range, children: outline(session.body, source: source))
        case .performance(let line):
            let sets = line.sets.map { source.text($0.range) }.joined(separator: ", ")
            return OutlineItem(name: line.name.text, detail: sets.isEmpty ? nil : sets, kind: .field, range: line.range,
                               selection: line.name.range, children: [])
        case .exerciseDeclaration(let declaration):
            return OutlineItem(name: declaration.name.text, detail: "exercise", kind: .object, range: declaration.range,
                               selection: declaration.name.range, children: [])
        case .ladder(let ladder):
            return OutlineItem(name: ladder.name.text, detail: "ladder", kind: .object, range: ladder.range,
                               selection: ladder.name.range, children: [])
        case .unit, .round, .trainingMaxBasis, .maxes, .weeks, .equipment, .breakTime, .rest, .without, .use, .include,
             .plugin, .datedEntry, .property, .roundsScore, .error:
            return nil
        }
    }
}

extension LanguageServer {
    /// `textDocument/documentSymbol`: the outline as nested symbols.
    func documentSymbols(_ params: JSONValue) throws(ResponseError) -> JSONValue {
        let document = try document(params)
        let source = sourceFile(of: document)
        let outline = OutlineItem.outline(engine.parse(source).document.statements, source: source)
        func symbol(_ item: OutlineItem) -> JSONValue {
            .fields([
                ("name", .string(item.name.isEmpty ? "(unnamed)" : item.name)), ("detail", item.detail.map(JSONValue.string)),
                ("kind", .integer(item.kind.rawValue)),
                ("range", Self.json(document.range(of: item.range, in: encoding))),
                ("selectionRange", Self.json(document.range(of: item.selection, in: encoding))),
                ("children", item.children.isEmpty ? nil : .array(item.children.map(symbol))),
            ])
        }
        return .array(outline.map(symbol))
    }

    /// `textDocument/foldingRange`: every outline item that spans more than one line.
    func foldingRanges(_ params: JSONValue) throws(ResponseError) -> JSONValue {
        let document = try document(params)
        let source = sourceFile(of: document)
        var ranges: [JSONValue] = []
        func visit(_ item: OutlineItem) {
            let start = document.position(of: item.range.start, in: encoding).line
            // A block's range may end after its last line's break; fold up to the last line with text.
            let end = document.position(of: max(item.range.start, item.range.end - 1), in: encoding).line
            if end > start { ranges.append(.object(["startLine": .integer(start), "endLine": .integer(end)])) }
            item.children.forEach(visit)
        }
        OutlineItem.outline(engine.parse(source).document.statements, source: source).forEach(visit)
        return .array(ranges)
    }
}
