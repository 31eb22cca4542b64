import Overload
import Testing

/// The buildable loads either side of a target, as `overload plates` reports them.
@Suite struct BarbellNeighbourTests {
    let kgGym = Equipment.standardKilogramGym

    @Test func anExactLoadIsBothNeighbours() {
        let (below, above) = kgGym.barbellNeighbours(of: Mass(142.5, .kg), bar: .olympic)
        #expect(below?.status == .exact)
        #expect(below?.load.isIdentical(to: Mass(142.5, .kg)) == true)
        #expect(above?.load.isIdentical(to: Mass(142.5, .kg)) == true)
        #expect(below?.platesPerSide == [25, 25, 10, 1.25].map { Mass($0, .kg) })
    }

    @Test func aLoadBetweenTwoGivesBothSides() {
        let (below, above) = kgGym.barbellNeighbours(of: Mass(143, .kg), bar: .olympic)
        #expect(below?.load.isIdentical(to: Mass(142.5, .kg)) == true)
        #expect(above?.load.isIdentical(to: Mass(145, .kg)) == true)
        #expect(above?.platesPerSide == [25, 25, 10, 2.5].map { Mass($0, .kg) })
        // Nearer the upper load: the walk goes down from it.
        let (lower, upper) = kgGym.barbellNeighbours(of: Mass(144.5, .kg), bar: .olympic)
        #expect(lower?.load.isIdentical(to: Mass(142.5, .kg)) == true)
        #expect(upper?.load.isIdentical(to: Mass(145, .kg)) == true)
    }

    /// Two 20s and one pair of 5s: 70 is out of reach between 60 and 80.
    @Test func aSparseInventorySkipsLoadsItCannotMake() {
        let gym = Equipment(bars: [.olympic], plates: PlateInventory([
            PlateCount(weight: Mass(20, .kg), count: 2), PlateCount(weight: Mass(5, .kg), count: 2),
        ]))
        let (below, above) = gym.barbellNeighbours(of: Mass(65, .kg), bar: .olympic)
        #expect(below?.load.isIdentical(to: Mass(60, .kg)) == true)
        #expect(above?.load.isIdentical(to: Mass(70, .kg)) == true)
        let (_, none) = gym.barbellNeighbours(of: Mass(75, .kg), bar: .olympic)
        #expect(none == nil)
    }

    @Test func underTheBarAndOverEveryPlate() {
        let (below, above) = kgGym.barbellNeighbours(of: Mass(15, .kg), bar: .olympic)
        #expect(below == nil)
        #expect(above?.load.isIdentical(to: Mass(20, .kg)) == true)
        let (heaviest, beyond) = kgGym.barbellNeighbours(of: Mass(5000, .kg), bar: .olympic)
        #expect(heaviest?.status == .cannotBuild)
        #expect(beyond == nil)
    }

    @Test func pounds() {
        let (below, above) = Equipment.standardPoundGym.barbellNeighbours(of: Mass(317, .lb), bar: .pound)
        #expect(below?.load.isIdentical(to: Mass(315, .lb)) == true)
        #expect(below?.platesPerSide == [45, 45, 45].map { Mass($0, .lb) })
        #expect(above?.load.isIdentical(to: Mass(320, .lb)) == true)
    }
}
