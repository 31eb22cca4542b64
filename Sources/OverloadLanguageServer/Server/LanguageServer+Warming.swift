import Overload

extension LanguageServer {
    /// Replays the journal of each open program opened or changed since the last call, on
    /// the texts as they now are, so the hover and inlay hints an editor asks for after an
    /// edit to the program find the replay made. ``StdioServer`` calls it once a change's
    /// diagnostics are written and no message is waiting: the journal is replayed on the new
    /// plan while the lifter reads the diagnostics, not when they hover. A request arriving
    /// meanwhile waits for no more than it would have made itself. A journal's own edits
    /// are left to the request that needs them: a set being typed needs its e1RM hints, which
    /// need no replay, and should not wait for one.
    mutating func prepareTraining() {
        let changed = changedSincePreparation
        changedSincePreparation = []
        var prepared: Set<String> = []
        for uri in changed.sorted() where documents[uri] != nil {
            guard let path = DocumentURI.path(of: uri), engine.fileSummary(path, kind: pairing.kind)?.kind == .program,
                  let journal = pairing.journal(forProgram: path), prepared.insert(path + "\u{0}" + journal).inserted,
                  let date = pairing.date(beside: path) ?? EngineAdapter.today() else { continue }
            _ = engine.training(program: path, journal: journal, on: date)
        }
    }
}
