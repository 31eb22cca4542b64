import Testing
import Overload

@Suite struct BarbellRoundingTests {
    let kgGym = Equipment.standardKilogramGym
    let lbGym = Equipment.standardPoundGym

    @Test func exactKilogramLoad() {
        let result = kgGym.round(target: Mass(100, .kg), for: .barbell)
        #expect(result.status == .exact)
        #expect(result.load.isIdentical(to: Mass(100, .kg)))
        #expect(result.platesPerSide == [Mass(25, .kg), Mass(15, .kg)])
        #expect(result.bar == .olympic)
        #expect(result.isBuildable && !result.needsWarning)
    }

    @Test func roundsToTheNearestKilogramLoad() {
        let result = kgGym.round(target: Mass(101, .kg), for: .barbell)
        #expect(result.status == .rounded)
        #expect(result.load.isIdentical(to: Mass(100, .kg)))
        #expect(result.target.isIdentical(to: Mass(101, .kg)))
        #expect(result.difference.isIdentical(to: Mass(-1, .kg)))
        let up = kgGym.round(target: Mass(101.5, .kg), for: .barbell)
        #expect(up.load.isIdentical(to: Mass(102.5, .kg)))
        #expect(up.platesPerSide == [Mass(25, .kg), Mass(15, .kg), Mass(1.25, .kg)])
    }

    @Test func tiesRoundDown() {
        #expect(kgGym.round(target: Mass(101.25, .kg), for: .barbell).load.isIdentical(to: Mass(100, .kg)))
        #expect(lbGym.round(target: Mass(187.5, .lb), for: .barbell).load.isIdentical(to: Mass(185, .lb)))
    }

    @Test func fiveThreeOneTopSetOnAPoundBar() {
        let target = Mass(202.5, .lb) * 0.95
        let result = lbGym.round(target: target, for: .barbell)
        #expect(result.load.isIdentical(to: Mass(190, .lb)))
        #expect(result.platesPerSide == [Mass(45, .lb), Mass(25, .lb), Mass(2.5, .lb)])
        #expect(abs(result.target.value - 192.375) < 1e-9)
    }

    @Test func poundTargetOnAKilogramGym() {
        let result = kgGym.round(target: Mass(225, .lb), for: .barbell)
        #expect(result.load.isIdentical(to: Mass(102.5, .kg)))
        #expect(result.target.isIdentical(to: Mass(225, .lb)))
    }

    @Test func belowTheBarGivesTheBarWithAWarning() {
        let result = kgGym.round(target: Mass(15, .kg), for: .barbell)
        #expect(result.status == .belowMinimum)
        #expect(result.load.isIdentical(to: Mass(20, .kg)))
        #expect(result.platesPerSide.isEmpty)
        #expect(result.needsWarning && !result.isBuildable)
        #expect(kgGym.round(target: Mass(20, .kg), for: .barbell).status == .exact)
    }

    @Test func aboveTheInventoryGivesTheMaximumWithAWarning() {
        let home = Equipment(
            bars: [.olympic],
            plates: .each([25, 20, 15, 10, 5, 2.5, 1.25].map { Mass($0, .kg) }, count: 2))
        let result = home.round(target: Mass(200, .kg), for: .barbell)
        #expect(result.status == .cannotBuild)
        #expect(result.load.isIdentical(to: Mass(177.5, .kg)))
        #expect(result.platesPerSide.count == 7)
        let top = home.round(target: Mass(177.5, .kg), for: .barbell)
        #expect(top.status == .exact)
    }

    @Test func limitedCountsDefeatGreedy() {
        // One 25 and two 20s per side: greedy takes the 25 and misses 40 per side.
        let gym = Equipment(
            bars: [.olympic],
            plates: PlateInventory([PlateCount(weight: Mass(25, .kg), count: 2), PlateCount(weight: Mass(20, .kg), count: 4)]))
        let result = gym.round(target: Mass(100, .kg), for: .barbell)
        #expect(result.status == .exact)
        #expect(result.platesPerSide == [Mass(20, .kg), Mass(20, .kg)])
    }

    @Test func oddCountsGiveWholePairsOnly() {
        let gym = Equipment(bars: [.olympic], plates: PlateInventory([PlateCount(weight: Mass(20, .kg), count: 3)]))
        let result = gym.round(target: Mass(100, .kg), for: .barbell)
        #expect(result.status == .cannotBuild)
        #expect(result.load.isIdentical(to: Mass(60, .kg)))
    }

    @Test func fewestPlatesHeaviestFirst() {
        let gym = Equipment(
            bars: [.olympic],
            plates: .each([25, 15, 10, 5].map { Mass($0, .kg) }, count: 4))
        let result = gym.round(target: Mass(80, .kg), for: .barbell)
        #expect(result.platesPerSide == [Mass(25, .kg), Mass(5, .kg)])
    }

    @Test func collarsCountInTheLoad() {
        var gym = kgGym
        gym.collar = .competition
        let result = gym.round(target: Mass(100, .kg), for: .barbell)
        #expect(result.load.isIdentical(to: Mass(100, .kg)))
        #expect(result.platesPerSide == [Mass(25, .kg), Mass(10, .kg), Mass(2.5, .kg)])
        #expect(result.collar == .competition)
        #expect(gym.round(target: Mass(20, .kg), for: .barbell).load.isIdentical(to: Mass(25, .kg)))
    }

    @Test func namedBarIsUsed() {
        let gym = Equipment(
            bars: [.olympic, Bar(name: "EZ bar", weight: Mass(10, .kg))],
            plates: .plentiful([5, 2.5, 1.25].map { Mass($0, .kg) }))
        let result = gym.round(target: Mass(30, .kg), for: .barbell, named: "ez BAR")
        #expect(result.bar?.name == "EZ bar")
        #expect(result.platesPerSide == [Mass(5, .kg), Mass(5, .kg)])
        let unknown = gym.round(target: Mass(31, .kg), for: .barbell, named: "trap bar")
        #expect(unknown.status == .unrounded)
        #expect(unknown.load.isIdentical(to: Mass(31, .kg)))
    }

    @Test func barWithoutPlatesOnlyBuildsTheBar() {
        let gym = Equipment(bars: [.pound])
        #expect(gym.round(target: Mass(45, .lb), for: .barbell).status == .exact)
        #expect(gym.round(target: Mass(50, .lb), for: .barbell).status == .cannotBuild)
    }

    @Test func hugeInventoriesFallBackToABuildableLoad() {
        // A thousandth-of-a-kilogram plate next to 3000 kg plates makes the exact table too
        // large; the answer must still be a real load within the counts.
        let gym = Equipment(
            bars: [.olympic],
            plates: PlateInventory([
                PlateCount(weight: Mass(0.001, .kg), count: 2), PlateCount(weight: Mass(3000, .kg), count: 2),
            ]))
        let result = gym.round(target: Mass(2020, .kg), for: .barbell)
        #expect(result.isBuildable)
        let sum = result.platesPerSide.reduce(0) { $0 + thousandths($1.value) }
        #expect(thousandths(result.load.value) == 20_000 + 2 * sum)
    }

    @Test func nonFiniteTargetsAreLeftAlone() {
        let result = kgGym.round(target: Mass(.nan, .kg), for: .barbell)
        #expect(result.status == .unrounded)
        let huge = kgGym.round(target: Mass(1e300, .kg), for: .barbell)
        #expect(huge.status == .cannotBuild)
    }
}
