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
        StdioServer.run()
    }
}
