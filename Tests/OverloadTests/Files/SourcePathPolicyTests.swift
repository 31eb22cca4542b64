import Overload
import OverloadEngine
import OverloadStandardPlugins
import OverloadSyntax
import Testing

/// What `include` and `use` lines may read: `.lift` files inside the folder tree of the file
/// the reading started from; a file that is not a program or journal is named, never quoted.
@Suite struct SourcePathPolicyTests {
    struct Missing: Error {}

    /// A reader over `files` that records every path it was asked for.
    final class Reader: @unchecked Sendable {
        var files: [String: String]
        var asked: [String] = []
        init(_ files: [String: String]) { self.files = files }
        func read(_ path: String) throws -> [UInt8] {
            asked.append(path)
            guard let text = files[path] else { throw Missing() }
            return Array(text.utf8)
        }
    }

    static let secrets = "DATABASE_PASSWORD=hunter2\nroot:x:0:0:root:/root:/bin/bash\n"

    @Test(arguments: [
        ("/etc/passwd.lift", "programs/main.lift"), ("programs/../secrets.lift", "programs/main.lift"),
        ("../x.lift", "main.lift"), ("/home/a/x.lift", "/home/a/b/main.lift"), ("x.lift", "/home/a/main.lift"),
    ])
    func aPathLeavingTheStartingFolderIsRefused(target: String, root: String) {
        #expect(SourcePathPolicy.confined.refusal(of: target, root: root) != nil)
        #expect(SourcePathPolicy.unrestricted.refusal(of: target, root: root) == nil)
    }

    @Test(arguments: [
        ("programs/shared/a.lift", "programs/main.lift"), ("a.lift", "main.lift"), ("a.lift", "<stdin>"),
        ("/home/a/b/c/x.lift", "/home/a/b/main.lift"), ("../p/x.lift", "../p/main.lift"),
    ])
    func aPathInsideTheStartingFolderIsRead(target: String, root: String) {
        #expect(SourcePathPolicy.confined.refusal(of: target, root: root) == nil)
    }

    @Test func onlyLiftFilesAreReadEvenWhenOutsideIsAllowed() {
        #expect(SourcePathPolicy.confined.refusal(of: "programs/.env", root: "programs/main.lift") == .notLift)
        #expect(SourcePathPolicy.unrestricted.refusal(of: "/etc/passwd", root: "main.lift") == .notLift)
    }

    @Test func aLinkThatLeadsOutIsRefused() {
        let policy = SourcePathPolicy(allowsOutsideFolder: false) { path in
            path == "programs/link.lift" ? "/etc/secret.lift" : "/repo/" + path
        }
        #expect(policy.refusal(of: "programs/link.lift", root: "programs/main.lift") == .outsideFolder(folder: "programs"))
        #expect(policy.refusal(of: "programs/a.lift", root: "programs/main.lift") == nil)
    }

    @Test func aProgramIncludeOutsideItsFolderIsAnErrorAtTheLineAndNothingIsRead() throws {
        let reader = Reader(["/etc/passwd": Self.secrets, "secrets.lift": Self.secrets])
        let program = """
            include "/etc/passwd"
            include "../secrets.lift"
            day "A":
              squat 3x5 @ 100kg
            """
        let workspace = ProgramWorkspace(
            SourceFile(name: "programs/main.lift", text: program), registry: StandardPlugins.registry, readFile: reader.read)
        #expect(reader.asked.isEmpty)
        let diagnostics = workspace.files[0].diagnostics
        #expect(diagnostics.map(\.code) == [.includeNotLift, .includeOutsideFolder])
        let source = workspace.files[0].source
        #expect(source.text(diagnostics[1].range) == "include \"../secrets.lift\"")
        #expect(diagnostics[1].help?.contains("--allow-outside-includes") == true)
        #expect(workspace.files.count == 1)
    }

    @Test func aUsedFileOutsideTheFolderIsRefusedUnlessAllowed() throws {
        let reader = Reader(["rules.lift": "progression bump(step = 5lb):\n  load += step\n"])
        let program = SourceFile(name: "programs/main.lift", text: "use \"../rules.lift\"\n")
        let confined = ProgramLoader().load(program, policy: .confined, readFile: reader.read)
        #expect(confined.files[0].diagnostics.map(\.code) == [.includeOutsideFolder])
        #expect(reader.asked.isEmpty)
        let allowed = ProgramLoader().load(program, policy: .unrestricted, readFile: reader.read)
        #expect(allowed.files[0].diagnostics.isEmpty)
        #expect(allowed.scripts == ["bump"])
    }

    @Test func aJournalIncludeOutsideItsFolderIsRefused() {
        let reader = Reader(["/etc/x.lift": Self.secrets])
        let journal = SourceFile(name: "log/training.lift", text: "unit kg\ninclude \"/etc/x.lift\"\n")
        let reading = JournalReader().read(journal, includes: reader.read)
        #expect(reading.files.flatMap(\.diagnostics).map(\.code) == [.includeOutsideFolder])
        #expect(reader.asked.isEmpty)
    }

    @Test func aFileThatIsNotAProgramIsNamedInOneLineAndNotQuoted() throws {
        let reader = Reader(["programs/settings.lift": "# database\n" + Self.secrets])
        let workspace = ProgramWorkspace(
            SourceFile(name: "programs/main.lift", text: "include \"settings.lift\"\n"),
            registry: StandardPlugins.registry, readFile: reader.read)
        let all = workspace.files.flatMap(\.diagnostics)
        #expect(all.map(\.code) == [.includeNotProgram])
        #expect(workspace.files.map(\.source.name) == ["programs/main.lift"])
        let text = DiagnosticRenderer().render(all, in: workspace.files[0].source)
        #expect(!text.contains("hunter2"))
        #expect(!text.contains("root:x"))
    }

    @Test func aBinaryJournalIncludeIsNamedInOneLine() {
        let reader = Reader(["log/old.lift": "2025-01-01:\n  squat 100kg x5\u{0}\u{1}\u{2}"])
        let journal = SourceFile(name: "log/training.lift", text: "unit kg\ninclude \"old.lift\"\n")
        let reading = JournalReader().read(journal, includes: reader.read)
        #expect(reading.files.flatMap(\.diagnostics).map(\.code) == [.includeNotProgram])
    }

    @Test func anIncludedFileWithATypoBelowItsFirstLineIsStillShown() {
        let reader = Reader(["programs/days.lift": "day \"A\":\n  squat 3x @ 100kg\n"])
        let workspace = ProgramWorkspace(
            SourceFile(name: "programs/main.lift", text: "include \"days.lift\"\n"),
            registry: StandardPlugins.registry, readFile: reader.read)
        #expect(workspace.files.count == 2)
        #expect(workspace.files[1].diagnostics.map(\.code) == [.expectedReps])
    }
}
