import Foundation
import Overload
import OverloadSyntax
import Testing

/// docs/journal.md and the journal sections of docs/json.md say what the tool does.
@Suite struct JournalDocsTests {
    /// The bodies of the fenced blocks of `language` in `markdown`.
    static func blocks(_ language: String, in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```" + language {
                current = []
            } else if current != nil, line == "```" {
                blocks.append((current ?? []).joined(separator: "\n") + "\n")
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test func everyLiftBlockInTheJournalGuideChecksClean() throws {
        let blocks = Self.blocks("lift", in: try JournalExampleFiles.packageText("docs/journal.md"))
        #expect(blocks.count >= 3)
        for block in blocks {
            let diagnostics = Checker.check(Parser.parse(SourceFile(name: "journal.md", text: block)))
            #expect(diagnostics.isEmpty, "\(block)\n\(diagnostics.map { "\($0.code) \($0.message)" })")
            #expect(Formatter.format(Parser.parse(SourceFile(name: "journal.md", text: block))) == block)
        }
    }

    @Test func theJournalJSONExampleIsWhatExportWrites() throws {
        let markdown = try JournalExampleFiles.packageText("docs/json.md")
        let section = try #require(markdown.range(of: "# The journal's JSON form"))
        let example = try #require(Self.blocks("json", in: String(markdown[section.upperBound...])).first)
        let journal = JournalText.read("unit kg\n\n2026-11-18\n  mood good\n  bench warmup 60x5, 100x5 @ rpe 8.5\n").journal
        #expect(JournalJSON.encode(journal) == example)
    }

    @Test func everyJournalCodeIsInTheGuide() throws {
        let guide = try JournalExampleFiles.packageText("docs/journal.md")
        for info in DiagnosticCodeInfo.journal {
            #expect(guide.contains("| \(info.code.rawValue) |"), "\(info.code) is missing from docs/journal.md")
        }
    }
}
