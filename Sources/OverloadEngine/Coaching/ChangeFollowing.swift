import Overload

/// Whether a logged session followed a suggested change (docs/coaching.md): a rejected change
/// the lifter made anyway is noticed, and an accepted one the lifter did not follow is
/// `ignored`. A session is compared with what the change moves: the heaviest work load (on
/// the bar, within half the equipment's smallest step), a set's reps, the number of work sets,
/// a set's kind when the journal marks it. Rest is not logged, so a rest change is never compared.
struct ChangeFollowing {
    let judgement: SessionJudgement
    /// The work sets done: the logged sets, less the skipped ones and those taken as warm-ups.
    let workSetsDone: Int
    let loads: LoadTool

    init(judgement: SessionJudgement, performed: [SetPerformance], loads: LoadTool) {
        self.judgement = judgement
        workSetsDone = max(0, performed.filter { !$0.isSkipped }.count - judgement.warmupCount)
        self.loads = loads
    }

    func halfStep(_ load: Double) -> Double { (loads.smallestStep(above: load) ?? 0) / 2 }

    /// The reps logged on a work set (from 0), if it was done.
    func reps(_ set: Int) -> Int? {
        guard set < judgement.sets.count, let performed = judgement.sets[set].performed, !performed.isSkipped else { return nil }
        return performed.reps
    }

    /// The kind a work set was marked with in the journal (nil when unmarked or not done).
    func markedKind(_ set: Int) -> PrescribedSetKind? {
        guard set < judgement.sets.count, let performed = judgement.sets[set].performed, performed.kind != .regular else { return nil }
        return PrescribedSetKind(rawValue: performed.kind.rawValue)
    }

    /// What the session did that the change asked for, when it did (`140 lb was lifted`); nil otherwise.
    func did(_ measure: ChangeMeasure) -> String? {
        switch measure {
        case .load(let from, let to):
            guard let lifted = judgement.heaviestLoad else { return nil }
            let made = to > from ? lifted >= to - halfStep(to) : lifted <= to + halfStep(to)
            return made ? "\(loads.mass(lifted)) was lifted" : nil
        case .reps(let set, let from, let to):
            guard let done = reps(set) else { return nil }
            let made = to > from ? done >= to : done == to
            return made ? "set \(set + 1) had \(done) reps" : nil
        case .rest:
            return nil
        case .sets(let from, let to):
            let made = to > from ? workSetsDone >= to : workSetsDone == to
            return made ? "\(workSetsDone) work sets were done" : nil
        case .kind(let set, _, let to):
            return markedKind(set) == to ? "set \(set + 1) was logged as \(to.rawValue)" : nil
        }
    }

    /// Why the session did not follow the change, when it kept to the old target
    /// (`lifted 135 lb, not the new 140 lb`); nil when it followed it or cannot tell.
    func kept(_ measure: ChangeMeasure) -> Reason.OutcomeEvidence? {
        switch measure {
        case .load(let from, let to):
            guard let lifted = judgement.heaviestLoad else { return nil }
            let kept = to > from ? lifted < to - halfStep(to) : lifted > to + halfStep(to)
            return kept ? .keptLoad(lifted: loads.mass(lifted), new: loads.mass(to)) : nil
        case .reps(let set, let from, let to):
            guard let done = reps(set), done == from, from != to else { return nil }
            return .keptReps(set: set + 1, done: done, new: to)
        case .rest:
            return nil
        case .sets(let from, let to):
            let kept = to > from ? workSetsDone <= from && workSetsDone < to : workSetsDone >= from
            return kept ? .keptSets(done: workSetsDone, new: to) : nil
        case .kind(let set, _, let to):
            guard let marked = markedKind(set), marked != to else { return nil }
            return .keptKind(set: set + 1, logged: marked.rawValue, new: to.rawValue)
        }
    }
}
