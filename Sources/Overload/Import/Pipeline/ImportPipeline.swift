import Foundation

/// The part every importer shares: rows become sessions (in file order, consecutive rows of
/// one exercise forming one exercise line), names are mapped, sessions are sorted oldest first
/// and those the journal already holds are left out.
struct ImportPipeline {
    let options: ImportOptions
    /// True when the file is one `overload export` wrote, whose names are the journal's.
    var journalNames = false
    private var report = ImportReport()
    private var drafts: [SessionDraft] = []
    private var draftIndexByKey: [String: Int] = [:]

    init(options: ImportOptions) {
        self.options = options
    }

    /// Reads every row of `table` with `convert`, then finishes the import.
    static func run(
        _ table: CSVTable, options: ImportOptions, journalNames: Bool = false, existing: [JournalSession],
        progress: ((Int, Int) -> Void)?, convert: (CSVRow) throws -> ImportedRow
    ) -> ImportResult {
        var pipeline = ImportPipeline(options: options)
        pipeline.journalNames = journalNames
        let total = table.rows.count
        for (index, row) in table.rows.enumerated() {
            do {
                pipeline.add(try convert(row), line: row.line)
            } catch {
                pipeline.reject(row, because: (error as? RowProblem)?.message ?? "\(error)")
            }
            if (index + 1) % 256 == 0 || index + 1 == total { progress?(index + 1, total) }
        }
        if total == 0 { progress?(0, 0) }
        return pipeline.finish(existing: existing)
    }

    private mutating func reject(_ row: CSVRow, because reason: String) {
        report.rowsRead += 1
        report.rowsRejected += 1
        report.warn("line \(row.line): \(reason); row left out")
    }

    private mutating func add(_ row: ImportedRow, line: Int) {
        report.rowsRead += 1
        if let warning = row.warning { report.warn("line \(line): \(warning)") }
        let index: Int
        if let known = draftIndexByKey[row.session.key] {
            index = known
        } else {
            index = drafts.count
            draftIndexByKey[row.session.key] = index
            drafts.append(SessionDraft(heading: row.session))
        }
        if let set = row.set {
            drafts[index].add(set, to: row.exercise)
        } else {
            report.nonSetRows += 1
        }
        if let note = row.exerciseNote { drafts[index].add(note: note, to: row.exercise) }
        drafts[index].heading.note = drafts[index].heading.note ?? row.session.note
        drafts[index].heading.durationSeconds = drafts[index].heading.durationSeconds ?? row.session.durationSeconds
    }

    private func finish(existing: [JournalSession]) -> ImportResult {
        var report = self.report
        var mapped: [String: String?] = [:]
        var unmapped: [String] = []
        var distanceNames: [String: String] = [:]
        func name(for appName: String, distanceOnly: Bool) -> String {
            if distanceOnly, let cardio = distanceNames[appName] ?? Self.distanceWorkName(appName, mapped: options.exerciseName(appName)) {
                distanceNames[appName] = cardio
                return cardio
            }
            if journalNames, let (base, label) = Self.labelledUse(appName) {
                return name(for: base, distanceOnly: distanceOnly) + " (" + label + ")"
            }
            if let known = mapped[appName] { return known ?? appName }
            let catalogName = options.exerciseName(appName).flatMap { $0.isEmpty ? nil : $0 }
            mapped[appName] = catalogName
            if catalogName == nil { unmapped.append(appName) }
            return catalogName ?? appName
        }

        var meanings: [String: ImportedLoadMeaning] = [:]
        func meaning(of appName: String) -> ImportedLoadMeaning {
            if let known = meanings[appName] { return known }
            let meaning = ImportedLoadMeaning.of(appName, journalNames: journalNames, addsToBodyweight: options.addsToBodyweight)
            meanings[appName] = meaning
            return meaning
        }

        let found = drafts.map { $0.session(naming: name, meaning: meaning) }
        report.sessionsFound = found.count
        report.unmappedNames = unmapped
        report.mergedNames = Self.merged(mapped, meanings: meanings)
        // Oldest first; sessions without a time come first on their day; ties keep file order.
        let ordered = found.enumerated().sorted { left, right in
            let leftKey = (left.element.date, left.element.time?.minutesSinceMidnight ?? -1, left.offset)
            let rightKey = (right.element.date, right.element.time?.minutesSinceMidnight ?? -1, right.offset)
            return leftKey < rightKey
        }.map(\.element)

        let all = ImportResult(sessions: ordered, declaredExercises: unmapped, unit: nil, report: report)
        var result = all.excluding(existing, declared: [])
        result.unit = commonUnit(of: result.sessions)
        return result
    }

    /// A labelled use as the journal writes it and the exporter keeps it (`bench (heavy)`,
    /// `dip (heavy) (Weighted)`): the name before the label, with the exporter's variant
    /// after it, and the label; nil for a name without one (`Bench Press (Barbell)` names
    /// equipment). Only a file the exporter wrote is read so: an app's words in parentheses
    /// are its own.
    static func labelledUse(_ appName: String) -> (base: String, label: String)? {
        let name = ImportedLoadMeaning.variant(of: appName).name
        guard name.hasSuffix(")"), let open = name.range(of: " (", options: .backwards),
              let label = ExerciseUse.label(of: String(name)),
              label == name[open.upperBound..<name.index(before: name.endIndex)] else { return nil }
        let variant = String(appName.dropFirst(name.count))
        return (String(name[..<open.lowerBound]) + variant, label)
    }

    /// The cardio exercise an app's name means on a row of distance or time only (`row` with
    /// 2000 m is the rowing machine, as in the journal's history), when the catalog mapped the
    /// name to a lift; nil otherwise.
    static func distanceWorkName(_ appName: String, mapped: String?) -> String? {
        guard let mapped, let lift = ExerciseCatalog.builtin.resolve(mapped).exercise, lift.pattern != .cardio,
              let cardio = ExerciseCatalog.builtin.resolveForDistanceWork(appName), cardio.pattern == .cardio
        else { return nil }
        return cardio.name.lowercased()
    }

    /// Catalog names that more than one app name became with the same meaning of its weights
    /// (assisted and weighted variants stay apart by their sign), sorted.
    static func merged(_ mapped: [String: String?], meanings: [String: ImportedLoadMeaning]) -> [[String]] {
        var byName: [String: [String]] = [:]
        for (appName, catalogName) in mapped {
            guard let catalogName else { continue }
            let meaning = meanings[appName].map { "\($0)" } ?? ""
            byName[catalogName + "|" + meaning, default: []].append(appName)
        }
        return byName.filter { $0.value.count > 1 }
            .map { key, names in [String(key.prefix { $0 != "|" })] + names.sorted() }
            .sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// The unit most loads are in, or the lifter's unit when there are no loads.
    private func commonUnit(of sessions: [JournalSession]) -> MassUnit? {
        var counts: [MassUnit: Int] = [:]
        for session in sessions {
            for exercise in session.exercises {
                for set in exercise.sets {
                    if let unit = set.load?.unit { counts[unit, default: 0] += 1 }
                }
            }
        }
        let kg = counts[.kg] ?? 0
        let lb = counts[.lb] ?? 0
        if kg == 0 && lb == 0 { return options.unit }
        return kg >= lb ? .kg : .lb
    }
}

/// A session being assembled from its rows.
private struct SessionDraft {
    var heading: SessionHeading
    var exercises: [(appName: String, note: String?, sets: [SetPerformance])] = []

    init(heading: SessionHeading) {
        self.heading = heading
    }

    mutating func add(_ set: SetPerformance, to exercise: String) {
        if exercises.last?.appName != exercise { exercises.append((exercise, nil, [])) }
        exercises[exercises.count - 1].sets.append(set)
    }

    mutating func add(note: String, to exercise: String) {
        if exercises.last?.appName != exercise { exercises.append((exercise, nil, [])) }
        let current = exercises[exercises.count - 1].note
        // Hevy repeats the exercise note on every set; keep each distinct note once.
        if current?.components(separatedBy: "; ").contains(note) == true { return }
        exercises[exercises.count - 1].note = current.map { $0 + "; " + note } ?? note
    }

    /// `sets` cut where distance or timed work alone gives way to other work or back; one run
    /// when they do not mix. A skipped set stays in the run it falls in.
    static func runsByWork(_ sets: [SetPerformance]) -> [[SetPerformance]] {
        var runs: [[SetPerformance]] = []
        var current: [SetPerformance] = []
        var currentKind: Bool?
        for set in sets {
            let kind: Bool? = set.isSkipped ? nil : [set].isDistanceOrTimeOnly
            if let kind, let existing = currentKind, kind != existing {
                runs.append(current)
                current = []
            }
            if let kind { currentKind = kind }
            current.append(set)
        }
        if !current.isEmpty { runs.append(current) }
        return runs
    }

    /// The session, with names mapped by `naming` and loads read as `meaning` says for each
    /// app name. An exercise with a note but no sets (possible with Strong's `Note` rows)
    /// keeps its note in the session note.
    func session(naming: (String, Bool) -> String, meaning: (String) -> ImportedLoadMeaning) -> JournalSession {
        var note = heading.note
        var performances: [ExercisePerformance] = []
        for exercise in exercises {
            if exercise.sets.isEmpty {
                if let exerciseNote = exercise.note {
                    let line = exercise.appName + ": " + exerciseNote
                    note = note.map { $0 + "\n" + line } ?? line
                }
                continue
            }
            let reading = meaning(exercise.appName)
            // A line of distance or time only (`row 2000m`) names the cardio exercise; an app
            // name with both (`row` 2 km, then `row` 60x8, as an export of two journal lines
            // writes them) is one line a run of each, so the row stays on the machine.
            for (index, run) in Self.runsByWork(exercise.sets).enumerated() {
                performances.append(ExercisePerformance(
                    name: naming(exercise.appName, run.isDistanceOrTimeOnly), note: index == 0 ? exercise.note : nil,
                    sets: run.map(reading.apply)))
            }
        }
        return JournalSession(
            date: heading.date, time: heading.time, dayName: heading.dayName,
            durationSeconds: heading.durationSeconds, note: note, exercises: performances)
    }
}
