import Overload
import OverloadSyntax

/// Judges one session of an exercise against its targets (docs/engine.md, "Success").
///
/// Warm-ups are dropped: sets marked `warmup`, and unmarked sets before the first that
/// reaches 90% of the lightest loaded work target. The rest are matched in order to the work
/// targets. Each target needs reps at least its minimum (an AMRAP's minimum, a range's lower
/// end), time or distance at least the target (and, with a pace or time target, a logged
/// time at that pace or faster), a load at least the loadable target less half
/// the smallest step the equipment makes, and a logged RPE no higher than a target RPE when
/// both exist. A target with no set, or a skipped set, is missed.
public enum SessionJudge {
    /// The share of the lightest work target a set must reach not to count as a warm-up.
    public static let warmupThreshold = 0.9

    /// The judgement of `performed` against `targets`.
    public static func judge(targets: [SetPrescription], performed: [SetPerformance], loads: LoadTool) -> SessionJudgement {
        judge(targets: targets, performed: performed, loads: loads, repsNeeded: nil)
    }

    /// The judgement of `performed` against `targets` with every work target counted in reps
    /// asking for exactly `repsNeeded` (at least that many reps): what `double` asks to find
    /// the reps every set made, without a copy of the targets with their reps rewritten.
    public static func judge(targets: [SetPrescription], performed: [SetPerformance], loads: LoadTool, repsNeeded: Int?)
        -> SessionJudgement {
        var steps = StepMemo()
        return judge(targets: targets, performed: performed, loads: loads, repsNeeded: repsNeeded, steps: &steps)
    }

    /// ``judge(targets:performed:loads:repsNeeded:)`` asking `steps` for the equipment's
    /// smallest steps: a replay passes each exercise's own, kept from session to session.
    static func judge(targets: [SetPrescription], performed: [SetPerformance], loads: LoadTool, repsNeeded: Int?,
                      steps: inout StepMemo) -> SessionJudgement {
        var walked = Walked()
        if let met = judgedMetInOrder(targets: targets, performed: performed, loads: loads, repsNeeded: repsNeeded,
                                      steps: &steps, walked: &walked) {
            return met
        }
        if let known = steps.find(targets: targets, performed: performed, repsNeeded: repsNeeded) { return known }
        let judged = judgeEachSet(targets: targets, performed: performed, loads: loads, repsNeeded: repsNeeded, steps: &steps,
                                  walked: walked)
        steps.keep(judged, repsNeeded: repsNeeded)
        return judged
    }

    /// How far the one walk of ``judgedMetInOrder(targets:performed:loads:repsNeeded:steps:walked:)``
    /// went before it stopped: which targets it found met by the set at their own position
    /// after the marked warm-ups. The judgement set by set that follows matches those same
    /// pairs when the session opens with no unmarked warm-up, and takes their answers rather
    /// than asking each again (a 5/3/1 week misses its top set while the two before are met).
    ///
    /// Two integers, written once when the walk stops: the shortfall it stopped at is asked
    /// again rather than kept (an enum with payloads, copied through outlined value witnesses,
    /// cost more on the linear journal than the one question it saves).
    struct Walked {
        /// The logged set the first target is met by: the marked warm-ups that open the session passed over.
        var first = 0
        /// The targets before this one are met, each by set `first + target`.
        var met = 0

        /// Whether the walk found target `target` met by set `set`.
        func met(target: Int, set: Int) -> Bool { target < met && set == first + target }
    }

    /// The usual session, judged in one walk: every target a work target, met in order by the
    /// logged sets after the marked warm-ups that open the session, none of them a warm-up or
    /// skipped. Its judgement keeps no marks (``SessionJudgement/metInOrder``), so a replay of
    /// years neither writes five marks a session nor keeps storage for them. Nil for any
    /// other session, which ``judgeEachSet(targets:performed:loads:repsNeeded:steps:walked:)``
    /// judges; both answer alike (`SessionJudgeShortcutTests`). It stops at the first target
    /// not met by its own set, and `walked` tells how far it went.
    static func judgedMetInOrder(targets: [SetPrescription], performed: [SetPerformance], loads: LoadTool, repsNeeded: Int?,
                                 steps: inout StepMemo, walked: inout Walked) -> SessionJudgement? {
        // The marked warm-ups first are passed over, as matching passes them.
        var first = 0
        while first < performed.count, isMarkedWarmup(performed[first].kind) { first += 1 }
        guard !targets.isEmpty, performed.count - first >= targets.count else { return nil }
        var lightest: Double?
        for index in targets.indices {
            // Each target met by its own set, walked in place (a copy of either retains its references).
            let set = first + index
            guard targets[index].kind != .warmup, !isMarkedWarmup(performed[set].kind), !performed[set].isSkipped else {
                walked = Walked(first: first, met: index)
                return nil
            }
            if let loadable = targets[index].load?.loadable { lightest = min(lightest ?? loadable, loadable) }
            let value = load(of: performed, at: set, loads)
            guard shortfall(of: performed, at: set, load: value, against: targets, at: index, repsNeeded: repsNeeded,
                            loads: loads, steps: &steps) == nil else {
                walked = Walked(first: first, met: index)
                return nil
            }
        }
        // The first set after the marked warm-ups is work, not an unmarked warm-up: skipped it
        // is not, so it must reach 90% of the lightest loaded target (every set met its target,
        // but a lighter target may come later).
        if let lightest, lightest > 0, load(of: performed, at: first, loads) < lightest * warmupThreshold { return nil }
        var warmups = first
        for index in (first + targets.count)..<performed.count where isMarkedWarmup(performed[index].kind) { warmups += 1 }
        return SessionJudgement(targets: targets, logged: performed, metInOrderFrom: first, unit: loads.unit, warmupCount: warmups)
    }

    /// The judgement of each target in turn, its mark kept: any session, warm-ups matched,
    /// targets missed. The pairs `walked` judged already are not judged again
    /// (``Walked/met(target:set:)``).
    static func judgeEachSet(targets: [SetPrescription], performed: [SetPerformance], loads: LoadTool, repsNeeded: Int?,
                             steps: inout StepMemo, walked: Walked = Walked()) -> SessionJudgement {
        // A replay judges every session of years (and `double` twice a session), so
        // this walks the arrays in place rather than building filtered copies.
        // By index: a target holds references (plates, a load's source), and each copy of one
        // out of the array retains and releases them.
        var lightest: Double?
        var workCount = 0
        for index in targets.indices where targets[index].kind != .warmup {
            workCount += 1
            if let loadable = targets[index].load?.loadable { lightest = min(lightest ?? loadable, loadable) }
        }
        // The logged sets not marked warm-ups are walked in place (no list of their indices:
        // one allocation a judgement). Unmarked sets before the first that is skipped or
        // reaches 90% of the lightest target are warm-ups too, when they are all regular.
        var warmups = 0
        for index in performed.indices where isMarkedWarmup(performed[index].kind) { warmups += 1 }
        var next = 0
        if let lightest, lightest > 0 {
            var before = 0
            var allRegular = true
            for index in performed.indices where !isMarkedWarmup(performed[index].kind) {
                if performed[index].isSkipped || load(of: performed, at: index, loads) >= lightest * warmupThreshold {
                    if allRegular {
                        next = index
                        warmups += before
                    }
                    break
                }
                if performed[index].kind != .regular { allRegular = false }
                before += 1
            }
        }
        // The spare marks are written over in place, not emptied first: emptying an array
        // keeping its storage went through the standard library's general `replaceSubrange`
        // (about 80 instructions a judgement), and an exercise's judgements mostly have as many
        // marks as the one before.
        var judged = steps.spareMarks()
        var written = 0
        judged.reserveCapacity(workCount)
        for index in targets.indices where targets[index].kind != .warmup {
            while next < performed.count, isMarkedWarmup(performed[next].kind) { next += 1 }
            guard next < performed.count else {
                put(.init(target: index, performed: nil, load: nil, isMet: false, miss: .notDone), at: &written, in: &judged)
                continue
            }
            let matched = next
            next += 1
            // Read in place: a set copied out of its array retains its references.
            let value = load(of: performed, at: matched, loads)
            let skipped = performed[matched].isSkipped
            let miss: SessionJudgement.Shortfall?
            if skipped {
                miss = .skipped
            } else if walked.met(target: index, set: matched) {
                miss = nil
            } else {
                miss = shortfall(of: performed, at: matched, load: value, against: targets, at: index, repsNeeded: repsNeeded,
                                 loads: loads, steps: &steps)
            }
            put(.init(target: index, performed: matched, load: skipped ? nil : value, isMet: miss == nil, miss: miss),
                at: &written, in: &judged)
        }
        // Marks left from a judgement of more targets.
        while judged.count > written { judged.removeLast() }
        return SessionJudgement(targets: targets, logged: performed, marks: judged, warmupCount: warmups)
    }

    /// Writes `mark` as the `written`th of `marks`, over a spare mark or after the last.
    @inline(__always)
    private static func put(_ mark: SessionJudgement.Mark, at written: inout Int, in marks: inout [SessionJudgement.Mark]) {
        if written < marks.count { marks[written] = mark } else { marks.append(mark) }
        written += 1
    }

    /// Whether a logged set's kind marks it a warm-up: one place, which the three walks above
    /// share (given the kind, not the set: a set passed by value is a copy, retained).
    static func isMarkedWarmup(_ kind: SetPerformance.Kind) -> Bool { kind == .warmup }

    /// The load of `sets[index]` in the plan's unit: the whole load, or the added load of a
    /// bodyweight set (0 at bodyweight, negative when assisted). Read in place: a set passed
    /// by value is a copy, and a copy retains its note (82,000 copies on ten years of `next`).
    static func load(of sets: [SetPerformance], at index: Int, _ loads: LoadTool) -> Double {
        load(of: sets, at: index, in: loads.unit)
    }

    /// ``load(of:at:_:)`` in `unit`, the plan's: what a judgement met in order reads its marks' loads with.
    static func load(of sets: [SetPerformance], at index: Int, in unit: MassUnit) -> Double {
        guard let weight = sets[index].load else { return 0 }
        return weight.mass.value(in: unit)
    }

    static func shortfall(
        of set: SetPerformance, load: Double, against target: SetPrescription, loads: LoadTool
    ) -> SessionJudgement.Shortfall? {
        var steps = StepMemo()
        return shortfall(of: [set], at: 0, load: load, against: [target], at: 0, repsNeeded: nil, loads: loads, steps: &steps)
    }

    /// Why `sets[index]` falls short of `targets[target]`. Both are read in place (see
    /// ``load(of:at:_:)``; a copy of a target retains its plates and its load's source).
    static func shortfall(
        of sets: [SetPerformance], at index: Int, load: Double, against targets: [SetPrescription], at target: Int,
        repsNeeded: Int?, loads: LoadTool, steps: inout StepMemo
    ) -> SessionJudgement.Shortfall? {
        switch targets[target].work {
        case .reps(let reps):
            let done = sets[index].reps ?? 0
            let needed = repsNeeded ?? reps.minimumReps ?? 1
            if done < needed { return .reps(done: done, needed: needed) }
        case .time(let seconds):
            let done = sets[index].timeSeconds ?? 0
            if done < seconds { return .time(done: done, needed: seconds) }
        case .distance(let metres):
            let done = sets[index].distanceMetres ?? 0
            if done < metres { return .distance(done: done, needed: metres) }
            if let goal = targets[target].goal, let miss = goalShortfall(goal, metres: metres, done: done, seconds: sets[index].timeSeconds) {
                return miss
            }
        }
        // A load at or above the target passes whatever the step, so the step (a rounding
        // question) is asked only of a lighter one.
        if let wanted = targets[target].load?.loadable, load < wanted - 1e-9 {
            let bodyweight = if case .bodyweightAdded? = targets[target].load?.source { true } else { false }
            let step = steps.step(above: wanted, bodyweight: bodyweight, source: targets[target].load?.source ?? .absolute,
                                  loads: loads) ?? 0
            if load < wanted - step / 2 - 1e-9 {
                return .load(done: loads.mass(load), needed: loads.mass(wanted))
            }
        }
        if let cap = targets[target].rpe, let rpe = sets[index].rpe, rpe > cap {
            return .rpe(logged: rpe, cap: cap)
        }
        return nil
    }

    /// Why a distance covered in `seconds` misses a pace or time goal, or nil when it makes it:
    /// the logged pace over the logged distance (kept exact) at most the goal's pace over the
    /// planned distance. A distance with no time logged cannot be judged a pace, so it misses.
    static func goalShortfall(_ goal: WorkGoal, metres: Double, done: Double, seconds: Int?) -> SessionJudgement.Shortfall? {
        guard let planned = ExactDistance(metres: metres), let wanted = goal.pace(over: planned) else { return nil }
        guard let seconds, let covered = ExactDistance(metres: done), let pace = Pace(seconds: seconds, distance: covered) else {
            return .noTime(goal: goal)
        }
        return wanted < pace ? .pace(done: pace, needed: wanted, goal: goal, planned: planned) : nil
    }
}
