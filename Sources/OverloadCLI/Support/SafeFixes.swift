import Overload
import OverloadSyntax

/// `check --fix` and `fmt --fix`: every safe fix-it (``FixIt/isSafe``) applied in place,
/// through the journal store's locked, atomic rewrite. A file with an error no safe fix-it
/// mends is left alone unless forced: the lifter reads those first.
enum SafeFixes {
    /// Rounds of fixing at most: a line's next mistake is found once the first is mended.
    static let maximumRounds = 8

    static let fixOption = OptionSpec.flag("fix", help: "Apply every safe fix-it in place (a file with other errors needs --force).")
    static let forceOption = OptionSpec.flag("force", help: "With --fix: fix a file even when it has errors no fix-it mends.")

    /// `--fix` and `--force` of a command reading `files`.
    static func flags(_ arguments: ParsedArguments, files: [String]) throws -> (fix: Bool, force: Bool) {
        let fix = arguments.flag("fix")
        let force = arguments.flag("force")
        if force && !fix { throw UsageError("'--force' goes with '--fix'") }
        if fix && files.contains("-") { throw UsageError("'--fix' cannot rewrite standard input") }
        return (fix, force)
    }

    /// Fixes each file, reporting on standard error; returns false when a file could not be
    /// fixed or written (the command then exits with a failure).
    static func fix(
        _ paths: [String], force: Bool, console: inout Console, diagnose: ([UInt8], String) -> [Diagnostic]
    ) -> Int32 {
        var status = ExitCode.success
        for path in paths {
            var applied = 0
            var refusal: String?
            do {
                try JournalStore().rewrite(path) { current in
                    let diagnostics = diagnose(current, path)
                    let unmended = diagnostics.filter { $0.severity == .error && !$0.fixIts.contains(where: \.isSafe) }
                    if !unmended.isEmpty, !force {
                        refusal = "'\(path)' has \(plural(unmended.count, "error")) no fix-it mends; nothing was fixed "
                            + "(see 'overload check \(path)', or give --force to apply the safe fix-its anyway)"
                        return nil
                    }
                    let (fixed, count) = Self.fixed(current, path: path, diagnostics: diagnostics, diagnose: diagnose)
                    // A fix that leaves an error no fix-it mends (one mistake turned into
                    // another) is refused as that error would have been before it.
                    let left = diagnose(fixed, path).filter { $0.severity == .error && !$0.fixIts.contains(where: \.isSafe) }
                    if count > 0, !left.isEmpty, !force {
                        refusal = "'\(path)' would still have \(plural(left.count, "error")) after its safe fix-its; nothing was "
                            + "fixed (see 'overload check \(path)', or give --force to apply them anyway)"
                        return nil
                    }
                    applied = count
                    return count > 0 ? fixed : nil
                }
            } catch {
                console.printError("Error: \(error)")
                status = ExitCode.ioError
                continue
            }
            if let refusal {
                console.printError("Error: " + refusal)
                if status == ExitCode.success { status = ExitCode.dataError }
            } else if applied > 0 {
                console.printError("\(path): applied \(plural(applied, "fix-it"))")
            }
        }
        return status
    }

    /// `bytes` after rounds of safe fix-its, and how many were applied.
    static func fixed(
        _ bytes: [UInt8], path: String, diagnostics: [Diagnostic], diagnose: ([UInt8], String) -> [Diagnostic]
    ) -> (bytes: [UInt8], applied: Int) {
        var current = bytes
        var diagnostics = diagnostics
        var total = 0
        for _ in 0..<maximumRounds {
            let (next, applied) = FixItApplication.applySafe(diagnostics, to: current)
            guard applied > 0 else { break }
            current = next
            total += applied
            diagnostics = diagnose(current, path)
        }
        return (current, total)
    }
}
