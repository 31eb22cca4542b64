import Overload

/// The program and the journal given the other way round (`next JOURNAL --journal PROGRAM`):
/// refused with what each file is and the command line meant, as `plan` refuses a journal,
/// rather than answered with an empty plan or week-1 targets.
enum SwappedFiles {
    /// The refusal when the file given as the program holds no program but journal entries;
    /// nil when it is a program (or both).
    static func refusal(program document: Document, programPath: String, journalPath: String, command: String) -> String? {
        guard !ProgramCompiler.hasProgramContent(document), FileKind.holdsJournal(document) else { return nil }
        return "'\(programPath)' is a journal, not a program; the program comes first and the journal after --journal: "
            + "'overload \(command) PROGRAM --journal \(programPath)'"
            + (journalPath == programPath ? "" : " (is '\(journalPath)' the program?)")
    }
}
