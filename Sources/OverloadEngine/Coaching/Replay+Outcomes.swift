import Overload

/// Outcomes of accepted changes and the calibration they drive (docs/coaching.md).
extension Replay {
    /// Judges every accepted, not yet judged change of the exercise on this session, against
    /// the targets it aimed at, and recalibrates the exercise's next increase. A rejected
    /// weight increase the lifter made anyway is noticed. Returns what `explain` shows.
    mutating func judgeOutcomes(
        _ input: PrescribeInput, calibrating settings: CalibrationSettings, session: JournalSession, judged: JudgedSession,
        performed: [SetPerformance]
    ) -> [StateChange] {
        let id = input.exercise.id
        let loads = input.loads
        let prescribed = judged.targets
        let judgement = judged.judgement
        let circumstances = judged.circumstances(of: session)
        let following = ChangeFollowing(judgement: judgement, performed: performed, loads: loads)
        var shown: [StateChange] = []
        var weightOutcome: (outcome: ChangeOutcome, step: Double)?
        for index in coaching.report.suggestions.indices {
            let change = coaching.report.suggestions[index]
            guard change.exerciseID == id else { continue }
            // A rejected change is compared with the first session after the rejection only.
            if change.status == .rejected, !change.anywayChecked {
                coaching.report.suggestions[index].anywayChecked = true
                if let done = following.did(change.measure) {
                    coaching.report.suggestions[index].doneAnywayOn = session.date
                    shown.append(StateChange("rejected change", from: nil, to: "done anyway",
                                             because: Reason(.doneAnyway(change: change.text, rejectedOn: change.decidedOn, done: done))))
                }
            }
            guard change.status == .accepted, change.outcome == nil else { continue }
            guard let (outcome, why) = Self.outcome(of: change, judgement: judgement, following: following, circumstances: circumstances)
            else {
                shown.append(StateChange("outcome of \(change.text)", from: nil, to: "not judged",
                                         because: Reason(.notJudged(circumstances: circumstances))))
                continue
            }
            coaching.report.suggestions[index].outcome = outcome
            coaching.report.suggestions[index].judgedOn = session.date
            coaching.report.suggestions[index].outcomeReason = why.text
            shown.append(StateChange("outcome of \(change.text)", from: nil, to: outcome.rawValue, because: Reason(.outcome(why))))
            if change.kind == .increaseWeight, let delta = change.delta { weightOutcome = (outcome, delta) }
        }
        if let (outcome, step) = weightOutcome, let change = recalibrate(id, after: outcome, step: step, settings: settings, on: session.date, loads: loads,
                                                                       from: loads.heaviestWorkLoad(prescribed) ?? 0) {
            shown.append(change)
        }
        return shown
    }

    /// The overrides as `explain` names them: `override -10% weight`, `override skip curl`.
    static func overrideTexts(_ overrides: [JournalSession.Override]) -> [String] {
        overrides.map { override -> String in
            switch override {
            case .weightPercent(let percent, _): "override \(NumberFormat.canonical(percent))% weight"
            case .volumePercent(let percent, _): "override \(NumberFormat.canonical(percent))% volume"
            case .skipExercise(let name, _): "override skip \(name)"
            }
        }
    }

    /// How one accepted change went; nil when a miss came under circumstances (the next
    /// ordinary session judges it).
    static func outcome(
        of change: SuggestedChange, judgement: SessionJudgement, following: ChangeFollowing, circumstances: [String]
    ) -> (ChangeOutcome, Reason.OutcomeEvidence)? {
        if circumstances.isEmpty, let kept = following.kept(change.measure) { return (.ignored, kept) }
        guard judgement.isSuccess else {
            guard circumstances.isEmpty else { return nil }
            return (.tooAggressive, .missed(judgement.firstMiss))
        }
        if !circumstances.isEmpty {
            return (.good, .hitUnder(circumstances: circumstances))
        }
        if let easy = tooEasy(judgement) { return (.tooEasy, easy) }
        return (.good, .hit)
    }

    /// Beaten with ease: every work set over its reps with a logged RPE at least 2 under its
    /// target's, or an AMRAP beaten by 3 or more.
    static func tooEasy(_ judgement: SessionJudgement) -> Reason.OutcomeEvidence? {
        for set in judgement.sets {
            guard let minimum = set.target.reps?.minimumReps, set.target.reps?.isAMRAP == true,
                  let reps = set.performed?.reps, reps >= minimum + 3 else { continue }
            return .amrapBeaten(reps: reps, minimum: minimum)
        }
        let rated = judgement.sets.compactMap { set -> (Int, Int, Double, Double)? in
            guard let minimum = set.target.reps?.minimumReps, let reps = set.performed?.reps,
                  let target = set.target.rpe, let logged = set.performed?.rpe else { return nil }
            return (reps, minimum, logged, target)
        }
        guard !rated.isEmpty, rated.count == judgement.sets.count,
              rated.allSatisfy({ $0.0 > $0.1 && $0.2 <= $0.3 - 2 }) else { return nil }
        return .easyRPE
    }

    /// The next increase after an outcome: by default halved after a too-aggressive one (never
    /// below the smallest step the equipment makes), half as big again after two too-easy ones
    /// in a row; the rule's calibration clauses change the shares and the run.
    mutating func recalibrate(
        _ id: String, after outcome: ChangeOutcome, step: Double, settings: CalibrationSettings, on date: LocalDate,
        loads: LoadTool, from load: Double
    ) -> StateChange? {
        // A good or ignored outcome with nothing calibrated yet leaves nothing to remember.
        if coaching.report.calibration[id] == nil, outcome == .good || outcome == .ignored { return nil }
        var calibration = coaching.report.calibration[id]
            ?? Calibration(ruleStep: step, step: step, tooEasyInARow: 0, why: .ruleStep)
        let before = calibration.step
        switch outcome {
        case .tooAggressive:
            let smallest = loads.smallestStep(above: load) ?? 0
            let wanted = calibration.step * (1 - settings.cutPercent / 100)
            calibration.step = max(wanted, smallest)
            calibration.tooEasyInARow = 0
            calibration.cannotMake = wanted < smallest
            calibration.why = wanted < smallest
                ? Self.unmadeStep(settings.cutPercent, wanted: wanted, smallest: smallest, loads: loads, on: date)
                : .cut(percent: settings.cutPercent, on: date)
            // A cut the equipment cannot make changes no number, and is said all the same.
            if calibration.step == before {
                coaching.report.calibration[id] = calibration
                return StateChange("next increase", from: loads.mass(before).description, to: loads.mass(calibration.step).description,
                                   because: Reason(.calibration(calibration.why)))
            }
        case .tooEasy:
            calibration.tooEasyInARow += 1
            guard calibration.tooEasyInARow >= settings.tooEasyRun else { break }
            calibration.step = calibration.step * (1 + settings.growPercent / 100)
            calibration.tooEasyInARow = 0
            calibration.cannotMake = false
            calibration.why = .grown(percent: settings.growPercent, run: settings.tooEasyRun, on: date)
        case .good, .ignored:
            calibration.tooEasyInARow = 0
        }
        coaching.report.calibration[id] = calibration
        guard calibration.step != before else { return nil }
        return StateChange("next increase", from: loads.mass(before).description, to: loads.mass(calibration.step).description,
                           because: Reason(.calibration(calibration.why)))
    }

    /// A calibrated step smaller than any jump the equipment makes: said, with what would make
    /// it (`halved to 2.5 lb, which the equipment's 5 lb steps cannot make: add 1.25 lb plates
    /// to use it; the next increase stays 5 lb`), rather than kept without a word.
    static func unmadeStep(
        _ cut: Double, wanted: Double, smallest: Double, loads: LoadTool, on date: LocalDate
    ) -> Reason.CalibrationCause {
        .cutUnmade(percent: cut, wanted: loads.mass(wanted), smallest: loads.mass(smallest),
                   plate: loads.exercise.loadKind == .barbell ? loads.mass(wanted / 2) : nil, on: date)
    }

    /// A suggested weight increase with the exercise's calibrated step instead of the rule's:
    /// the held values that moved by the rule's step move by the calibrated one. Nil when
    /// there is no calibration or it is the rule's step.
    func calibrated(
        _ pending: [String: PluginState.Value?], held: PluginState, delta: Double, id: String, loads: LoadTool
    ) -> [String: PluginState.Value?]? {
        guard let calibration = coaching.report.calibration[id], delta > 0, abs(calibration.step - delta) > 1e-9 else { return nil }
        var adjusted = pending
        for (key, value) in pending {
            guard case .mass(let after)? = value, let before = held.mass(key) else { continue }
            let moved = loads.value(after) - loads.value(before)
            guard moved > 0 else { continue }
            adjusted[key] = .some(.mass(loads.mass(loads.value(before) + moved * calibration.step / delta)))
        }
        return adjusted
    }
}
