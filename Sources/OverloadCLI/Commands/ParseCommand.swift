import Overload

/// `overload parse --dump-ast FILE`: shows the syntax tree with ranges.
struct ParseCommand: Command {
    static let configuration = CommandConfiguration(
        name: "parse",
        abstract: "Parse a file and show its syntax tree.",
        discussion: "With --dump-ast, prints every node with its range as line:column. Syntax errors are reported as by 'check'.",
        options: [.flag("dump-ast", help: "Print the syntax tree with ranges."), .diagnostics],
        positionals: [PositionalSpec("FILE", help: "A .lift file, or - for standard input.")],
        examples: ["overload parse --dump-ast examples/programs/531-bbb.lift"]
    )

    var file: String
    var dumpAST: Bool
    var format: String?

    init(_ arguments: ParsedArguments) throws {
        file = arguments.positionals[0]
        dumpAST = arguments.flag("dump-ast")
        format = try SharedOptions(arguments).diagnostics
    }

    func run(console: inout Console) -> Int32 {
        guard let source = SourceLoader.loadOrReport(file, console: &console) else { return ExitCode.ioError }
        let parsed = Parser.parse(source)
        if dumpAST { console.print(ASTDump.dump(parsed.document, source: source), terminator: "") }
        var printer = DiagnosticPrinter(format: format)
        printer.report(parsed.diagnostics, in: source, console: &console)
        printer.finish(console: &console)
        return parsed.diagnostics.hasErrors ? ExitCode.dataError : ExitCode.success
    }
}
