import Testing
import Overload

@Suite struct LadderAndRuleTests {
    @Test func fiveThreeOneRoundsWithAFivePoundRule() throws {
        let rule = try #require(RoundingRule(step: Mass(5, .lb)))
        #expect(rule.round(Mass(202.5, .lb) * 0.95).isIdentical(to: Mass(190, .lb)))
        #expect(rule.round(Mass(192.375, .lb)).isIdentical(to: Mass(190, .lb)))
        #expect(rule.round(Mass(187.5, .lb)).isIdentical(to: Mass(185, .lb)))
        #expect(rule.round(Mass(187.6, .lb)).isIdentical(to: Mass(190, .lb)))
        #expect(rule.round(Mass(100, .kg)).isIdentical(to: Mass(220, .lb)))
    }

    @Test func ruleRoundsNegativeTargetsTheSameWay() throws {
        let rule = try #require(RoundingRule(step: Mass(5, .kg)))
        #expect(rule.round(Mass(-12, .kg)).isIdentical(to: Mass(-10, .kg)))
        #expect(rule.round(Mass(-12.5, .kg)).isIdentical(to: Mass(-15, .kg)))
    }

    @Test func invalidStepsAreRejected() {
        #expect(RoundingRule(step: Mass(0, .kg)) == nil)
        #expect(RoundingRule(step: Mass(-2.5, .kg)) == nil)
        #expect(RoundingRule(step: Mass(0.0001, .kg)) == nil)
        #expect(RoundingRule(step: Mass(.infinity, .kg)) == nil)
    }

    @Test func ruleAppliesToPlainLoadsOnly() throws {
        let rule = try #require(RoundingRule(step: Mass(2.5, .kg)))
        let equipment = Equipment(rounding: rule)
        let result = equipment.round(target: Mass(61, .kg), for: .none)
        #expect(result.status == .rounded)
        #expect(result.load.isIdentical(to: Mass(60, .kg)))
        #expect(equipment.round(target: Mass(61, .kg), for: .barbell).load.isIdentical(to: Mass(60, .kg)))
        let none = Equipment.none.round(target: Mass(61.3, .kg), for: .none)
        #expect(none.status == .unrounded)
        #expect(none.load.isIdentical(to: Mass(61.3, .kg)))
    }

    @Test func dumbbellRangeLadder() {
        let gym = Equipment.standardKilogramGym
        #expect(gym.round(target: Mass(23, .kg), for: .dumbbell).load.isIdentical(to: Mass(22.5, .kg)))
        #expect(gym.round(target: Mass(23.75, .kg), for: .dumbbell).load.isIdentical(to: Mass(22.5, .kg)))
        #expect(gym.round(target: Mass(24, .kg), for: .dumbbell).load.isIdentical(to: Mass(25, .kg)))
        #expect(gym.round(target: Mass(25, .kg), for: .dumbbell).status == .exact)
        let light = gym.round(target: Mass(1, .kg), for: .dumbbell)
        #expect(light.status == .belowMinimum && light.load.isIdentical(to: Mass(2.5, .kg)))
        let heavy = gym.round(target: Mass(60, .kg), for: .dumbbell)
        #expect(heavy.status == .cannotBuild && heavy.load.isIdentical(to: Mass(50, .kg)))
    }

    @Test func rangeStopsAtTheLastRungNotAboveTheTop() throws {
        let ladder = try #require(WeightLadder.range(from: Mass(2, .kg), to: Mass(51, .kg), by: Mass(2, .kg)))
        #expect(ladder.heaviest.isIdentical(to: Mass(50, .kg)))
        #expect(ladder.lightest.isIdentical(to: Mass(2, .kg)))
        #expect(ladder.count == 25)
        #expect(WeightLadder.range(from: Mass(10, .kg), to: Mass(5, .kg), by: Mass(1, .kg)) == nil)
        #expect(WeightLadder.range(from: Mass(0, .kg), to: Mass(5, .kg), by: Mass(0, .kg)) == nil)
    }

    @Test func explicitListLadder() throws {
        let ladder = try #require(WeightLadder.list([20, 10, 15, 12.5, 10].map { Mass($0, .kg) }))
        #expect(ladder.count == 4)
        let gym = Equipment(dumbbells: ladder)
        #expect(gym.round(target: Mass(17.5, .kg), for: .dumbbell).load.isIdentical(to: Mass(15, .kg)))
        #expect(gym.round(target: Mass(18, .kg), for: .dumbbell).load.isIdentical(to: Mass(20, .kg)))
        #expect(gym.round(target: Mass(11.25, .kg), for: .dumbbell).load.isIdentical(to: Mass(10, .kg)))
        #expect(gym.round(target: Mass(12.5, .kg), for: .dumbbell).status == .exact)
        #expect(gym.round(target: Mass(9, .kg), for: .dumbbell).status == .belowMinimum)
        #expect(WeightLadder.list([]) == nil)
    }

    @Test func machineAndCableStacks() throws {
        let legPress = try #require(WeightLadder.range(from: Mass(10, .kg), to: Mass(200, .kg), by: Mass(10, .kg)))
        let cable = try #require(WeightLadder.range(from: Mass(5, .lb), to: Mass(100, .lb), by: Mass(5, .lb)))
        let rule = try #require(RoundingRule(step: Mass(1, .kg)))
        let gym = Equipment(
            stacks: [
                MachineStack(name: "leg press", ladder: legPress),
                MachineStack(name: "crossover", kind: .cable, ladder: cable),
            ],
            rounding: rule)
        #expect(gym.round(target: Mass(104, .kg), for: .machine).load.isIdentical(to: Mass(100, .kg)))
        #expect(gym.round(target: Mass(33, .lb), for: .cable).load.isIdentical(to: Mass(35, .lb)))
        #expect(gym.round(target: Mass(33, .lb), for: .machine, named: "Crossover").load.isIdentical(to: Mass(35, .lb)))
        let unknown = gym.round(target: Mass(104.4, .kg), for: .machine, named: "hack squat")
        #expect(unknown.load.isIdentical(to: Mass(104, .kg)))
        #expect(gym.stack(named: "LEG PRESS")?.kind == .machine)
    }

    @Test func bodyweightAddedUsesLoosePlates() throws {
        let rule = try #require(RoundingRule(step: Mass(2.5, .kg)))
        let gym = Equipment(
            plates: .each([20, 10, 5, 2.5, 1.25].map { Mass($0, .kg) }, count: 2), rounding: rule)
        let belt = gym.round(target: Mass(33, .kg), for: .bodyweight)
        #expect(belt.load.isIdentical(to: Mass(32.5, .kg)))
        #expect(belt.loosePlates == [Mass(20, .kg), Mass(10, .kg), Mass(2.5, .kg)])
        #expect(belt.platesPerSide.isEmpty)
        let most = gym.round(target: Mass(100, .kg), for: .bodyweight)
        #expect(most.status == .cannotBuild && most.load.isIdentical(to: Mass(77.5, .kg)))
        let assisted = gym.round(target: Mass(-11, .kg), for: .bodyweight)
        #expect(assisted.load.isIdentical(to: Mass(-10, .kg)))
        #expect(gym.round(target: Mass(0, .kg), for: .bodyweight).status == .exact)
    }

    @Test func presetsDescribeStandardGyms() {
        let kg = Equipment.standardKilogramGym
        #expect(kg.defaultBar?.weight == Mass(20, .kg))
        #expect(kg.plates.plates.map(\.weight.value) == [25, 20, 15, 10, 5, 2.5, 1.25])
        #expect(kg.plates.lightest == Mass(1.25, .kg))
        let lb = Equipment.standardPoundGym
        #expect(lb.defaultBar?.weight.isIdentical(to: Mass(45, .lb)) == true)
        #expect(lb.plates.plates.map(\.weight.value) == [45, 35, 25, 10, 5, 2.5])
        #expect(lb.plates.plates.allSatisfy { $0.perSide == 10 })
        #expect(PlateInventory.empty.isEmpty)
    }
}
