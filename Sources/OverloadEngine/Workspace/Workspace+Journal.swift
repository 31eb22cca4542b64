import Overload
import OverloadSyntax

extension Workspace {
    /// The journal's root file: read with the files it includes; every replay is made again.
    /// The same file with text added at its end (a session logged) is an append
    /// (``appendJournal(_:)``): only the new entries are played.
    public mutating func update(journal source: SourceFile) {
        if let root = journalRoot, source.name == root.name, source.bytes.count > root.bytes.count,
           source.bytes.starts(with: root.bytes) {
            appendJournal(Array(source.bytes[root.bytes.count...]))
            return
        }
        journalRoot = source
        replace(JournalReader().read(source, includes: { try readFile($0) }))
    }

    /// A journal read elsewhere, with its files' diagnostics; every replay is made again.
    public mutating func update(journal reading: JournalFilesReading) {
        replace(reading)
        journalRoot = reading.files.first?.source
    }

    /// A journal given as a value (the REPL's, with its what-ifs), with no files to report.
    /// When it is the journal before with entries added after its own (a session logged or
    /// assumed), only those are played on the kept replays; otherwise they are made again.
    public mutating func update(journal: Journal) {
        journalRoot = nil
        journalFiles = []
        partReplay = nil
        if let before = self.journal, Self.extends(journal, before) {
            let added = Array(journal.entries[before.entries.count...])
            self.journal = journal
            replays.play(added)
            return
        }
        self.journal = journal
        replays = KeptReplays()
    }

    /// Whether `journal` is `before` with entries added after all of its own.
    private static func extends(_ journal: Journal, _ before: Journal) -> Bool {
        journal.entries.count >= before.entries.count && journal.unit == before.unit
            && journal.declaredExercises == before.declaredExercises && journal.includes == before.includes
            && journal.entries[..<before.entries.count].elementsEqual(before.entries)
    }

    private mutating func replace(_ reading: JournalFilesReading) {
        journal = reading.journal
        journalFiles = reading.files
        replays = KeptReplays()
        partReplay = nil
    }

    // MARK: Appending

    /// What ``appendJournal(_:)`` did.
    public enum JournalAppend: Sendable, Equatable {
        /// The new entries were read on their own and played on the replays kept.
        case played(entries: Int)
        /// The journal was read again whole, and its replays will be made again.
        case readAgain
    }

    /// Adds `bytes` at the end of the journal's root file (a session logged). When the new
    /// text reads clean on its own and holds only sessions and decisions dated on or after
    /// the journal's last entry, its entries are added and played on every replay kept, from
    /// where each stopped: the same state a replay of the whole journal reaches. Anything else
    /// (a `unit`, `exercise` or `include` line, a problem, an earlier date, a root file that
    /// does not end its last line) reads the whole file again, as ``update(journal:)-(SourceFile)`` would.
    @discardableResult
    public mutating func appendJournal(_ bytes: [UInt8]) -> JournalAppend {
        let root = journalRoot ?? SourceFile(name: journalFiles.first?.source.name ?? "journal.lift", text: "")
        let whole = SourceFile(name: root.name, bytes: root.bytes + bytes)
        guard journalRoot != nil, let journal, let entries = Self.appendedEntries(bytes, after: root, of: journal) else {
            journalRoot = whole
            replace(JournalReader().read(whole, includes: { try readFile($0) }))
            return .readAgain
        }
        journalRoot = whole
        // In place: the journal and each replay are extended, not copied.
        self.journal?.entries.append(contentsOf: entries)
        if !journalFiles.isEmpty { journalFiles[0].source = whole }
        replays.play(entries)
        return .played(entries: entries.count)
    }

    /// The entries of text added to `root`, read on their own; nil when they cannot simply
    /// follow the journal's (see ``appendJournal(_:)``).
    static func appendedEntries(_ bytes: [UInt8], after root: SourceFile, of journal: Journal) -> [JournalEntry]? {
        if let last = root.bytes.last, last != UInt8(ascii: "\n") { return nil }
        let parsed = Parser.parse(SourceFile(name: root.name, bytes: bytes))
        guard parsed.diagnostics.isEmpty else { return nil }
        let onlyEntries = parsed.document.statements.allSatisfy { statement in
            switch statement {
            case .session, .datedEntry: true
            default: false
            }
        }
        guard onlyEntries else { return nil }
        let reading = JournalReader().read(parsed, unit: journal.unit, declaredExercises: journal.declaredExercises)
        guard reading.diagnostics.isEmpty else { return nil }
        var previous = journal.entries.last?.date
        for entry in reading.journal.entries {
            switch entry {
            case .session, .decision: break
            case .pain, .resolved, .note, .bodyweight: return nil
            }
            if let previous, entry.date < previous { return nil }
            previous = entry.date
        }
        return reading.journal.entries
    }

    // MARK: Reading in parts

    /// Starts a replay on ``date`` keeping `steps`, to be given the journal's entries as
    /// they are read elsewhere (the command line reads the journal on a second thread, part
    /// by part, and hands each part here): the replay is done when the reading is.
    public mutating func beginJournalParts(keeping steps: StepHistory) {
        guard let date else { return }
        partReplay = evaluator?.replaying(on: date, since: since, steps: steps)
    }

    /// Plays the entries of the next part of the journal, which follow those given before in
    /// the journal's order.
    public mutating func playJournalPart(_ entries: [JournalEntry]) {
        partReplay?.play(entries)
    }

    /// The journal read whole, after its parts: the replay of the parts is kept when
    /// `partsWereFinal` (they were the journal's entries in its order), dropped otherwise.
    public mutating func finishJournal(_ reading: JournalFilesReading, partsWereFinal: Bool) {
        let played = partReplay
        replace(reading)
        journalRoot = reading.files.first?.source
        if partsWereFinal, let played { replays[played.steps] = played }
    }

    // MARK: Replays

    /// The replay of the whole journal keeping `steps`, made once and kept; nil when the
    /// program has errors or the workspace has no date.
    mutating func replay(keeping steps: StepHistory) -> JournalReplay? {
        if let kept = replays[steps] { return kept }
        guard let evaluator, let date else { return nil }
        var replay = evaluator.replaying(on: date, since: since, steps: steps)
        if let journal { replay.play(journal.entries) }
        replays[steps] = replay
        return replay
    }
}
