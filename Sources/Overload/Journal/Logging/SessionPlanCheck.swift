import OverloadSyntax

/// `overload log --program PROGRAM --day NAME`: the day named against the program, and the
/// session logged against that day's plan. A session that differs from the plan is still
/// logged (the lifter did what they did); the differences are said, one line each.
public struct SessionPlanCheck: Sendable {
    /// The program's plan.
    public var snapshot: PlanSnapshot
    /// How names in the journal are read (the program's own exercises included).
    public var catalog: ExerciseCatalog

    /// A check against `snapshot`, reading names with `catalog`.
    public init(snapshot: PlanSnapshot, catalog: ExerciseCatalog) {
        self.snapshot = snapshot
        self.catalog = catalog
    }

    /// The day names of the program, in order, each once.
    public var dayNames: [String] {
        var names: [String] = []
        for week in snapshot.weeks {
            for day in week.days where !names.contains(day.name) { names.append(day.name) }
        }
        return names
    }

    /// The program's spelling of `written` (matched without regard to case); nil when the
    /// program has no such day.
    public func day(named written: String) -> String? {
        dayNames.first { $0 == written } ?? dayNames.first { $0.lowercased() == written.lowercased() }
    }

    /// Why `written` is no day of the program: `"Two Days" has no day "C" (did you mean "B"?);
    /// its days are "A", "B"`.
    public func unknownDay(_ written: String, programName: String) -> String {
        let suggestion = closestMatch(to: written, in: dayNames).map { " (did you mean \(SourceFormatter.quote($0))?)" } ?? ""
        return "\(programName) has no day \(SourceFormatter.quote(written))\(suggestion); its days are "
            + dayNames.map(SourceFormatter.quote).joined(separator: ", ")
    }

    /// What the session did otherwise than the day plans: a lift of the day not logged, a
    /// lift logged the day does not hold, and a lift's work sets (warm-ups and skipped sets
    /// left out) against the plan's, where every week plans the same count.
    public func differences(of session: JournalSession, day: String) -> [String] {
        let versions = snapshot.weeks.compactMap { week in week.days.first { $0.name == day } }
        guard !versions.isEmpty else { return [] }
        var planned: [(id: String, name: String, counts: Set<Int>, optional: Bool, inEvery: Bool)] = []
        for version in versions {
            // A day may list an exercise on several lines (`squat 3x5` twice): the session logs
            // all of them under the one name, so the day plans their sets together.
            var versionCounts: [String: Int] = [:]
            for exercise in version.exercises {
                versionCounts[exercise.exerciseID, default: 0] += exercise.sets.filter { $0.kind != .warmup }.count
            }
            for exercise in version.exercises {
                guard let count = versionCounts.removeValue(forKey: exercise.exerciseID) else { continue }
                if let index = planned.firstIndex(where: { $0.id == exercise.exerciseID }) {
                    planned[index].counts.insert(count)
                } else {
                    let inEvery = versions.allSatisfy { $0.exercises.contains { $0.exerciseID == exercise.exerciseID } }
                    planned.append((exercise.exerciseID, exercise.name, [count], exercise.isOptional, inEvery))
                }
            }
        }
        var lines: [String] = []
        var logged: [String: (name: String, sets: Int)] = [:]
        var order: [String] = []
        for exercise in session.exercises {
            let id = catalog.resolve(exercise.name).exercise?.id ?? exercise.name.lowercased()
            let sets = exercise.sets.filter { $0.kind != .warmup && !$0.isSkipped }.count
            if logged[id] == nil { order.append(id) }
            logged[id] = (exercise.name, (logged[id]?.sets ?? 0) + sets)
        }
        let quotedDay = SourceFormatter.quote(day)
        for exercise in planned where logged[exercise.id] == nil && exercise.inEvery && !exercise.optional {
            lines.append("\(exercise.name) is on day \(quotedDay) but not logged")
        }
        for id in order where !planned.contains(where: { $0.id == id }) {
            if let name = logged[id]?.name { lines.append("\(name) is not on day \(quotedDay)") }
        }
        for exercise in planned {
            guard let done = logged[exercise.id], exercise.counts.count == 1, let count = exercise.counts.first, done.sets != count else {
                continue
            }
            lines.append("\(done.name): \(plural(done.sets, "work set")) logged, day \(quotedDay) plans \(count)")
        }
        return lines
    }
}
