import Foundation
import OverloadTestSupport
import Testing

/// An import into a journal of the other unit writes loads in the journal's unit, at the
/// precision the lifter wrote them.
@Suite struct ImportUnitConversionTests {
    static let csv = """
        Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
        2026-11-10,"B",,"Bench Press (Barbell)",1,88.185,8.0,0,0.0,"","",
        2026-11-10,"B",,"Chin Up (Weighted)",1,11.34,5.0,0,0.0,"","",

        """

    @Test func poundsIntoAKilogramJournalAreTheKilogramsWritten() throws {
        try withTemporaryFolder { folder in
            let file = try write(Self.csv, to: folder + "/strong.csv")
            let journal = try write("unit kg\n\n2026-11-01\n  squat 100x5\n", to: folder + "/training.lift")
            let run = CLIRun(["import", "strong", file, "--unit", "lb", "--journal", journal])
            #expect(run.status == 0, "\(run.errors)")
            let text = try String(contentsOfFile: journal, encoding: .utf8)
            // Before: `bench press 88.185lb x 8` in a kilogram journal.
            #expect(text.contains("  bench press 40x8\n"), "\(text)")
        }
    }

    @Test func kilogramsIntoAPoundJournalAreThePoundsWritten() throws {
        try withTemporaryFolder { folder in
            let file = try write(Self.csv, to: folder + "/strong.csv")
            let journal = try write("unit lb\n\n2026-11-01\n  squat 225x5\n", to: folder + "/training.lift")
            let run = CLIRun(["import", "strong", file, "--unit", "kg", "--journal", journal])
            #expect(run.status == 0, "\(run.errors)")
            let text = try String(contentsOfFile: journal, encoding: .utf8)
            #expect(text.contains("  chin-up +25lb x 5\n"), "\(text)")
        }
    }
}
