import Overload

extension Replay {
    /// A session logged a ladder's rung: the ladder is on that rung (the lifter's own choice
    /// when it is not the rule's), and its rule knows how many rungs there are.
    func onRung(_ rung: Int, of ladderID: String, state: inout PluginState) {
        state[LadderState.rung] = rung
        state[LadderState.rungs] = program.ladders.byID[ladderID]?.rungIDs.count
    }

    /// The current rung's title of each ladder the day has (`pull: negative pull-up`), by the
    /// ladder's id: the rung its rule's state is on, else the first.
    func rungTitles(of ids: [String]) -> [String: String] {
        guard !program.ladders.isEmpty else { return [:] }
        var titles: [String: String] = [:]
        for id in ids {
            guard let ladder = program.ladders.byID[id] else { continue }
            titles[id] = ladder.title(rung: states[id]?[LadderState.rung] ?? 0)
        }
        return titles
    }
}
