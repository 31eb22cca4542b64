import OverloadSyntax

/// The exercise names a program uses, as it spells them, for "did you mean" in a journal
/// checked against it: a lifter who logs `pres` under a program that says `press` means the
/// program's `press`, not the catalog's canonical `overhead press`, so a suggestion offers
/// the program's spelling first and the catalog's only when no program name is close.
public struct ProgramExerciseNames: Sendable {
    /// Each name once, in the program's order (lowercased, as a journal writes it).
    public let names: [String]

    /// The names of every day of every week of `snapshot`.
    public init(_ snapshot: PlanSnapshot) {
        var seen: Set<String> = []
        var names: [String] = []
        for week in snapshot.weeks {
            for day in week.days {
                for exercise in day.exercises where seen.insert(exercise.name.lowercased()).inserted {
                    names.append(exercise.name.lowercased())
                }
            }
        }
        self.names = names
    }

    /// The program's name closest to `written` by the one "did you mean" rule
    /// (``closestMatch(to:in:)``); nil when none is close.
    public func closest(to written: String) -> String? {
        closestMatch(to: written, in: names)
    }

    /// `diagnostics` with each unknown exercise (W0401) suggesting the program's closest name,
    /// when one is close, in place of the catalog's: the label and the fix-it both. Other
    /// diagnostics are returned as they are.
    /// A name the program itself uses (an exercise it declares) is no unknown exercise: the
    /// journal's sets of it count under the program, so its warning is left out.
    /// So is a labelled use the program names (`squat (volume)`, W0411): it reads as that use.
    public func preferringProgramNames(_ diagnostics: [Diagnostic], in source: SourceFile) -> [Diagnostic] {
        guard !names.isEmpty, diagnostics.contains(where: { $0.code == .journalUnknownExercise || $0.code == .journalQualifierDropped })
        else { return diagnostics }
        let known = Set(names.map(ExerciseNameNormalizer.normalize))
        return diagnostics.compactMap { diagnostic in
            let written = source.text(diagnostic.range)
            if diagnostic.code == .journalQualifierDropped {
                return known.contains(ExerciseNameNormalizer.normalize(Self.unquoted(written))) ? nil : diagnostic
            }
            guard diagnostic.code == .journalUnknownExercise else { return diagnostic }
            if known.contains(ExerciseNameNormalizer.normalize(Self.unquoted(written))) { return nil }
            guard let name = closest(to: written) else { return diagnostic }
            var preferred = diagnostic
            preferred.label = "did you mean '\(name)'?"
            preferred.fixIts = [FixIt(replace: diagnostic.range, with: name)]
            return preferred
        }
    }

    /// A name as written, without the quotes around it.
    static func unquoted(_ text: String) -> String {
        text.count >= 2 && text.hasPrefix("\"") && text.hasSuffix("\"") ? String(text.dropFirst().dropLast()) : text
    }
}
