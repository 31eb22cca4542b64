import OverloadSyntax
import OverloadTestSupport
import Testing

/// What every hostile input must end with: success, or errors that point inside the file.
enum Hostile {
    /// Parses `bytes` and checks that every diagnostic is located within the file and
    /// renders. Returns the parse for further expectations.
    @discardableResult
    static func parse(_ bytes: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ParsedFile {
        let parsed = Syntax.parse(bytes: bytes, name: "hostile.lift")
        for diagnostic in parsed.diagnostics {
            #expect(diagnostic.range.start >= 0 && diagnostic.range.start <= diagnostic.range.end
                    && diagnostic.range.end <= bytes.count, "\(diagnostic.code) at \(diagnostic.range) is outside the file",
                    sourceLocation: sourceLocation)
        }
        let rendered = Syntax.rendered(parsed)
        #expect(rendered.isEmpty == parsed.diagnostics.isEmpty, sourceLocation: sourceLocation)
        return parsed
    }

    static func parse(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ParsedFile {
        parse(Array(text.utf8), sourceLocation: sourceLocation)
    }

    /// The codes reported, in order.
    static func codes(_ parsed: ParsedFile) -> [DiagnosticCode] { parsed.diagnostics.map(\.code) }

    /// The line:column where each diagnostic starts.
    static func locations(_ parsed: ParsedFile) -> [String] {
        parsed.diagnostics.map { parsed.source.location(of: $0.range.start).description }
    }
}
