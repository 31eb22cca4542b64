import Overload

/// Weekly volume from the journal's history: hard sets per muscle group and tonnage per lift.
enum VolumeBuilder {
    /// Hard sets per muscle group per week from `fromDay` (a Monday): each working set of an
    /// exercise counts 1 for each of its primary muscles in the catalog and 1/2 for each
    /// secondary one. A working set is one `history` counts: not a warm-up, not skipped.
    /// Groups are ordered by their total, highest first.
    static func muscleWeeks(_ histories: [ExerciseHistory], fromDay: Int, catalog: ExerciseCatalog = .builtin) -> [WeeklySeries] {
        var byMuscle: [Muscle: [Int: Double]] = [:]
        for history in histories {
            guard let id = history.exerciseID, let exercise = catalog.exercise(id: id) else { continue }
            for session in history.sessions where session.sets > 0 {
                let monday = session.date.weekStart.daysSinceEpoch
                guard monday >= fromDay else { continue }
                for muscle in exercise.primaryMuscles { byMuscle[muscle, default: [:]][monday, default: 0] += Double(session.sets) }
                for muscle in exercise.secondaryMuscles where !exercise.primaryMuscles.contains(muscle) {
                    byMuscle[muscle, default: [:]][monday, default: 0] += Double(session.sets) / 2
                }
            }
        }
        let series = byMuscle.map { muscle, weeks in
            WeeklySeries(name: CatalogWords.words(muscle.rawValue), weeks: weeks.keys.sorted().compactMap { day in
                LocalDate(daysSinceEpoch: day).map { ($0, weeks[day] ?? 0) }
            })
        }
        return series.sorted { left, right in
            let (a, b) = (left.weeks.reduce(0) { $0 + $1.value }, right.weeks.reduce(0) { $0 + $1.value })
            return a != b ? a > b : left.name < right.name
        }
    }

    /// Load x reps of the working sets of each lift per week from `fromDay` (the session
    /// volume `history` reports).
    static func tonnageWeeks(_ histories: [ExerciseHistory], fromDay: Int) -> [WeeklySeries] {
        histories.map { history in
            var weeks: [Int: Double] = [:]
            for session in history.sessions where session.volume > 0 {
                let monday = session.date.weekStart.daysSinceEpoch
                if monday >= fromDay { weeks[monday, default: 0] += session.volume }
            }
            return WeeklySeries(name: history.name, weeks: weeks.keys.sorted().compactMap { day in
                LocalDate(daysSinceEpoch: day).map { ($0, weeks[day] ?? 0) }
            })
        }
    }

}

/// Effort and stalls of a main lift.
enum EffortBuilder {
    static func figures(of history: ExerciseHistory, today: LocalDate) -> EffortFigures {
        let logged = history.sessions.compactMap { session in session.topSetRPE.map { (day: session.date.daysSinceEpoch, value: $0) } }
        // Thinned as the e1RM is: each week's or month's hardest top set on a long journal.
        let rpe = SeriesThinning.thin(logged).points.compactMap { point in LocalDate(daysSinceEpoch: point.day).map { (date: $0, value: point.value) } }
        var weekly: [Int: Double] = [:]
        for (date, value) in history.e1RMSeries {
            let monday = date.weekStart.daysSinceEpoch
            weekly[monday] = max(weekly[monday] ?? value, value)
        }
        let recent = weekly.keys.sorted().suffix(3)
        let recentWeeks = recent.compactMap { day in LocalDate(daysSinceEpoch: day).map { (monday: $0, value: weekly[day] ?? 0) } }
        var moved: Double?
        // Three weeks with sessions, the latest of them this week or the one before: an old
        // plateau is history, not a stall.
        if recentWeeks.count == 3, let last = recent.last, today.weekStart.daysSinceEpoch - last <= 7,
           let first = recentWeeks.first?.value, first > 0 {
            let later = recentWeeks.dropFirst().map(\.value).max() ?? first
            moved = (later - first) / first * 100
        }
        return EffortFigures(name: history.name, rpe: rpe, recentWeeks: recentWeeks, movedPercent: moved)
    }
}

/// Bodyweight readings from the journal, as `history JOURNAL bodyweight` gives them.
enum BodyweightBuilder {
    /// Every reading of `journal` on or after `since` with its 7-day average, from
    /// `BodyweightHistory`: the average reads the days before `since` too, and each reading of
    /// a day stands (a morning and an evening weighing are both readings).
    static func points(_ journal: Journal, since: LocalDate?, unit: MassUnit) -> [BodyweightPoint] {
        let readings = BodyweightHistory(journal, since: since, unit: unit).readings
        // On a long journal, each week's or month's last reading (with its average) stands for
        // it. The values thinned are the readings' places, so the kept place is the last one.
        let places = readings.enumerated().map { (day: $0.element.date.daysSinceEpoch, value: Double($0.offset)) }
        return SeriesThinning.thin(places, keep: .last).points.map { point in
            let reading = readings[Int(point.value)]
            return BodyweightPoint(date: reading.date, value: reading.weight, average: reading.sevenDayAverage)
        }
    }
}
