import Foundation
import Overload
import OverloadEngine
import OverloadStandardPlugins

/// What a journal says for hover and inlay hints: the journal read with its includes, and
/// the next session it leads to in its program.
struct Training: Sendable {
    var journal: Journal
    /// The next session and the plan's unit; nil without a program, or when the program
    /// cannot be read or has errors.
    var next: (session: NextSession, unit: MassUnit)?
    /// Each rule-bound exercise's rule state after the replay, by exercise id.
    var states: [String: PluginState] = [:]
    /// The program's exercises (its own declared ones too); the built-in ones without a program.
    var catalog = ExerciseCatalog.builtin
    /// The program compiled, for what it declares of an exercise a journal's line names (a
    /// variant, a ladder's rung); nil without a program.
    var program: CompiledProgram?
}

/// The engine's ``Workspace`` for each program and journal pair, kept while the server runs:
/// editors ask for hover and inlay hints on every scroll and after every keystroke, and
/// replaying years of sessions each time would make the editor wait. Each request brings
/// the files' current text: a journal grown at its end (a session logged) is played on the
/// kept replay (`Workspace.update(journal:)`), an edited program is compiled again without
/// reading the journal again, and only a journal changed elsewhere is read whole. The answer
/// is kept while neither text nor the date changes. A reference shared by the server's
/// copies, so a request that only reads can fill it.
final class TrainingCache: @unchecked Sendable {
    /// The program, journal and date a request is for.
    struct Key: Equatable, Sendable {
        var program: String?
        var programBytes: [UInt8]?
        var journal: String
        var journalBytes: [UInt8]
        var date: LocalDate
    }

    private struct Entry {
        var key: Key
        var workspace: Workspace
        var training: Training?
    }

    /// The progressions the replays run rules with.
    let registry: PluginRegistry
    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    private var readCount = 0
    private var appendCount = 0

    /// A cache whose replays run rules with `registry`'s plugins.
    init(registry: PluginRegistry) {
        self.registry = registry
    }

    /// How many times a journal was read and replayed whole.
    var replays: Int {
        lock.lock()
        defer { lock.unlock() }
        return readCount
    }

    /// How many times new sessions at a journal's end were played on a kept replay.
    var appends: Int {
        lock.lock()
        defer { lock.unlock() }
        return appendCount
    }

    /// The training for `key`, from the workspace kept for its program and journal, brought
    /// up to date; `readFile` reads what `use` and `include` lines name.
    func training(for key: Key, readFile: @escaping Workspace.FileReader) -> Training? {
        let slot = (key.program ?? "") + "\u{0}" + key.journal
        lock.lock()
        defer { lock.unlock() }
        guard var entry = entries[slot] else {
            var workspace = Workspace(
                program: Self.programSource(key), journal: SourceFile(name: key.journal, bytes: key.journalBytes),
                registry: registry, readFile: readFile, date: key.date)
            readCount += 1
            let training = Self.training(&workspace, hasProgram: key.program != nil)
            entries[slot] = Entry(key: key, workspace: workspace, training: training)
            return training
        }
        if entry.key == key { return entry.training }
        if entry.key.programBytes != key.programBytes {
            entry.workspace.update(program: Self.programSource(key))
        }
        if entry.key.journalBytes != key.journalBytes {
            let old = entry.key.journalBytes
            let grown = key.journalBytes.count > old.count && key.journalBytes.starts(with: old)
            let outcome = grown ? entry.workspace.appendJournal(Array(key.journalBytes[old.count...])) : .readAgain
            if !grown { entry.workspace.update(journal: SourceFile(name: key.journal, bytes: key.journalBytes)) }
            if case .played = outcome { appendCount += 1 } else { readCount += 1 }
        }
        if entry.key.date != key.date { entry.workspace.update(date: key.date, since: nil) }
        entry.key = key
        entry.training = Self.training(&entry.workspace, hasProgram: key.program != nil)
        entries[slot] = entry
        return entry.training
    }

    private static func programSource(_ key: Key) -> SourceFile {
        SourceFile(name: key.program ?? "", bytes: key.programBytes ?? [])
    }

    private static func training(_ workspace: inout Workspace, hasProgram: Bool) -> Training? {
        guard let journal = workspace.journal else { return nil }
        guard hasProgram, let program = workspace.evaluator?.program,
              let evaluation = workspace.next(), let next = evaluation.next else { return Training(journal: journal, next: nil) }
        return Training(journal: journal, next: (next, program.snapshot.unit), states: evaluation.states, catalog: program.catalog,
                        program: program)
    }

    /// Forgets the workspaces whose program or journal includes or uses other files: one
    /// of those may be what changed on disk. A pair of single files is compared by text.
    func invalidateIncludes() {
        lock.lock()
        entries = entries.filter { $0.value.workspace.journalFiles.count <= 1 && $0.value.workspace.diagnostics.count <= 1 }
        lock.unlock()
    }
}
