import Overload

/// `overload history JOURNAL [EXERCISE]`: sessions, volume, e1RM and personal records.
struct HistoryCommand: Command {
    static let configuration = CommandConfiguration(
        name: "history",
        abstract: "Show sessions, volume, estimated maxes and records from a journal.",
        discussion: """
            Without EXERCISE, lists every session with each exercise's sets, reps, volume (load x \
            reps) and best e1RM, then the best e1RM of each exercise. With EXERCISE (matched through \
            the exercise catalog, so 'bench' finds 'bench press'), shows that exercise's sessions, its \
            personal records (the heaviest load at each rep count, the best e1RM) and a chart of e1RM \
            over time. The e1RM is Epley's estimate; warm-ups, failed and skipped sets and bodyweight \
            sets do not count toward it, and a load added to bodyweight counts with the bodyweight \
            logged on or before its day. Distance and timed work shows distance, time, pace and \
            their records. 'bodyweight' as EXERCISE lists each weighing with its 7-day average. \
            Included files are read.
            """,
        options: [
            .since("Only sessions on or after this date (YYYY-MM-DD)."),
            .format(["text", "json", "csv"]),
            .unit("Report loads in this unit (default: the journal's)."),
            .option("formula", value: "NAME", choices: E1RMFormula.allCases.map(\.rawValue),
                    help: "How to estimate a 1RM from a set (default: epley)."),
            .allowOutsideIncludes,
        ],
        positionals: [
            PositionalSpec("JOURNAL", help: "The journal file."),
            PositionalSpec("EXERCISE", help: "One exercise, such as bench.", optional: true),
        ],
        examples: ["overload history training.lift", "overload history training.lift bench --since 2026-01-01",
                   "overload history training.lift squat --format json"]
    )

    var journal: String
    var exercise: String?
    var since: LocalDate?
    var format: String
    var unit: MassUnit?
    var formula: E1RMFormula

    init(_ arguments: ParsedArguments) throws {
        journal = arguments.positionals[0]
        exercise = arguments.positionals.count > 1 ? arguments.positionals[1] : nil
        let shared = try SharedOptions(arguments)
        since = shared.since
        format = shared.format ?? "text"
        unit = shared.unit
        formula = arguments.option("formula").flatMap { E1RMFormula(name: $0) } ?? .default
    }

    func run(console: inout Console) -> Int32 {
        guard let reading = JournalFiles.readOrReport(journal, console: &console) else { return ExitCode.ioError }
        if let refusal = FileKind.journalRefusal(reading, path: journal) {
            console.printError("Error: " + refusal)
            return ExitCode.dataError
        }
        guard JournalFiles.warnAboutErrors(reading, path: journal, console: &console) else { return ExitCode.dataError }
        do {
            return try Self.show(reading.journal, path: journal, exercise: exercise, since: since, unit: unit, formula: formula,
                                 format: format, console: &console)
        } catch {
            return console.reportUsageError(error.message, of: Self.configuration)
        }
    }

    /// Prints a journal's history (of one exercise, or all): what `history` and the REPL's share.
    /// - Throws: `UsageError` when the journal has no sets of `exercise` (with a did-you-mean).
    static func show(
        _ journal: Journal, path: String, exercise: String?, since: LocalDate? = nil, unit: MassUnit? = nil,
        formula: E1RMFormula = .default, format: String = "text", console: inout Console
    ) throws(UsageError) -> Int32 {
        if exercise?.lowercased() == "rounds", !journal.sessions.contains(where: { $0.exercises.contains { $0.name.lowercased() == "rounds" } }) {
            return try showRounds(journal, path: path, since: since, format: format, console: &console)
        }
        if exercise?.lowercased() == "bodyweight" {
            return try showBodyweight(journal, path: path, since: since, unit: unit, formula: formula, format: format, console: &console)
        }
        let history = TrainingHistory(journal, exercise: exercise, since: since, unit: unit, formula: formula)
        if let exercise, history.exercises.isEmpty {
            throw UsageError(Self.noSets(of: exercise, in: journal, path: path, since: since))
        }
        let text = HistoryText(history: history)
        switch format {
        case "json":
            console.print(history.json, terminator: "")
        case "csv":
            console.print(text.csv(), terminator: "")
        default:
            if exercise != nil {
                console.printReport(history.exercises.map(text.detail).joined(separator: "\n"))
            } else {
                // A journal's blocks of rounds follow its lifts, each workout with its best.
                let rounds = RoundsHistory(journal, since: since)
                console.printReport(text.overview() + (rounds.workouts.isEmpty ? "" : "rounds\n" + rounds.text))
            }
        }
        return ExitCode.success
    }

    /// `history JOURNAL rounds`: every block of rounds logged, workout by workout, with its best.
    /// - Throws: `UsageError` when the journal logs no rounds.
    static func showRounds(
        _ journal: Journal, path: String, since: LocalDate?, format: String, console: inout Console
    ) throws(UsageError) -> Int32 {
        let history = RoundsHistory(journal, since: since)
        guard !history.workouts.isEmpty else {
            throw UsageError("no rounds in '\(path)'" + (since.map { " since \($0)" } ?? "")
                + "; log a block of rounds in a session as 'amrap 20min: 7 rounds + 12 reps'")
        }
        switch format {
        case "json": console.print(history.json, terminator: "")
        default: console.print(history.text, terminator: "")
        }
        return ExitCode.success
    }

    /// `history JOURNAL bodyweight`: every weighing with its 7-day average.
    /// - Throws: `UsageError` when the journal records no bodyweight.
    static func showBodyweight(
        _ journal: Journal, path: String, since: LocalDate?, unit: MassUnit?, formula: E1RMFormula, format: String,
        console: inout Console
    ) throws(UsageError) -> Int32 {
        let history = TrainingHistory(journal, exercise: "bodyweight", since: since, unit: unit, formula: formula)
        let bodyweight = history.bodyweight
        guard !bodyweight.readings.isEmpty else {
            throw UsageError("no bodyweight in '\(path)'" + (since.map { " since \($0)" } ?? "")
                + "; log one as '2026-11-20 bodyweight 82kg', or 'bodyweight 82kg' in a session")
        }
        switch format {
        case "json": console.print(history.json, terminator: "")
        case "csv": console.print(BodyweightText.csv(bodyweight), terminator: "")
        default: console.print(BodyweightText.text(bodyweight), terminator: "")
        }
        return ExitCode.success
    }

    /// `no sets of 'squot' in 'training.lift'; did you mean 'squat'?`: the nearest name the
    /// journal has, else the nearest catalog name.
    static func noSets(of exercise: String, in journal: Journal, path: String, since: LocalDate?) -> String {
        var message = "no sets of '\(exercise)' in '\(path)'" + (since.map { " since \($0)" } ?? "")
        let names = Set(journal.sessions.flatMap { $0.exercises.map { $0.name.lowercased() } })
        if let near = closestMatch(to: exercise, in: names.sorted()) ?? ExerciseCatalog.builtin.closeName(to: exercise)?.lowercased(),
            near != exercise.lowercased()
        {
            message += "; did you mean '\(near)'?"
        }
        return message
    }
}
