import Overload
import OverloadSyntax
import OverloadTestSupport
import Testing

/// `include "file"` through an injected file reader: no disk, paths relative to the
/// including file, cycles and unreadable files reported on the include line.
@Suite struct JournalIncludeTests {
    struct MissingFile: Error {}

    /// Reads `files[path]`, recording every path asked for.
    final class FakeDisk: @unchecked Sendable {
        let files: [String: String]
        var requested: [String] = []

        init(_ files: [String: String]) { self.files = files }

        func read(_ path: String) throws -> [UInt8] {
            requested.append(path)
            guard let text = files[path] else { throw MissingFile() }
            return Array(text.utf8)
        }
    }

    static func read(_ root: String, _ disk: FakeDisk) -> JournalFilesReading {
        JournalReader().read(SourceFile(name: root, text: disk.files[root] ?? ""), includes: disk.read)
    }

    @Test func includedEntriesAreMergedByDateAndPathsAreRelativeToTheIncludingFile() throws {
        let disk = FakeDisk([
            "logs/main.lift": """
                unit kg
                include "years/2025.lift"

                2026-01-05 "New year"
                  squat 100x5
                """,
            "logs/years/2025.lift": """
                include "../extra/old.lift"

                2025-12-29 "Late"
                  squat 95x5
                """,
            "logs/extra/old.lift": """
                unit lb

                2025-12-01 "Old"
                  squat 200x5
                """,
        ])
        let reading = Self.read("logs/main.lift", disk)
        #expect(disk.requested == ["logs/years/2025.lift", "logs/extra/old.lift"])
        #expect(reading.files.map(\.source.name) == ["logs/main.lift", "logs/years/2025.lift", "logs/extra/old.lift"])
        #expect(!reading.hasErrors)
        let sessions = reading.journal.sessions
        #expect(sessions.map(\.dayName) == ["Old", "Late", "New year"])
        // A file without a unit line takes its includer's; one with its own keeps it.
        let loads = sessions.map { $0.exercises.first?.sets.first?.load }
        #expect(loads == [JournalWeight(200, .lb), JournalWeight(95, .kg), JournalWeight(100, .kg)])
        #expect(reading.journal.unit == .kg)
        #expect(reading.journal.includes == ["years/2025.lift"])
    }

    @Test func anIncludedFileStandsWhereItsIncludeLineStandsWithinADate() throws {
        let disk = FakeDisk([
            "a.lift": "2026-01-05 note \"a1\"\ninclude \"b.lift\"\n2026-01-05 note \"a2\"\n",
            "b.lift": "2026-01-05 note \"b\"\n",
        ])
        let notes = Self.read("a.lift", disk).journal.entries.compactMap { entry -> String? in
            if case .note(let note) = entry { return note.text }
            return nil
        }
        #expect(notes == ["a1", "b", "a2"])
    }

    @Test func anIncludeCycleIsAnErrorOnTheIncludeLineThatClosesIt() throws {
        let disk = FakeDisk([
            "a.lift": "include \"b.lift\"\n\n2026-01-01 note \"a\"\n",
            "b.lift": "include \"a.lift\"\n\n2026-01-02 note \"b\"\n",
        ])
        let reading = Self.read("a.lift", disk)
        #expect(reading.hasErrors)
        let cycle = try #require(reading.files.last?.diagnostics.first)
        #expect(reading.files.last?.source.name == "b.lift")
        #expect(cycle.code == .journalIncludeCycle)
        #expect(cycle.message == "include cycle: 'a.lift' includes 'b.lift' includes 'a.lift'")
        #expect(reading.files.first?.diagnostics.isEmpty == true)
        #expect(reading.journal.entries.count == 2)
    }

    @Test func aFileIncludingItselfIsACycle() throws {
        let disk = FakeDisk(["self.lift": "include \"./self.lift\"\n"])
        let reading = Self.read("self.lift", disk)
        #expect(reading.files.first?.diagnostics.map(\.code) == [.journalIncludeCycle])
        #expect(disk.requested.isEmpty)
    }

    @Test func anUnreadableIncludeIsAnErrorAndTheRestIsRead() throws {
        let disk = FakeDisk(["a.lift": "include \"missing.lift\"\n\n2026-01-01 note \"kept\"\n"])
        let reading = Self.read("a.lift", disk)
        let diagnostic = try #require(reading.files.first?.diagnostics.first)
        #expect(diagnostic.code == .journalUnreadableInclude)
        #expect(diagnostic.label == "looked for missing.lift")
        #expect(reading.journal.entries.count == 1)
    }

    @Test func aFileIncludedTwiceIsReadOnceWithAWarning() throws {
        let disk = FakeDisk([
            "a.lift": "include \"b.lift\"\ninclude \"c.lift\"\n",
            "b.lift": "include \"c.lift\"\n",
            "c.lift": "2026-01-01 note \"c\"\n",
        ])
        let reading = Self.read("a.lift", disk)
        #expect(reading.journal.entries.count == 1)
        #expect(reading.files.first?.diagnostics.map(\.code) == [.journalRepeatedInclude])
        #expect(!reading.hasErrors)
    }

    @Test func declarationsInAnyFileApplyToAll() throws {
        let disk = FakeDisk([
            "a.lift": "unit kg\nexercise \"Zottman Curl\"\ninclude \"b.lift\"\n",
            "b.lift": "2026-01-01\n  \"Zottman Curl\" 12x10\n",
        ])
        let reading = Self.read("a.lift", disk)
        #expect(reading.files.allSatisfy { $0.diagnostics.isEmpty })
        #expect(reading.journal.declaredExercises == ["Zottman Curl"])
    }

    @Test func diagnosticsBelongToTheFileTheyAreIn() throws {
        let disk = FakeDisk([
            "a.lift": "unit kg\ninclude \"b.lift\"\n\n2026-01-02\n  mood grate\n",
            "b.lift": "2026-01-01\n  effort 12\n",
        ])
        let reading = Self.read("a.lift", disk)
        #expect(reading.files.map { $0.diagnostics.map(\.code.rawValue) } == [["E0401"], ["E0402"]])
        #expect(Checker.checkJournal(SourceFile(name: "a.lift", text: disk.files["a.lift"] ?? ""), includes: disk.read)
            .map(\.diagnostics.count) == [1, 1])
    }

    @Test func theExampleJournalReadsWithItsInclude() throws {
        let folder = RepositoryPaths.examples.path
        let reading = JournalReader().read(
            SourceFile(name: folder + "/journal.lift", text: try ExampleFiles.text("journal.lift")),
            includes: { path in Array(try ExampleFiles.text(String(path.dropFirst(folder.count + 1))).utf8) })
        #expect(reading.files.count == 2)
        #expect(reading.files.allSatisfy { $0.diagnostics.isEmpty })
        #expect(reading.journal.sessions.first?.date == LocalDate(year: 2025, month: 12, day: 29))
        #expect(reading.journal.sessions.count == 6)
    }
}
