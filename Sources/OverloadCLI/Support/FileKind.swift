import Overload

/// What a file holds, for commands that need one kind: `plan` a program, `history` and
/// `export` a journal. A file may hold both (a program with its journal below it), and is
/// then accepted by both kinds of command; a file that holds only the other kind is refused
/// with the command that reads it, rather than answered with nothing.
enum FileKind {
    /// Whether the document has journal entries: sessions or dated one-line entries.
    static func holdsJournal(_ document: Document) -> Bool {
        document.statements.contains { statement in
            switch statement {
            case .session, .datedEntry: true
            default: false
            }
        }
    }

    /// The refusal for `plan` of a file with no program, or nil when it has one.
    static func programRefusal(_ document: Document, path: String) -> String? {
        guard !ProgramCompiler.hasProgramContent(document) else { return nil }
        if holdsJournal(document) {
            return "'\(path)' is a journal, not a program; to see it, run 'overload history \(path)'"
        }
        return "'\(path)' holds no program: no day, week or exercise lines"
    }

    /// The refusal for `history` or `export` of a file that is a program with no journal
    /// entries, or nil when it is a journal (or both).
    static func journalRefusal(_ reading: JournalFilesReading, path: String) -> String? {
        guard reading.journal.entries.isEmpty, let main = reading.files.first else { return nil }
        let document = Parser.parse(main.source).document
        guard ProgramCompiler.hasProgramContent(document) else { return nil }
        return "'\(path)' is a program, not a journal; to see its plan, run 'overload plan \(path)'"
    }
}
