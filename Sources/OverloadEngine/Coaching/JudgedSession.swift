import Overload

/// One logged session of an exercise judged under its own circumstances (docs/coaching.md):
///
/// - under a weight or volume override, against the adjusted targets, and it does not count
///   for the plan's own targets;
/// - logged with low readiness (`energy low`, `soreness high`): against the plan's targets
///   first; when those were missed, against the targets `next` would have given that day
///   (loads 5% lighter, RPE one lower), and the miss does not count as a failure of the plan's own;
/// - the first session after a layoff (``Layoff``), the same way against the return's lighter targets;
/// - otherwise against the plan's targets, as any session.
struct JudgedSession {
    /// The targets the session is judged against.
    var targets: [SetPrescription]
    /// How it went against them.
    var judgement: SessionJudgement
    /// Why the session does not count for the plan's own targets (`override -10% weight`,
    /// `energy low`); empty for an ordinary session.
    var excuses: [String]
    /// Whether an override (rather than readiness) set the targets.
    var overridden: Bool
    /// Whether the return from a layoff set the targets.
    var isReturn = false

    /// `session`'s `performed` sets judged; `steps` is the exercise's memo of the equipment's
    /// smallest steps (``SessionJudge/StepMemo``).
    static func judge(
        _ session: JournalSession, prescribed: [SetPrescription], performed: [SetPerformance], loads: LoadTool,
        daysOff: Int? = nil, steps: inout SessionJudge.StepMemo
    ) -> JudgedSession {
        if OverrideTargets.adjusts(session.overrides) {
            // The lifter chose the override for the day: readiness does not lower it again.
            let targets = OverrideTargets.apply(session.overrides, to: prescribed, loads: loads)
            let judgement = SessionJudge.judge(targets: targets, performed: performed, loads: loads, repsNeeded: nil, steps: &steps)
            return JudgedSession(targets: targets, judgement: judgement,
                                 excuses: Replay.overrideTexts(session.overrides), overridden: true)
        }
        let judgement = SessionJudge.judge(targets: prescribed, performed: performed, loads: loads, repsNeeded: nil,
                                           steps: &steps)
        // The first session after a layoff, missed at the plan's targets, is judged against
        // the lighter ones `next` gave for the return, and the miss does not count.
        let isSuccess = judgement.isSuccess
        if !isSuccess, let days = daysOff, let percent = Layoff.percentOff(afterDays: days) {
            let lighter = Layoff.lightened(prescribed, by: percent, loads: loads)
            let judgement = SessionJudge.judge(targets: lighter, performed: performed, loads: loads, repsNeeded: nil, steps: &steps)
            return JudgedSession(targets: lighter, judgement: judgement,
                                 excuses: ["the first session after \(Layoff.span(days)) off"], overridden: false, isReturn: true)
        }
        // Success first: the readiness is built (and freed) only for a missed session.
        guard !isSuccess else {
            return JudgedSession(targets: prescribed, judgement: judgement, excuses: [], overridden: false)
        }
        // Asked of the session's readiness before the circumstances are built (and freed).
        guard SessionCircumstances.reducesIntensity(energy: session.energy, soreness: session.soreness) else {
            return JudgedSession(targets: prescribed, judgement: judgement, excuses: [], overridden: false)
        }
        let readiness = SessionCircumstances(energy: session.energy, soreness: session.soreness)
        let lowered = OverrideTargets.lowered(prescribed, loads: loads)
        let loweredJudgement = SessionJudge.judge(targets: lowered, performed: performed, loads: loads, repsNeeded: nil,
                                                  steps: &steps)
        return JudgedSession(targets: lowered, judgement: loweredJudgement,
                             excuses: [Replay.readiness(readiness)], overridden: false)
    }

    /// What makes the session not an ordinary one for an outcome: its excuses, its other
    /// overrides (a skip) and a sick day.
    func circumstances(of session: JournalSession) -> [String] {
        var found = overridden ? excuses : Replay.overrideTexts(session.overrides) + excuses
        if session.mood == .sick { found.append("mood sick") }
        return found
    }
}
