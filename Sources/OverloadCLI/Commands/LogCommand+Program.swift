import Overload
import OverloadEngine
import OverloadSyntax

/// `log --program PROGRAM`: the program the session follows, its day checked and its plan
/// id written with the session.
struct LoggedPlan {
    /// The check against the program's plan.
    var check: SessionPlanCheck
    /// The program's plan id, as `next` shows it.
    var planID: String
    /// The day in the program's spelling (or as written, when forced); nil without `--day`.
    var day: String?
    /// The program's name, as its diagnostics say it.
    var programName: String

    /// Nothing is logged: why was said.
    struct Refused: Error {}

    /// The program at `path` with `day` checked, or ``Refused`` after saying why not: the
    /// program could not be read or has errors, or it has no such day (unless `force`).
    /// Its warnings are printed and do not stop the session being logged.
    /// - Parameter fromProject: the program is the one `overload.json` names, not one given
    ///   with `--program`: the lifter did not ask for it by name, so one that cannot be read
    ///   or has errors is passed over with a warning (nil), never a reason to lose the session.
    static func load(_ path: String, day: String?, force: Bool, fromProject: Bool = false, console: inout Console)
        -> Result<LoggedPlan?, Refused> {
        if fromProject {
            let source = try? SourceLoader.load(path, console: console)
            let checked = source.map { ProgramWorkspace.programForJournalCheck($0, path: path, readFile: SourceLoader.readBytes) }
            guard let (program, files) = checked, !files.contains(where: { $0.diagnostics.hasErrors }) else {
                console.printError("warning: '\(path)', the program overload.json names, cannot be read or has errors; "
                    + "the session is logged without checking it against the plan (overload check \(path))")
                return .success(nil)
            }
            return checkDay(day, of: program, force: force, console: &console).map(Optional.some)
        }
        guard let source = SourceLoader.loadOrReport(path, console: &console) else { return .failure(Refused()) }
        let (program, files) = ProgramWorkspace.programForJournalCheck(source, path: path, readFile: SourceLoader.readBytes)
        // Warnings are said and the session is logged; only errors refuse it.
        var printer = DiagnosticPrinter(format: nil)
        for file in files where !file.diagnostics.isEmpty { printer.report(file.diagnostics, in: file.source, console: &console) }
        if files.contains(where: { $0.diagnostics.hasErrors }) {
            console.printError("Error: '\(path)' has errors; nothing was logged (fix it, or log without '--program')")
            return .failure(Refused())
        }
        return checkDay(day, of: program, force: force, console: &console).map(Optional.some)
    }

    /// The plan of `program` with `day` in its spelling, or ``Refused`` for a day it lacks
    /// (unless `force`).
    private static func checkDay(_ day: String?, of program: (compiled: CompiledProgram, name: String), force: Bool,
                                 console: inout Console)
        -> Result<LoggedPlan, Refused> {
        let check = SessionPlanCheck(snapshot: program.compiled.snapshot, catalog: program.compiled.catalog)
        var planned = LoggedPlan(check: check, planID: program.compiled.snapshot.contentID.description, day: day,
                                 programName: program.name)
        if let day {
            if let known = check.day(named: day) {
                planned.day = known
            } else if force {
                console.printError("warning: " + check.unknownDay(day, programName: program.name) + "; logged as written (--force)")
            } else {
                console.printError("Error: " + check.unknownDay(day, programName: program.name)
                    + "; nothing was logged (fix the name, or give --force to log it as written)")
                return .failure(Refused())
            }
        }
        return .success(planned)
    }

    /// W0219 for each score of rounds in `source`, the session as typed, that is none of its
    /// day's blocks: `check --program` says the same of the journal.
    func unmatchedRoundsScores(in source: SourceFile) -> [Diagnostic] {
        ProgramJournalCheck.unmatchedRoundsScores(in: Parser.parse(source), against: check.snapshot, programName: programName)
    }

    /// The lines on which the drafted session differs from its day's plan; none without a
    /// day, or for a day the program lacks.
    func differences(_ draft: SessionLogDraft) -> [String] {
        guard let day, check.day(named: day) != nil else { return [] }
        return draft.entries.flatMap { entry -> [String] in
            guard case .session(let session) = entry else { return [] }
            return check.differences(of: session, day: day)
        }
    }
}
