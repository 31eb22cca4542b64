import Overload
import Testing

/// examples/programs/couch-to-5k.lift against the published NHS Couch to 5K weeks (after Josh
/// Clapham's Couch-to-5K): each run's brisk 5-minute walk, then its running and walking in
/// order, and the week's minutes of each, taken from the plan as a lifter would do it.
@Suite struct CouchToFiveKTests {
    /// One stretch of a run: running or walking, in seconds.
    enum Stretch: Equatable, CustomStringConvertible {
        case run(Int), walk(Int)

        var description: String {
            switch self {
            case .run(let seconds): "run \(seconds)s"
            case .walk(let seconds): "walk \(seconds)s"
            }
        }
    }

    static func alternate(run: Int, walk: Int, times: Int) -> [Stretch] {
        Array((0..<times).map { _ in [Stretch.run(run), .walk(walk)] }.joined())
    }

    /// The published weeks: for each week its three runs after the warm-up walk, in order.
    static let published: [Int: [[Stretch]]] = [
        1: Array(repeating: alternate(run: 60, walk: 90, times: 8), count: 3),
        2: Array(repeating: alternate(run: 90, walk: 120, times: 6), count: 3),
        3: Array(repeating: [.run(90), .walk(90), .run(180), .walk(180), .run(90), .walk(90), .run(180), .walk(180)], count: 3),
        4: Array(repeating: [.run(180), .walk(90), .run(300), .walk(150), .run(180), .walk(90), .run(300)], count: 3),
        5: [[.run(300), .walk(180), .run(300), .walk(180), .run(300)], [.run(480), .walk(300), .run(480)], [.run(1200)]],
        6: [[.run(300), .walk(180), .run(480), .walk(180), .run(300)], [.run(600), .walk(180), .run(600)], [.run(1500)]],
        7: Array(repeating: [.run(1500)], count: 3),
        8: Array(repeating: [.run(1680)], count: 3),
        9: Array(repeating: [.run(1800)], count: 3),
    ]

    /// The seconds of a set's timed work; nil for any other work.
    static func seconds(_ set: SetPrescription) -> Int? {
        if case .time(let seconds) = set.work { return seconds }
        return nil
    }

    static func stretch(_ exercise: ExercisePrescription, _ set: SetPrescription) -> Stretch? {
        guard let seconds = seconds(set) else { return nil }
        switch exercise.exerciseID {
        case "running": return .run(seconds)
        case "walking": return .walk(seconds)
        default: return nil
        }
    }

    /// A day of the plan as its warm-up walks and its stretches in the order done: a superset
    /// one set of each exercise a round.
    static func stretches(of day: PlannedDay) -> (warmup: [Int], stretches: [Stretch]) {
        var warmup: [Int] = []
        var stretches: [Stretch] = []
        for item in day.items {
            switch item {
            case .exercise(let exercise):
                for set in exercise.sets {
                    if set.kind == .warmup, let seconds = seconds(set) { warmup.append(seconds); continue }
                    if let stretch = stretch(exercise, set) { stretches.append(stretch) }
                }
            case .superset(let exercises, _):
                let rounds = exercises.map(\.sets.count).max() ?? 0
                for round in 0..<rounds {
                    for exercise in exercises where round < exercise.sets.count {
                        if let stretch = stretch(exercise, exercise.sets[round]) { stretches.append(stretch) }
                    }
                }
            case .break, .rounds:
                break
            }
        }
        return (warmup, stretches)
    }

    @Test func everyRunIsThePublishedRunInOrder() throws {
        let plan = try ExamplePrograms.plan("couch-to-5k.lift")
        #expect(plan.weeks.count == 9)
        for week in 1...9 {
            let days = try #require(plan.week(week)).days
            #expect(days.map(\.name) == ["Run 1", "Run 2", "Run 3"], "week \(week)")
            for (index, day) in days.enumerated() {
                let done = Self.stretches(of: day)
                #expect(done.warmup == [300], "week \(week) \(day.name): a brisk 5-minute walk first")
                #expect(done.stretches == Self.published[week]?[index], "week \(week) \(day.name)")
            }
        }
    }

    @Test func theWeeksMinutesOfRunningAndWalkingAreThePublishedOnes() throws {
        // Minutes of running and of walking (the warm-up aside) in each week's three runs.
        let published: [(run: Double, walk: Double)] = [
            (24, 36), (27, 36), (27, 27), (48, 16.5), (15 + 16 + 20, 6 + 5), (18 + 20 + 25, 6 + 3), (75, 0), (84, 0), (90, 0),
        ]
        let plan = try ExamplePrograms.plan("couch-to-5k.lift")
        for week in 1...9 {
            var run = 0, walk = 0
            for day in try #require(plan.week(week)).days {
                for stretch in Self.stretches(of: day).stretches {
                    switch stretch {
                    case .run(let seconds): run += seconds
                    case .walk(let seconds): walk += seconds
                    }
                }
            }
            #expect(Double(run) / 60 == published[week - 1].run, "week \(week) running")
            #expect(Double(walk) / 60 == published[week - 1].walk, "week \(week) walking")
        }
    }

    @Test func weekOneIsTwentyMinutesAfterTheWalkWithNoRestBetweenRounds() throws {
        let plan = try ExamplePrograms.plan("couch-to-5k.lift")
        let day = try #require(plan.week(1)?.days.first)
        // 5 minutes of walking, then 8 rounds of 60 s + 90 s: 25 minutes in all.
        #expect(day.estimatedDuration == 25 * 60)
    }
}
