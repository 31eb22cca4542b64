/// Colour for what a person reads on a terminal, added at the print layer: the commands build
/// plain text, and ``Console/printReport(_:_:)`` colours its lines by their shape, so piped
/// output, goldens and JSON never see an escape code.
enum ReportStyle: Sendable {
    /// `plan`, `next`, `explain`, `history`: headings bold, the blocks under them cyan.
    case report
    /// `diff`: the file lines red and green like a text diff, then as a report.
    case planDiff

    static let bold = "\u{1B}[1m"
    static let cyan = "\u{1B}[36m"
    static let red = "\u{1B}[31m"
    static let green = "\u{1B}[32m"
    static let reset = "\u{1B}[0m"

    /// `line` with its colour, or as it is.
    func colored(_ line: Substring) -> String {
        guard !line.isEmpty else { return String(line) }
        if self == .planDiff {
            if line.hasPrefix("--- ") { return Self.red + line + Self.reset }
            if line.hasPrefix("+++ ") { return Self.green + line + Self.reset }
        }
        if line.first != " " { return Self.bold + line + Self.reset }
        if line.hasPrefix("  "), !line.hasPrefix("   "), line.dropFirst(2).first != " " {
            return Self.cyan + line + Self.reset
        }
        return String(line)
    }
}

extension ReportStyle {
    /// The engine commands whose reports are coloured as a whole once they are done (their
    /// text is built in one piece; `diff` and `history` colour their own).
    static let coloredCommands: Set<String> = ["plan", "next", "explain"]
}

extension CLI {
    /// Runs `command` into a buffer, then prints its errors and its report in colour.
    static func runColored(_ command: any Command, console: inout Console) -> Int32 {
        var buffered = Console(copying: console, streaming: false)
        let status = command.run(console: &buffered)
        console.printError(buffered.errors, terminator: "")
        console.printReport(buffered.output)
        return status
    }
}

extension Console {
    /// Colour on standard output: only on a terminal, never with `NO_COLOR` set or `TERM=dumb`.
    var useColorOnOutput: Bool {
        outputIsTerminal && (variable("NO_COLOR") ?? "").isEmpty && variable("TERM") != "dumb"
    }

    /// Prints a report a person reads, coloured by ``ReportStyle`` when ``useColorOnOutput``.
    mutating func printReport(_ text: String, _ style: ReportStyle = .report) {
        guard useColorOnOutput else {
            print(text, terminator: "")
            return
        }
        print(text.split(separator: "\n", omittingEmptySubsequences: false).map(style.colored).joined(separator: "\n"), terminator: "")
    }
}
