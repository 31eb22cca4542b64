/// Writes journal model values as canonical journal text (see the journal syntax): two-space
/// indentation, lowercase keywords and units, no trailing spaces, numbers without trailing
/// zeros and at most three decimals, every entry ending in a newline.
public struct JournalRenderer: Sendable {
    /// The journal's unit: loads in it are written bare (`85x5`), others with a suffix
    /// (`20lb x 10`). `nil` writes a unit on every load, which is right for any journal.
    public var unit: MassUnit?
    /// Exercise names declared with `exercise "Name"`: always written quoted.
    public var declaredExercises: Set<String>

    /// A renderer for a journal in `unit` that declares `declaredExercises`.
    public init(unit: MassUnit? = nil, declaredExercises: Set<String> = []) {
        self.unit = unit
        self.declaredExercises = declaredExercises
    }

    /// Sessions separated by one blank line; the text ends with one newline (empty for none).
    public func render(_ sessions: [JournalSession]) -> String {
        sessions.map(render).joined(separator: "\n")
    }

    /// Entries in order: a blank line after every session, none between consecutive one-line
    /// entries (decisions, pain flags), as in `2026-11-20 accept ...` / `2026-11-20 reject ...`.
    public func render(_ entries: [JournalEntry]) -> String {
        var text = ""
        var previousWasSession = false
        for entry in entries {
            let isSession: Bool
            if case .session = entry { isSession = true } else { isSession = false }
            if !text.isEmpty && (isSession || previousWasSession) { text += "\n" }
            text += render(entry)
            previousWasSession = isSession
        }
        return text
    }

    /// One entry, ending with a newline.
    public func render(_ entry: JournalEntry) -> String {
        switch entry {
        case .session(let session): return render(session)
        case .decision(let decision): return render(decision)
        case .pain(let flag): return renderStandalone(flag)
        case .resolved(let resolution):
            return "\(resolution.date) resolved " + JournalLexicon.quoted(resolution.bodyPart) + "\n"
        case .note(let note): return "\(note.date) note " + JournalLexicon.quoted(note.text) + "\n"
        case .bodyweight(let reading): return "\(reading.date) bodyweight " + weight(reading.weight) + "\n"
        }
    }

    /// One session: its heading line and indented lines, ending with a newline. Pain flags
    /// are written as `pain` lines; their resolution is an entry of its own date.
    public func render(_ session: JournalSession) -> String {
        var lines = [heading(of: session)]
        func add(_ line: String) { lines.append("  " + line) }
        let plan = session.planSnapshotID.map(JournalLexicon.singleLine) ?? ""
        if !plan.isEmpty { add("plan " + plan) }
        if let mood = session.mood { add("mood " + mood.rawValue) }
        if let energy = session.energy { add("energy " + energy.rawValue) }
        if let soreness = session.soreness { add("soreness " + soreness.rawValue) }
        if let minutes = session.availableMinutes { add("available \(minutes)m") }
        if let effort = session.effort { add("effort \(effort)") }
        if let bodyweight = session.bodyweight { add("bodyweight " + weight(bodyweight)) }
        if let seconds = session.durationSeconds { add("duration " + JournalLexicon.duration(seconds: seconds)) }
        if let note = session.note { add("note " + JournalLexicon.quoted(note)) }
        for exercise in session.exercises { add(exerciseLine(exercise)) }
        for rounds in session.rounds { add(rounds.line) }
        for override in session.overrides { add(overrideLine(override)) }
        for flag in session.painFlags { add(painClause(flag)) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A decision line: `2026-11-20 accept bench +5lb "felt easy"`.
    public func render(_ decision: JournalDecision) -> String {
        let change = JournalLexicon.singleLine(decision.change)
        // A change that starts with a word (`set 3 backoff`) would read as part of a bare name.
        let name = change.first?.isLetter == true ? JournalLexicon.quoted(decision.exercise) : exerciseName(decision.exercise)
        var line = "\(decision.date) \(decision.verdict.rawValue) \(name)"
        if !change.isEmpty { line += " " + change }
        if let reason = decision.reason { line += " " + JournalLexicon.quoted(reason) }
        return line + "\n"
    }

    /// `exercise "Name"` lines declaring names the catalog lacks, one per distinct name.
    public func declarations(_ names: [String]) -> String {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
            .map { "exercise " + JournalLexicon.quoted($0) + "\n" }.joined()
    }

    /// An exercise name as written on a line: bare when it is a plain lowercase name that is
    /// not declared, otherwise quoted.
    public func exerciseName(_ name: String) -> String {
        if !declaredExercises.contains(name) && JournalLexicon.isBareName(name) { return name }
        return JournalLexicon.quoted(name)
    }

    /// The session heading: date, time, quoted day name, program reference in parentheses.
    private func heading(of session: JournalSession) -> String {
        var line = session.date.description
        if let time = session.time { line += " " + SourceFormatter.time(hour: time.hour, minute: time.minute) }
        if let day = session.dayName { line += " " + JournalLexicon.quoted(day) }
        // The reference is free text closed by ')', so parentheses inside become brackets.
        let program = session.programReference.map { JournalLexicon.singleLine($0).replacingParentheses() } ?? ""
        if !program.isEmpty { line += " (\(program))" }
        return line
    }

    /// A bodyweight always carries its unit: `80kg`, `180.5lb`.
    private func weight(_ weight: JournalWeight) -> String {
        JournalLexicon.number(weight.value) + weight.unit.rawValue
    }

    private func exerciseLine(_ exercise: ExercisePerformance) -> String {
        exerciseName(exercise.name) + " "
            + SetListRenderer(unit: unit).render(exercise.sets, exerciseNote: exercise.note)
    }

    private func overrideLine(_ override: JournalSession.Override) -> String {
        let body: String
        let reason: String?
        switch override {
        case .weightPercent(let percent, let why):
            (body, reason) = (JournalLexicon.signedPercent(percent) + " weight", why)
        case .volumePercent(let percent, let why):
            (body, reason) = (JournalLexicon.signedPercent(percent) + " volume", why)
        case .skipExercise(let name, let why):
            (body, reason) = ("skip " + exerciseName(name), why)
        }
        return "override " + body + (reason.map { " " + JournalLexicon.quoted($0) } ?? "")
    }

    private func painClause(_ flag: PainFlag) -> String {
        "pain " + JournalLexicon.quoted(flag.bodyPart) + " " + flag.severity.rawValue
            + (flag.exercise.map { " " + exerciseName($0) } ?? "")
    }

    /// A pain flag on its own date, and its `resolved` line when it has been resolved.
    private func renderStandalone(_ flag: PainFlag) -> String {
        var text = "\(flag.date) " + painClause(flag) + "\n"
        if let resolved = flag.resolvedDate {
            text += "\(resolved) resolved " + JournalLexicon.quoted(flag.bodyPart) + "\n"
        }
        return text
    }
}

extension String {
    fileprivate func replacingParentheses() -> String {
        String(map { $0 == "(" ? "[" : $0 == ")" ? "]" : $0 })
    }
}
