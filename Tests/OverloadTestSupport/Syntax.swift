import OverloadSyntax

/// Shorthands over the front end, shared by every test target that parses text.
public enum Syntax {
    /// Parses `text` as one file named `name`.
    public static func parse(_ text: String, name: String = "test.lift") -> ParsedFile {
        Parser.parse(SourceFile(name: name, text: text))
    }

    /// Parses raw `bytes` (not necessarily UTF-8) as one file named `name`.
    public static func parse(bytes: [UInt8], name: String = "test.lift") -> ParsedFile {
        Parser.parse(SourceFile(name: name, bytes: bytes))
    }

    /// The tree without ranges, so layout does not matter.
    public static func shape(_ parsed: ParsedFile) -> String {
        ASTDump.dump(parsed.document, source: nil)
    }

    /// The diagnostics that are errors, in order.
    public static func errors(_ parsed: ParsedFile) -> [Diagnostic] {
        parsed.diagnostics.filter { $0.severity == .error }
    }

    /// Diagnostics as `overload check` prints them, without colour.
    public static func rendered(_ parsed: ParsedFile) -> String {
        DiagnosticRenderer(useColor: false).render(parsed.diagnostics, in: parsed.source)
    }

    /// Codes with their line:column, a compact form for messages.
    public static func summary(_ parsed: ParsedFile) -> String {
        parsed.diagnostics.map { "\($0.code)@\(parsed.source.location(of: $0.range.start))" }.joined(separator: " ")
    }
}
