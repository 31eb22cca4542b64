import Overload

/// The plan's days as a replay reads them, worked out once: each day's exercises in the
/// order it first names them, with their sets (lines joined, numbered from 0), and its name
/// lowercased. A replay of years would otherwise join the sets (and lowercase the names)
/// again for every session.
struct ReplayDays {
    /// One day: each exercise id it names, with its sets.
    struct Day {
        let exercises: [(id: String, sets: [SetPrescription])]
        let lowercasedName: String
        /// The program's name for a day renamed for its week, lowercased: a session may name either.
        let lowercasedProgramName: String?
    }

    /// Where each week's days start in `days`.
    private let weekStarts: [Int]
    private let days: [Day]
    /// Each day's sets of each exercise a rule binds, by the replay's slot (``ExerciseTable``):
    /// what ``sets(ofSlot:at:)`` hands out for every exercise of every session, without
    /// comparing the day's ids one by one.
    private let slotted: [[[SetPrescription]]]
    /// Whether any set is taken of today's top set (`@ 90% of today`): only then can a
    /// session be in progress, and a replay of years skips the check for every session.
    let hasLoadsOfToday: Bool

    /// The days of `snapshot`, with the sets of each exercise in `slots` indexed by its slot.
    init(_ snapshot: PlanSnapshot, slots: [String: Int] = [:]) {
        var starts: [Int] = []
        var days: [Day] = []
        for week in snapshot.weeks {
            starts.append(days.count)
            for day in week.days {
                let exercises = Replay.exerciseOrder(day).map { id in (id: id, sets: Replay.sets(of: id, in: day)) }
                days.append(Day(exercises: exercises, lowercasedName: day.name.lowercased(),
                                lowercasedProgramName: day.renamedFrom?.lowercased()))
            }
        }
        weekStarts = starts
        self.days = days
        slotted = days.map { day in
            var sets = Array(repeating: [SetPrescription](), count: slots.count)
            // The first of an id's entries, as ``sets(of:at:)`` finds it.
            for exercise in day.exercises.reversed() {
                if let slot = slots[exercise.id] { sets[slot] = exercise.sets }
            }
            return sets
        }
        hasLoadsOfToday = days.contains { $0.exercises.contains { $0.sets.contains(where: TodayLoads.isOfToday) } }
    }

    /// The day at `position`.
    func day(at position: ProgramPosition) -> Day { days[weekStarts[position.weekIndex] + position.dayIndex] }

    /// ``Replay/sets(of:in:)`` for the day at `position`: empty when the day does not name the exercise.
    func sets(of id: String, at position: ProgramPosition) -> [SetPrescription] {
        // Read in place: a day copied out of the array retains its exercises and names.
        let index = weekStarts[position.weekIndex] + position.dayIndex
        for exercise in days[index].exercises.indices where days[index].exercises[exercise].id == id {
            return days[index].exercises[exercise].sets
        }
        return []
    }

    /// ``sets(of:at:)`` of the exercise in `slot` of the slots the days were made with.
    func sets(ofSlot slot: Int, at position: ProgramPosition) -> [SetPrescription] {
        slotted[weekStarts[position.weekIndex] + position.dayIndex][slot]
    }

    /// ``ProgramOrder/firstDay(named:from:)``, with the names lowercased once.
    func firstDay(named name: String, from start: ProgramPosition, order: ProgramOrder) -> ProgramPosition? {
        let wanted = name.lowercased()
        var position = start
        for _ in 0..<max(days.count, 1) {
            let day = day(at: position)
            if day.lowercasedName == wanted || day.lowercasedProgramName == wanted { return position }
            guard let following = order.next(after: position) else { return nil }
            position = following
        }
        return nil
    }
}

extension Replay {
    /// Every set a day prescribes for an exercise, its lines joined, numbered from 0.
    static func sets(of id: String, in day: PlannedDay) -> [SetPrescription] {
        var sets: [SetPrescription] = []
        for exercise in day.exercises where exercise.exerciseID == id {
            for set in exercise.sets { sets.append(set.withIndex(sets.count)) }
        }
        return sets
    }
}
