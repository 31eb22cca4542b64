/// Runs every check that needs no other file: syntax, then (for a file that holds a
/// program) the compiler, and (for a file that holds journal entries) the journal reader.
/// `overload check` reports what this returns.
public enum Checker {
    /// Every diagnostic for one parsed file, in source order. Included journal files are not
    /// read; `checkJournal(_:includes:)` reads them. `programChecks` adds what a later stage
    /// checks of a compiled program (the engine's rule checks). With `program` (`overload check
    /// FILE --program PROGRAM`), the file's sessions are also checked against that program's
    /// days and exercises (``ProgramJournalCheck``); a file holding both a program and sessions
    /// is checked against its own program.
    public static func check(
        _ parsed: ParsedFile, catalog: ExerciseCatalog = .builtin,
        program: (compiled: CompiledProgram, name: String)? = nil,
        programChecks: (CompiledProgram) -> [Diagnostic] = { _ in [] }
    ) -> [Diagnostic] {
        check(spliced: SplicedProgram(unspliced: parsed), catalog: catalog, program: program, programChecks: programChecks)[0]
    }

    /// The same checks of a program with the files it `include`s spliced in (the one path for
    /// programs with and without `include` lines): what the root's parse, the compiler,
    /// `programChecks` and the journal reader find, by file in the order of `spliced.files`,
    /// each list in source order. An included file's syntax and `include` problems are not
    /// repeated here: they are in `spliced.files`.
    public static func check(
        spliced: SplicedProgram, catalog: ExerciseCatalog = .builtin,
        program: (compiled: CompiledProgram, name: String)? = nil,
        programChecks: (CompiledProgram) -> [Diagnostic] = { _ in [] }
    ) -> [[Diagnostic]] {
        let parsed = spliced.parsed
        var diagnostics: [Diagnostic] = []
        var ownProgram: CompiledProgram?
        // A file with syntax errors is compiled too: the parser left each bad line out, so
        // every part that parsed gets its check; a line the parser already reported is not
        // reported again.
        if ProgramCompiler.hasProgramContent(parsed.document) {
            let compiled = ProgramCompiler.compile(parsed, catalog: catalog)
            ownProgram = compiled
            diagnostics += JournalReader.withoutLinesWithSyntaxErrors(compiled.diagnostics + programChecks(compiled), in: parsed)
        }
        // A journal is read even with syntax errors: the parser left the bad lines out, and
        // every well-formed entry deserves its check.
        if hasJournalContent(parsed.document) {
            let read = JournalReader(catalog: catalog).read(parsed).diagnostics
            if let program {
                // Did-you-mean offers the program's own spelling of a name before the catalog's.
                diagnostics += ProgramExerciseNames(program.compiled.snapshot).preferringProgramNames(read, in: parsed.source)
                diagnostics += ProgramJournalCheck.check(parsed, against: program.compiled, programName: program.name)
            } else if let ownProgram {
                diagnostics += ProgramExerciseNames(ownProgram.snapshot).preferringProgramNames(read, in: parsed.source)
                diagnostics += ProgramJournalCheck.check(parsed, against: ownProgram, programName: "the program")
            } else {
                diagnostics += read
            }
        }
        // The root's syntax problems are its own parse's (the spliced text's would repeat
        // each included file's, which `spliced.files` holds).
        var placed = spliced.place(diagnostics)
        placed[0] = spliced.parsedFiles[0].diagnostics + placed[0]
        return placed.map { found in found.sorted { $0.range.start < $1.range.start } }
    }

    /// Syntax and journal diagnostics for a journal and every file it includes, each file's
    /// list in source order, the root first. `readFile` reads an included file by path.
    public static func checkJournal(
        _ root: SourceFile, includes readFile: (String) throws -> [UInt8], catalog: ExerciseCatalog = .builtin
    ) -> [FileDiagnostics] {
        JournalReader(catalog: catalog).read(root, includes: readFile).files
    }

    /// `overload check JOURNAL` on a journal (a file without a program) that includes other
    /// files: the journal read whole, every included file under the same rules as everywhere
    /// (inside the folder tree, only `.lift`; ``SourcePathPolicy``), each file with its own
    /// diagnostics, the root first. With `program`, each file's sessions are also checked
    /// against it, as a single file's are.
    public static func checkJournal(
        _ parsed: ParsedFile, includes readFile: (String) throws -> [UInt8], catalog: ExerciseCatalog = .builtin,
        program: (compiled: CompiledProgram, name: String)?
    ) -> [FileDiagnostics] {
        let files = JournalReader(catalog: catalog).read(parsed.source, includes: readFile).files
        guard let program else { return files }
        let names = ProgramExerciseNames(program.compiled.snapshot)
        return files.enumerated().map { index, file in
            let ownParse = index == 0 ? parsed : Parser.parse(file.source)
            var diagnostics = names.preferringProgramNames(file.diagnostics, in: file.source)
            diagnostics += ProgramJournalCheck.check(ownParse, against: program.compiled, programName: program.name)
            diagnostics.sort { $0.range.start < $1.range.start }
            return FileDiagnostics(source: file.source, diagnostics: diagnostics)
        }
    }

    /// True when a document holds `include` lines.
    public static func hasIncludes(_ document: Document) -> Bool {
        document.statements.contains { statement in
            if case .include = statement { return true }
            return false
        }
    }

    /// True when a document holds dated journal entries.
    public static func hasJournalContent(_ document: Document) -> Bool {
        document.statements.contains { statement in
            switch statement {
            case .session, .datedEntry: true
            default: false
            }
        }
    }
}
