import OverloadSyntax

extension PlanBuilder {
    /// The ramp a line's warm-ups are planned from, or nil for none: a line with `, warmups`,
    /// or under a program-wide `warmups` line a barbell lift outside a superset, gets them on
    /// its exercise's first line of the day. A line that writes its own `warmup` sets keeps
    /// those (W0213 when it also asks for planned ones).
    mutating func warmupRamp(
        for line: ExerciseLine, groups: [SetGroup], exercise: Exercise, context: inout DayContext
    ) -> WarmupRamp? {
        let programWide = declarations.warmupRamp != nil && exercise.loadKind == .barbell && !context.inSuperset
        guard line.warmups != nil || programWide else { return nil }
        if groups.contains(where: { $0.kind == .warmup }) {
            if let mark = line.warmups {
                // The fix removes the mark from its line; a template's line took it from the use.
                let onThisLine = line.range.start <= mark.start && mark.end <= line.range.end
                let start = line.sets.last?.range.end ?? line.scheme?.range.end ?? mark.start
                declarations.warning(
                    .warmupsWritten, "the line writes its own warm-up sets; ', warmups' plans none", at: mark,
                    label: "the written warm-ups are used",
                    fixIts: onThisLine ? [FixIt(replace: SourceRange(start, mark.end), with: "")] : [],
                    help: "keep the written 'warmup' sets, or remove them for the planned ramp")
            }
            return nil
        }
        guard context.warmedUp.insert(exercise.id).inserted else { return nil }
        return declarations.warmupRamp ?? .standard
    }
}
