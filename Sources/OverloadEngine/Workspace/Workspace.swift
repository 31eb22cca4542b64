import Overload
import OverloadSyntax

/// The engine's one front door: a program and a journal, and the circumstances they are read
/// in, loaded, checked and evaluated once each, with every engine command's answer.
///
/// Each stage is kept until an input it depends on changes (docs/engine.md, "Workspace"):
///
/// - the program parsed, loaded (its `use` lines followed, its includes spliced), its scripts
///   registered, compiled and its rules resolved: ``program``, redone by ``update(program:)``;
/// - the journal read (``journal``, ``journalFiles``), redone by ``update(journal:)``, extended in place by
///   ``appendJournal(_:)``;
/// - each replay of the journal on ``date`` (one for each ``StepHistory`` asked for), made
///   when an answer first needs it and kept; an append plays only the new entries on it.
///
/// Pure: files named by `use` and `include` are read only through the `readFile` given, no
/// clock is read (the date is given), and external plugins run only through the `runner`
/// the caller gives, which the command line gives only with the lifter's consent
/// (`--allow-exec`).
///
/// `Sendable`: a value of Sendable parts (the program, the journal, the replays it keeps
/// are values; the classes inside are immutable), so a copy may go to another thread. It is
/// not shared: a command, or the REPL, holds one workspace and updates it in place, and a
/// journal part read on another thread is handed to it as entries (``playJournalPart(_:)``).
public struct Workspace: Sendable {
    /// Reads the files the program `use`s and `include`s and the files the journal includes,
    /// by path.
    public typealias FileReader = @Sendable (String) throws -> [UInt8]

    /// The plugins rules may name, before the program's scripts are added.
    public let baseRegistry: PluginRegistry
    let readFile: FileReader
    /// Runs the program's external plugins; nil runs none (each such rule's fallback answers).
    public internal(set) var runner: ExternalRunner?

    /// The date the answers are for: later journal entries are left out. Nil for a
    /// workspace that answers nothing of a journal (`plan` without one): it makes no replay.
    public internal(set) var date: LocalDate?
    /// The program's first day when it has no `start` line; earlier sessions are history only.
    public internal(set) var since: LocalDate?

    /// The program loaded, checked and compiled, with its registry and diagnostics.
    public internal(set) var program: ProgramWorkspace
    /// The program's evaluator, the runner in it; nil when the program has errors.
    public internal(set) var evaluator: Evaluator?
    /// The program compiled in another unit, by unit (`plan --unit`), made when first asked.
    var converted: [MassUnit: ConvertedProgram] = [:]

    /// The journal as read; nil when no journal was given.
    public internal(set) var journal: Journal?
    /// Each file of the journal as read, the root first, with its diagnostics (none for a
    /// journal given as a value).
    public internal(set) var journalFiles: [FileDiagnostics] = []
    /// The journal's root file as read, when it was read from text here: what
    /// ``appendJournal(_:)`` extends.
    var journalRoot: SourceFile?
    /// Each replay of the whole journal on ``date``, by the steps it keeps.
    var replays = KeptReplays()
    /// A replay being given the journal's parts as they are read (``playJournalPart(_:)``).
    var partReplay: JournalReplay?

    /// A workspace on a program's text; `journal` is the journal's root file (nil for none,
    /// or for a journal given later, read elsewhere: ``finishJournal(_:partsWereFinal:)``).
    /// - Parameters:
    ///   - readFile: reads the files `use` and `include` lines name.
    ///   - runner: runs the program's external plugins; give one only with the lifter's consent.
    public init(
        program: SourceFile, journal: SourceFile? = nil, registry: PluginRegistry, readFile: @escaping FileReader,
        runner: ExternalRunner? = nil, date: LocalDate? = nil, since: LocalDate? = nil
    ) {
        self.init(parsedProgram: Parser.parse(program), journal: journal, registry: registry, readFile: readFile, runner: runner,
                  date: date, since: since)
    }

    /// A workspace on a program already parsed (the REPL's, with its what-ifs placed in it).
    public init(
        parsedProgram: ParsedFile, journal: SourceFile? = nil, registry: PluginRegistry, readFile: @escaping FileReader,
        runner: ExternalRunner? = nil, date: LocalDate? = nil, since: LocalDate? = nil
    ) {
        baseRegistry = registry
        self.readFile = readFile
        self.runner = runner
        self.date = date
        self.since = since
        program = Self.load(parsedProgram, registry: registry, readFile: readFile)
        evaluator = Self.evaluator(of: program, runner: runner)
        if let journal { update(journal: journal) }
    }

    /// Loads and checks a parsed program: its `use`d and included files read once.
    static func load(_ parsed: ParsedFile, registry: PluginRegistry, readFile: FileReader) -> ProgramWorkspace {
        ProgramWorkspace(loaded: ProgramLoader().load(parsed: parsed, readFile: readFile), registry: registry)
    }

    static func evaluator(of program: ProgramWorkspace, runner: ExternalRunner?) -> Evaluator? {
        guard !program.hasErrors, var evaluator = program.evaluator else { return nil }
        evaluator.runner = runner
        return evaluator
    }

    // MARK: Updates

    /// Another program (an edit, a what-if): loaded, checked and compiled again; the
    /// journal's reading is kept, its replays are made again when next asked for.
    public mutating func update(program source: SourceFile) {
        update(parsedProgram: Parser.parse(source))
    }

    /// Another program, already parsed.
    public mutating func update(parsedProgram: ParsedFile) {
        program = Self.load(parsedProgram, registry: baseRegistry, readFile: readFile)
        evaluator = Self.evaluator(of: program, runner: runner)
        converted = [:]
        replays = KeptReplays()
        partReplay = nil
    }

    /// Another date or first day: the replays are made again when next asked for.
    public mutating func update(date: LocalDate?, since: LocalDate?) {
        guard date != self.date || since != self.since else { return }
        self.date = date
        self.since = since
        replays = KeptReplays()
        partReplay = nil
    }

    /// Another runner for external plugins (nil runs none): the replays are made again.
    public mutating func update(runner: ExternalRunner?) {
        self.runner = runner
        evaluator = Self.evaluator(of: program, runner: runner)
        replays = KeptReplays()
        partReplay = nil
    }

    /// Every diagnostic of the program by file: the program, its included files, its used files.
    public var diagnostics: [FileDiagnostics] { program.files }

    /// True when the program has an error: it is not evaluated.
    public var hasErrors: Bool { program.hasErrors }

    /// The program's own plan; nil when it did not compile.
    public var snapshot: PlanSnapshot? { program.compiled?.snapshot }
}

/// The program compiled in another unit than its own, with the compiler's diagnostics by file.
struct ConvertedProgram {
    var compiled: CompiledProgram?
    var files: [FileDiagnostics]
}
