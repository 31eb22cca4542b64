import Foundation
import Overload
@testable import OverloadLanguageServer
import OverloadTestSupport
import Testing

/// Definition, references, rename and workspace symbols over a program and its journal,
/// with positions marked in non-ASCII and CRLF lines.
@Suite struct NavigationTests {
    static let program = Marked("""
        program "Été 💪"\r
        unit kg\r
        exercise "Développé 💪":\r
          equipment barbell\r
        template t‸1(lift):\r
          lift 3x5 @ 75%\r
        wave main:\r
          week 1: 5 @ 65%, 5 @ 75%, 5+ @ 85%\r
        1rm squat 140kg, bench 100kg\r
        \r
        day "Jour A 💪":\r
          ‸squat 3x5 @ 75%\r
          "Dévelop‸pé 💪" 3x5 @ 60kg\r
          bench t1\r
        day "B" like "Jour A 💪‸":\r
          deadlift 1x5 @ 120kg\r
        progress squat: linear +2.5kg\r

        """)

    static let journal = Marked("""
        2026-11-20 "Jour A 💪"
          sq‸uat 100x5x3
          "Développé 💪" 50x5x3

        """)

    /// A harness on a folder holding the program and journal, both open.
    static func pair(utf8: Bool = true, documentChanges: Bool = false) throws -> (ServerHarness, program: String, journal: String) {
        let folder = temporaryFolder()
        let programPath = folder.appendingPathComponent("program.lift").path
        let journalPath = folder.appendingPathComponent("journal.lift").path
        try program.text.write(toFile: programPath, atomically: true, encoding: .utf8)
        try journal.text.write(toFile: journalPath, atomically: true, encoding: .utf8)
        var harness = ServerHarness()
        var capabilities: [String: JSONValue] = [:]
        if utf8 { capabilities["general"] = .object(["positionEncodings": .array(["utf-8"])]) }
        if documentChanges { capabilities["workspace"] = .object(["workspaceEdit": .object(["documentChanges": true])]) }
        _ = harness.request("initialize", .object(["processId": .null, "capabilities": .object(capabilities)]))
        _ = harness.notify("initialized", .object([:]))
        let programURI = DocumentURI.uri(of: programPath)
        let journalURI = DocumentURI.uri(of: journalPath)
        harness.open(programURI, program.text)
        harness.open(journalURI, journal.text)
        return (harness, programURI, journalURI)
    }

    static func at(_ marked: Marked, _ index: Int, utf8: Bool = true) -> JSONValue {
        let mark = utf8 ? marked.utf8[index] : marked.utf16[index]
        return ServerHarness.position(mark.line, mark.character)
    }

    static func request(_ harness: inout ServerHarness, _ method: String, _ uri: String, _ position: JSONValue,
                        _ extra: [String: JSONValue] = [:]) -> JSONValue {
        var params: [String: JSONValue] = ["textDocument": .object(["uri": .string(uri)]), "position": position]
        for (key, value) in extra { params[key] = value }
        return harness.request(method, .object(params))["result"] ?? .null
    }

    @Test(arguments: [true, false])
    func definitionOfAQuotedExerciseIsItsDeclaration(_ utf8: Bool) throws {
        var (harness, programURI, _) = try Self.pair(utf8: utf8)
        let result = Self.request(&harness, "textDocument/definition", programURI, Self.at(Self.program, 2, utf8: utf8))
        let location = try #require(result.arrayValue?.first)
        #expect(result.arrayValue?.count == 1)
        #expect(location["uri"]?.stringValue == programURI)
        #expect(location["range"]?["start"]?["line"]?.intValue == 2)
        // Inside the quotes: `exercise "` is 10 characters in either encoding.
        #expect(location["range"]?["start"]?["character"]?.intValue == 10)
        let length = utf8 ? "Développé 💪".utf8.count : "Développé 💪".utf16.count
        #expect(location["range"]?["end"]?["character"]?.intValue == 10 + length)
    }

    @Test func definitionOfADayFromItsJournalIsInTheProgram() throws {
        var (harness, programURI, journalURI) = try Self.pair()
        let result = Self.request(&harness, "textDocument/definition", journalURI, ServerHarness.position(0, 13))
        let location = try #require(result.arrayValue?.first)
        #expect(location["uri"]?.stringValue == programURI)
        #expect(location["range"]?["start"]?["line"]?.intValue == 10)
        // `like "Jour A 💪"` goes to the same day.
        let fromLike = Self.request(&harness, "textDocument/definition", programURI, Self.at(Self.program, 3))
        #expect(fromLike.arrayValue?.first?["range"]?["start"]?["line"]?.intValue == 10)
    }

    @Test func definitionOfACatalogExerciseIsItsFirstLineInTheProgram() throws {
        var (harness, programURI, journalURI) = try Self.pair()
        let result = Self.request(&harness, "textDocument/definition", journalURI, Self.at(Self.journal, 0))
        let location = try #require(result.arrayValue?.first)
        #expect(location["uri"]?.stringValue == programURI)
        // The maxes line names squat first.
        #expect(location["range"]?["start"]?["line"]?.intValue == 8)
        // A template's use goes to the template.
        let template = Self.request(&harness, "textDocument/definition", programURI, ServerHarness.position(13, 9))
        #expect(template.arrayValue?.first?["range"]?["start"]?["line"]?.intValue == 4)
    }

    @Test func referencesCoverTheProgramAndTheJournal() throws {
        var (harness, programURI, journalURI) = try Self.pair()
        let result = Self.request(&harness, "textDocument/references", programURI, Self.at(Self.program, 1),
                                  ["context": .object(["includeDeclaration": true])])
        let locations = result.arrayValue ?? []
        let lines = locations.map { ($0["uri"]?.stringValue ?? "", $0["range"]?["start"]?["line"]?.intValue ?? -1) }
        #expect(lines.filter { $0.0 == programURI }.map(\.1) == [8, 11, 16])
        #expect(lines.filter { $0.0 == journalURI }.map(\.1) == [1])
        // Not on a name: no references.
        #expect(Self.request(&harness, "textDocument/references", programURI, ServerHarness.position(1, 1)) == .null)
    }

    @Test func renamingAnExerciseRenamesItInBothFiles() throws {
        var (harness, programURI, journalURI) = try Self.pair()
        let prepared = Self.request(&harness, "textDocument/prepareRename", journalURI, Self.at(Self.journal, 0))
        #expect(prepared["placeholder"]?.stringValue == "squat")
        let result = Self.request(&harness, "textDocument/rename", journalURI, Self.at(Self.journal, 0),
                                  ["newName": "front squat"])
        let changes = try #require(result["changes"])
        let programEdits = changes[programURI]?.arrayValue ?? []
        let journalEdits = changes[journalURI]?.arrayValue ?? []
        #expect(programEdits.count == 3)
        #expect(journalEdits.count == 1)
        let renamed = applying(programEdits, to: Self.program.text)
        #expect(renamed.contains("1rm front squat 140kg"))
        #expect(renamed.contains("  front squat 3x5 @ 75%\r\n"))
        #expect(renamed.contains("progress front squat: linear"))
        #expect(applying(journalEdits, to: Self.journal.text).contains("  front squat 100x5x3\n"))
    }

    @Test func aDayRenameKeepsItsQuotesAndUsesDocumentChangesWhenOffered() throws {
        var (harness, programURI, journalURI) = try Self.pair(documentChanges: true)
        let result = Self.request(&harness, "textDocument/rename", programURI, Self.at(Self.program, 3),
                                  ["newName": "Jour \"A\""])
        let changes = result["documentChanges"]?.arrayValue ?? []
        #expect(changes.count == 2)
        #expect(result["changes"] == nil)
        for change in changes {
            let uri = change["textDocument"]?["uri"]?.stringValue ?? ""
            #expect(change["textDocument"]?["version"]?.intValue == 1)
            let text = uri == programURI ? Self.program.text : Self.journal.text
            let renamed = applying(change["edits"]?.arrayValue ?? [], to: text)
            #expect(renamed.contains("\"Jour \\\"A\\\"\""), "\(uri)")
        }
        #expect(changes.contains { $0["textDocument"]?["uri"]?.stringValue == journalURI })
    }

    @Test func renamingAKeywordIsRefused() throws {
        var (harness, programURI, _) = try Self.pair()
        let response = harness.request("textDocument/prepareRename", .object([
            "textDocument": .object(["uri": .string(programURI)]), "position": ServerHarness.position(1, 1),
        ]))
        #expect(response["error"]?["code"]?.intValue == -32803)
        #expect(response["error"]?["message"]?.stringValue?.contains("can be renamed") == true)
        // A template's new name must be a word that is not a keyword.
        let bad = harness.request("textDocument/rename", .object([
            "textDocument": .object(["uri": .string(programURI)]), "position": Self.at(Self.program, 0), "newName": "day",
        ]))
        #expect(bad["error"]?["message"]?.stringValue == "'day' is a keyword")
    }

    @Test func aBareExerciseRenamedToAKeywordIsQuoted() {
        let occurrence = NameIndex.Occurrence(kind: .exercise, name: "squat", range: SourceRange(0, 5), isQuoted: false,
                                              isDeclaration: false)
        #expect(LanguageServer.replacement(for: occurrence, newName: "top squat") == "\"top squat\"")
        #expect(LanguageServer.replacement(for: occurrence, newName: "front squat") == "front squat")
        #expect(LanguageServer.replacement(for: occurrence, newName: "squat (pause)") == "\"squat (pause)\"")
    }

    @Test func workspaceSymbolsFilterByQuery() throws {
        var (harness, programURI, _) = try Self.pair()
        let all = harness.request("workspace/symbol", .object(["query": ""]))["result"]?.arrayValue ?? []
        let names = Set(all.compactMap { $0["name"]?.stringValue })
        #expect(names.isSuperset(of: ["t1", "main", "Jour A 💪", "B", "squat", "Développé 💪", "bench", "deadlift"]))
        let filtered = harness.request("workspace/symbol", .object(["query": "dvp"]))["result"]?.arrayValue ?? []
        #expect(filtered.compactMap { $0["name"]?.stringValue } == ["Développé 💪"])
        // The declaration, not a use.
        #expect(filtered.first?["location"]?["uri"]?.stringValue == programURI)
        #expect(filtered.first?["location"]?["range"]?["start"]?["line"]?.intValue == 2)
    }

    @Test func theCapabilitiesAreAdvertised() {
        var harness = ServerHarness()
        let capabilities = harness.initialize()["result"]?["capabilities"]
        #expect(capabilities?["definitionProvider"]?.boolValue == true)
        #expect(capabilities?["referencesProvider"]?.boolValue == true)
        #expect(capabilities?["renameProvider"]?["prepareProvider"]?.boolValue == true)
        #expect(capabilities?["workspaceSymbolProvider"]?.boolValue == true)
        #expect(capabilities?["semanticTokensProvider"]?["full"]?.boolValue == true)
    }
}
