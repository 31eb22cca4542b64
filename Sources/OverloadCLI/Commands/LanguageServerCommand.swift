import OverloadLanguageServer

/// `overload lsp`: the language server, speaking LSP over standard input and output.
struct LanguageServerCommand: Command {
    static let configuration = CommandConfiguration(
        name: "lsp",
        abstract: "Run the language server for editors (LSP over standard input and output).",
        discussion: """
            Speaks the Language Server Protocol on standard input and output: diagnostics as \
            'check' gives them, formatting as 'fmt' does, quick fixes, outline, completion, hover, \
            inlay hints, semantic colours, definition, references and rename. A journal pairs with \
            its program by the options, overload.json or the folder. It never runs a program's \
            external plugins. See docs/editors.md.
            """,
        options: [
            .flag("stdio", help: "Accepted for clients that add it; standard input and output is the only transport."),
        ],
        examples: ["overload lsp"]
    )

    init(_ arguments: ParsedArguments) throws {}

    func run(console: inout Console) -> Int32 {
        Self.serve()
    }

    /// Serves on these descriptors, running rules with the command line's registry.
    static func serve(input: Int32 = 0, output: Int32 = 1, log: Int32 = 2) -> Int32 {
        StdioServer.run(input: input, output: output, log: log, registry: CommandPlugins.registry)
    }
}
