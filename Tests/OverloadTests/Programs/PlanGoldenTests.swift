import Foundation
import Overload
import OverloadSyntax
import OverloadTestSupport
import Testing

/// Every example with program content has a golden plan, as text with plates and as JSON, in
/// Tests/Fixtures/plans/<path under examples/ without .lift>.txt and .json. Re-record with
/// `OVERLOAD_RECORD=1 swift test --filter PlanGoldenTests`.
@Suite struct PlanGoldenTests {
    /// Examples with a plan: program content that compiles to at least one day. A journal
    /// or a file of script plugins has no plan to show.
    static let programs: [String] = ExampleFiles.relativePaths.filter { path in
        guard let text = try? ExampleFiles.text(path) else { return true }
        let parsed = Syntax.parse(text, name: path)
        guard ProgramCompiler.hasProgramContent(parsed.document) else { return false }
        return ProgramCompiler.compile(parsed).snapshot.weeks.contains { !$0.days.isEmpty }
    }

    static func goldenStem(_ path: String) -> String {
        "plans/" + String(path.dropLast(".lift".count))
    }

    @Test func theExamplesHavePrograms() {
        #expect(Self.programs.count >= 10)
        #expect(Self.programs.contains("programs/531-bbb.lift"))
        #expect(!Self.programs.contains { $0.hasPrefix("plugins/") || $0.hasPrefix("journal") })
    }

    @Test(arguments: programs)
    func planMatchesGolden(path: String) throws {
        let (parsed, compiled) = CompilerTest.parseAndCompile(try ExampleFiles.text(path), name: path)
        let errors = (parsed.diagnostics + compiled.diagnostics).filter { $0.severity == .error }
        try #require(errors.isEmpty, "\(path): \(errors.map(\.message))")
        let snapshot = compiled.snapshot
        let stem = Self.goldenStem(path)
        Golden.check(PlanText(showPlates: true).render(snapshot), against: RepositoryPaths.fixture(stem + ".txt"))
        Golden.check(PlanJSON.encode(snapshot), against: RepositoryPaths.fixture(stem + ".json"))
    }

    @Test func everyGoldenBelongsToAnExample() {
        let directory = RepositoryPaths.fixture("plans")
        let files = (FileListing.files(in: directory, withExtension: "txt") + FileListing.files(in: directory, withExtension: "json"))
            .map { String(RepositoryPaths.relative($0).dropFirst("Tests/Fixtures/plans/".count)) }
        let expected = Set(Self.programs.flatMap { path in
            let stem = String(Self.goldenStem(path).dropFirst("plans/".count))
            return [stem + ".txt", stem + ".json"]
        })
        #expect(!files.isEmpty)
        for file in files where !expected.contains(file) {
            Issue.record("Tests/Fixtures/plans/\(file) has no example program; delete it")
        }
    }
}
