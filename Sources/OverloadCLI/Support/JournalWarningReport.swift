import Overload
import OverloadEngine

/// The journal an engine command read, kept to show its warnings after the replay.
struct JournalReport {
    /// Each file read, the root first, with its diagnostics.
    var files: [FileDiagnostics]
    var journalPath: String
    var programPath: String
}

extension EngineInputs {
    /// The most journal warnings an engine command prints in full; the rest are counted in
    /// one line, so a journal with many problems does not bury the answer.
    static let journalWarningLimit = 5

    /// Prints the journal's warnings on standard error, as `check` prints them
    /// (``JournalWarnings``): the reader's, and the sessions the replay could not place.
    /// They change neither the exit status nor standard output; with `--diagnostics json`
    /// (whose document is the program's) they are left to `overload check`.
    func reportJournalWarnings(unplaced: [UnplacedSession], diagnostics format: String?, console: inout Console) {
        guard let report = journalReport, format != "json" else { return }
        let files = JournalWarnings.diagnostics(reading: report.files, unplaced: unplaced, snapshot: snapshot)
        var printer = DiagnosticPrinter(format: nil)
        var room = Self.journalWarningLimit
        var more = 0
        for file in files {
            let shown = file.diagnostics.prefix(room)
            printer.report(Array(shown), in: file.source, console: &console)
            room -= shown.count
            more += file.diagnostics.count - shown.count
        }
        guard more > 0 else { return }
        console.printError("warning: \(plural(more, "more journal warning")) not shown; "
            + "'overload check \(report.journalPath) --program \(report.programPath)' lists the journal's")
    }
}
