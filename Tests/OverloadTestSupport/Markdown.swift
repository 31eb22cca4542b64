/// Reading the fenced code blocks of Markdown documents, so tests can check the examples
/// the docs show.
public enum Markdown {
    /// One fenced block.
    public struct Block: Sendable, Hashable {
        /// The one-based line of the block's first line of text (after the opening fence).
        public var line: Int
        /// The lines between the fences, each ending with a newline.
        public var text: String
    }

    /// The blocks fenced with "```" + `language` in `markdown`, in order. Fences may have
    /// spaces around them (as inside a list); a block's text is kept as written.
    public static func fencedBlocks(language: String, in markdown: String) -> [Block] {
        var blocks: [Block] = []
        var current: [Substring]?
        var start = 0
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var fence = line
            while let first = fence.first, first == " " || first == "\t" { fence.removeFirst() }
            while let last = fence.last, last == " " || last == "\t" { fence.removeLast() }
            if current == nil, fence == "```" + language {
                current = []
                start = index + 2
            } else if current != nil, fence == "```" {
                blocks.append(Block(line: start, text: (current ?? []).joined(separator: "\n") + "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }
}
