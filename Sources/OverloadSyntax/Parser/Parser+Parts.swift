import Dispatch

/// What parsing some of a file's lines gives: the parts of a ``ParsedFile`` before they are
/// put together.
struct ParsedPart: Sendable {
    var statements: [Statement]
    var comments: [SourceRange]
    /// In source order.
    var diagnostics: [Diagnostic]
}

extension Parser {
    /// Files longer than this are parsed in parts of about this size, on several cores.
    static let defaultPartBytes = 1 << 20

    /// Where each part of a file starts: at `0`, then at the first top-level line at or after
    /// every further `partBytes`. A top-level line is one with content in its first column: no
    /// block is open there and the lexer and parser carry nothing over it but the scheme
    /// names, which are found for the whole file first. A file with no such line has one part.
    static func partStarts(_ bytes: UnsafeBufferPointer<UInt8>, partBytes: Int) -> [Int] {
        var starts = [0]
        var target = partBytes
        while target < bytes.count {
            guard let start = topLevelLine(in: bytes, atOrAfter: target) else { break }
            starts.append(start)
            // Rounded up to the next multiple, so a long line spanning several steps makes one part.
            target = (start / partBytes + 1) * partBytes
        }
        return starts
    }

    /// The first line starting at or after `offset` (not counting one starting at 0) whose first
    /// byte is content: not a space, tab, line break or comment.
    private static func topLevelLine(in bytes: UnsafeBufferPointer<UInt8>, atOrAfter offset: Int) -> Int? {
        var position = Swift.max(offset, 1)
        while position < bytes.count {
            if bytes[position - 1] == UInt8(ascii: "\n") {
                switch bytes[position] {
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "#"):
                    break
                default:
                    return position
                }
            }
            position += 1
        }
        return nil
    }

    /// Parses each part on its own core and joins them; nil when the file has one part.
    ///
    /// Top-level lines begin statements that stand alone, so parts without diagnostics join
    /// into the tree one pass would build. A diagnostic may depend on what came before it (an
    /// error is reported once a line, say), so from the first part with any, the file is parsed
    /// again in one pass. That pass starts where a one-pass parse of the whole file would stand
    /// with nothing carried over, after parts without diagnostics, and so reports exactly what
    /// that parse would.
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
            guard let part, part.diagnostics.isEmpty else {
                let rest = parsePart(source, buffer, from: starts[index], schemeNames: schemeNames, keepingTokens: window)
                joined.statements += rest.statements
                joined.comments += rest.comments
                joined.diagnostics = rest.diagnostics
                return joined
            }
            joined.statements += part.statements
            joined.comments += part.comments
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
