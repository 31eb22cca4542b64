import Overload
import OverloadSyntax

/// What the engine commands (`next`, `explain`, `plan --journal`, `suggest`, the decisions)
/// say about the journal they replayed, so that nothing logged is left out without a word:
/// the reader's warnings (an unknown exercise, whose sets count for nothing, offered the
/// program's spelling first) and one warning for each kind of session the program's calendar
/// could not place (W0407 for a day the program lacks, W0409 for a session with no day name
/// and no exercise in common with the next day), at the latest such session. Built only
/// when the commands show them, from what the reading and the replay already hold.
public enum JournalWarnings {
    /// The warnings, by file (only files with some), each file's in source order.
    /// - Parameters:
    ///   - files: the journal's files as read, with their diagnostics (errors are left out:
    ///     the commands say in one line that those lines are left out).
    ///   - unplaced: the sessions the replay could not place (``Evaluation/unplaced``).
    public static func diagnostics(reading files: [FileDiagnostics], unplaced: [UnplacedSession],
                                   snapshot: PlanSnapshot) -> [FileDiagnostics] {
        // The common case, a clean journal, costs a look at each file's list and nothing more.
        guard !unplaced.isEmpty || files.contains(where: { $0.diagnostics.contains { $0.severity == .warning } }) else { return [] }
        let names = ProgramExerciseNames(snapshot)
        var result = files.map { file in
            FileDiagnostics(source: file.source, diagnostics: names.preferringProgramNames(
                file.diagnostics.filter { $0.severity == .warning }, in: file.source).map(Self.sayingWhatIsLeftOut))
        }
        for (source, diagnostic) in Self.unplaced(unplaced, snapshot: snapshot, in: files.map(\.source)) {
            guard let index = result.firstIndex(where: { $0.source.name == source.name }) else { continue }
            result[index].diagnostics.append(diagnostic)
        }
        return result.compactMap { file in
            guard !file.diagnostics.isEmpty else { return nil }
            return FileDiagnostics(source: file.source, diagnostics: file.diagnostics.sorted { $0.range.start < $1.range.start })
        }
    }

    /// An unknown exercise's warning with what it means for the answer: its sets count for
    /// nothing, which is why a rule may say no session of it is logged yet.
    static func sayingWhatIsLeftOut(_ diagnostic: Diagnostic) -> Diagnostic {
        guard diagnostic.code == .journalUnknownExercise else { return diagnostic }
        var said = diagnostic
        said.notes.append(DiagnosticNote("its sets are left out of the answer: no rule and no e1RM sees them"))
        return said
    }

    /// One warning per day name the program lacks, and one for the sessions with no day name
    /// it could not place, each at the latest such session found in `sources`.
    public static func unplaced(_ sessions: [UnplacedSession], snapshot: PlanSnapshot,
                                in sources: [SourceFile]) -> [(source: SourceFile, diagnostic: Diagnostic)] {
        guard !sessions.isEmpty else { return [] }
        var groups: [String?: [UnplacedSession]] = [:]
        var order: [String?] = []
        for session in sessions {
            let key = session.dayName?.lowercased()
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(session)
        }
        let days = Array(Set(snapshot.weeks.flatMap { $0.days.map(\.name) })).sorted()
        let programName = snapshot.programName.isEmpty ? "the program" : SourceFormatter.quote(snapshot.programName)
        var found: [(source: SourceFile, diagnostic: Diagnostic)] = []
        for key in order {
            guard let group = groups[key], let latest = group.last,
                  let (source, range) = SessionHeadingLocator.find(date: latest.date, day: latest.dayName, in: sources)
            else { continue }
            var diagnostic: Diagnostic
            if let day = latest.dayName {
                diagnostic = ProgramJournalCheck.unknownDay(day, at: range, programName: programName, days: days)
            } else {
                diagnostic = .warning(
                    .journalUnplacedSession, "this session matches no day of \(programName)", at: range,
                    label: latest.reason,
                    help: dayHint(for: latest, snapshot: snapshot, days: days))
            }
            diagnostic.notes.append(DiagnosticNote(historyNote(count: group.count, named: latest.dayName != nil)))
            found.append((source, diagnostic))
        }
        return found
    }

    /// How to place a session with no day name: after the date, the first day that has one of
    /// its exercises (the day it most likely was), else the program's days.
    static func dayHint(for session: UnplacedSession, snapshot: PlanSnapshot, days: [String]) -> String {
        let fitting = snapshot.weeks.lazy.flatMap(\.days).first { day in
            day.exercises.contains { session.exerciseIDs.contains($0.exerciseID) }
        }
        if let fitting { return "write the day it was after the date, as in \(session.date) \(SourceFormatter.quote(fitting.name))" }
        return "write the day it was after the date to count it as that day; the days are "
            + days.map(SourceFormatter.quote).joined(separator: ", ")
    }

    /// Says what became of the sessions, and how many there were.
    static func historyNote(count: Int, named: Bool) -> String {
        count == 1
            ? "it counts as history only: it moves no rule and not the place in the program"
            : "\(count) sessions \(named ? "name this day" : "are like this one") (the latest is here): they count as "
                + "history only, moving no rule and not the place in the program"
    }
}
