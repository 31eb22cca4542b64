import Foundation
import Overload
import OverloadEngine
import OverloadStandardPlugins
import OverloadSyntax
import OverloadTestSupport
import Testing

/// docs/plugins.md documents every standard plugin with its rule's usage as the plugin
/// declares it, and its programs' rules pass `check`.
@Suite struct PluginDocsTests {
    static func text() throws -> String {
        try String(contentsOf: RepositoryPaths.docs.appendingPathComponent("plugins.md"), encoding: .utf8)
    }

    @Test(arguments: StandardPlugins.all.map(\.name))
    func everyPluginHasASectionWithItsUsage(_ name: String) throws {
        let text = try Self.text()
        let plugin = try #require(StandardPlugins.registry.plugin(named: name))
        let section = try #require(text.range(of: "\n### \(name)\n"), "docs/plugins.md has no '### \(name)'")
        let usage = "`" + plugin.syntax.usage(plugin: name) + "`"
        let rest = text[section.upperBound...]
        let next = rest.range(of: "\n### ")?.lowerBound ?? rest.endIndex
        #expect(rest[..<next].contains(usage), "the '\(name)' section should show \(usage)")
    }

    @Test func theDocumentedProgramsRulesCheckClean() throws {
        let blocks = Markdown.fencedBlocks(language: "lift", in: try Self.text())
        #expect(blocks.count == 5)
        for block in blocks {
            let messages = try PluginScenario.ruleMessages(block.text)
            #expect(messages.isEmpty, "docs/plugins.md:\(block.line): \(messages)")
        }
    }
}
