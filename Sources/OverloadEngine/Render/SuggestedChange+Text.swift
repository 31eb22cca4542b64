import Overload

/// A suggestion's values in the words `suggest`, the decisions, `next`, the REPL and the
/// report show: written here, at the edge, only when something shows them.
extension SuggestedChange {
    /// The change as written in decisions: `+5lb`, `-1 rep`, `+30s rest`, `+1 set`, `set 3 backoff`.
    public var text: String {
        if case .kind(let set, _, let to) = measure { return ChangeText.write(setNumber: set + 1, kind: to) }
        guard let delta else { return "" }
        return ChangeText.write(kind, amount: delta, unit: unit)
    }

    /// The work targets before, as plan text shows them: `3 × 10 @ 150 lb`.
    public var before: String { ExplainText.targets(targetsBefore, unit: unit) }

    /// The work targets if accepted: `3 × 10 @ 155 lb`.
    public var after: String { ExplainText.targets(targetsAfter, unit: unit) }

    /// The evidence: `2026-03-02: 3x10 @ 150 lb`, or `2026-03-30: cycle 2 begins`.
    public var evidence: String {
        switch grounds {
        case .session(let date, let sets):
            "\(date): " + SetListRenderer(unit: unit).render(sets, exerciseNote: nil)
        case .calendar(let date, let week, let cycle):
            "\(date): " + (week == 1 ? "cycle \(cycle) begins" : "week \(week) of cycle \(cycle) begins")
        }
    }

    /// Why the rule suggests it, with what calibration made of it.
    public var reason: String {
        switch calibration {
        case nil: why.text
        case .calibrated(let step, let cause)?: why.text + "; the increase is calibrated to \(step) (\(cause.text))"
        case .cannotMake(let cause)?: why.text + "; \(cause.text)"
        }
    }

    /// The rule that suggested it, as written.
    public var source: String { rule.text }

    /// The change in one line: `bench +5lb (3 × 10 @ 150 lb -> 3 × 10 @ 155 lb): every work set made`.
    public var summary: String {
        "\(exercise) \(text) (\(before) -> \(after)): \(reason)"
    }
}
