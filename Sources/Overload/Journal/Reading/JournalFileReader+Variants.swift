import OverloadSyntax

/// A journal's own variants (`exercise paused squat: variant of squat at 90%`), checked as a
/// program's are (E0125 to E0128) but as warnings: a journal is a record, and a bad variant
/// line must not stop the sessions from being read. A variant that fails a check is kept as a
/// plain exercise, so `history` never reports it as a variant (docs/journal.md, "Variants").
extension JournalFileReader {
    /// Reads the declaration's `variant` line, if any, into `variants` when it is sound.
    mutating func readVariant(_ declaration: ExerciseDeclaration) {
        let lines = declaration.properties.compactMap { item -> Property? in
            if case .property(let property) = item, property.key.name.lowercased() == "variant" { return property }
            return nil
        }
        guard let property = lines.first else { return }
        for extra in lines.dropFirst() {
            warning(.journalInvalidVariant, "a second variant line for \(declaration.name.text)", at: extra.range,
                    notes: [DiagnosticNote("the first", at: property.range)],
                    help: "a variant has one parent and one share; this line is ignored")
        }
        guard let line = VariantLine(property) else {
            warning(.journalInvalidVariant, "a variant line reads 'variant of LIFT at SHARE'", at: property.range,
                    help: "name the parent lift and the share of its max, as in 'variant of squat at 90%'; "
                        + "until then \(declaration.name.text) is a plain exercise")
            return
        }
        let name = ExerciseNameNormalizer.normalize(declaration.name.text)
        // Both parts are checked, so one reading shows every slip of the line.
        let parentIsKnown = variantParentIsKnown(line.parent)
        guard let percent = variantShare(line.share), parentIsKnown else { return }
        let parent = ExerciseNameNormalizer.normalize(line.parent.text)
        variants[declaration.name.text] = DeclaredVariant(parent: line.parent.text, percent: percent)
        variantParents[name] = (parent, declaration.name.text, line.parent.range)
        reportVariantLoop(closedBy: name)
    }

    /// Whether the parent is a declared or catalog exercise; W0221, with the closest name as
    /// its fix, when it is neither.
    private mutating func variantParentIsKnown(_ parent: ExerciseName) -> Bool {
        if declared.contains(ExerciseNameNormalizer.normalize(parent.text)) { return true }
        switch catalog.resolve(parent.text) {
        case .found, .ambiguous: return true
        case .unknown(let suggestions):
            let suggestion = suggestions.first?.lowercased()
            warning(.journalUnknownVariantParent, "a variant of '\(parent.text)', which is no exercise", at: parent.range,
                    label: suggestion.map { "did you mean '\($0)'?" },
                    fixIts: suggestion.map { [FixIt(replace: parent.range, with: $0)] } ?? [],
                    help: "a variant's parent is a catalog or declared exercise; until then the exercise is a plain one")
            return false
        }
    }

    /// The share as a percentage from 1 to 150, or nil after W0222; a share written without
    /// `%` gets the percentage as its fix, as in a program (E0127).
    private mutating func variantShare(_ share: Quantity) -> Double? {
        if let percent = VariantLine.percent(share) { return percent }
        let fix = VariantLine.percentFix(share)
        warning(.journalVariantShareOutOfRange,
                "a variant's share is a percentage from 1% to 150%, not '\(SourceFormatter.quantity(share))'",
                at: share.range, label: fix.map { "did you mean '\($0)'?" },
                fixIts: fix.map { [FixIt(replace: share.range, with: $0)] } ?? [],
                help: "write the variant's max as a share of its parent's, as in 'variant of squat at 90%'; "
                    + "until then the exercise is a plain one")
        return nil
    }

    /// W0223 when the variant just read closes a chain of variants back to itself; the
    /// chain's variants become plain exercises.
    private mutating func reportVariantLoop(closedBy name: String) {
        var chain = [name]
        var next = variantParents[name]?.parent
        while let current = next, current != name, !chain.contains(current) {
            chain.append(current)
            next = variantParents[current]?.parent
        }
        guard next == name, let closing = variantParents[name] else { return }
        let names = (chain + [name]).map { variantParents[$0]?.declared ?? $0 }
        let notes = chain.dropFirst().compactMap { link in
            variantParents[link].map { DiagnosticNote("\($0.declared) is a variant of \(variantParents[$0.parent]?.declared ?? $0.parent)", at: $0.range) }
        }
        warning(.journalVariantLoop,
                chain.count == 1 ? "\(names[0]) is a variant of itself" : "variants in a loop: " + names.joined(separator: " -> "),
                at: closing.range, label: "a variant's max comes from its parent, so the loop gives none", notes: notes,
                help: "make one of them a variant of the lift it is done like; until then they are plain exercises")
        for link in chain {
            if let declared = variantParents[link]?.declared { variants[declared] = nil }
            variantParents[link] = nil
        }
    }
}
