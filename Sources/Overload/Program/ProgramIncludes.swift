import OverloadSyntax

/// A program with the files it `include`s spliced in where their `include` lines stand, so
/// that shared days, templates, maxes and rules compile as if written in the program, and
/// every diagnostic still points into the file that holds the line.
///
/// Each `include "file"` is relative to the file that holds it and read once, through a
/// reader that is passed in (so this stays pure). An include cycle (E0409), a file included
/// twice (W0409) or a file that cannot be read (E0505) is reported at the `include` line and
/// left out. Without `include` lines the program is its own parse and nothing is copied.
public struct SplicedProgram: Sendable {
    /// The program to compile: the root's parse, or the parse of the spliced text (named as
    /// the root) when it includes files.
    public private(set) var parsed: ParsedFile
    /// Every file, the root first, then each included file in the order it was read: the
    /// root with its `include` problems (its syntax diagnostics are its parse's), an included
    /// file with its syntax diagnostics and its `include` problems.
    public private(set) var files: [FileDiagnostics]
    /// The parse of each file, in the order of `files`.
    public private(set) var parsedFiles: [ParsedFile]
    /// Runs of the spliced text and where each came from.
    private var segments: [Segment]

    private struct Segment: Sendable {
        var start: Int
        var end: Int
        var file: Int
        var fileStart: Int
    }

    /// Splices what `root` includes, reading only the files `policy` allows.
    public init(
        _ root: ParsedFile, policy: SourcePathPolicy = .current, readFile: (String) throws -> [UInt8]
    ) {
        parsed = root
        files = [FileDiagnostics(source: root.source, diagnostics: [])]
        parsedFiles = [root]
        segments = []
        guard Self.includes(root.document) else { return }
        var text: [UInt8] = []
        var visiting = [JournalIncludePath.normalized(root.source.name)]
        var seen = Set(visiting)
        append(file: 0, into: &text, visiting: &visiting, seen: &seen, policy: policy, readFile: readFile)
        parsed = Parser.parse(SourceFile(name: root.source.name, bytes: text))
        for index in files.indices.dropFirst() {
            files[index].diagnostics = parsedFiles[index].diagnostics + files[index].diagnostics
        }
    }

    /// `root` as its own program, its `include` lines not followed: for a file whose
    /// `include` lines name journal files (one that holds sessions), which `check` does not
    /// splice into a program.
    public init(unspliced root: ParsedFile) {
        parsed = root
        files = [FileDiagnostics(source: root.source, diagnostics: [])]
        parsedFiles = [root]
        segments = []
    }

    /// True when a document has `include` lines.
    public static func includes(_ document: Document) -> Bool {
        document.statements.contains { if case .include = $0 { true } else { false } }
    }

    /// True when some file has a syntax error (then the program is not compiled).
    public var hasSyntaxErrors: Bool { parsedFiles.contains { $0.diagnostics.hasErrors } }

    /// `diagnostics` about the spliced program, each moved into the file that holds its
    /// range, returned by file in the order of `files`. A note that points into another file
    /// than its diagnostic names that file (``DiagnosticNote/file``).
    public func place(_ diagnostics: [Diagnostic]) -> [[Diagnostic]] {
        var placed = Array(repeating: [Diagnostic](), count: files.count)
        guard !segments.isEmpty else {
            placed[0] = diagnostics
            return placed
        }
        for var diagnostic in diagnostics {
            let (file, range) = locate(diagnostic.range)
            diagnostic.range = range
            diagnostic.notes = diagnostic.notes.map { note in
                var note = note
                if let noteRange = note.range, note.file == nil {
                    let (noteFile, moved) = locate(noteRange)
                    note.range = moved
                    note.file = noteFile == file ? nil : parsedFiles[noteFile].source
                }
                return note
            }
            diagnostic.fixIts = diagnostic.fixIts.compactMap { fix in
                let (fixFile, moved) = locate(fix.range)
                return fixFile == file ? FixIt(replace: moved, with: fix.replacement) : nil
            }
            placed[file].append(diagnostic)
        }
        return placed
    }

    /// The line, from 1, of a range of the program in the file that holds it (the root or an
    /// included file): where a rule behind a reason is written.
    public func line(of range: SourceRange) -> Int {
        guard !segments.isEmpty else { return parsed.source.location(of: range.start).line }
        let (file, local) = locate(range)
        return parsedFiles[file].source.location(of: local.start).line
    }

    /// Which file a range of the spliced text lies in, and the range in that file.
    private func locate(_ range: SourceRange) -> (file: Int, range: SourceRange) {
        // The last segment starting at or before the range (an empty range at a segment's
        // end belongs to it: a missing token at the end of a file).
        let segment = segments[segments.lastIndex(by: \.start, atMost: range.start)]
        let shift = segment.fileStart - segment.start
        let end = Swift.min(range.end, Swift.max(segment.end, range.start))
        return (segment.file, SourceRange(range.start + shift, end + shift))
    }

    /// Copies file `index` into `text`, each `include` line replaced by the file it names.
    private mutating func append(
        file index: Int, into text: inout [UInt8], visiting: inout [String], seen: inout Set<String>,
        policy: SourcePathPolicy, readFile: (String) throws -> [UInt8]
    ) {
        let parsed = parsedFiles[index]
        let bytes = parsed.source.bytes
        var copied = 0
        func copy(upTo end: Int) {
            guard end > copied else { return }
            segments.append(Segment(start: text.count, end: text.count + end - copied, file: index, fileStart: copied))
            text += bytes[copied..<end]
            copied = end
        }
        for case .include(let written, let range) in parsed.document.statements {
            let target = JournalIncludePath.resolve(written.value, from: parsed.source.name)
            guard let included = read(written, at: range, target: target, from: index, visiting: visiting,
                                      seen: &seen, policy: policy, readFile: readFile)
            else { continue }
            // The include line gives way to the file: up to its line start, then the file.
            let lineStart = parsed.source.lineStarts[parsed.source.lineIndex(of: range.start)]
            copy(upTo: lineStart)
            copied = Self.endOfLine(bytes, from: range.end)
            parsedFiles.append(included)
            files.append(FileDiagnostics(source: included.source, diagnostics: []))
            visiting.append(target)
            append(
                file: parsedFiles.count - 1, into: &text, visiting: &visiting, seen: &seen, policy: policy,
                readFile: readFile)
            visiting.removeLast()
            if text.last != UInt8(ascii: "\n") {
                segments.append(Segment(start: text.count, end: text.count, file: index, fileStart: copied))
                text.append(UInt8(ascii: "\n"))
            }
        }
        copy(upTo: bytes.count)
    }

    /// The parse of the file an `include` names, or nil after reporting why it is left out.
    private mutating func read(
        _ written: StringLiteral, at range: SourceRange, target: String, from index: Int, visiting: [String],
        seen: inout Set<String>, policy: SourcePathPolicy, readFile: (String) throws -> [UInt8]
    ) -> ParsedFile? {
        if visiting.contains(target) {
            let cycle = (visiting.drop { $0 != target } + [target]).map { "'\($0)'" }.joined(separator: " includes ")
            files[index].diagnostics.append(.error(
                .journalIncludeCycle, "include cycle: \(cycle)", at: range,
                help: "a file cannot include itself or a file that includes it"))
            return nil
        }
        guard seen.insert(target).inserted else {
            files[index].diagnostics.append(.warning(
                .journalRepeatedInclude, "'\(written.value)' is already included; it is read once", at: range,
                help: "remove this include line"))
            return nil
        }
        switch policy.read(
            written.value, keyword: "include", at: range, target: target, root: parsedFiles[0].source.name,
            readFile: readFile)
        {
        case .parsed(let parsed):
            return parsed
        case .refused(let diagnostic):
            files[index].diagnostics.append(diagnostic)
            return nil
        case .unreadable:
            files[index].diagnostics.append(.error(
                .unreadableUse, "cannot read the included file '\(written.value)'", at: range,
                label: "looked for \(target)", help: "an 'include' path is relative to the file that holds it"))
            return nil
        }
    }

    /// The offset after the line break that ends the line holding `offset`.
    private static func endOfLine(_ bytes: [UInt8], from offset: Int) -> Int {
        var position = offset
        while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
        return Swift.min(position + 1, bytes.count)
    }
}

extension SplicedProgram {
    /// Compiles the program with its included files: nil when a file has syntax errors.
    /// Diagnostics by file, in the order of `files`, each in source order: syntax, `include`
    /// problems, then what the compiler found (and what `more` finds in the compiled program).
    public func compile(
        catalog: ExerciseCatalog = .builtin, unit: MassUnit? = nil,
        more: (CompiledProgram) -> [Diagnostic] = { _ in [] }
    ) -> (program: CompiledProgram?, files: [FileDiagnostics]) {
        var files = self.files
        files[0].diagnostics += parsedFiles[0].diagnostics
        let (program, found) = compileOnly(catalog: catalog, unit: unit, more: more)
        for index in files.indices {
            files[index].diagnostics += found[index]
            files[index].diagnostics.sort { $0.range.start < $1.range.start }
        }
        return (program, files)
    }

    /// Compiles the program with its included files (nil when a file has syntax errors) and
    /// returns only what the compiler and `more` found, by file in the order of `files`.
    public func compileOnly(
        catalog: ExerciseCatalog = .builtin, unit: MassUnit? = nil,
        more: (CompiledProgram) -> [Diagnostic] = { _ in [] }
    ) -> (program: CompiledProgram?, found: [[Diagnostic]]) {
        guard !hasSyntaxErrors else { return (nil, Array(repeating: [], count: files.count)) }
        let compiled = ProgramCompiler.compile(parsed, catalog: catalog, unit: unit)
        return (compiled, place(compiled.diagnostics + more(compiled)))
    }
}
