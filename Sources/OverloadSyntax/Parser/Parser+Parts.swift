import Dispatch

/// What parsing some of a file's lines gives: the parts of a ``ParsedFile`` before they are
/// put together.
public struct ParsedPart: Sendable {
    /// The part's top-level statements.
    public var statements: [Statement]
    /// Its comments, kept for the formatter.
    public var comments: [SourceRange]
    /// Its lexer and parser diagnostics, in source order.
    public var diagnostics: [Diagnostic]
    /// The file's wave and template names, when the part's parse found or was given them.
    var schemeNames: [[UInt8]]? = nil
}

extension Parser {
    /// Files longer than this are parsed in parts of about this size, on several cores.
    static let defaultPartBytes = 1 << 20

    /// Where each part of a file starts: at `0`, then at the first part boundary at or after
    /// every further `partBytes`. A file with no boundary has one part.
    static func partStarts(_ bytes: UnsafeBufferPointer<UInt8>, partBytes: Int) -> [Int] {
        var starts = [0]
        var target = partBytes
        while target < bytes.count {
            guard let start = partBoundary(in: bytes, atOrAfter: target) else { break }
            starts.append(start)
            // Rounded up to the next multiple, so a long line spanning several steps makes one part.
            target = (start / partBytes + 1) * partBytes
        }
        return starts
    }

    /// Headers that begin a statement on a line of their own, with nothing before them left
    /// open. Not `else`, which continues the `if` of an inline `progression p: if ...:` from the
    /// start of a line; nor any keyword a later rule might let continue a statement.
    private static let partOpeningKeywords: Set<Keyword> = [.day, .week, .wave, .template, .progression, .progress]

    /// The first line starting at or after `offset` (not counting one starting at 0) that a
    /// one-pass parse reaches with nothing left over from the lines before: no block open (no
    /// indentation) and no statement waiting for more. Such a line begins with a date (a session
    /// or a dated entry) or a header keyword; the lexer and parser carry nothing across it but
    /// the scheme names, which are found for the whole file.
    private static func partBoundary(in bytes: UnsafeBufferPointer<UInt8>, atOrAfter offset: Int) -> Int? {
        var position = Swift.max(offset, 1)
        while position < bytes.count {
            if bytes[position - 1] == UInt8(ascii: "\n"), opensPart(bytes, at: position) { return position }
            position += 1
        }
        return nil
    }

    static func opensPart(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
        if Lexer.isDigit(bytes[position]) { return true }
        guard let keyword = word(bytes, at: position).keyword else { return false }
        return partOpeningKeywords.contains(keyword)
    }

    /// Parses each part on its own core and joins them; nil when the file has one part.
    ///
    /// A part begins where a one-pass parse begins a statement with nothing left over (see
    /// ``partBoundary(in:atOrAfter:)``), so the parts join into the tree one pass would build,
    /// with its diagnostics: each is about its own line or statement. One is not: a block nested
    /// too deeply is reported once a file, and the lines it drops change what the parser says
    /// after it. From the first part that reports it, the file is parsed again in one pass,
    /// which starts where a one-pass parse of the whole file would stand with nothing carried
    /// over, and so reports exactly what that parse would.
    static func parseInParts(
        _ source: SourceFile, _ buffer: UnsafeBufferPointer<UInt8>, starts: [Int], schemeNames: [[UInt8]],
        keepingTokens window: Int
    ) -> ParsedPart? {
        guard starts.count > 1 else { return nil }
        var parts = [ParsedPart?](repeating: nil, count: starts.count)
        parts.withUnsafeMutableBufferPointer { results in
            let shared = SharedBuffers(bytes: buffer, results: results)
            DispatchQueue.concurrentPerform(iterations: starts.count) { index in
                let end = index + 1 < starts.count ? starts[index + 1] : shared.bytes.count
                let bytes = UnsafeBufferPointer(rebasing: shared.bytes[..<end])
                shared.results[index] = parsePart(source, bytes, from: starts[index], schemeNames: schemeNames,
                                                  keepingTokens: window)
            }
        }
        var joined = ParsedPart(statements: [], comments: [], diagnostics: [])
        joined.statements.reserveCapacity(parts.reduce(0) { $0 + ($1?.statements.count ?? 0) })
        for (index, part) in parts.enumerated() {
            guard let part, !part.reportsTooDeepNesting else {
                let rest = parsePart(source, buffer, from: starts[index], schemeNames: schemeNames, keepingTokens: window)
                joined.statements += rest.statements
                joined.comments += rest.comments
                joined.diagnostics += rest.diagnostics
                return joined
            }
            joined.statements += part.statements
            joined.comments += part.comments
            joined.diagnostics += part.diagnostics
        }
        return joined
    }
}

/// The file's bytes, read by every part, and the slots the parts are written to. Unchecked:
/// the bytes are not written while the parts are parsed, and each part writes only its own slot.
private struct SharedBuffers: @unchecked Sendable {
    let bytes: UnsafeBufferPointer<UInt8>
    let results: UnsafeMutableBufferPointer<ParsedPart?>
}
