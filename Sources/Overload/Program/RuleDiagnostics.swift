// MARK: Rules (E05xx, W05xx)

extension DiagnosticCode {
    /// A rule names a progression no plugin, script or `use`d file provides.
    public static let unknownProgression = DiagnosticCode("E0501")
    /// A rule's arguments do not fit its progression.
    public static let ruleArgument = DiagnosticCode("E0502")
    /// A rule leaves out an argument its progression needs.
    public static let missingRuleArgument = DiagnosticCode("E0503")
    /// A second rule for an exercise that already has one.
    public static let duplicateRule = DiagnosticCode("E0504")
    /// A rule for an exercise the program never prescribes.
    public static let ruleWithoutExercise = DiagnosticCode("W0502")
    /// A rule's rep range that replaces a different range a plan line writes.
    public static let ruleRangeReplacesPlan = DiagnosticCode("W0503")
    /// `use` (or a program's `include`) of a file that cannot be read.
    public static let unreadableUse = DiagnosticCode("E0505")
    /// A rule's step of a kind the exercise's work sets do not have (`+0.5km` on timed work,
    /// `+2.5kg` on a run).
    public static let ruleWorkMismatch = DiagnosticCode("E0507")
}

extension DiagnosticCodeInfo {
    /// Every code reported about `progress` rules and the files they `use`.
    public static let rules: [DiagnosticCodeInfo] = [
        .init(.unknownProgression, "a rule that names a progression no plugin, script or used file provides"),
        .init(.ruleArgument, "a rule argument its progression does not take, or of the wrong kind"),
        .init(.missingRuleArgument, "a rule that leaves out an argument its progression needs"),
        .init(.duplicateRule, "a second rule for an exercise that already has one"),
        .init(.unreadableUse, "'use', or a program's 'include', of a file that cannot be read"),
        .init(.invalidCalibration, "a calibration ('step -50% after too aggressive') without 'ask' or with a bad value, or anything else after 'ask'"),
        .init(.ruleWorkMismatch, "a rule whose step is a kind of work the exercise's sets lack: a distance step on timed work, a load step on a run, 'mileage' on a lift"),
        .init(.ruleWithoutExercise, "a rule for an exercise the program never prescribes: it has nothing to progress"),
        .init(.graduateWithoutLadder, "'graduate' on an exercise that is not a ladder: it has no next rung"),
        .init(.ruleRangeReplacesPlan, "a rule's rep range that replaces a different range the plan's line writes for the exercise"),
    ]
}

extension DiagnosticCode {
    /// A rule's `ask` clause or its calibration out of place or with a bad value.
    public static let invalidCalibration = DiagnosticCode("E0506")
}
