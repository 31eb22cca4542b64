import OverloadSyntax

/// Checks a journal against the program it follows (`overload check JOURNAL --program
/// PROGRAM`): a session naming a day the program does not have, and an exercise the program
/// never prescribes, are warned about, each at its first occurrence in the file, since a
/// journal repeats the same names session after session.
public enum ProgramJournalCheck {
    /// The warnings for one parsed journal file against a compiled program.
    public static func check(_ journal: ParsedFile, against program: CompiledProgram, programName: String) -> [Diagnostic] {
        var prescribed: Set<String> = []
        let blocks = DayBlocks(program.snapshot)
        let dayNames = blocks.dayNames
        for week in program.snapshot.weeks {
            for day in week.days {
                for exercise in day.exercises { prescribed.insert(exercise.exerciseID) }
            }
        }
        let catalog = program.catalog
        var diagnostics: [Diagnostic] = []
        var reportedDays: Set<String> = []
        var reportedExercises: Set<String> = []
        let days = dayNames.values.sorted()
        for case .session(let session) in journal.document.statements {
            if let day = session.day, dayNames[day.value.lowercased()] == nil,
               reportedDays.insert(day.value.lowercased()).inserted {
                diagnostics.append(unknownDay(day.value, at: day.range, programName: programName, days: days))
            }
            diagnostics += blocks.unmatchedScores(in: session, source: journal.source, programName: programName)
            for case .performance(let line) in session.body {
                if let label = line.name.label, let unknown = unknownLabel(label, of: line.name, in: catalog),
                   reportedExercises.insert(line.name.text.lowercased()).inserted {
                    diagnostics.append(unknown)
                    continue
                }
                guard let exercise = resolve(line, in: catalog), !prescribed.contains(exercise.id),
                      reportedExercises.insert(exercise.id).inserted else { continue }
                diagnostics.append(.warning(
                    .journalUnprescribedExercise, "\(programName) never prescribes \(line.name.text)",
                    at: line.name.range, label: "logged here, but in no day of any week",
                    help: "log it against the program that prescribes it, or add it to a day"))
            }
        }
        return diagnostics
    }

    /// The exercise a logged line names, read as the compiler reads a plan line: a line of
    /// distance or time only (`row 6000m in 25:00`) names the cardio exercise (the rowing
    /// machine), as the program's `row 1x6000m` does.
    static func resolve(_ line: PerformanceLine, in catalog: ExerciseCatalog) -> Exercise? {
        var distanceOrTimeOnly = false
        for set in line.sets where !set.isSkipped {
            guard set.reps == nil, set.load == nil, set.work != nil else { return catalog.resolve(line.name.text).exercise }
            distanceOrTimeOnly = true
        }
        return distanceOrTimeOnly ? catalog.resolveForDistanceWork(line.name.text) : catalog.resolve(line.name.text).exercise
    }

    /// W0417: `squat (volum)` where the program labels no use of squat so; nil when it does,
    /// or when the name's words are no exercise (the reader says so).
    static func unknownLabel(_ label: String, of name: ExerciseName, in catalog: ExerciseCatalog) -> Diagnostic? {
        guard catalog.resolve(name.text).exercise?.parentID == nil,
              let parent = catalog.resolve(name.baseText).exercise else { return nil }
        let labels = catalog.roles(of: parent.historyID).compactMap(\.role)
        let suggestion = closestMatch(to: label, in: labels)
        let plain = parent.name.lowercased()
        return .warning(
            .journalUnknownLabel, "the program has no use of \(plain) labelled '\(label)'", at: name.range,
            label: suggestion.map { "did you mean '\(name.baseText) (\($0))'?" } ?? "read as \(plain)",
            fixIts: suggestion.map { [FixIt(replace: name.range, with: "\(name.baseText) (\($0))")] } ?? [],
            help: labels.isEmpty
                ? "the program labels no use of \(plain): write \(name.baseText), or label its line in the program"
                : "its uses of \(plain) are " + labels.map { "(\($0))" }.joined(separator: ", "))
    }

    /// W0407: a session names `day`, which the program (`programName`, whose days are `days`)
    /// does not have; shared with the engine commands, which say the same of the sessions
    /// they could not place.
    public static func unknownDay(_ day: String, at range: SourceRange, programName: String, days: [String]) -> Diagnostic {
        .warning(
            .journalUnknownDay, "\(programName) has no day \(SourceFormatter.quote(day))", at: range,
            label: closestMatch(to: day, in: days).map { "did you mean \(SourceFormatter.quote($0))?" },
            help: days.isEmpty ? "the program has no days" : "its days are " + days.map(SourceFormatter.quote).joined(separator: ", "))
    }
}
