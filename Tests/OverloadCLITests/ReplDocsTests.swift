import Foundation
import Overload
import OverloadCLI
import OverloadTestSupport
import Testing

/// The REPL sessions shown in docs/repl.md (```repl blocks) are run and must read exactly as
/// shown: the first line `$ overload repl PROGRAM [--journal JOURNAL] --date DATE`, then each
/// input after its prompt (`overload> `, continuation lines after `...> `) and its output.
/// The files are copies in a fresh folder, since `log` writes. `OVERLOAD_RECORD=1` rewrites
/// the blocks' outputs from a run.
@Suite struct ReplDocsTests {
    static let page = RepositoryPaths.docs.appendingPathComponent("repl.md")

    static func blocks() -> [Markdown.Block] {
        (try? String(contentsOf: page, encoding: .utf8)).map { Markdown.fencedBlocks(language: "repl", in: $0) } ?? []
    }

    @Test func thePageShowsSessions() {
        #expect(Self.blocks().count >= 3)
    }

    @Test(arguments: blocks())
    func sessionReadsAsShown(_ block: Markdown.Block) throws {
        let lines = block.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        let command = try #require(lines.first)
        let words = command.split(separator: " ").map(String.init)
        try #require(words.starts(with: ["$", "overload", "repl"]) && words.count >= 4, "line \(block.line): \(command)")
        let transcript = try withTemporaryFolder { folder in
            func copy(_ path: String) throws -> String {
                let text = try String(contentsOf: RepositoryPaths.root.appendingPathComponent(path), encoding: .utf8)
                let copy = folder + "/" + path
                try FileManager.default.createDirectory(atPath: (copy as NSString).deletingLastPathComponent,
                                                        withIntermediateDirectories: true)
                return try write(text, to: copy)
            }
            let journal = try words.firstIndex(of: "--journal").map { try copy(words[$0 + 1]) }
            let date = try #require(words.firstIndex(of: "--date").flatMap { LocalDate(iso: words[$0 + 1]) })
            let session = ReplSession(ReplOptions(program: try copy(words[3]), journal: journal, today: date))
            var text = command + "\n" + session.greeting
            var index = 1
            while index < lines.count {
                guard lines[index].hasPrefix("overload> ") else {
                    index += 1
                    continue
                }
                var input = String(lines[index].dropFirst("overload> ".count))
                text += lines[index] + "\n"
                index += 1
                while index < lines.count, lines[index].hasPrefix("...>") {
                    text += lines[index] + "\n"
                    let more = String(lines[index].dropFirst(4).drop { $0 == " " })
                    if !more.isEmpty { input += "\n" + String(lines[index].dropFirst(5)) }
                    index += 1
                }
                text += session.evaluate(input).output
            }
            return text.replacingOccurrences(of: folder + "/", with: "")
        }
        if Golden.isRecording {
            let page = try String(contentsOf: Self.page, encoding: .utf8)
            try Golden.rewrite(Self.page, with: page.replacingOccurrences(of: block.text, with: transcript))
            return
        }
        #expect(transcript == block.text, "docs/repl.md:\(block.line); re-record with OVERLOAD_RECORD=1")
    }
}
