import Overload

/// The changes one step of a rule makes to one exercise go together: a GZCLP stage's `-1 rep`
/// and `+1 set` (5x3+ to 6x2+), a double progression's `+5lb` and `-4 reps`, an automatic
/// deload's `-60lb` and `-2 sets`. Accepting only one would give targets the rule never
/// prescribed, so they are shown under one number and decided as one (docs/coaching.md), while
/// each keeps its own kind, decision line and outcome.
extension CoachingReport {
    /// The open suggestions, each with the number `suggest`, `next` and the decision commands
    /// give it: the changes of one step share a number, in the order made.
    public var numberedOpen: [(number: Int, change: SuggestedChange)] {
        var numbered: [(number: Int, change: SuggestedChange)] = []
        var lastStep: Int?
        for change in open {
            let number = (numbered.last?.number ?? 0) + (change.step == lastStep ? 0 : 1)
            numbered.append((number, change))
            lastStep = change.step
        }
        return numbered
    }

    /// The open suggestions numbered `number` (the changes of one step); empty when none is.
    public func openStep(_ number: Int) -> [SuggestedChange] {
        numberedOpen.filter { $0.number == number }.map(\.change)
    }

    /// How many numbers the open suggestions take.
    public var openStepCount: Int { numberedOpen.last?.number ?? 0 }

    /// `index` and the other open changes of its step.
    func stepIndices(of index: Int) -> [Int] {
        let step = suggestions[index].step
        let exercise = suggestions[index].exerciseID
        return suggestions.indices.filter { other in
            other == index
                || (suggestions[other].step == step && suggestions[other].exerciseID == exercise && suggestions[other].status.isOpen)
        }
    }

    /// The latest change of an exercise and kind, when it was decided with another change of
    /// its step, with that change's text (`-1 rep`): a decision naming it has nothing to do.
    public func decidedWithItsStep(_ exerciseID: String, kind: ChangeKind) -> (change: SuggestedChange, with: String)? {
        guard let found = suggestions.last(where: { $0.exerciseID == exerciseID && $0.kind == kind && $0.status != .replaced }),
              !found.status.isOpen, let with = found.decidedWith else { return nil }
        return (found, with)
    }

    /// What a decision that answers no open suggestion says when its change was decided with
    /// another of its step: the same verdict (nothing to do), or another (why it answers nothing).
    enum StepAnswer {
        case same
        case other(String)
    }

    /// For a decision whose change is not open: nil when no change of its exercise and kind
    /// made on or before its date was decided with another of its step; otherwise whether
    /// that decision said the same.
    func answeredWithItsStep(_ decision: JournalDecision, exerciseID: String, kind: ChangeKind) -> StepAnswer? {
        guard let found = suggestions.last(where: {
            $0.exerciseID == exerciseID && $0.kind == kind && $0.date <= decision.date && $0.status != .replaced
        }), let with = found.decidedWith else { return nil }
        if found.status == decision.verdict.decidedStatus { return .same }
        return .other("\(found.exercise) \(found.text) was \(found.status.rawValue) with \(with)"
            + (found.decidedOn.map { " on \($0)" } ?? ""))
    }
}

extension JournalDecision.Verdict {
    /// The status a suggestion has once decided so (a deferred one stays open).
    public var decidedStatus: SuggestionStatus {
        switch self {
        case .accept: .accepted
        case .reject: .rejected
        case .defer: .deferred
        }
    }
}
