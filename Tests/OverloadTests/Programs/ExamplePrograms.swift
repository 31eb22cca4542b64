import Foundation
import Overload
import OverloadSyntax
import OverloadTestSupport
import Testing

/// The published programs under `examples/programs/`.
enum ExamplePrograms {
    /// The plan of `examples/programs/<file>`, which must compile without a single diagnostic.
    static func plan(_ file: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> PlanSnapshot {
        try CompilerTest.cleanPlan(try ExampleFiles.text("programs/" + file), name: file, sourceLocation: sourceLocation)
    }
}

extension PlanSnapshot {
    /// The exercises of one day of one week; empty when the plan has no such day.
    func exercises(week: Int, day: String) -> [ExercisePrescription] {
        self.week(week)?.day(named: day)?.exercises ?? []
    }

    /// The prescriptions of one exercise on one day, in order (`bench main` and `bench 5x10`
    /// are two).
    func prescriptions(_ exerciseID: String, week: Int, day: String) -> [ExercisePrescription] {
        exercises(week: week, day: day).filter { $0.exerciseID == exerciseID }
    }
}

extension ExercisePrescription {
    /// The reps of each set, as the language writes them: `5`, `8-12`, `5+`.
    var repsWritten: [String] { sets.map { $0.reps?.description ?? "" } }
    /// The percentage each set's load came from (of TM or 1RM), 0 when none.
    var percents: [Double] {
        sets.map { set in
            switch set.load?.source {
            case .percentOfTM(let percent)?, .percentOf1RM(let percent)?: percent
            default: 0
            }
        }
    }
    var exactLoads: [Double] { sets.map { $0.load?.exact ?? -1 } }
    var loadableLoads: [Double] { sets.map { $0.load?.loadable ?? -1 } }
}

/// Floating-point loads compare within a millionth of a pound or kilogram.
func close(_ a: [Double], _ b: [Double]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-6 }
}

func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-6 }
