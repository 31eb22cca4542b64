import Foundation
import Overload
import OverloadTestSupport
import Testing

/// `JournalImport.append`, which `overload import --journal` runs: the journal read once under
/// its lock, its unit handed to the import, and only the workouts it lacks appended.
@Suite struct JournalImportTests {
    static func readFile(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    static func session(_ day: LocalDate, _ name: String = "Zottman Curl") -> JournalSession {
        JournalSession(date: day, exercises: [ExercisePerformance(name: name, sets: [SetPerformance(reps: 10)])])
    }

    static func result(_ sessions: [JournalSession], unit: MassUnit? = .kg) -> ImportResult {
        ImportResult(sessions: sessions, declaredExercises: ["Zottman Curl"], unit: unit, report: ImportReport())
    }

    @Test func importedSessionsAppendToAJournalOnceEach() throws {
        try withTemporaryFolder { folder in
            let journal = folder + "/log.lift"
            var imported = try HevyImporter().importSessions(fromCSV: HevyImporterTests.pounds)
            imported.unit = .lb
            let first = try JournalImport.append(to: journal, includes: Self.readFile) { _ in imported }
            let second = try JournalImport.append(to: journal, includes: Self.readFile) { _ in imported }
            #expect(fileText(journal) == imported.journalText(unit: .lb, startingJournal: true))
            #expect(first.sessions == imported.sessions)
            #expect(second.sessions.isEmpty)
            #expect((second.report.sessionsSkipped, second.report.setsImported) == (imported.sessions.count, 0))
        }
    }

    @Test func aNameTheJournalDeclaresIsNotDeclaredAgain() throws {
        try withTemporaryFolder { folder in
            let journal = folder + "/j.lift"
            let first = try #require(LocalDate(year: 2026, month: 3, day: 1))
            let second = try #require(LocalDate(year: 2026, month: 3, day: 8))
            _ = try JournalImport.append(to: journal, includes: Self.readFile) { _ in Self.result([Self.session(first)]) }
            let rest = try JournalImport.append(to: journal, includes: Self.readFile) { _ in
                Self.result([Self.session(first), Self.session(second)])
            }
            #expect(rest.sessions.map(\.date) == [second])
            #expect(rest.declaredExercises.isEmpty)
            #expect(fileText(journal) == """
                unit kg

                exercise "Zottman Curl"

                2026-03-01
                  "Zottman Curl" 10

                2026-03-08
                  "Zottman Curl" 10

                """)
        }
    }

    /// The journal and what it includes are read once; the import gets the journal's unit,
    /// and a workout held in an included file is not added again.
    @Test func theJournalIsReadOnceWithItsIncludes() throws {
        try withTemporaryFolder { folder in
            let journal = try write("unit lb\ninclude \"old.lift\"\n", to: folder + "/log.lift")
            try write("2026-03-01\n  squat 225x5\n", to: folder + "/old.lift")
            let first = try #require(LocalDate(year: 2026, month: 3, day: 1))
            let second = try #require(LocalDate(year: 2026, month: 3, day: 8))
            var squat = Self.session(first, "squat")
            squat.exercises[0].sets = [SetPerformance(load: JournalWeight(225, .lb), reps: 5)]
            var reads: [String] = []
            var units: [MassUnit?] = []
            let added = try JournalImport.append(to: journal, includes: { path in
                reads.append(path)
                return try Self.readFile(path)
            }, importing: { unit in
                units.append(unit)
                return ImportResult(sessions: [squat, Self.session(second, "squat")], declaredExercises: [], unit: .kg,
                                    report: ImportReport())
            })
            #expect(reads == [folder + "/old.lift"])
            #expect(units == [.lb])
            #expect(added.sessions.map(\.date) == [second])
            #expect(fileText(journal) == "unit lb\ninclude \"old.lift\"\n\n2026-03-08\n  squat 10\n")
        }
    }

    @Test func aFailedImportLeavesTheJournalAsItWas() throws {
        try withTemporaryFolder { folder in
            let journal = try write("unit kg\n", to: folder + "/log.lift")
            #expect(throws: ImportError.unitRequired(app: "Strong")) {
                try JournalImport.append(to: journal, includes: Self.readFile) { _ in
                    throw ImportError.unitRequired(app: "Strong")
                }
            }
            #expect(fileText(journal) == "unit kg\n")
        }
    }
}
