extension JournalReader {
    /// Reads a journal and every file it includes, each `include "file"` relative to the file
    /// that holds it. Files are read only through `readFile` (given the joined path), so this
    /// stays pure. An include cycle, an unreadable file or a file included twice is a
    /// diagnostic on the `include` line; the rest is still read. Declarations of any file
    /// apply to all, and a file without a `unit` line takes the unit of the file including it.
    /// Only the files `policy` allows are read.
    public func read(
        _ root: SourceFile, policy: SourcePathPolicy = .current, includes readFile: (String) throws -> [UInt8]
    ) -> JournalFilesReading {
        var loader = IncludeLoader(root: root.name, policy: policy)
        loader.load(
            Parser.parse(root), key: JournalIncludePath.normalized(root.name), inheritedUnit: nil, stack: [],
            readFile: readFile)
        var declared: Set<String> = []
        for file in loader.files { declared.formUnion(JournalFileReader.declaredNames(in: file.parsed.document.statements)) }

        var readers: [String: JournalFileReader] = [:]
        var declarations: [String] = []
        var variants: [String: DeclaredVariant] = [:]
        for file in loader.files {
            var reader = JournalFileReader(
                source: file.parsed.source, catalog: catalog, declared: declared, inheritedUnit: file.unit)
            reader.read(file.parsed.document.statements)
            for name in reader.declarations where !declarations.contains(name) { declarations.append(name) }
            variants.merge(reader.variants) { first, _ in first }
            readers[file.key] = reader
        }

        // Splice each file's entries where its include line stands, then order by date.
        var entries: [(JournalEntry, (file: String, range: SourceRange))] = []
        var spliced: Set<String> = []
        func splice(_ key: String) {
            guard let reader = readers[key], spliced.insert(key).inserted else { return }
            var next = 0
            func take(upTo end: Int) {
                while next < end {
                    entries.append((reader.entries[next], (key, reader.ranges[next])))
                    next += 1
                }
            }
            for include in reader.includes {
                take(upTo: include.entriesBefore)
                if let target = loader.targets[IncludeLoader.siteKey(key, include.range)] { splice(target) }
            }
            take(upTo: reader.entries.count)
        }
        if let root = loader.files.first { splice(root.key) }
        let ordered = JournalFileReader.orderedByDate(entries)

        var diagnosticsByFile: [String: [Diagnostic]] = loader.diagnostics
        for (key, reader) in readers { diagnosticsByFile[key, default: []] += reader.diagnostics }
        let located = ordered.map { ($0.0, $0.1.range) }
        for (index, warning) in JournalFileReader.unmatchedResolutionIndices(in: located) {
            diagnosticsByFile[ordered[index].1.file, default: []].append(warning)
        }
        let files = loader.files.map { file in
            Self.fileDiagnostics(file.parsed.source, syntax: file.parsed.diagnostics, read: diagnosticsByFile[file.key] ?? [])
        }
        let rootReader: JournalFileReader? = loader.files.first.flatMap { readers[$0.key] }
        let includes: [String] = rootReader?.includedPaths ?? []
        var journal = Journal(
            unit: rootReader?.unit, declaredExercises: declarations, includes: includes, entries: ordered.map { $0.0 })
        journal.declaredVariants = variants
        return JournalFilesReading(journal: journal, files: files)
    }
}

extension JournalReader {
    /// A file's diagnostics: its parser's, then the reader's (`read`) save those on lines the
    /// parser already reported, in source order.
    static func fileDiagnostics(_ source: SourceFile, syntax: [Diagnostic], read: [Diagnostic]) -> FileDiagnostics {
        var diagnostics = syntax + withoutLinesWithSyntaxErrors(read, syntax: syntax, in: source)
        diagnostics.sort { $0.range.start < $1.range.start }
        return FileDiagnostics(source: source, diagnostics: diagnostics)
    }
}

/// Loads a journal's include tree depth first, each file once.
private struct IncludeLoader {
    struct File {
        var key: String
        var parsed: ParsedFile
        var unit: MassUnit?
    }

    var files: [File] = []
    /// Which file each include line (by file key and range) brings in.
    var targets: [String: String] = [:]
    var diagnostics: [String: [Diagnostic]] = [:]
    /// The file the reading started from, and what it may read.
    let root: String
    let policy: SourcePathPolicy

    init(root: String, policy: SourcePathPolicy) {
        self.root = root
        self.policy = policy
    }

    static func siteKey(_ file: String, _ range: SourceRange) -> String { "\(file)@\(range.start)" }

    mutating func load(
        _ parsed: ParsedFile, key: String, inheritedUnit: MassUnit?, stack: [String],
        readFile: (String) throws -> [UInt8]
    ) {
        let statements = parsed.document.statements
        let unit = JournalFileReader.declaredUnit(in: statements) ?? inheritedUnit
        files.append(File(key: key, parsed: parsed, unit: unit))
        let path = stack + [key]
        for case .include(let written, let range) in statements {
            let target = JournalIncludePath.resolve(written.value, from: parsed.source.name)
            if path.contains(target) {
                let cycle = (path.drop { $0 != target } + [target]).map { "'\($0)'" }.joined(separator: " includes ")
                report(key, .error(.journalIncludeCycle, "include cycle: \(cycle)", at: range,
                                   help: "a journal file cannot include itself or a file that includes it"))
                continue
            }
            if files.contains(where: { $0.key == target }) {
                report(key, .warning(.journalRepeatedInclude, "'\(written.value)' is already included; it is read once",
                                     at: range, help: "remove this include line"))
                continue
            }
            let included: ParsedFile
            switch policy.read(written.value, keyword: "include", at: range, target: target, root: root, readFile: readFile) {
            case .parsed(let parsed):
                included = parsed
            case .refused(let diagnostic):
                report(key, diagnostic)
                continue
            case .unreadable:
                report(key, .error(.journalUnreadableInclude, "cannot read the included file '\(written.value)'", at: range,
                                   label: "looked for \(target)",
                                   help: "the path is relative to the file that includes it"))
                continue
            }
            targets[Self.siteKey(key, range)] = target
            load(included, key: target, inheritedUnit: unit, stack: path, readFile: readFile)
        }
    }

    mutating func report(_ file: String, _ diagnostic: Diagnostic) {
        diagnostics[file, default: []].append(diagnostic)
    }
}

/// Paths of included journal files.
enum JournalIncludePath {
    /// `written` relative to the folder of the file named `including` (absolute paths stay).
    static func resolve(_ written: String, from including: String) -> String {
        if written.hasPrefix("/") { return normalized(written) }
        guard let slash = including.lastIndex(of: "/") else { return normalized(written) }
        return normalized(String(including[...slash]) + written)
    }

    /// The path with `.` and `name/..` parts and repeated slashes removed.
    static func normalized(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            if part == "..", isAbsolute { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return isAbsolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }
}
