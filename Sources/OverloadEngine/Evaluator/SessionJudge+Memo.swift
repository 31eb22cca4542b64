import Overload

extension SessionJudge {
    /// The last smallest step a judgement asked for: a session's sets mostly share a target
    /// load (`5x10 @ 50%`), and the equipment's memo costs a lock and a table lookup a question
    /// (about 1,100 instructions).
    ///
    /// A replay keeps one for each exercise (``init(keepingSteps:)``) with the steps asked
    /// before, by load: a missed target load comes back session after session (failures at it,
    /// the steps back up after a deload), and the answer depends on the load, whether it is
    /// added to bodyweight and the exercise's equipment alone, which a replay's exercise keeps.
    ///
    /// It keeps the exercise's latest judgement too (``find(targets:performed:repsNeeded:)``):
    /// a load missed is prescribed again, the rule's sets for it handed out again
    /// (``ScaledSets``), and a journal line logged again is read as the same array
    /// (`PlainLineCache`), so a failure repeated is the same two arrays judged again.
    struct StepMemo {
        var wanted: UInt64?
        var bodyweight = false
        var step: Double?
        /// Steps above loads not added to bodyweight, by the load's bits, in the slots the load
        /// tool keeps its answers in (a lookup a multiplication, where a dictionary hashed
        /// with its seed and grew); nil when not kept.
        private var known: LoadSlots<Double?>?
        /// The marks of a judgement no step holds any longer, emptied, their storage kept for
        /// the next judgement (``keepSpare(_:)``).
        private var spare: [SessionJudgement.Mark] = []
        /// The latest judgement of a session that missed something or was not in the usual shape
        /// (``keep(_:repsNeeded:)``), when kept; it holds its targets and logged sets, so their
        /// storage lives while it is kept.
        private var latest: SessionJudgement?
        /// The reps ``latest`` asked for.
        private var latestRepsNeeded: Int?
        /// Whether judgements are kept: a replay's memo, not a single judgement's.
        private let keepsJudgements: Bool
        /// Whether the judgements kept are found again (``KeptWhileFound``): an exercise whose
        /// misses differ from session to session stops keeping them.
        private var kept = KeptWhileFound()
        /// A memo of a single judgement, or, `keepingSteps`, of an exercise's every judgement.
        init(keepingSteps: Bool = false) {
            known = keepingSteps ? LoadSlots() : nil
            keepsJudgements = keepingSteps
        }

        /// The latest judgement, when it was of these very arrays (their storage, not only
        /// their sets: an array shared cannot change, and the judgement kept holds both alive,
        /// so no other array has that storage) and the same reps asked for: the judge's answer
        /// depends on nothing else but the exercise's equipment. Notes whether the judgement
        /// kept was found (``KeptWhileFound``).
        @inline(__always)
        mutating func find(targets: [SetPrescription], performed: [SetPerformance], repsNeeded: Int?) -> SessionJudgement? {
            // Compared in place, nil when none is kept: `latest != nil` copied the judgement out
            // to ask (1.5 M instructions on ten years of the 5/3/1 journal).
            guard let same = latest?.judges(targets, performed) else { return nil }
            guard same, latestRepsNeeded == repsNeeded else {
                kept.missed()
                return nil
            }
            kept.found()
            return latest
        }

        /// Keeps `judgement` as the latest, in a replay's memo: one judged set by set (a
        /// session met in order costs less to judge again than to keep), while the judgements
        /// kept are found again. One not kept leaves the latest as it was (it may come back),
        /// and its marks unshared, for the next judgement to reuse (``keepSpare(_:)``).
        mutating func keep(_ judgement: SessionJudgement, repsNeeded: Int?) {
            guard keepsJudgements, kept.keeps() else { return }
            latest = judgement
            latestRepsNeeded = repsNeeded
        }

        /// The spare marks, for a judgement set by set to write over (it trims what it does not
        /// write); an empty array when there are none. Written in place
        /// when nothing else holds them (the step that held them is gone by now); when a
        /// judgement still shares them, the first write copies them, and the shared marks stay
        /// as they were.
        mutating func spareMarks() -> [SessionJudgement.Mark] {
            var marks: [SessionJudgement.Mark] = []
            swap(&marks, &spare)
            return marks
        }

        /// Keeps the storage of a judgement's `marks` once the judgement is dropped (the step
        /// that held it written over): a replay of years judges every session of every
        /// exercise, and each judgement's marks were an allocation made and freed.
        mutating func keepSpare(_ marks: consuming [SessionJudgement.Mark]) {
            // A judgement met in order has no storage to give: the spare kept stays.
            guard marks.capacity > 0 else { return }
            spare = marks
        }

        /// The equipment's smallest step above `wanted` for a load from `source`, with whether
        /// the source is `bodyweightAdded` matched by the caller (matched, not compared: the
        /// derived `==` of an indirect enum is a call that copies both), and the source itself
        /// read only when the memo has no answer: the judge reads it in place out of its
        /// target, and a copy of an indirect enum retains and releases its box (30,000 times on
        /// ten years of `next`, nearly all answered here).
        mutating func step(above wanted: Double, bodyweight: Bool, source: @autoclosure () -> LoadSource, loads: LoadTool)
            -> Double? {
            if self.wanted == wanted.bitPattern, self.bodyweight == bodyweight { return step }
            self.wanted = wanted.bitPattern
            self.bodyweight = bodyweight
            // Taken out and put back, so the table stays unshared and is written in place.
            guard !bodyweight, var table = known.take() else {
                step = loads.smallestStep(above: wanted, source: source())
                return step
            }
            if let found = table.find(wanted.bitPattern) {
                step = found
            } else {
                step = loads.smallestStep(above: wanted, source: source())
                table.keep(step, for: wanted.bitPattern)
            }
            known = table
            return step
        }
    }
}
