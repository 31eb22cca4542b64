import Overload
import OverloadEngine
import Testing

/// A change made of masses reads, compares and hashes as the change made of their texts, and
/// a text set later replaces the mass.
@Suite struct StateChangeTextTests {
    @Test func aMassChangeReadsAsItsTexts() {
        let masses = StateChange("load", from: Mass(100, .kg), to: Mass(102.5, .kg), because: "every set made")
        let texts = StateChange("load", from: "100 kg", to: "102.5 kg", because: "every set made")
        #expect(masses.before == "100 kg")
        #expect(masses.after == "102.5 kg")
        #expect(masses.reason == "every set made")
        #expect(masses == texts)
        #expect(masses.hashValue == texts.hashValue)
        let first = StateChange("training max", from: nil, to: Mass(192.5, .lb), because: "set")
        #expect(first.before == nil)
        #expect(first.after == "192.5 lb")
    }

    @Test func aTimeChangeReadsAsItsTexts() {
        let times = StateChange("time", from: TimeSpan(seconds: 45), to: TimeSpan(seconds: 90), because: "held")
        let texts = StateChange("time", from: TimeSpan(seconds: 45).readable, to: TimeSpan(seconds: 90).readable, because: "held")
        #expect(times == texts)
        // A time reads with its units apart: `1m30s` could be a metre and a half.
        #expect(times.after == "1 min 30 s")
    }

    @Test func aTextSetLaterReplacesTheMass() {
        var change = StateChange("load", from: Mass(100, .kg), to: Mass(102.5, .kg), because: "every set made")
        change.after = "held"
        change.before = nil
        #expect(change.after == "held")
        #expect(change.before == nil)
        #expect(change == StateChange("load", from: nil, to: "held", because: "every set made"))
    }
}
