import Overload

extension LanguageServer {
    /// Replays each open program's journal (and each open journal on its program) on the
    /// texts as they now are, so the hover and inlay hints an editor asks for after a change
    /// find the replay made. ``StdioServer`` calls it once a change's diagnostics are written
    /// and no message is waiting: an edit to the program replays the journal on the new plan
    /// here, while the lifter reads the diagnostics, not when they hover. A request arriving
    /// meanwhile waits for at most what it would have made itself.
    func prepareTraining() {
        var prepared: Set<String> = []
        for uri in documents.keys.sorted() {
            guard let path = DocumentURI.path(of: uri), let summary = engine.fileSummary(path, kind: pairing.kind) else { continue }
            let pair: (program: String?, journal: String)? = switch summary.kind {
            case .both: (path, path)
            case .journal: (pairing.program(forJournal: path), path)
            case .program: pairing.journal(forProgram: path).map { (path, $0) }
            case .neither: nil
            }
            guard let pair, let program = pair.program, prepared.insert(program + "\u{0}" + pair.journal).inserted,
                  let date = pairing.date(beside: path) ?? EngineAdapter.today() else { continue }
            _ = engine.training(program: program, journal: pair.journal, on: date)
        }
    }
}
