import OverloadSyntax

/// Text typed in the REPL placed into a larger source (the program, or a journal session under
/// its heading), with where each typed line landed, so that what the parser, compiler or
/// journal reader says about the larger source points back into the line just typed.
struct ReplComposition {
    /// One typed line (or the part of it that was placed) inside the composed text.
    struct PlacedLine {
        /// Where the line starts in the composed text, after the spaces put before it.
        var composedStart: Int
        /// Where it ends in the composed text (before its line break).
        var composedEnd: Int
        /// Where the placed part starts in the typed text.
        var typedStart: Int
    }

    /// The composed text.
    private(set) var bytes: [UInt8]
    /// The typed text, named `<repl>`: what diagnostics are moved into.
    let typed: SourceFile
    /// Where the text before the first placed line ends (the program, or the heading).
    let baseLength: Int
    private(set) var lines: [PlacedLine] = []

    /// A composition that starts with `base` (a line break is added when it lacks one).
    init(base: [UInt8], typed: SourceFile) {
        bytes = base
        if let last = bytes.last, last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
        baseLength = bytes.count
        self.typed = typed
    }

    /// Appends a line that was not typed (a `day "<repl>":` heading).
    mutating func appendLine(_ text: String) {
        bytes += Array(text.utf8) + [UInt8(ascii: "\n")]
    }

    /// Appends the typed bytes `range`, line by line, each placed after `indent` spaces (with
    /// its own leading spaces and tabs left out when `dedent`: a block's lines typed indented).
    /// With `splittingAtSemicolons` a `;` outside quotes and comments ends a line too (`log
    /// squat 100x5; bench 80x5`).
    mutating func append(typed range: Range<Int>, indent: Int = 0, dedent: Bool = false, splittingAtSemicolons: Bool = false) {
        var start = range.lowerBound
        while start <= range.upperBound {
            while dedent, start < range.upperBound, typed.bytes[start] == UInt8(ascii: " ") || typed.bytes[start] == UInt8(ascii: "\t") {
                start += 1
            }
            var end = start
            var quoted = false
            var comment = false
            while end < range.upperBound, typed.bytes[end] != UInt8(ascii: "\n") {
                switch typed.bytes[end] {
                case UInt8(ascii: "\"") where !comment: quoted.toggle()
                case UInt8(ascii: "#") where !quoted: comment = true
                default: break
                }
                if splittingAtSemicolons, typed.bytes[end] == UInt8(ascii: ";"), !quoted, !comment { break }
                end += 1
            }
            bytes += Array(repeating: UInt8(ascii: " "), count: indent)
            lines.append(PlacedLine(composedStart: bytes.count, composedEnd: bytes.count + end - start, typedStart: start))
            bytes += typed.bytes[start..<end]
            bytes.append(UInt8(ascii: "\n"))
            start = end + 1
        }
    }

    /// The typed line that holds composed offset `offset`, if any.
    private func line(holding offset: Int) -> PlacedLine? {
        lines.last { $0.composedStart <= offset && offset <= $0.composedEnd }
            ?? lines.first { $0.composedStart - indentSlack <= offset && offset <= $0.composedEnd }
    }

    /// A range at most this far before a placed line (in the spaces put before it) still belongs to it.
    private var indentSlack: Int { 8 }

    /// The composed range moved into the typed text; nil when it is not in a typed line.
    func typedRange(_ range: SourceRange) -> SourceRange? {
        guard range.start >= baseLength, let line = line(holding: range.start) else { return nil }
        let shift = line.typedStart - line.composedStart
        let start = Swift.max(line.composedStart, range.start) + shift
        let end = Swift.max(start, Swift.min(range.end, line.composedEnd) + shift)
        return SourceRange(start, end)
    }

    /// The diagnostics that point into typed lines, moved into the typed text (a note
    /// elsewhere keeps its message without a location; fix-its are left out); the others are
    /// about the text around it (the program as loaded) and are dropped, unless they point
    /// past the base into lines the REPL added, whose messages are kept as `extra`.
    func typedDiagnostics(_ diagnostics: [Diagnostic]) -> (typed: [Diagnostic], extra: [Diagnostic]) {
        var typed: [Diagnostic] = []
        var extra: [Diagnostic] = []
        for var diagnostic in diagnostics {
            guard let range = typedRange(diagnostic.range) else {
                if diagnostic.range.start >= baseLength { extra.append(diagnostic) }
                continue
            }
            diagnostic.range = range
            diagnostic.notes = diagnostic.notes.map { note in
                var note = note
                // A note into another file (one the program includes) stays there.
                if note.file == nil { note.range = note.range.flatMap(typedRange) }
                return note
            }
            diagnostic.fixIts = []
            typed.append(diagnostic)
        }
        return (typed.sorted { $0.range.start < $1.range.start }, extra)
    }

    /// The composed text as a source file named `name`.
    func source(named name: String, firstLineNumber: Int = 1) -> SourceFile {
        SourceFile(name: name, bytes: bytes, firstLineNumber: firstLineNumber)
    }
}
