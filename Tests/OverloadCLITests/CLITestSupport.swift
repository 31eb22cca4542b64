/// Whether `text` passes `overload check` with no errors and is canonical (`overload fmt --check`).
func checksCleanAndCanonical(_ text: String) -> (check: CLIRun, format: CLIRun) {
    (CLIRun(["check", "-"], input: text), CLIRun(["fmt", "--check", "-"], input: text))
}
