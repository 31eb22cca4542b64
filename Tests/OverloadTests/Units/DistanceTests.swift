import Testing
import Overload

@Suite struct DistanceTests {
    @Test func exactDefinitions() {
        #expect(Distance(1, .mi).metres == 1609.344)
        #expect(Distance(5, .km).metres == 5000)
        #expect(Distance(2000, .m).value(in: .km) == 2)
        #expect(Distance(1609.344, .m).value(in: .mi) == 1)
    }

    @Test func comparesAcrossUnits() {
        #expect(Distance(5, .km) > Distance(3, .mi))
        #expect(Distance(5, .km) < Distance(3.2, .mi))
        #expect(Distance(1, .km) == Distance(1000, .m))
        let set: Set<Distance> = [Distance(1, .km), Distance(1000, .m)]
        #expect(set.count == 1)
    }

    @Test func formatsAndConverts() {
        #expect(Distance(5, .km).description == "5 km")
        #expect(Distance(2000, .m).description == "2000 m")
        #expect(Distance(5, .km).format(in: .mi) == "3.11 mi")
        #expect(Distance(26.2, .mi).format(in: .km) == "42.16 km")
    }

    @Test func arithmeticKeepsTheLeftUnit() {
        let sum = Distance(1, .km) + Distance(500, .m)
        #expect(sum.unit == .km)
        #expect(sum.value == 1.5)
        #expect((Distance(5, .km) - Distance(1, .km)).value == 4)
        #expect((Distance(400, .m) * 4).value == 1600)
    }
}
