import Overload

/// The replays a ``Workspace`` keeps, one for each ``StepHistory`` asked for: one or two in
/// practice, so a list. A dictionary keyed by `StepHistory` had the runtime find the type's
/// `Hashable` conformance by scanning every conformance in the binary, about 0.3 M
/// instructions at every engine command's start, to hold one replay.
struct KeptReplays: Sendable {
    private var kept: [JournalReplay] = []

    /// None kept.
    init() {}

    /// The replay keeping `steps`, if one is kept; setting nil drops it.
    subscript(steps: StepHistory) -> JournalReplay? {
        get { kept.first { $0.steps == steps } }
        set {
            let index = kept.firstIndex { $0.steps == steps }
            switch (index, newValue) {
            case (let index?, let replay?): kept[index] = replay
            case (let index?, nil): kept.remove(at: index)
            case (nil, let replay?): kept.append(replay)
            case (nil, nil): break
            }
        }
    }

    /// Plays `entries`, which follow those played before, on every replay kept.
    mutating func play(_ entries: [JournalEntry]) {
        for index in kept.indices { kept[index].play(entries) }
    }
}
