import Overload
import OverloadSyntax

extension Reason.FiveRepMax {
    /// `tested`, `estimated from this session's sets: e1RM 120 kg x 86.3%`.
    public var text: String {
        switch self {
        case .tested: "tested"
        case .estimatedFromTest(let e1RM):
            "estimated from the logged sets (no set of 5 reps or more logged): e1RM \(e1RM) x 86.3%"
        case .estimated(let e1RM): "estimated from this session's sets: e1RM \(e1RM) x 86.3%"
        }
    }
}

extension Reason.TestResult {
    /// `105 kg x 3 (e1RM 115.5 kg) against a target of 100 kg x 3 (e1RM 110 kg)`.
    public var text: String {
        "\(load?.description ?? "?") x \(reps) (e1RM \(e1RM)) against a target of \(targetLoad) x \(targetReps) (e1RM \(targetE1RM))"
    }
}

extension Reason.BestSet {
    /// `100 kg x 5 @ RPE 8 is 81.1% of 1RM on the RPE chart`, `100 kg x 5 with no RPE, by the
    /// program's Epley formula`.
    public var text: String {
        let set = "\(load) x \(reps)"
        if let rpe, let chartPercent {
            return "\(set) @ RPE \(Self.number(rpe)) is \(Reason.percent(chartPercent)) of 1RM on the RPE chart"
        }
        let why = rpe.map { "@ RPE \(Self.number($0)) is off the RPE chart" } ?? "with no RPE"
        return "\(set) \(why), by the program's \(formula.displayName) formula"
    }

    /// `8`, `8.5`.
    static func number(_ value: Double) -> String { NumberFormat.canonical(value, maxDecimals: 2) }
}

extension Reason.OutcomeEvidence {
    /// What the session showed, in words: `lifted 135 lb, not the new 140 lb`.
    public var text: String {
        switch self {
        case .keptLoad(let lifted, let new): "lifted \(lifted), not the new \(new)"
        case .keptReps(let set, let done, let new): "set \(set): \(done) reps, the old target, not the new \(new)"
        case .keptSets(let done, let new): "\(done) work sets done, not the new \(new)"
        case .keptKind(let set, let logged, let new): "set \(set) logged as \(logged), not the new \(new)"
        case .missed(let miss): miss?.text ?? "the new target was missed"
        case .hitUnder(let circumstances):
            "the targets were hit under \(circumstances.joined(separator: ", ")), considering circumstances"
        case .amrapBeaten(let reps, let minimum): "\(reps) reps on an AMRAP of \(minimum)+"
        case .easyRPE: "every work set over its reps at an RPE 2 or more under the target"
        case .hit: "the new target was hit"
        }
    }
}

extension Reason.CalibrationCause {
    /// Why the next increase is what it is: `halved after a too aggressive outcome on 2026-03-02`.
    public var text: String {
        switch self {
        case .ruleStep: return "the rule's step"
        case .cut(let percent, let date): return "\(Self.cut(percent)) after a too aggressive outcome on \(date)"
        case .cutUnmade(let percent, let wanted, let smallest, let plate, let date):
            let remedy = plate.map { "add \($0) plates to use it" } ?? "lighter steps in the equipment would use it"
            return "\(Self.cut(percent)) to \(wanted), which the equipment's \(smallest) steps cannot make: \(remedy); "
                + "the next increase stays \(smallest) (after a too aggressive outcome on \(date))"
        case .grown(let percent, let run, let date):
            let grown = percent == 50 ? "half as big again" : "grown by \(NumberFormat.canonical(percent))%"
            let outcomes = run == 1 ? "a too easy outcome" : "\(run == 2 ? "two" : String(run)) too easy outcomes in a row"
            return "\(grown) after \(outcomes), the last on \(date)"
        }
    }

    /// `halved`, `cut by 25%`.
    static func cut(_ percent: Double) -> String {
        percent == 50 ? "halved" : "cut by \(NumberFormat.canonical(percent))%"
    }
}
