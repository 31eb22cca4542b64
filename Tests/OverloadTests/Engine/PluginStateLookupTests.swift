import Overload
@testable import OverloadEngine
import OverloadTestSupport
import Testing

/// A rule's state keeps each key's fingerprint beside its value, and finds a
/// key by its fingerprint before its name. Through any run of writes and removals, of every
/// kind of value, every key reads as a plain dictionary of the same writes holds it, by name
/// and by typed key alike, and states with the same values are equal and hash alike.
@Suite struct PluginStateLookupTests {
    static let keys = ["load", "load%", "tm", "failures", "successes", "seconds", "metres", "reps", "stage", "x", "",
                       "a key longer than sixty-four bytes, which no fingerprint table treats differently at all",
                       "another key longer than sixty-four bytes, to be told apart from the one before it"]

    static func searched(_ state: PluginState, _ key: String) -> PluginState.Value? {
        state.sorted.first { $0.key == key }?.value
    }

    /// A value of every kind, drawn from the generator: loads in both units, counts (negative
    /// too), numbers with signed zeros and fractions, words (empty too), shares, times, flags.
    static func value(_ generator: inout SeededGenerator, step: Int) -> PluginState.Value {
        let numbers = [0, -0.0, 2.5, -17.25, 1e300, 102.5, Double(step) / 8]
        let number = numbers[Int(generator.next() % UInt64(numbers.count))]
        switch generator.next() % 7 {
        case 0: return .mass(Mass(number, generator.next() % 2 == 0 ? .kg : .lb))
        case 1: return .count(step - 2_000)
        case 2: return .number(number)
        case 3: return .text(["", "t1", "5x3+", "a stage with a longer name than a small string holds"][step % 4])
        case 4: return .percent(number)
        case 5: return .seconds(number)
        default: return .flag(step % 2 == 0)
        }
    }

    @Test func everyKeyReadsAsTheWritesMadeIt() {
        var generator = SeededGenerator(seed: 11)
        var state = PluginState()
        var reference: [String: PluginState.Value] = [:]
        for step in 0..<4_000 {
            let key = Self.keys[Int(generator.next() % UInt64(Self.keys.count))]
            // Removals a third of the time, so keys come and go.
            let value: PluginState.Value? = generator.next() % 3 == 0 ? nil : Self.value(&generator, step: step)
            // A copy kept from before the write must not see it.
            let before = state
            let beforeValue = before[key]
            state[key] = value
            reference[key] = value
            #expect(before[key] == beforeValue, "a copy changed at step \(step)")
            for key in Self.keys {
                #expect(state[key] == Self.searched(state, key), "\(key) after step \(step)")
                #expect(state[key] == reference[key], "\(key) after step \(step)")
            }
            let rebuilt = PluginState(reference)
            #expect(state == rebuilt, "step \(step)")
            #expect(state.hashValue == rebuilt.hashValue, "step \(step)")
            #expect(state.values == reference, "step \(step)")
            #expect(state.sorted.map(\.key) == reference.keys.sorted(), "step \(step)")
        }
    }

    /// A typed key reads and writes through its fingerprint what a name reads and writes.
    @Test func typedKeysReadAndWriteAsNamesDo() {
        var generator = SeededGenerator(seed: 29)
        var byKey = PluginState()
        var byName = PluginState()
        let counts = Self.keys.map { StateKey<Int>($0) }
        let masses = Self.keys.map { StateKey<Mass>($0) }
        let words = Self.keys.map { StateKey<String>($0) }
        for step in 0..<3_000 {
            let index = Int(generator.next() % UInt64(Self.keys.count))
            let name = Self.keys[index]
            switch generator.next() % 4 {
            case 0:
                byKey[counts[index]] = step
                byName[name] = .count(step)
            case 1:
                let mass = Mass(Double(step) / 4, step % 2 == 0 ? .kg : .lb)
                byKey[masses[index]] = mass
                byName[name] = .mass(mass)
            case 2:
                byKey[words[index]] = "word \(step)"
                byName[name] = .text("word \(step)")
            default:
                byKey[counts[index]] = nil
                byName[name] = nil
            }
            #expect(byKey == byName, "step \(step)")
            for index in Self.keys.indices {
                #expect(byKey[counts[index]] == byName[Self.keys[index]].flatMap(Int.init(state:)), "step \(step)")
                #expect(byKey[masses[index]] == byName[Self.keys[index]].flatMap(Mass.init(state:)), "step \(step)")
                #expect(byKey[words[index]] == byName[Self.keys[index]].flatMap(String.init(state:)), "step \(step)")
            }
        }
    }

    /// A fingerprint that agrees is not enough: the name is compared too.
    @Test func aSharedFingerprintDoesNotFindAnotherName() {
        var state = PluginState(["load": .mass(Mass(100, .kg))])
        #expect(state.value(print: NamePrint.of("load"), named: "tm") == nil)
        // A write under that fingerprint and another name is a key of its own.
        state.set(.count(3), print: NamePrint.of("load"), named: "tm")
        #expect(state["load"] == .mass(Mass(100, .kg)))
        #expect(state.value(print: NamePrint.of("load"), named: "tm") == .count(3))
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

    /// A value comes back exactly: a negative zero stays negative, and equality
    /// is the values' own (a zero equals a negative zero, as before).
    @Test func bitsComeBackExactly() {
        var state = PluginState()
        state["x"] = .number(-0.0)
        guard case .number(let number)? = state["x"] else { Issue.record("not a number"); return }
        #expect(number.sign == .minus)
        #expect(state == PluginState(["x": .number(0)]))
        #expect(state.hashValue == PluginState(["x": .number(0)]).hashValue)
        state["x"] = .number(0)
        guard case .number(let zero)? = state["x"] else { Issue.record("not a number"); return }
        #expect(zero.sign == .plus)
    }
}
