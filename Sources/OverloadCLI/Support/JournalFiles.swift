import Foundation
import Overload
import OverloadSyntax

/// Reads journals from disk for the journal commands: the file and what it includes.
enum JournalFiles {
    /// Whether a journal file exists (a journal the first `log` or `import` creates does not).
    static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    /// The journal at `path` with its includes (an empty journal when `allowMissing` and there
    /// is no file yet), or nil after printing why it cannot be read: the caller then exits
    /// with `ExitCode.ioError`.
    static func readOrReport(_ path: String, console: inout Console, allowMissing: Bool = false) -> JournalFilesReading? {
        let source = allowMissing && path != "-" && !exists(path)
            ? SourceFile(name: path, text: "")
            : SourceLoader.loadOrReport(path, console: &console)
        return source.map { JournalReader().read($0, includes: SourceLoader.readBytes) }
    }

    /// The journal's warnings about its own variant lines (W0221 to W0224), printed when the
    /// entries being logged name an exercise the journal declares: a session of a variant
    /// whose line is wrong is recorded as a plain exercise's, and the lifter should know.
    static func reportVariantWarnings(
        _ reading: JournalFilesReading, loggedIn entries: [JournalEntry], printer: inout DiagnosticPrinter, console: inout Console
    ) {
        let declared = Set(reading.journal.declaredExercises.map { $0.lowercased() })
        let names = entries.flatMap { entry -> [String] in
            if case .session(let session) = entry { return session.exercises.map(\.name) }
            return []
        }
        guard names.contains(where: { declared.contains($0.lowercased()) }) else { return }
        let codes: Set<DiagnosticCode> = [.journalUnknownVariantParent, .journalVariantShareOutOfRange, .journalVariantLoop,
                                          .journalInvalidVariant]
        for file in reading.files {
            let variants = file.diagnostics.filter { codes.contains($0.code) }
            if !variants.isEmpty { printer.report(variants, in: file.source, console: &console) }
        }
    }

    /// Prints the diagnostics of every file and returns how many errors and warnings there were.
    static func report(
        _ reading: JournalFilesReading, printer: inout DiagnosticPrinter, console: inout Console
    ) -> (errors: Int, warnings: Int) {
        var errors = 0
        var warnings = 0
        for file in reading.files where !file.diagnostics.isEmpty {
            printer.report(file.diagnostics, in: file.source, console: &console)
            errors += file.diagnostics.count(of: .error)
            warnings += file.diagnostics.count(of: .warning)
        }
        return (errors, warnings)
    }

    /// A note that a journal's lines with errors are left out, with how many of its sessions
    /// they took with them, for commands that go on anyway.
    /// Returns false, after printing an error, when the journal has errors and nothing of
    /// it could be read (a binary or compressed file, another format): the command then
    /// stops with `ExitCode.dataError` rather than answer as if there were no sessions.
    @discardableResult
    static func warnAboutErrors(_ reading: JournalFilesReading, path: String, console: inout Console) -> Bool {
        let errors = reading.files.reduce(0) { $0 + $1.diagnostics.count(of: .error) }
        guard errors > 0 else { return true }
        if reading.journal.entries.isEmpty {
            console.printError("Error: nothing in '\(path)' could be read as a journal (\(plural(errors, "error")); "
                + "see 'overload check \(path)')")
            return false
        }
        let written = reading.files.reduce(0) { $0 + JournalSessionCount.written(in: $1.source.bytes) }
        let leftOut = max(0, written - JournalSessionCount.read(in: reading.journal))
        console.printError(
            "warning: '\(path)' has \(plural(errors, "error")); those lines are left out, "
                + "\(leftOut) of its \(plural(written, "session")) with them (see 'overload check \(path)')")
        return true
    }
}

/// Calendar values from the command line and the clock.
enum CalendarArguments {
    /// A `YYYY-MM-DD` option value, or one relative to today (``RelativeDate``).
    static func date(_ text: String, option: String) throws -> LocalDate {
        if let date = LocalDate(iso: text) { return date }
        guard let today = today(), let date = RelativeDate.resolve(text, today: today) else {
            throw UsageError("'--\(option)' takes a date such as 2026-11-18, yesterday, -2 or mon, not '\(text)'")
        }
        return date
    }

    /// An `H:MM` option value.
    static func time(_ text: String, option: String) throws -> LocalTime {
        guard let time = LocalTime(text: text) else {
            throw UsageError("'--\(option)' takes a time such as 18:30 or 7:05, not '\(text)'")
        }
        return time
    }

    /// Today in the local time zone: the one place the command line reads the clock.
    static func today() -> LocalDate? {
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: Date())
        guard let year = parts.year, let month = parts.month, let day = parts.day else { return nil }
        return LocalDate(year: year, month: month, day: day)
    }

    /// A `kg` or `lb` option value.
    static func unit(_ text: String?) -> MassUnit? {
        text.flatMap { MassUnit(name: $0) }
    }
}
