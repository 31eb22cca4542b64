import Foundation
import OverloadTestSupport
import Testing

@testable import Overload

@Suite struct JournalStoreTests {
    let store = JournalStore()

    @Test func appendCreatesTheJournalAndSeparatesEntriesByOneBlankLine() throws {
        try withTemporaryFolder { folder in
            let journal = folder + "/training.lift"
            try store.append("2026-11-18\n  squat 100x5\n", to: journal)
            try store.append("2026-11-20\n  bench 80x5", to: journal)
            #expect(fileText(journal) == "2026-11-18\n  squat 100x5\n\n2026-11-20\n  bench 80x5\n")
            #expect(folderEntries(folder) == ["training.lift"])
        }
    }

    @Test(arguments: [
        ("unit kg", "unit kg\n\nnew\n"),
        ("unit kg\n", "unit kg\n\nnew\n"),
        ("unit kg\n\n", "unit kg\n\nnew\n"),
        ("", "new\n"),
    ])
    func separatorDependsOnHowTheJournalEnds(existing: String, expected: String) throws {
        try withTemporaryFolder { folder in
            let journal = folder + "/j.lift"
            try Data(existing.utf8).write(to: URL(fileURLWithPath: journal))
            try store.append("\n\nnew\n\n\n", to: journal)
            #expect(fileText(journal) == expected)
        }
    }

    @Test func whitespaceOnlyTextChangesNothing() throws {
        try withTemporaryFolder { folder in
            let journal = folder + "/j.lift"
            try store.append("  \n\n", to: journal)
            #expect(fileText(journal) == nil)
        }
    }

    @Test func lockFileIsAHiddenSibling() {
        #expect(JournalStore.lockPath(for: "/a/b/2026.lift") == "/a/b/.2026.lift.lock")
        #expect(JournalStore.lockPath(for: "j.lift") == "./.j.lift.lock")
    }

    @Test func aSymbolicLinkStaysALinkAndItsTargetGrows() throws {
        try withTemporaryFolder { folder in
            let target = folder + "/real.lift"
            let link = folder + "/link.lift"
            try store.append("first", to: target)
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
            try store.append("second", to: link)
            #expect(fileText(target) == "first\n\nsecond\n")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        }
    }

    @Test func theJournalKeepsItsPermissions() throws {
        try withTemporaryFolder { folder in
            let journal = folder + "/j.lift"
            try store.append("first", to: journal)
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: journal)
            try store.append("second", to: journal)
            let attributes = try FileManager.default.attributesOfItem(atPath: journal)
            #expect((attributes[.posixPermissions] as? Int) == 0o600)
        }
    }

    /// How the message of a failure at `step` begins, for the journal `j.lift` in `folder`.
    static func action(at step: JournalWriteError.Step, folder: String) -> String {
        let journal = folder + "/j.lift"
        let temporary = folder + "/.j.lift.tmp."
        switch step {
        case .resolve: return "cannot find the folder of \(journal): "
        case .lock: return "cannot lock \(folder)/.j.lift.lock: "
        case .read: return "cannot read \(journal): "
        case .write: return "cannot write the temporary file \(temporary)"
        case .sync: return "cannot flush the temporary file \(temporary)"
        case .replace: return "cannot replace \(journal) with \(temporary)"
        case .syncDirectory: return "cannot flush the folder \(folder) to disk: "
        }
    }

    @Test(arguments: [JournalWriteError.Step.resolve, .lock, .read, .write, .sync, .replace])
    func aFailureBeforeTheRenameChangesNothing(step: JournalWriteError.Step) throws {
        try withTemporaryFolder { folder in
            let journal = folder + "/j.lift"
            try store.append("kept", to: journal)
            var failing = JournalStore()
            failing.injectedFailure = step
            let error = try #require(throws: JournalWriteError.self) { try failing.append("lost", to: journal) }
            #expect(error.step == step)
            #expect(error.systemError == EIO)
            #expect(!error.journalChanged)
            #expect(error.message.hasPrefix(Self.action(at: step, folder: folder)), "\(error.message)")
            #expect(error.message.contains(String(cString: strerror(EIO)) + "; "))
            #expect(error.message.hasSuffix("; \(journal) was not changed"))
            #expect(fileText(journal) == "kept\n")
            #expect(folderEntries(folder) == ["j.lift"])
        }
    }

    @Test func aFailedFolderFlushReportsThatTheJournalChanged() throws {
        try withTemporaryFolder { folder in
            let journal = folder + "/j.lift"
            var failing = JournalStore()
            failing.injectedFailure = .syncDirectory
            let error = try #require(throws: JournalWriteError.self) { try failing.append("new", to: journal) }
            #expect(error.journalChanged)
            #expect(error.message.hasPrefix(Self.action(at: .syncDirectory, folder: folder)), "\(error.message)")
            #expect(error.message.hasSuffix("; the entry was written to \(journal) but may not survive a power cut"))
            #expect(fileText(journal) == "new\n")
        }
    }

    @Test func aMissingFolderFailsAtTheLockAndCreatesNothing() throws {
        try withTemporaryFolder { folder in
            let journal = folder + "/absent/j.lift"
            let error = try #require(throws: JournalWriteError.self) { try store.append("x", to: journal) }
            #expect(error.step == .lock)
            #expect(error.systemError == ENOENT)
            #expect(error.description.contains("No such file or directory"))
            #expect(folderEntries(folder).isEmpty)
        }
    }

    @Test func aFolderInPlaceOfTheJournalFailsToRead() throws {
        try withTemporaryFolder { folder in
            let journal = folder + "/j.lift"
            try FileManager.default.createDirectory(atPath: journal, withIntermediateDirectories: false)
            let error = try #require(throws: JournalWriteError.self) { try store.append("x", to: journal) }
            #expect(error.step == .read)
            #expect(error.systemError == EISDIR)
            #expect(folderEntries(folder) == ["j.lift"])
        }
    }

    @Test func temporaryFilesOfKilledWritersAreRemovedByTheNextAppend() throws {
        try withTemporaryFolder { folder in
            let journal = folder + "/j.lift"
            let stale = folder + "/.j.lift.tmp.999.123"
            try Data("half an entr".utf8).write(to: URL(fileURLWithPath: stale))
            try store.append("whole", to: journal)
            #expect(fileText(stale) == nil)
            #expect(fileText(journal) == "whole\n")
        }
    }

    @Test func threadsOfOneProcessNeverLoseAnAppend() throws {
        try withTemporaryFolder { folder in
            let journal = folder + "/j.lift"
            DispatchQueue.concurrentPerform(iterations: 4) { thread in
                for number in 1...25 {
                    try? JournalStore().append("2026-01-01 \"t\(thread) n\(number)\"", to: journal)
                }
            }
            let entries = (fileText(journal) ?? "").split(separator: "\n\n")
            #expect(entries.count == 100)
            #expect(Set(entries).count == 100)
        }
    }
}
