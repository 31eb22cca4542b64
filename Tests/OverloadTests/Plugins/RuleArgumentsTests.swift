import Overload
@testable import OverloadEngine
import OverloadSyntax
import OverloadTestSupport
import Testing

/// A rule's arguments answer a slot's first value from their short list of first values, and
/// compare by their values alone.
@Suite struct RuleArgumentsTests {
    static func arguments(_ values: [(String, RuleArguments.Value)]) -> RuleArguments {
        var arguments = RuleArguments()
        for (offset, (name, value)) in values.enumerated() {
            arguments.append(value, named: name, at: SourceRange(offset, offset + 1))
        }
        return arguments
    }

    @Test func aSlotAnswersItsFirstValue() {
        let arguments = Self.arguments([
            ("range", .repRange(lower: 8, upper: 12)), ("period", .word("week")), ("period", .word("cycle")),
            ("fails", .count(3)),
        ])
        #expect(arguments.repRange("range")! == (8, 12))
        #expect(arguments.value("period") == .word("week"))
        #expect(arguments.words("period") == ["week", "cycle"])
        #expect(arguments.count("fails") == 3)
        #expect(arguments.value("step") == nil)
        #expect(arguments.count("range") == nil)
    }

    /// A typed slot reads through its name's fingerprint what its name reads, for slots
    /// written in any order, repeated, or not written; a fingerprint alone finds nothing.
    @Test func aTypedSlotReadsAsItsNameDoes() {
        let names = ["step", "every", "deload", "fails", "deloadEvery", "range", "period", "pace", ""]
        var generator = SeededGenerator(seed: 7)
        for round in 0..<300 {
            var written: [(String, RuleArguments.Value)] = []
            for _ in 0..<Int(generator.next() % 6) {
                let name = names[Int(generator.next() % UInt64(names.count))]
                let value: RuleArguments.Value = switch generator.next() % 3 {
                case 0: .count(Int(generator.next() % 9))
                case 1: .percent(Double(generator.next() % 40))
                default: .word("w\(round)")
                }
                written.append((name, value))
            }
            let arguments = Self.arguments(written)
            for name in names {
                let first = written.first { $0.0 == name }?.1
                #expect(arguments.value(name) == first, "\(name) in round \(round)")
                #expect(arguments[Slot<RuleArguments.Value>(name)] == first, "\(name) in round \(round)")
                #expect(arguments[Slot<Int>(name)] == first.flatMap(Int.read), "\(name) in round \(round)")
                #expect(arguments[Slot<Double>(name)] == first.flatMap(Double.read), "\(name) in round \(round)")
            }
        }
        let arguments = Self.arguments([("step", .count(1))])
        #expect(arguments.value(print: NamePrint.of("step"), named: "every") == nil)
    }

    @Test func aSlotLeftOutIsGone() {
        let arguments = Self.arguments([("fails", .count(3)), ("deload", .percent(10)), ("every", .count(2))])
        let kept = arguments.without(["deload", "fails"])
        #expect(kept.value("deload") == nil)
        #expect(kept.value("fails") == nil)
        #expect(kept.count("every") == 2)
        #expect(kept == Self.arguments([("every", .count(2))]).withRanges(of: kept))
    }

    @Test func argumentsWrittenInAnotherOrderAreEqual() {
        let one = Self.arguments([("fails", .count(3)), ("every", .count(2))])
        var other = RuleArguments()
        other.append(.count(2), named: "every", at: SourceRange(1, 2))
        other.append(.count(3), named: "fails", at: SourceRange(0, 1))
        #expect(one == other)
        #expect(one.hashValue == other.hashValue)
        #expect(one != Self.arguments([("fails", .count(4)), ("every", .count(2))]))
    }
}

extension RuleArguments {
    /// The same values with `other`'s ranges, to compare values alone.
    fileprivate func withRanges(of other: RuleArguments) -> RuleArguments {
        var copy = RuleArguments()
        for (name, values) in values.sorted(by: { $0.key < $1.key }) {
            for value in values { copy.append(value, named: name, at: other.ranges[name] ?? SourceRange(0, 0)) }
        }
        return copy
    }
}
