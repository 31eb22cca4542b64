import Foundation
import OverloadTestSupport
import Testing

/// The golden-file helper itself: diffs are readable, a missing golden fails, recording writes.
@Suite struct GoldenHelperTests {
    @Test func diffShowsChangedLinesWithContext() {
        let diff = LineDiff.unified(expected: "a\nb\nc\nd\n", actual: "a\nB\nc\nd\n")
        let expected = ["--- expected", "+++ actual", "@@ -1 +1 @@", "  a", "- b", "+ B", "  c", "  d"]
        #expect(diff == expected.joined(separator: "\n") + "\n")
    }

    @Test func equalTextsHaveNoDiff() {
        #expect(LineDiff.unified(expected: "same\n", actual: "same\n").isEmpty)
    }

    @Test func diffMarksTrailingSpaces() {
        let diff = LineDiff.unified(expected: "a\n", actual: "a \n")
        #expect(diff.contains("+ a·"))
    }

    @Test func missingGoldenIsAFailureUnlessRecording() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("golden-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("nested/out.txt")
        #expect(Golden.compare("text\n", with: url, recording: false) == .missing)
        #expect(!FileManager.default.fileExists(atPath: url.path))
        #expect(Golden.compare("text\n", with: url, recording: true) == .recorded)
        #expect(Golden.compare("text\n", with: url, recording: false) == .matched)
        // Recording what the file already holds writes nothing and is a match, not a new baseline.
        #expect(Golden.compare("text\n", with: url, recording: true) == .matched)
        guard case .mismatched(let diff) = Golden.compare("other\n", with: url, recording: false) else {
            Issue.record("a different text must not match")
            return
        }
        #expect(diff.contains("- text"))
        #expect(diff.contains("+ other"))
    }

    @Test func repositoryPathsFindTheRoot() {
        #expect(FileManager.default.fileExists(atPath: RepositoryPaths.root.appendingPathComponent("Package.swift").path))
        #expect(RepositoryPaths.relative(RepositoryPaths.docs.appendingPathComponent("errors.md")) == "docs/errors.md")
        #expect(RepositoryPaths.grammar.lastPathComponent == "grammar")
        #expect(RepositoryPaths.examples.lastPathComponent == "examples")
    }

    @Test func fileListingIsSortedAndFiltered() {
        let files = FileListing.files(in: RepositoryPaths.fixture("syntax"), withExtension: "lift")
        #expect(files.count >= 2)
        #expect(files.map(\.path) == files.map(\.path).sorted())
        #expect(files.allSatisfy { $0.pathExtension == "lift" })
        #expect(FileListing.files(in: RepositoryPaths.fixture("no-such-folder"), withExtension: "lift").isEmpty)
    }
}
