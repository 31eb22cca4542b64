import Testing
import Overload

@Suite struct MassTests {
    @Test func poundIsExactlyDefinedInKilograms() {
        #expect(Mass(1, .lb).kilograms == 0.45359237)
        #expect(MassUnit.lb.kilogramsPerUnit == 0.45359237)
        #expect(MassUnit.kg.kilogramsPerUnit == 1)
    }

    @Test func convertsPoundsToKilogramsWithTheExactFactor() {
        let converted = Mass(225, .lb).converted(to: .kg)
        #expect(converted.unit == .kg)
        #expect(converted.value == 225 * 0.45359237)
        #expect(abs(converted.value - 102.05828325) < 1e-12)
    }

    @Test func convertsKilogramsToPoundsWithTheExactFactor() {
        let converted = Mass(100, .kg).converted(to: .lb)
        #expect(converted.value == 100 / 0.45359237)
        #expect(abs(converted.value - 220.46226218487757) < 1e-10)
        #expect(Mass(100, .kg).converted(to: .kg).isIdentical(to: Mass(100, .kg)))
    }

    /// A conversion multiplies and divides once by whole numbers (45359237 / 10^8), so a load
    /// in whole or half pounds becomes the nearest double to its exact figure in kilograms:
    /// 465 lb prints 210.92045205 kg, not 210.92045205000002 (465 × the rounded 0.45359237).
    @Test func aConversionHasNoFloatNoise() {
        #expect(Mass(465, .lb).value(in: .kg) == 210.92045205)
        #expect("\(Mass(465, .lb).value(in: .kg))" == "210.92045205")
        #expect("\(Mass(192.5, .lb).value(in: .kg))" == "87.316531225")
        #expect(Mass(465, .lb).converted(to: .kg) == Mass(465, .lb))
        #expect(Mass(465, .lb).baseValue == 210.92045205)
        // Back again: the nearest double to the exact figure, 100 / 0.45359237 lb.
        #expect(Mass(100, .kg).value(in: .lb) == 220.46226218487757)
        #expect(Mass(1, .lb).kilograms == 0.45359237)
    }

    /// The exact conversion moves a figure by at most its last bit from the product with the
    /// rounded factor it replaced, so no load a lifter writes rounds or prints differently:
    /// every quarter pound to 1,000 lb and every quarter kilogram to 500 kg, at two decimals
    /// and to the nearest 0.25 kg or 0.5 lb.
    @Test func aRoundedConversionIsThatOfTheRoundedFactor() {
        func twoDecimals(_ value: Double) -> Double { (value * 100).rounded() / 100 }
        func nearest(_ value: Double, _ step: Double) -> Double { (value / step).rounded() * step }
        for quarter in 0...4_000 {
            let pounds = Double(quarter) / 4
            let exact = Mass(pounds, .lb).value(in: .kg), old = pounds * 0.45359237
            #expect(abs(exact - old) <= old.ulp, "\(pounds) lb")
            #expect(twoDecimals(exact) == twoDecimals(old), "\(pounds) lb")
            #expect(nearest(exact, 0.25) == nearest(old, 0.25), "\(pounds) lb")
        }
        for quarter in 0...2_000 {
            let kilograms = Double(quarter) / 4
            let exact = Mass(kilograms, .kg).value(in: .lb), old = kilograms / 0.45359237
            #expect(abs(exact - old) <= old.ulp, "\(kilograms) kg")
            #expect(twoDecimals(exact) == twoDecimals(old), "\(kilograms) kg")
            #expect(nearest(exact, 0.5) == nearest(old, 0.5), "\(kilograms) kg")
        }
    }

    @Test func comparesAcrossUnits() {
        #expect(Mass(100, .kg) > Mass(220, .lb))
        #expect(Mass(100, .kg) < Mass(221, .lb))
        #expect(Mass(0.45359237, .kg) == Mass(1, .lb))
        #expect(Mass(0, .kg) == Mass(0, .lb))
        #expect([Mass(45, .lb), Mass(20, .kg), Mass(10, .kg)].max() == Mass(45, .lb))
    }

    @Test func equalMassesHashAlike() {
        let set: Set<Mass> = [Mass(2.5, .kg), Mass(2.5, .kg), Mass(0.45359237, .kg), Mass(1, .lb)]
        #expect(set.count == 2)
    }

    @Test func isIdenticalRequiresTheSameUnit() {
        #expect(Mass(1, .lb) == Mass(0.45359237, .kg))
        #expect(!Mass(1, .lb).isIdentical(to: Mass(0.45359237, .kg)))
        #expect(Mass(1, .lb).isIdentical(to: Mass(1, .lb)))
    }

    @Test func arithmeticKeepsTheLeftUnit() {
        let sum = Mass(20, .kg) + Mass(45, .lb)
        #expect(sum.unit == .kg)
        #expect(sum.value == 20 + 45 * 0.45359237)
        #expect((Mass(100, .lb) - Mass(10, .lb)).isIdentical(to: Mass(90, .lb)))
        #expect((Mass(100, .kg) * 0.5).isIdentical(to: Mass(50, .kg)))
        #expect((2 * Mass(45, .lb)).isIdentical(to: Mass(90, .lb)))
        #expect((Mass(90, .kg) / 2).isIdentical(to: Mass(45, .kg)))
        #expect((-Mass(5, .kg)).isIdentical(to: Mass(-5, .kg)))
        #expect(Mass(90, .kg) / Mass(100, .kg) == 0.9)
        var running = Mass(20, .kg)
        running += Mass(2.5, .kg)
        running -= Mass(1.25, .kg)
        #expect(running.isIdentical(to: Mass(21.25, .kg)))
    }

    @Test func percentOfATrainingMax() {
        let top = Mass(202.5, .lb).percent(95)
        #expect(top.unit == .lb)
        #expect(abs(top.value - 192.375) < 1e-9)
    }

    @Test(arguments: [
        (Mass(192.5, .lb), "192.5 lb"),
        (Mass(100, .kg), "100 kg"),
        (Mass(1.25, .kg), "1.25 kg"),
        (Mass(0.5, .kg), "0.5 kg"),
        (Mass(192.375, .lb), "192.38 lb"),
        (Mass(102.05828325, .kg), "102.06 kg"),
        (Mass(-2.5, .kg), "-2.5 kg"),
        (Mass(-0.001, .kg), "0 kg"),
        (Mass(99.999, .kg), "100 kg"),
        (Mass(0.1, .lb), "0.1 lb"),
        (Mass(1.05, .kg), "1.05 kg"),
    ])
    func formatsForDisplay(mass: Mass, text: String) {
        #expect(mass.description == text)
    }

    @Test func formatsInAnotherUnit() {
        #expect(Mass(225, .lb).format(in: .kg) == "102.06 kg")
        #expect(Mass(100, .kg).format(in: .lb) == "220.46 lb")
        #expect(Mass(45, .lb).format(in: .lb) == "45 lb")
    }

    @Test func parsesUnitNames() {
        #expect(MassUnit(name: "Pounds") == .lb)
        #expect(MassUnit(name: "kgs") == .kg)
        #expect(MassUnit(name: "g") == nil)
    }
}
