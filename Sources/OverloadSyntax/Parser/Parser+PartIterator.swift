/// A file's parts parsed one after another on the calling thread, for a reader that turns
/// each part into model values and drops its tree before the next (the journal's reader, fed
/// to the replay while later parts are still being parsed).
///
/// The parts are those of ``Parser/parse(_:)``: each begins where a one-pass parse begins a
/// statement with nothing left over, so their statements and diagnostics, taken in order, are
/// exactly those of one pass. As there, a part that reports a block nested too deeply is
/// parsed again with everything after it in one pass, given as the last part.
public struct ParsedParts: IteratorProtocol, Sendable {
    /// The file being parsed.
    public let source: SourceFile
    private let starts: [Int]
    private let schemeNames: [[UInt8]]
    private var index = 0
    /// The one diagnostic of a file that is not text, given as its only part.
    private var notText: Diagnostic?

    init(source: SourceFile, partBytes: Int) {
        self.source = source
        notText = Parser.notTextDiagnostic(source)
        guard notText == nil else {
            (starts, schemeNames) = ([], [])
            return
        }
        (starts, schemeNames) = source.bytes.withUnsafeBufferPointer { buffer in
            (Parser.partStarts(buffer, partBytes: partBytes),
             Parser.collectSchemeNames(buffer, lineStarts: source.lineStarts))
        }
    }

    /// The next part's statements, comments and diagnostics; nil after the last.
    public mutating func next() -> ParsedPart? {
        if let notText {
            self.notText = nil
            return ParsedPart(statements: [], comments: [], diagnostics: [notText])
        }
        guard index < starts.count else { return nil }
        let start = starts[index]
        let end = index + 1 < starts.count ? starts[index + 1] : source.bytes.count
        index += 1
        return source.bytes.withUnsafeBufferPointer { buffer in
            let part = Parser.parsePart(source, UnsafeBufferPointer(rebasing: buffer[..<end]), from: start,
                                        schemeNames: schemeNames, keepingTokens: Parser.defaultTokenWindow)
            guard part.reportsTooDeepNesting, end < buffer.count else { return part }
            index = starts.count
            return Parser.parsePart(source, buffer, from: start, schemeNames: schemeNames,
                                    keepingTokens: Parser.defaultTokenWindow)
        }
    }
}

extension Parser {
    /// The parts of `source`, each about `partBytes` long, parsed one at a time as they are
    /// asked for (see ``ParsedParts``).
    public static func parts(of source: SourceFile, partBytes: Int) -> ParsedParts {
        ParsedParts(source: source, partBytes: partBytes)
    }
}

extension ParsedPart {
    /// Whether the part reports a block nested too deeply: the one diagnostic a part cannot
    /// give on its own as one pass would (see ``Parser/parseInParts(_:_:starts:schemeNames:keepingTokens:)``).
    var reportsTooDeepNesting: Bool {
        diagnostics.contains { $0.code == .tooDeeplyIndented }
    }
}
