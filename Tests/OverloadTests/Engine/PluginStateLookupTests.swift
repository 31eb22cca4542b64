import Overload
import OverloadEngine
import OverloadTestSupport
import Testing

/// A rule's state answers a key it does not hold without searching when no key of that length
/// is held. Through any run of writes and removals, every key reads as a search of the state's
/// sorted entries finds it, and states with the same entries are equal.
@Suite struct PluginStateLookupTests {
    static let keys = ["load", "load%", "tm", "failures", "successes", "seconds", "metres", "reps", "stage", "x",
                       "a key longer than sixty-four bytes, which shares the last length bit with the rest",
                       "another key longer than sixty-four bytes, sharing that bit with the one before it"]

    static func searched(_ state: PluginState, _ key: String) -> PluginState.Value? {
        state.sorted.first { $0.key == key }?.value
    }

    @Test func everyKeyReadsAsTheEntriesHoldIt() {
        var generator = SeededGenerator(seed: 11)
        var state = PluginState()
        var reference: [String: PluginState.Value] = [:]
        for step in 0..<4_000 {
            let key = Self.keys[Int(generator.next() % UInt64(Self.keys.count))]
            // Removals a third of the time, so lengths come and go.
            let value: PluginState.Value? = generator.next() % 3 == 0 ? nil : .count(step)
            state[key] = value
            reference[key] = value
            for key in Self.keys {
                #expect(state[key] == Self.searched(state, key), "\(key) after step \(step)")
                #expect(state[key] == reference[key], "\(key) after step \(step)")
            }
            #expect(state == PluginState(reference), "step \(step)")
        }
    }

    @Test func typedKeysReadThroughTheSameLookup() {
        var state = PluginState(["load": .mass(Mass(100, .kg)), "failures": .count(2)])
        #expect(state[StateKey<Mass>("load")] == Mass(100, .kg))
        #expect(state[StateKey<Int>("failures")] == 2)
        #expect(state[StateKey<Double>("seconds")] == nil)
        #expect(state[StateKey<Int>("fails")] == nil)
        state[StateKey<Int>("failures")] = nil
        #expect(state[StateKey<Int>("failures")] == nil)
        #expect(state == PluginState(["load": .mass(Mass(100, .kg))]))
    }
}
