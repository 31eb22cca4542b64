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
    /// The file's wave and template names, found by the first part whose parse asks for them
    /// (``Parser/isSchemeName(_:)``) and handed to the parts after it.
    private var schemeNames: [[UInt8]]?
    private var index = 0
    /// The one diagnostic of a file that is not text, given as its only part.
    private var notText: Diagnostic?
    /// Whether the file is text: when it is not, ``next()`` gives its one diagnostic and
    /// ``nextRange()`` nothing.
    public let isText: Bool

    init(source: SourceFile, partBytes: Int) {
        self.source = source
        notText = Parser.notTextDiagnostic(source)
        isText = notText == nil
        guard notText == nil else {
            starts = []
            return
        }
        starts = source.bytes.withUnsafeBufferPointer { Parser.partStarts($0, partBytes: partBytes) }
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
        let schemeNames = schemeNames
        let part = source.bytes.withUnsafeBufferPointer { buffer in
            let part = Parser.parsePart(source, UnsafeBufferPointer(rebasing: buffer[..<end]), from: start,
                                        schemeNames: schemeNames, keepingTokens: Parser.defaultTokenWindow)
            guard part.reportsTooDeepNesting, end < buffer.count else { return part }
            return Parser.parsePart(source, buffer, from: start, schemeNames: part.schemeNames ?? schemeNames,
                                    keepingTokens: Parser.defaultTokenWindow)
        }
        if part.reportsTooDeepNesting, end < source.bytes.count { index = starts.count }
        keepSchemeNames(of: part)
        return part
    }

    /// Keeps the scheme names a part's parse found, for the parts after it.
    private mutating func keepSchemeNames(of part: ParsedPart) {
        if schemeNames == nil { schemeNames = part.schemeNames }
    }
}

extension ParsedParts {
    /// The byte range of the next part, passed over unparsed, for a reader that reads some of
    /// its lines another way and parses the rest with ``parse(_:)``; nil after the last, and
    /// for a file that is not text.
    public mutating func nextRange() -> Range<Int>? {
        guard isText, index < starts.count else { return nil }
        let start = starts[index]
        let end = index + 1 < starts.count ? starts[index + 1] : source.bytes.count
        index += 1
        return start..<end
    }

    /// The statements, comments and diagnostics of the lines in `range`, which begins and ends
    /// at part boundaries (a line where a one-pass parse has nothing left open, see
    /// ``Parser/partStarts(_:partBytes:)``), exactly as one pass over the file gives them
    /// for those lines; and where the parse ended. That is `range`'s end, unless the lines
    /// hold a block nested too deeply: as ``next()`` does, the rest of the file is then parsed
    /// in one pass and given here, and no part follows.
    public mutating func parse(_ range: Range<Int>) -> (part: ParsedPart, end: Int) {
        let schemeNames = schemeNames
        let part = source.bytes.withUnsafeBufferPointer { buffer in
            Parser.parsePart(source, UnsafeBufferPointer(rebasing: buffer[..<range.upperBound]), from: range.lowerBound,
                             schemeNames: schemeNames, keepingTokens: Parser.defaultTokenWindow)
        }
        keepSchemeNames(of: part)
        guard part.reportsTooDeepNesting, range.upperBound < source.bytes.count else { return (part, range.upperBound) }
        index = starts.count
        let names = self.schemeNames
        let rest = source.bytes.withUnsafeBufferPointer { buffer in
            Parser.parsePart(source, buffer, from: range.lowerBound, schemeNames: names,
                             keepingTokens: Parser.defaultTokenWindow)
        }
        keepSchemeNames(of: rest)
        return (rest, source.bytes.count)
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
