import Overload
import OverloadEngine
import OverloadReport

extension ReplSession {
    /// The file `:report` writes when given none, in the current folder.
    static let defaultReportPath = "report.html"

    /// `:report [FILE] [--open]`: the training report of what is loaded, what-ifs included,
    /// written to FILE (``defaultReportPath`` when none) as `overload report` writes it, and
    /// opened in the browser with `--open`.
    func report(_ rest: String, console: inout Console) {
        var words = rest.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        let open = words.contains("--open")
        words.removeAll { $0 == "--open" }
        if let option = words.first(where: { $0.hasPrefix("--") }) {
            console.printError("error: ':report' takes a file and '--open', not '\(option)', as in ':report progress.html --open'")
            return
        }
        let joined = words.joined(separator: " ")
        let path = joined.isEmpty ? Self.defaultReportPath
            : joined.count >= 2 && joined.hasPrefix("\"") && joined.hasSuffix("\"") ? String(joined.dropFirst().dropLast()) : joined
        guard options.journal != nil else {
            console.printError("error: no journal to report on; start the REPL with '--journal JOURNAL'")
            return
        }
        guard let inputs = inputs(console: &console) else { return }
        let journal = inputs.workspace.journal ?? self.journal
        do {
            let figures = try ReportFigures(journal: journal, engine: ReportEngine(workspace: inputs.workspace),
                                            request: ReportRequest(today: options.today))
            try ReportFile.write(ReportPage(figures).html, to: path)
        } catch let error as ReportFile.WriteError {
            console.printError("error: " + error.description)
            return
        } catch {
            // Every exercise is shown, so none can be missing from the journal; said plainly all the same.
            console.printError("error: cannot make the report: \(error)")
            return
        }
        let assumed = whatIfs.count
        console.print("wrote \(path)" + (assumed == 0 ? "" : " (with \(assumed) what-if\(assumed == 1 ? "" : "s"))"))
        guard open else { return }
        if case .failure(let failure) = PageOpener.open(path, environment: options.environment) {
            console.printError("error: " + failure.message)
        }
    }
}
