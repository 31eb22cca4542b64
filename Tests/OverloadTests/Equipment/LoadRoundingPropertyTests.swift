import Testing
import Overload
import OverloadTestSupport

/// Random targets against brute-force enumeration; seeded so a failure reproduces.
@Suite struct LoadRoundingPropertyTests {
    static let weights: [Double] = [25, 20, 15, 10, 5, 2.5, 1.25]

    @Test func barbellLoadsMatchBruteForceOnSmallInventories() {
        var g = SeededGenerator(seed: 7)
        var checked = 0
        for _ in 0..<60 {
            let counts = Self.weights.map { _ in Int.random(in: 0...5, using: &g) }
            let collar: Collar? = Bool.random(using: &g) ? .competition : nil
            let bar = Bool.random(using: &g) ? Bar.olympic : Bar.womensOlympic
            let gym = Equipment(
                bars: [bar],
                plates: PlateInventory(zip(Self.weights, counts).map { PlateCount(weight: Mass($0, .kg), count: $1) }),
                collar: collar)
            let brute = BruteForceLoads(weights: Self.weights.map(thousandths), available: counts.map { $0 / 2 })
            let empty = thousandths(bar.weight.value) + 2 * thousandths(collar?.weight.value ?? 0)
            let maximum = empty + 2 * (brute.totals.last ?? 0)
            for _ in 0..<10 {
                let target = Double.random(in: 0...260, using: &g)
                check(gym.round(target: Mass(target, .kg), for: .barbell), target: thousandths(target),
                      empty: empty, maximum: maximum, brute: brute, counts: counts)
                checked += 1
            }
            // Exact midpoints between neighbouring loads must round down.
            let loads = brute.totals.map { empty + 2 * $0 }
            for (lower, upper) in zip(loads, loads.dropFirst()).prefix(5) {
                let middle = (lower + upper) / 2
                let result = gym.round(target: Mass(Double(middle) / 1000, .kg), for: .barbell)
                #expect(thousandths(result.load.value) == lower, "tie \(middle) between \(lower) and \(upper)")
                check(result, target: middle, empty: empty, maximum: maximum, brute: brute, counts: counts)
                checked += 1
            }
        }
        #expect(checked > 600)
    }

    private func check(
        _ result: Loadable, target: Int64, empty: Int64, maximum: Int64, brute: BruteForceLoads, counts: [Int]
    ) {
        let plates = result.platesPerSide.map { thousandths($0.value) }
        let load = thousandths(result.load.value)
        // Buildable: bar + collars + 2 x plates, exactly, within the counts.
        #expect(load == empty + 2 * plates.reduce(0, +))
        #expect(result.load.value == (Double(empty) + 2 * Double(plates.reduce(0, +))) / 1000)
        for (weight, count) in zip(Self.weights, counts) {
            #expect(plates.filter { $0 == thousandths(weight) }.count <= count / 2)
        }
        #expect(plates == plates.sorted(by: >))
        if target < empty {
            #expect(result.status == .belowMinimum && load == empty)
        } else if target > maximum {
            #expect(result.status == .cannotBuild && load == maximum)
        } else {
            // Nearest buildable, ties down, with the fewest plates heaviest first.
            let perSide = brute.nearest(to: target - empty, multiplier: 2)
            #expect(load == empty + 2 * perSide, "target \(target)")
            #expect(plates == brute.preferredPlates(for: perSide))
            #expect(result.status == (load == target ? .exact : .rounded))
        }
    }

    @Test(arguments: [
        (Equipment.standardKilogramGym, MassUnit.kg, 1.25),
        (Equipment.standardPoundGym, MassUnit.lb, 2.5),
    ])
    func presetGymsStayWithinHalfTheSmallestStep(gym: Equipment, unit: MassUnit, smallestPlate: Double) throws {
        var g = SeededGenerator(seed: 7)
        let bar = try #require(gym.defaultBar).weight.value
        let halfStep = thousandths(smallestPlate)
        for _ in 0..<400 {
            let target = Double.random(in: bar...(bar + 600), using: &g)
            let result = gym.round(target: Mass(target, unit), for: .barbell)
            #expect(result.isBuildable)
            #expect(result.load.unit == unit)
            let error = thousandths(result.load.value) - thousandths(target)
            #expect(error <= halfStep && -error <= halfStep, "target \(target)")
            let plates = result.platesPerSide.reduce(0) { $0 + $1.value }
            #expect(result.load.value == bar + 2 * plates)
        }
        for k in 0..<200 {
            let lower = bar + 2 * smallestPlate * Double(k)
            let tie = gym.round(target: Mass(lower + smallestPlate, unit), for: .barbell)
            #expect(tie.load.value == lower)
        }
    }

    @Test func beltLoadsMatchBruteForce() {
        var g = SeededGenerator(seed: 7)
        for _ in 0..<30 {
            let counts = Self.weights.map { _ in Int.random(in: 0...3, using: &g) }
            let gym = Equipment(
                plates: PlateInventory(zip(Self.weights, counts).map { PlateCount(weight: Mass($0, .kg), count: $1) }))
            let brute = BruteForceLoads(weights: Self.weights.map(thousandths), available: counts)
            let maximum = brute.totals.last ?? 0
            for _ in 0..<10 {
                let target = Double.random(in: 0...120, using: &g)
                let result = gym.round(target: Mass(target, .kg), for: .bodyweight)
                let load = thousandths(result.load.value)
                #expect(load == result.loosePlates.reduce(0) { $0 + thousandths($1.value) })
                if counts.allSatisfy({ $0 == 0 }) {
                    #expect(result.status == .unrounded)
                } else if thousandths(target) > maximum {
                    #expect(result.status == .cannotBuild && load == maximum)
                } else {
                    #expect(load == brute.nearest(to: thousandths(target), multiplier: 1))
                }
            }
        }
    }

    @Test func roundingRuleGivesTheNearestMultipleTiesDown() throws {
        var g = SeededGenerator(seed: 7)
        let steps = [Mass(2.5, .kg), Mass(5, .lb), Mass(1.25, .kg), Mass(1, .lb)]
        for _ in 0..<500 {
            let step = try #require(steps.randomElement(using: &g))
            let rule = try #require(RoundingRule(step: step))
            let target = Mass(Double.random(in: -50...400, using: &g), Bool.random(using: &g) ? .kg : .lb)
            let rounded = rule.round(target)
            #expect(rounded.unit == step.unit)
            let wanted = thousandths(target.value(in: step.unit))
            let got = thousandths(rounded.value)
            let quantum = thousandths(step.value)
            #expect(got % quantum == 0)
            #expect(2 * abs(got - wanted) <= quantum)
            if 2 * abs(got - wanted) == quantum { #expect(got < wanted) }
        }
    }
}
