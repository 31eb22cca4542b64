import Overload
import OverloadEngine
import OverloadSyntax

/// LIFTR's default steps, used when a rule writes none: 5 lb / 2.5 kg for lower-body lifts,
/// 2.5 lb / 1.25 kg for everything else (upper body, core, whole body).
public enum StepDefaults {
    /// The default step for an exercise, in `unit`.
    public static func step(for exercise: Exercise, unit: MassUnit) -> Double {
        let lower = exercise.region == .lower
        switch unit {
        case .lb: return lower ? 5 : 2.5
        case .kg: return lower ? 2.5 : 1.25
        }
    }
}

extension StepDefaults {
    /// An error when a rule's `+STEP` takes load off: `double` and `topset` only add load.
    public static func validateAdds(_ arguments: RuleArguments, range: SourceRange, rule: String, example: String) -> [Diagnostic] {
        guard let step = arguments[RuleSlots.massStep], step.value < 0 else { return AutoDeload.validate(arguments, range: range) }
        return [.error(.ruleArgument, "\(rule) step must add load", at: arguments.range(of: RuleSlots.massStep) ?? range,
                       label: "this takes load off", help: "write the step with '+', as in '\(example)'")]
    }
}
