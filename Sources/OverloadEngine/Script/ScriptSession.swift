import Overload

/// `last`: the session just logged, as a script reads it (docs/language.md, "Script plugins").
///
/// Sets are the engine's judged work sets (warm-ups left out). A set's `reps` count only when
/// it was done at its target load (and within a target RPE): reps done lighter, a skipped set
/// and a set not done count 0, since doing the reps with less weight is not a success.
enum ScriptSession {
    static func record(_ input: SessionInput) -> ScriptValue {
        let judged = input.judgement.sets
        let sets = judged.map { set(of: $0, input: input) }
        let counted = judged.map { Self.counted(reps: $0, loads: input.loads) }
        var fields: [String: ScriptValue] = [
            "failed": .bool(!input.judgement.isSuccess),
            "made": .bool(input.judgement.isSuccess),
            "sets": .list(.set, sets),
            "reps": .list(.number, counted.map { .number(Double($0)) }),
            "total": .number(Double(counted.reduce(0, +))),
            "e1rm": input.performed.compactMap(input.e1RM(of:)).max().map { .load(value: $0) } ?? .nothing,
            "weight": input.judgement.heaviestLoad.map { .load(value: $0) } ?? .nothing,
        ]
        // The heaviest AMRAP set, as nSuns reads it; the first of equals.
        let amraps = judged.indices.filter { judged[$0].target.reps?.isAMRAP == true }
        let amrap = amraps.max { (judged[$0].target.load?.exact ?? 0) < (judged[$1].target.load?.exact ?? 0) }
        fields["has_amrap"] = .bool(amrap != nil)
        fields["amrap"] = amrap.map { sets[$0] } ?? .nothing
        // The best set made the most reps; the lowest the fewest; the first of equals.
        let best = counted.indices.max { counted[$0] < counted[$1] }
        let lowest = counted.indices.min { counted[$0] < counted[$1] }
        fields["best"] = best.map { sets[$0] } ?? .nothing
        fields["lowest"] = lowest.map { sets[$0] } ?? .nothing
        return .record(.session, fields)
    }

    /// One judged set as a record.
    static func set(of judged: SessionJudgement.JudgedSet, input: SessionInput) -> ScriptValue {
        let performed = judged.performed
        return .record(.set, [
            "reps": .number(Double(counted(reps: judged, loads: input.loads))),
            "weight": judged.load.map { .load(value: $0) } ?? .nothing,
            "failed": .bool(!judged.isMet),
            "made": .bool(judged.isMet),
            "target": judged.target.reps?.minimumReps.map { .number(Double($0)) } ?? .nothing,
            "rpe": performed?.rpe.map { .number($0) } ?? .nothing,
            "e1rm": performed.flatMap(input.e1RM(of:)).map { .load(value: $0) } ?? .nothing,
            "time": performed?.timeSeconds.map { .time(Double($0)) } ?? .nothing,
            "distance": performed?.distanceMetres.map { .distance($0) } ?? .nothing,
        ])
    }

    /// The reps of a set that count: all of them when the set met its target's load and RPE,
    /// none otherwise.
    static func counted(reps judged: SessionJudgement.JudgedSet, loads: LoadTool) -> Int {
        guard let performed = judged.performed, !performed.isSkipped, let load = judged.load else { return 0 }
        let reps = performed.reps ?? 0
        var target = judged.target
        if case .reps = target.work { target = loads.set(target, work: .reps(.exact(reps))) }
        return SessionJudge.shortfall(of: performed, load: load, against: target, loads: loads) == nil ? reps : 0
    }
}
