import Foundation
import Overload
import OverloadTestSupport
import Testing

/// Every program or journal a person reads in the docs or the README is checked here, so the
/// docs never drift from the language (ExampleCheckTests holds examples/ to more).
@Suite struct DocumentedExamplesTests {
    /// One fenced ```lift block: the file it came from, its first line, its text.
    struct Block: CustomStringConvertible, Sendable {
        var file: String
        var line: Int
        var text: String
        var description: String { "\(file):\(line)" }
    }

    static func blocks() -> [Block] {
        var files = FileListing.files(in: RepositoryPaths.docs, withExtension: "md", recursive: true)
        files.append(RepositoryPaths.root.appendingPathComponent("README.md"))
        var blocks: [Block] = []
        for file in files {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            blocks += Markdown.fencedBlocks(language: "lift", in: text).map { block in
                Block(file: RepositoryPaths.relative(file), line: block.line, text: block.text)
            }
        }
        return blocks
    }

    @Test func theDocsHaveExamples() {
        let blocks = Self.blocks()
        #expect(blocks.count >= 20)
        #expect(blocks.contains { $0.file == "README.md" })
        #expect(blocks.contains { $0.file.hasSuffix("language.md") })
    }

    @Test(arguments: blocks())
    func documentedBlockChecksClean(_ block: Block) {
        let source = SourceFile(name: block.description, text: block.text)
        let errors = Checker.check(Parser.parse(source)).filter { $0.severity == .error }
        let rendered = errors.map { DiagnosticRenderer().render($0, in: source) }.joined()
        #expect(errors.isEmpty, "\(block):\n\(rendered)")
    }
}

/// The RPE charts in docs/language.md are the ones the compiler uses.
@Suite struct RPETableDocumentationTests {
    @Test(arguments: [
        (RPEChartName.rts, "rpe-table: generated from RPEChart.markdownTable()", "end rpe-table"),
        (RPEChartName.epley, "rpe-table epley: generated from RPEChart.markdownTable(.epley)", "end rpe-table epley"),
        (RPEChartName.brzycki, "rpe-table brzycki: generated from RPEChart.markdownTable(.brzycki)", "end rpe-table brzycki"),
    ])
    func languageReferenceShowsTheChartInUse(chart: RPEChartName, marker: String, endMarker: String) throws {
        let url = RepositoryPaths.docs.appendingPathComponent("language.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        let begin = "<!-- \(marker); a test keeps it in step -->\n"
        let end = "<!-- \(endMarker) -->"
        let start = try #require(text.range(of: begin))
        let finish = try #require(text.range(of: end, range: start.upperBound..<text.endIndex))
        let table = "\n" + RPEChart.markdownTable(chart) + "\n"
        if Golden.isRecording {
            try Golden.rewrite(url, with: String(text[..<start.upperBound] + table + text[finish.lowerBound...]))
            return
        }
        #expect(String(text[start.upperBound..<finish.lowerBound]) == table, "re-record with OVERLOAD_RECORD=1")
    }
}
