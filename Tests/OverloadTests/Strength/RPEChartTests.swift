import Testing
import Overload

@Suite struct RPEChartTests {
    @Test func curveMatchesTheTrainingFacts() {
        #expect(RPEChart.curve == [
            100, 95.5, 92.2, 89.2, 86.3, 83.7, 81.1, 78.6, 76.2, 73.9, 70.7, 68.0, 65.3, 62.6, 59.9, 57.3,
        ])
    }

    @Test(arguments: [
        (5, 8.0, 81.1), (3, 9.5, 90.7), (1, 10.0, 100.0), (1, 9.5, 97.8), (2, 9.5, 93.9),
        (1, 9.0, 95.5), (10, 10.0, 73.9), (12, 6.0, 57.3), (16, 10.0, 57.3), (1, 6.5, 87.8),
        (8, 7.0, 70.7), (4, 8.5, 85.0), (14, 8.0, 57.3), (15, 9.5, 58.6),
    ])
    func knownChartValues(reps: Int, rpe: Double, percent: Double) {
        #expect(RPEChart.percentOf1RM(reps: reps, rpe: rpe) == percent)
    }

    @Test(arguments: [
        (13, 6.0), (5, 5.5), (5, 8.3), (0, 10.0), (5, 10.5), (17, 10.0), (15, 8.0), (-1, 9.0),
        (3, Double.nan), (3, Double.infinity), (Int.max, 10.0),
    ])
    func offTheChartIsNil(reps: Int, rpe: Double) {
        #expect(RPEChart.percentOf1RM(reps: reps, rpe: rpe) == nil)
    }

    @Test func harderSetsNeedLighterLoads() throws {
        for reps in 1...16 {
            for halfSteps in 12...20 {
                let rpe = Double(halfSteps) / 2
                guard let here = RPEChart.percentOf1RM(reps: reps, rpe: rpe) else { continue }
                if let moreReps = RPEChart.percentOf1RM(reps: reps + 1, rpe: rpe) {
                    #expect(moreReps < here)
                }
                if halfSteps < 20 {
                    let higherRPE = try #require(RPEChart.percentOf1RM(reps: reps, rpe: rpe + 0.5))
                    #expect(higherRPE > here)
                }
            }
        }
    }

    @Test func wholeRPEFollowsRepsInReserve() {
        // 6 reps @ 8 leaves 2 in reserve: as hard as 8 to failure, the same as 7 @ 9.
        #expect(RPEChart.percentOf1RM(reps: 6, rpe: 8) == RPEChart.curve[7])
        #expect(RPEChart.percentOf1RM(reps: 7, rpe: 9) == RPEChart.curve[7])
    }

    @Test func estimatesOneRepMaxFromASet() throws {
        let e1rm = try #require(RPEChart.e1RM(load: 100, reps: 5, rpe: 8))
        #expect(abs(e1rm - 100 / 0.811) < 1e-9)
        let mass = try #require(RPEChart.e1RM(load: Mass(225, .lb), reps: 1, rpe: 10))
        #expect(mass.isIdentical(to: Mass(225, .lb)))
        #expect(RPEChart.e1RM(load: 100, reps: 20, rpe: 8) == nil)
    }

    @Test func loadForARepTargetFromAOneRepMax() throws {
        let load = try #require(RPEChart.load(oneRepMax: Mass(200, .kg), reps: 5, rpe: 8))
        #expect(load.unit == .kg)
        #expect(abs(load.value - 162.2) < 1e-9)
        #expect(RPEChart.load(oneRepMax: Mass(200, .kg), reps: 5, rpe: 4) == nil)
    }

    @Test func tableRowsComeFromTheCurve() throws {
        #expect(RPEChart.table.count == 9)
        let top = try #require(RPEChart.table.first)
        #expect(top.rpe == 10)
        #expect(top.percents == RPEChart.curve.prefix(12).map { Optional($0) })
        let bottom = try #require(RPEChart.table.last)
        #expect(bottom.rpe == 6)
        #expect(bottom.percents.last == 57.3)
        #expect(RPEChart.table.allSatisfy { $0.percents.count == 12 })
    }

    @Test func markdownTableShowsEveryRow() {
        let lines = RPEChart.markdownTable().split(separator: "\n")
        #expect(lines.count == 11)
        #expect(lines[0] == "| RPE | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 |")
        #expect(lines[2] == "| 10 | 100 | 95.5 | 92.2 | 89.2 | 86.3 | 83.7 | 81.1 | 78.6 | 76.2 | 73.9 | 70.7 | 68 |")
        #expect(lines[3].hasPrefix("| 9.5 | 97.8 | 93.9 | 90.7 |"))
    }
}
