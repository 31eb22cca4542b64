import Overload
import OverloadSyntax

extension LanguageServer {
    /// `textDocument/rangeFormatting`: the edits `textDocument/formatting` gives the whole
    /// document that fall inside the lines of the range (an edit reaching outside them is left
    /// out, never cut), so what is applied is exactly what `overload fmt` prints there; none
    /// for a document with syntax errors.
    func rangeFormatting(_ params: JSONValue) throws(ResponseError) -> JSONValue {
        let document = try document(params)
        guard let range = params["range"].flatMap(Self.range) else {
            throw ResponseError(.invalidParams, "rangeFormatting needs a range")
        }
        guard let formatted = engine.formatted(sourceFile(of: document)) else { return .array([]) }
        let lines = document.wholeLines(of: document.sourceRange(of: range, in: encoding))
        // Lines outside the range keep their breaks, so a CRLF document is compared with the
        // formatter's text in CRLF: otherwise every line would differ and no edit would fit.
        var canonical = Array(formatted.utf8)
        if document.usesCRLF { canonical = Self.crlf(canonical) }
        let edits = MinimalEdits.edits(from: document.bytes, to: canonical, lineByLine: true).filter { edit in
            edit.range.start >= lines.start && edit.range.end <= lines.end
        }
        return .array(edits.map { textEdit($0.range, $0.replacement, in: document) })
    }

    static func crlf(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + bytes.count / 16)
        for byte in bytes {
            if byte == 0x0A { result.append(0x0D) }
            result.append(byte)
        }
        return result
    }
}

extension TextDocument {
    /// The lines `range` touches, from the first one's start to the last one's line break
    /// included. A range ending at the very start of a line does not take that line.
    func wholeLines(of range: SourceRange) -> SourceRange {
        let first = line(containing: range.start)
        var last = line(containing: range.end)
        if last > first, lineStarts[last] == range.end { last -= 1 }
        let end = last + 1 < lineStarts.count ? lineStarts[last + 1] : bytes.count
        return SourceRange(lineStarts[first], end)
    }

    /// True when the first line ends with `\r\n`.
    var usesCRLF: Bool {
        guard lineStarts.count > 1 else { return false }
        let breakEnd = lineStarts[1]
        return breakEnd >= 2 && bytes[breakEnd - 2] == 0x0D && bytes[breakEnd - 1] == 0x0A
    }

    /// The index of the line holding byte `offset`.
    func line(containing offset: Int) -> Int {
        lineStarts.lastIndex(by: { $0 }, atMost: offset)
    }
}
