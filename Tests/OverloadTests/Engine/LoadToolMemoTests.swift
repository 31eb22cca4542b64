import Overload
@testable import OverloadEngine
import OverloadTestSupport
import Testing

/// A rule's load tool keeps what it works out at every session of a replay: the sets scaled to
/// a top load (``LoadTool/scaled(_:heaviestWorkTo:source:)``) and the raise after a success
/// (``LoadTool/raisedOwnLoad(_:by:)``). Asked again, in another order, with other steps and
/// past the tables' limits, a kept answer is the one a fresh tool works out the long way.
@Suite struct LoadToolMemoTests {
    static let program = """
        unit kg
        day "A":
          squat 3x5 @ 100kg
        """

    /// Exercises of each kind of load: a barbell, a bodyweight one (added load), dumbbells.
    static let exercises = ["back-squat", "pull-up", "dumbbell-curl"]

    static func tool(_ id: String) throws -> LoadTool {
        let harness = EngineHarness(program: program, journal: "unit kg\n")
        let exercise = try #require(harness.program.catalog.exercise(id: id))
        return LoadTool(exercise: exercise, rounder: harness.program.rounder)
    }

    /// Loads a rule comes back to, in an order that repeats them, with odd and negative ones.
    static let loads: [Double] = {
        let climb = stride(from: -20.0, through: 300, by: 2.5).map { $0 }
        var generator = SeededGenerator(seed: 7)
        return climb + climb.reversed() + [61.3, 61.3, 0, -0.0, 1e6] + climb.shuffled(using: &generator)
    }()

    @Test(arguments: exercises)
    func aRaiseKeptIsTheRaiseWorkedOut(id: String) throws {
        let kept = try Self.tool(id)
        // Its own tool: its raises are never kept, only worked out.
        let fresh = try Self.tool(id)
        for step in [2.5, 1, 5, -2.5, 0.5, 2.5] {
            for load in Self.loads {
                let source = LoadTool.ownSource(kind: fresh.loadKind)
                let worked = load + fresh.effectiveStep(step, from: fresh.loadable(load, source: source), source: source)
                let raised = kept.raisedOwnLoad(load, by: step)
                #expect(raised.bitPattern == worked.bitPattern, "\(id) \(load) + \(step): \(raised) against \(worked)")
            }
        }
    }

    static func planned(_ loads: [Double]) -> [SetPrescription] {
        loads.enumerated().map { index, load in
            SetPrescription(index: index, kind: index == 0 ? .warmup : .regular, load: .absolute(load), work: .reps(.exact(5)))
        }
    }

    @Test(arguments: exercises)
    func setsKeptAreTheSetsScaled(id: String) throws {
        let kept = try Self.tool(id)
        let fresh = try Self.tool(id)
        // Two plans at once, as two days of a program give one exercise; more loads than a plan keeps.
        let plans = [Self.planned([40, 80, 100, 100]), Self.planned([50, 90])]
        var asked = 0
        for top in Self.loads + stride(from: 300.0, through: 400, by: 0.25).map({ $0 }) + Self.loads {
            for planned in plans {
                let scaled = kept.scaled(planned, heaviestWorkTo: top)
                let again = kept.scaled(planned, heaviestWorkTo: top)
                let worked = fresh.scaling(planned, heaviestWorkTo: top, source: .absolute)
                #expect(scaled == worked, "\(id) to \(top)")
                #expect(again == worked, "\(id) to \(top), asked again")
                asked += 1
            }
        }
        #expect(asked > 2 * 256)
    }
}
