import Overload
import OverloadSyntax

/// `textDocument/semanticTokens/full`: the lexer's tokens, classified. Exercise names are
/// `function` when the catalog (or the file's `exercise` lines) knows them and `variable`
/// with `unknown` when not; a number's unit is a `type` (its digits a `number`); a
/// percentage is a `number` with `percentage`; week kinds (`deload`, `test` ...) and set
/// kinds (`warmup`, `top` ..., an AMRAP's `+`) are `enumMember`s marked `weekKind` and
/// `setKind`; dates and times are `event`s; keywords, strings and comments are themselves.
/// Standard types first, so every theme colours them; the modifiers tell the rest apart.
enum SemanticTokens {
    enum TokenType: Int, CaseIterable {
        case keyword, number, string, comment, function, variable, type, enumMember, `operator`, event

        var name: String {
            switch self {
            case .keyword: "keyword"
            case .number: "number"
            case .string: "string"
            case .comment: "comment"
            case .function: "function"
            case .variable: "variable"
            case .type: "type"
            case .enumMember: "enumMember"
            case .operator: "operator"
            case .event: "event"
            }
        }
    }

    enum Modifier: Int, CaseIterable {
        case declaration, defaultLibrary, percentage, weekKind, setKind, unknown

        var name: String {
            switch self {
            case .declaration: "declaration"
            case .defaultLibrary: "defaultLibrary"
            case .percentage: "percentage"
            case .weekKind: "weekKind"
            case .setKind: "setKind"
            case .unknown: "unknown"
            }
        }
    }

    /// One classified span, on one line.
    struct Span: Equatable {
        var range: SourceRange
        var type: TokenType
        var modifiers: Set<Modifier> = []

        var modifierBits: Int { modifiers.reduce(0) { $0 | (1 << $1.rawValue) } }
    }

    static let legend: JSONValue = .object([
        "tokenTypes": .array(TokenType.allCases.map { .string($0.name) }),
        "tokenModifiers": .array(Modifier.allCases.map { .string($0.name) }),
    ])

    /// The spans of a file, in order, none overlapping.
    static func spans(_ parsed: ParsedFile, catalog: ExerciseCatalog) -> [Span] {
        let source = parsed.source
        let lexed = Lexer.lex(source)
        var spans: [Span] = []
        // Exercise names first: their words are not keywords, whatever they spell.
        var taken: [SourceRange] = []
        for occurrence in NameIndex(parsed).occurrences where occurrence.kind == .exercise {
            let range = occurrence.isQuoted ? SourceRange(occurrence.range.start - 1, occurrence.range.end + 1) : occurrence.range
            var span = Span(range: range, type: .function)
            if occurrence.isDeclaration {
                span.modifiers.insert(.declaration)
            } else if catalog.resolve(occurrence.name).exercise == nil {
                span.type = .variable
                span.modifiers.insert(.unknown)
            } else if ExerciseCatalog.builtin.resolve(occurrence.name).exercise != nil {
                span.modifiers.insert(.defaultLibrary)
            }
            spans.append(span)
            taken.append(range)
        }
        taken.sort { $0.start < $1.start }
        func isTaken(_ range: SourceRange) -> Bool {
            var low = 0
            var high = taken.count
            while low < high {
                let mid = (low + high) / 2
                if taken[mid].end <= range.start { low = mid + 1 } else { high = mid }
            }
            return low < taken.count && taken[low].start < range.end
        }
        var previous: Token?
        for token in lexed.tokens {
            defer { previous = token }
            guard !isTaken(token.range) else { continue }
            switch token.kind {
            case .word:
                guard let keyword = token.keyword else { continue }
                switch keyword {
                case .regular, .deload, .peak, .test: spans.append(Span(range: token.range, type: .enumMember, modifiers: [.weekKind]))
                case .warmup, .top, .backoff, .drop, .failure:
                    spans.append(Span(range: token.range, type: .enumMember, modifiers: [.setKind]))
                default: spans.append(Span(range: token.range, type: .keyword))
                }
            case .number:
                let suffix = source.text(token.suffixRange)
                if suffix == "%" {
                    spans.append(Span(range: token.range, type: .number, modifiers: [.percentage]))
                } else {
                    spans.append(Span(range: token.numberRange, type: .number))
                    if token.hasSuffix { spans.append(Span(range: token.suffixRange, type: .type)) }
                }
            case .date, .time: spans.append(Span(range: token.range, type: .event))
            case .string: spans.append(Span(range: token.range, type: .string))
            case .plus:
                // `5+`: an AMRAP set, the `+` glued to its reps.
                if let previous, previous.kind == .number, previous.range.end == token.range.start {
                    spans.append(Span(range: token.range, type: .enumMember, modifiers: [.setKind]))
                }
            default: continue
            }
        }
        spans += lexed.comments.map { Span(range: $0, type: .comment) }
        return spans.sorted { $0.range.start < $1.range.start }
    }
}

extension LanguageServer {
    func semanticTokens(_ params: JSONValue) throws(ResponseError) -> JSONValue {
        let document = try document(params)
        let parsed = engine.parse(sourceFile(of: document))
        let catalog = engine.holdsProgram(parsed) ? engine.compiled(parsed).catalog : engine.catalog
        var data: [JSONValue] = []
        var line = 0
        var character = 0
        for span in SemanticTokens.spans(parsed, catalog: catalog) where span.range.end > span.range.start {
            let start = document.position(of: span.range.start, in: encoding)
            let end = document.position(of: span.range.end, in: encoding)
            guard end.line == start.line, end.character > start.character else { continue }
            let deltaLine = start.line - line
            let deltaStart = deltaLine == 0 ? start.character - character : start.character
            data += [.integer(deltaLine), .integer(deltaStart), .integer(end.character - start.character),
                     .integer(span.type.rawValue), .integer(span.modifierBits)]
            line = start.line
            character = start.character
        }
        return .object(["data": .array(data)])
    }
}
