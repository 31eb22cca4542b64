import Foundation
import Overload
import OverloadEngine
import OverloadStandardPlugins
import OverloadTestSupport
import Testing

/// docs/errors.md is generated from the code lists, the reproducers and what `overload check`
/// reports for them; this test regenerates it under `OVERLOAD_RECORD=1` and otherwise
/// checks that it is up to date. A later stage adds its section here.
@Suite struct ErrorCatalogTests {
    static let sections = [
        ErrorCatalog.Section(
            title: "Syntax (E00xx, E01xx, W00xx)",
            introduction: "Reported while reading a file: E00xx and W00xx by the lexer, E01xx by the parser. "
                + "A file with syntax errors is not compiled or formatted.",
            codes: DiagnosticCodeInfo.syntax),
        ErrorCatalog.Section(
            title: "Programs (E02xx, E03xx, W02xx)",
            introduction: "Reported by the compiler for a file that parses: E02xx for names (exercises, days, waves, "
                + "templates, equipment), E03xx for values (sets, reps, loads, times), W02xx for warnings. "
                + "A warning does not make `overload check` fail.",
            codes: DiagnosticCodeInfo.compiler),
        ErrorCatalog.Section(
            title: "Journals (E04xx, W04xx)",
            introduction: "Reported by the journal reader for a file with dated entries: E04xx for entries it cannot "
                + "record (that line is left out, every other entry is still read), W04xx for warnings. E0409, E0410 "
                + "and W0406 concern included files, which are read by every command that reads a whole journal "
                + "(`overload check`, `log`, `history`, `export`), each problem shown in its own file. The engine "
                + "commands (`next`, `explain`, `plan --journal`, `suggest`) show the journal's warnings too, with "
                + "W0407 and W0409 for the sessions their replay could not place (docs/journal.md). W0410 is "
                + "`overload log`'s (and the REPL's `log`), about the entry it writes; shown here as on 2026-12-31. "
                + "W0221 to W0224 are a program's variant checks (E0125 to E0128) as warnings, for a journal's own variant lines.",
            codes: DiagnosticCodeInfo.journal),
        ErrorCatalog.Section(
            title: "Rules (E05xx, W05xx)",
            introduction: "Reported about `progress` rules and the files a program `use`s: E0504 and E0505 by the "
                + "compiler, the others by the engine's rule check against the plugins (docs/plugins.md). A rule with "
                + "an error does not run. (W0501, a rule read but not run, is retired: script progressions and 'ask' both run.)",
            codes: DiagnosticCodeInfo.rules),
        ErrorCatalog.Section(
            title: "External plugins (E053x, W0530)",
            introduction: "Reported about `plugin` lines and the rules that ask them (`progress squat: coach else "
                + "linear +2.5kg`): E0530, E0534 for a misplaced `else` and a missing timeout by the parser, E0535 by "
                + "the engine's rule check, the others by the compiler; W0530 is a plugin that never runs, W0531 a plugin whose file `overload check` "
                + "looked for and found missing or not allowed to run. What a plugin does when it runs is not checked here: "
                + "`overload check` never runs one (docs/plugins.md).",
            codes: DiagnosticCodeInfo.plugins),
        ErrorCatalog.Section(
            title: "Scripts (E06xx, W06xx)",
            introduction: "Reported about script progressions (`progression NAME(...):`, docs/language.md): E0601 to "
                + "E0607 and W0602 by the static check that `overload check` and every engine command run, E0608 to "
                + "E0610 while a script runs, by `overload next` and `explain` (which then exit 65). Those reproducers "
                + "hold a journal after the program; the output shown is `overload next FILE --journal FILE`'s. "
                + "(W0601, 'suggest' read but not done, is retired: a script's suggestion waits for the lifter's decision.)",
            codes: DiagnosticCodeInfo.scripts),
        ErrorCatalog.Section(
            title: "Files (E07xx)",
            introduction: "Reported about the file an `include` or `use` line names, by every command that reads "
                + "programs or journals: it is read only when it is a `.lift` file in the folder of the file given "
                + "to the command or below (E0701, E0702; `--allow-outside-includes` lifts the folder rule), and shown "
                + "only when it reads as a program or journal (E0703). A program is code from anywhere: these keep it "
                + "from showing the files of the machine it is checked on (docs/language.md, Security).",
            codes: DiagnosticCodeInfo.files),
        ErrorCatalog.Section(
            title: "Project file (E0009, W0003)",
            introduction: "Reported about `overload.json`, the file that names a folder's program and journal "
                + "(docs/cli.md): by the commands that read it (a command not given its program or `--journal`) "
                + "and by the language server. E0009 stops the command; W0003 is shown and the key ignored. "
                + "The reproducers are project files.",
            codes: DiagnosticCodeInfo.project),
    ]

    /// The day the catalogue shows `overload log`'s W0410 as on: after every date of the reproducers.
    static let catalogueToday = LocalDate(year: 2026, month: 12, day: 31)!

    /// The check `overload check` runs on one file (a journal with the files it includes,
    /// whose include problems are the root's).
    static func diagnose(_ source: SourceFile) -> [Diagnostic] {
        // A project file's reproducer: no .lift file starts with '{'.
        if source.bytes.first == UInt8(ascii: "{") { return ProjectFile.read(source).diagnostics }
        let parsed = Parser.parse(source)
        let readReproducer: (String) throws -> [UInt8] = { path in
            Array(try Data(contentsOf: ErrorCatalog.reproducerFolder.appendingPathComponent(path)))
        }
        var diagnostics = ProgramWorkspace.check(parsed, registry: StandardPlugins.registry, readFile: readReproducer)
            .first?.diagnostics ?? []
        diagnostics += runtimeDiagnostics(source, parsed: parsed, readFile: readReproducer)
        // What `overload log` says of an entry dated after today, as on the catalogue's day.
        diagnostics += FutureDates.warnings(in: parsed.document, today: catalogueToday)
        // As `overload check` looks at a plugin's file: the reproducers name files that are not there.
        diagnostics += ExternalPluginFiles.diagnostics(in: parsed.document) { path in
            FileManager.default.fileExists(atPath: ErrorCatalog.reproducerFolder.appendingPathComponent(path).path)
                ? .executable : .missing
        }
        return diagnostics.sorted { $0.range.start < $1.range.start }
    }

    /// For a file holding a program and its journal: the errors its scripts stop with when
    /// `overload next` replays the journal up to its last session.
    static func runtimeDiagnostics(_ source: SourceFile, parsed: ParsedFile, readFile: (String) throws -> [UInt8]) -> [Diagnostic] {
        guard ProgramCompiler.hasProgramContent(parsed.document), Checker.hasJournalContent(parsed.document) else { return [] }
        let workspace = ProgramWorkspace(source, registry: StandardPlugins.registry, readFile: readFile)
        let journal = JournalReader().read(parsed).journal
        guard let evaluator = workspace.evaluator, let last = journal.sessions.last?.date else { return [] }
        let evaluation = evaluator.evaluate(journal, on: last)
        // The sessions the replay could not place with no day name (W0409); a day the program
        // lacks (W0407) is `check`'s own warning already.
        let unplaced = JournalWarnings.unplaced(evaluation.unplaced, snapshot: evaluator.program.snapshot, in: [source])
            .map(\.diagnostic).filter { $0.code == .journalUnplacedSession }
        return evaluation.failures.filter { $0.source.name == source.name }.map(\.diagnostic) + unplaced
    }

    @Test func errorsDocumentIsUpToDate() {
        let document = ErrorCatalog.document(sections: Self.sections, diagnose: Self.diagnose)
        Golden.check(document, against: RepositoryPaths.docs.appendingPathComponent("errors.md"))
    }

    @Test func everyDocumentedCodeHasAReproducer() {
        let missing = ErrorCatalog.missingReproducers(in: Self.sections)
        #expect(missing.isEmpty, "no reproducer for \(missing.map(\.rawValue).joined(separator: ", "))")
    }

    /// No reproducer file is left over for a code that no longer exists.
    @Test func everyReproducerNamesAKnownCode() {
        let known = Set(Self.sections.flatMap(\.codes).map(\.code.rawValue))
        let files = FileListing.files(in: ErrorCatalog.reproducerFolder, withExtension: "lift", recursive: false)
        #expect(!files.isEmpty)
        for file in files {
            let name = file.deletingPathExtension().lastPathComponent
            #expect(known.contains(name), "\(name).lift reproduces no known code")
        }
    }

    /// Each reproducer's first diagnostic is its own code, through the full check.
    @Test func everyReproducerLeadsWithItsCode() throws {
        for info in Self.sections.flatMap(\.codes) {
            let source = try #require(ErrorCatalog.reproducerSource(for: info.code))
            let diagnostics = Self.diagnose(source)
            #expect(diagnostics.first?.code == info.code, "\(info.code).lift yields \(diagnostics.map(\.code.rawValue))")
        }
    }

    @Test func everyCodeIsListedOnce() {
        let document = ErrorCatalog.document(sections: Self.sections, diagnose: Self.diagnose)
        for info in Self.sections.flatMap(\.codes) {
            #expect(document.components(separatedBy: "\n### \(info.code)\n").count == 2, "\(info.code)")
        }
    }
}
