import Overload
// placeholder until the formatter lands
struct FormatCommand: Command {
    static let configuration = CommandConfiguration(name: "fmt", abstract: "Print files in canonical form.")
    init(_ arguments: ParsedArguments) throws {}
    func run(console: inout Console) -> Int32 { ExitCode.software }
}
