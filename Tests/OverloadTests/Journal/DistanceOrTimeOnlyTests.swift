@testable import Overload
import OverloadTestSupport
import Testing

/// An array of sets answers whether it is distance or timed work only as any sequence of the
/// same sets does: drawn at random (seeded) from lifts, bodyweight reps, times, distances,
/// distances with times and skips.
@Suite struct DistanceOrTimeOnlyTests {
    static let kinds: [SetPerformance] = [
        SetPerformance(load: JournalWeight(100, .kg), reps: 5),
        SetPerformance(reps: 12),
        SetPerformance(timeSeconds: 45),
        SetPerformance(distanceMetres: 5000),
        SetPerformance(timeSeconds: 1500, distanceMetres: 5000),
        SetPerformance(load: JournalWeight(24, .kg), timeSeconds: 60),
        SetPerformance(reps: 10, timeSeconds: 60),
        SetPerformance(isSkipped: true),
        SetPerformance(),
    ]

    @Test func anArrayAnswersAsAnySequence() {
        var answers: Set<Bool> = []
        for seed in 0..<500 {
            var generator = SeededGenerator(seed: UInt64(seed))
            let sets = (0..<Int.random(in: 0...5, using: &generator)).map { _ in
                Self.kinds.randomElement(using: &generator) ?? SetPerformance()
            }
            let asSequence = AnySequence(sets).isDistanceOrTimeOnly
            #expect(sets.isDistanceOrTimeOnly == asSequence, "seed \(seed): \(sets)")
            answers.insert(asSequence)
        }
        #expect(answers == [true, false])
    }
}
