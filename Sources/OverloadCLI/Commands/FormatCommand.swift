import Foundation
import Overload

/// `overload fmt FILE...`: canonical formatting, printed, checked or written in place.
struct FormatCommand: Command {
    static let configuration = CommandConfiguration(
        name: "fmt",
        abstract: "Print files in canonical form.",
        discussion: """
            Prints each file in canonical form: two-space indentation, single spaces, lowercase \
            keywords and units, comments kept. A file with syntax errors is never formatted.
            """,
        options: [
            .flag("write", short: "w", help: "Rewrite each file in place (atomically) instead of printing it."),
            .flag("check", help: "Print nothing; exit 1 if any file is not in canonical form."),
            .diagnostics,
            SafeFixes.fixOption, SafeFixes.forceOption,
        ],
        positionals: [PositionalSpec("FILE", help: "A .lift file, or - for standard input.", repeated: true)],
        examples: ["overload fmt program.lift", "overload fmt --write examples/*.lift", "overload fmt --check examples/*.lift",
                   "overload fmt --fix --write program.lift"]
    )

    var files: [String]
    var write: Bool
    var check: Bool
    var format: String?
    var fix: Bool
    var force: Bool

    init(_ arguments: ParsedArguments) throws {
        files = arguments.positionals
        (fix, force) = try SafeFixes.flags(arguments, files: files)
        write = arguments.flag("write")
        check = arguments.flag("check")
        format = try SharedOptions(arguments).diagnostics
        if write && check { throw UsageError("'--write' and '--check' cannot be used together") }
        if write && files.contains("-") { throw UsageError("'--write' cannot rewrite standard input") }
    }

    func run(console: inout Console) -> Int32 {
        var printer = DiagnosticPrinter(format: format)
        var status = ExitCode.success
        if fix {
            // The syntax errors' safe fix-its: what stands between a file and its canonical form.
            status = SafeFixes.fix(files, force: force, console: &console) { bytes, path in
                Parser.parse(SourceFile(name: path, bytes: bytes)).diagnostics
            }
            if status == ExitCode.dataError { status = ExitCode.success }
        }
        for path in files {
            guard let source = SourceLoader.loadOrReport(path, console: &console) else {
                status = ExitCode.ioError
                continue
            }
            let parsed = Parser.parse(source)
            if parsed.diagnostics.hasErrors {
                printer.report(parsed.diagnostics, in: source, console: &console)
                console.printError("Error: '\(path)' has syntax errors; it was not formatted")
                if status == ExitCode.success || status == ExitCode.failure { status = ExitCode.dataError }
                continue
            }
            let formatted = SourceFormatter.format(parsed)
            let isCanonical = Array(formatted.utf8) == source.bytes
            if check {
                if !isCanonical {
                    console.printError("\(path): not in canonical form (run 'overload fmt --write \(path)')")
                    if status == ExitCode.success { status = ExitCode.failure }
                }
            } else if write {
                guard !isCanonical else { continue }
                do {
                    try Data(formatted.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
                } catch {
                    console.printError("Error: cannot write '\(path)': \(error.localizedDescription)")
                    status = ExitCode.ioError
                }
            } else {
                console.print(formatted, terminator: "")
            }
        }
        printer.finish(console: &console)
        return status
    }
}
