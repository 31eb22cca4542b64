import OverloadEngine
import Synchronization
import Testing

/// A change whose reason is written when read (`becauseOf:`) is the change with that reason
/// written at once: equal, with the same hash, the text read each time, and a reason set
/// later replaces it.
@Suite struct StateChangeTests {
    @Test func aDeferredReasonIsTheWrittenOne() {
        let written = StateChange("training max", from: nil, to: "held this cycle", because: "set 3: 4 of 5 reps")
        let deferred = StateChange("training max", from: nil, to: "held this cycle", becauseOf: { "set 3: " + "4 of 5 reps" })
        #expect(deferred.reason == "set 3: 4 of 5 reps")
        #expect(deferred == written)
        #expect(deferred.hashValue == written.hashValue)
        #expect(Set([written, deferred]).count == 1)
        let other = StateChange("training max", from: nil, to: "held this cycle", becauseOf: { "set 1: 2 of 5 reps" })
        #expect(other != written)
    }

    @Test func theReasonIsWrittenWhenReadNotBefore() {
        let reads = Mutex(0)
        var change = StateChange("reps", from: "8", to: "8", becauseOf: {
            reads.withLock { $0 += 1 }
            return "set 1: 7 of 8 reps; the goal stays"
        })
        #expect(reads.withLock { $0 } == 0)
        #expect(change.reason == "set 1: 7 of 8 reps; the goal stays")
        #expect(reads.withLock { $0 } == 1)
        change.reason = "edited"
        #expect(change.reason == "edited")
        #expect(reads.withLock { $0 } == 1)
    }
}
