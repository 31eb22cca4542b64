import Testing
import Overload

@Suite struct E1RMFormulaTests {
    @Test(arguments: [
        (E1RMFormula.epley, 116.67), (.brzycki, 112.50), (.lombardi, 117.46), (.oconner, 112.50),
        (.mayhew, 119.01), (.wathan, 116.58), (.lander, 113.71),
    ])
    func hundredKilogramsForFive(formula: E1RMFormula, expected: Double) {
        let estimate = formula.estimate(load: 100, reps: 5)
        #expect(abs(estimate - expected) < 0.005, "\(formula.displayName): \(estimate)")
    }

    @Test func epleyAndBrzyckiAgreeAtTenReps() {
        let epley = E1RMFormula.epley.estimate(load: 100, reps: 10)
        let brzycki = E1RMFormula.brzycki.estimate(load: 100, reps: 10)
        #expect(abs(epley - brzycki) < 1e-9)
        #expect(abs(epley - 133.333_333_333) < 1e-6)
    }

    @Test(arguments: E1RMFormula.allCases)
    func aSingleIsItsOwnMax(formula: E1RMFormula) {
        #expect(formula.estimate(load: 142.5, reps: 1) == 142.5)
        #expect(formula.estimate(load: Mass(315, .lb), reps: 1).isIdentical(to: Mass(315, .lb)))
    }

    @Test(arguments: E1RMFormula.allCases)
    func moreRepsEstimateHigherAndStayFinite(formula: E1RMFormula) {
        var previous = formula.estimate(load: 100, reps: 1)
        for reps in 2...50 {
            let estimate = formula.estimate(load: 100, reps: reps)
            #expect(estimate.isFinite && estimate >= previous)
            previous = estimate
        }
    }

    @Test func massEstimateKeepsTheUnit() {
        let estimate = E1RMFormula.epley.estimate(load: Mass(225, .lb), reps: 5)
        #expect(estimate.unit == .lb)
        #expect(abs(estimate.value - 262.5) < 1e-9)
    }

    @Test(arguments: [
        ("Epley", E1RMFormula.epley), ("BRZYCKI", .brzycki), ("o'conner", .oconner),
        ("OConnor", .oconner), ("lombardi", .lombardi), ("Mayhew", .mayhew),
        ("wathan", .wathan), ("Lander", .lander),
    ])
    func parsesNames(name: String, formula: E1RMFormula) {
        #expect(E1RMFormula(name: name) == formula)
    }

    @Test func displayNamesParseBackAndUnknownNamesFail() {
        for formula in E1RMFormula.allCases {
            #expect(E1RMFormula(name: formula.displayName) == formula)
            #expect(E1RMFormula(name: formula.rawValue) == formula)
        }
        #expect(E1RMFormula(name: "mcglothin") == nil)
        #expect(E1RMFormula(name: "") == nil)
        #expect(E1RMFormula.default == .epley)
    }
}
