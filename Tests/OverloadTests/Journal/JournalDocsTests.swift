import Foundation
import Overload
import OverloadSyntax
import OverloadTestSupport
import Testing

/// docs/journal.md and the journal sections of docs/json.md say what the tool does.
@Suite struct JournalDocsTests {
    /// The bodies of the fenced blocks of `language` in `markdown`.
    static func blocks(_ language: String, in markdown: String) -> [String] {
        Markdown.fencedBlocks(language: language, in: markdown).map(\.text)
    }

    @Test func everyLiftBlockInTheJournalGuideChecksClean() throws {
        let blocks = Self.blocks("lift", in: try RepositoryPaths.text("docs/journal.md"))
        #expect(blocks.count >= 3)
        for block in blocks {
            let diagnostics = Checker.check(Syntax.parse(block, name: "journal.md"))
            #expect(diagnostics.isEmpty, "\(block)\n\(diagnostics.map { "\($0.code) \($0.message)" })")
            #expect(SourceFormatter.format(Syntax.parse(block, name: "journal.md")) == block)
        }
    }

    @Test func theJournalJSONExampleIsWhatExportWrites() throws {
        let markdown = try RepositoryPaths.text("docs/json.md")
        let section = try #require(markdown.range(of: "# The journal's JSON form"))
        let example = try #require(Self.blocks("json", in: String(markdown[section.upperBound...])).first)
        let journal = JournalText.read("unit kg\n\n2026-11-18\n  mood good\n  bench warmup 60x5, 100x5 @ rpe 8.5\n").journal
        #expect(JournalJSON.encode(journal) == example)
    }

    @Test func everyJournalCodeIsInTheGuide() throws {
        let guide = try RepositoryPaths.text("docs/journal.md")
        for info in DiagnosticCodeInfo.journal {
            #expect(guide.contains("| \(info.code.rawValue) |"), "\(info.code) is missing from docs/journal.md")
        }
    }
}
