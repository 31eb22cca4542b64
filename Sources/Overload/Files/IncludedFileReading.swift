import OverloadSyntax

/// What reading the file an `include` or `use` line names came to.
enum IncludedFile {
    /// The file, parsed.
    case parsed(ParsedFile)
    /// Not read, or read and not shown: the one diagnostic for the line that names it.
    case refused(Diagnostic)
    /// The reader could not read it (no such file, a folder, no permission): each loader
    /// says so in its own words.
    case unreadable
}

extension SourcePathPolicy {
    /// Reads and parses the file that `keyword` ("include" or "use") names as `written` at
    /// `range`, `target` being that path joined to the including file's folder, for a reading
    /// that started from the file named `root`.
    ///
    /// A path the policy refuses is not read. A file that is not a program or journal (not
    /// text, or whose first line is not a statement, as any file of secrets or settings) is
    /// read but not shown: one error at the line that names it, none of its lines quoted.
    func read(
        _ written: String, keyword: String, at range: SourceRange, target: String, root: String,
        readFile: (String) throws -> [UInt8]
    ) -> IncludedFile {
        if let refusal = refusal(of: target, root: root) {
            return .refused(diagnostic(for: refusal, keyword: keyword, written: written, at: range))
        }
        let bytes: [UInt8]
        do {
            bytes = try readFile(target)
        } catch let error as Refusal {
            return .refused(diagnostic(for: error, keyword: keyword, written: written, at: range))
        } catch {
            return .unreadable
        }
        let parsed = Parser.parse(SourceFile(name: target, bytes: bytes))
        guard Self.readsAsLift(parsed) else {
            return .refused(.error(
                .includeNotProgram, "'\(written)' is not a program or journal; its lines are not shown", at: range,
                label: "read as \(target)",
                help: "check the file on its own with 'overload check \(target)', or remove this \(keyword) line"))
        }
        return .parsed(parsed)
    }

    /// False for a file that is not text, or whose first line with anything on it (past
    /// blank and comment lines) has a syntax error and starts with neither a statement's
    /// word nor a date: `KEY=value`, `root:x:0:0`. A program or journal with a typo on its
    /// first line (`progresion squat: ...` aside) is still shown.
    static func readsAsLift(_ parsed: ParsedFile) -> Bool {
        guard let first = parsed.diagnostics.first(where: { $0.severity == .error }) else { return true }
        if first.code == .invalidUTF8 || first.code == .nulByte { return false }
        let source = parsed.source
        guard let line = firstContentLine(of: source), source.lineIndex(of: first.range.start) == line else { return true }
        return startsAsStatement(source.bytes[source.lineStarts[line]...])
    }

    /// Whether a line, past its indentation, starts with a date or a word a statement starts with.
    private static func startsAsStatement(_ line: ArraySlice<UInt8>) -> Bool {
        let text = line.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        guard let first = text.first else { return false }
        if first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9") { return true }
        let word = text.prefix { byte in
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        }
        guard let keyword = Keyword(rawValue: String(decoding: word, as: UTF8.self).lowercased()) else { return false }
        return Keyword.statements.contains(keyword)
    }

    /// The index of the first line that holds something besides spaces and a comment.
    private static func firstContentLine(of source: SourceFile) -> Int? {
        let bytes = source.bytes
        var lineStart = true
        var line = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = true
            } else if lineStart, byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                // Indentation: still at the start of the line.
            } else if lineStart, byte == UInt8(ascii: "#") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            } else {
                return line
            }
            index += 1
        }
        return nil
    }
}

extension SourcePathPolicy.Refusal: Error {}

// MARK: Files (E07xx)

extension DiagnosticCode {
    /// An `include` or `use` path outside the folder tree of the file being read.
    public static let includeOutsideFolder = DiagnosticCode("E0701")
    /// An `include` or `use` of a file whose name does not end in `.lift`.
    public static let includeNotLift = DiagnosticCode("E0702")
    /// An included or used file that is not a program or journal.
    public static let includeNotProgram = DiagnosticCode("E0703")
}

extension DiagnosticCodeInfo {
    /// Every code reported about which files an `include` or `use` line may read.
    public static let files: [DiagnosticCodeInfo] = [
        .init(.includeOutsideFolder, "an 'include' or 'use' of a path outside the folder of the file being read"),
        .init(.includeNotLift, "an 'include' or 'use' of a file whose name does not end in .lift"),
        .init(.includeNotProgram, "an included or used file that is not a program or journal: reported in one line, not quoted"),
    ]
}
