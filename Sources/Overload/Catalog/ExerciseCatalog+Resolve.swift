extension ExerciseCatalog {
    /// Finds the exercise a name means, trying in order:
    /// 1. the normalised name, id or alias ("Bench", "bp", "romanian-deadlift");
    /// 2. loose forms: plurals, synonyms, joined words, word order ("Bicep Curls", "pullups");
    /// 3. an equipment word stripped from the front or back ("Barbell Bench Press"), if the
    ///    exercise found uses that equipment or a like one;
    /// 4. app-export names with qualifiers ("Bench Press (Barbell)",
    ///    "Triceps Pushdown (Cable - Straight Bar)"): each qualifier joined to the name,
    ///    then the bare name if its equipment fits.
    /// Generic words ("fly", "shrug") list their candidates; anything else unknown gets up
    /// to three close names.
    public func resolve(_ name: String) -> ExerciseResolution {
        if ExerciseNameNormalizer.hasQualifiers(name) {
            let parts = ExerciseNameNormalizer.parts(of: name)
            if let role = resolveRole(parts) { return role }
            if let resolution = resolveExport(parts) { return resolution }
            return .unknown(suggestions: suggestions(for: ([parts.base] + parts.qualifiers).joined(separator: " ")))
        }
        let normalized = ExerciseNameNormalizer.normalize(name)
        if let resolution = resolvePlain(normalized) { return resolution }
        return .unknown(suggestions: suggestions(for: normalized))
    }

    private func resolvePlain(_ normalized: String) -> ExerciseResolution? {
        guard !normalized.isEmpty else { return nil }
        if let entry = index.lookup(normalized) { return resolution(of: entry, as: entry.kind, fitting: []) }
        var ambiguous: ExerciseResolution?
        for (word, rest) in EquipmentWord.strip(normalized) {
            guard let entry = index.lookup(rest),
                let stripped = resolution(of: entry, as: .equipmentStripped, fitting: [word])
            else { continue }
            if case .found = stripped { return stripped }
            ambiguous = ambiguous ?? stripped
        }
        return ambiguous
    }

    private func resolveExport(_ parts: ExerciseNameParts) -> ExerciseResolution? {
        var ambiguous: ExerciseResolution?
        for qualifier in parts.qualifiers {
            for candidate in ["\(qualifier) \(parts.base)", "\(parts.base) \(qualifier)"] {
                switch resolvePlain(candidate) {
                case .found(let exercise, _)?: return .found(exercise, how: .appExport)
                case .ambiguous(let exercises)?: ambiguous = ambiguous ?? .ambiguous(exercises)
                case .unknown?, nil: continue
                }
            }
        }
        let equipmentWords = parts.qualifiers.compactMap(EquipmentWord.named)
        guard let entry = index.lookup(parts.base) else {
            guard let stripped = resolvePlain(parts.base) else { return ambiguous }
            return fitting(stripped, equipmentWords) ?? ambiguous
        }
        return resolution(of: entry, as: .appExport, fitting: equipmentWords) ?? ambiguous
    }

    /// A resolution from stripping, kept only if its exercise fits the qualifiers' equipment.
    private func fitting(_ resolution: ExerciseResolution, _ words: [EquipmentWord]) -> ExerciseResolution? {
        switch resolution {
        case .found(let exercise, _): return Self.resolution(among: [exercise], as: .appExport, fitting: words)
        case .ambiguous(let exercises): return Self.resolution(among: exercises, as: .appExport, fitting: words)
        case .unknown: return nil
        }
    }

    /// Turns an index entry into a resolution; with equipment words, only candidates done
    /// with one of them (or a like one) count.
    private func resolution(of entry: ExerciseNameIndex.Entry, as kind: MatchKind, fitting words: [EquipmentWord])
        -> ExerciseResolution?
    {
        Self.resolution(among: entry.ordinals.map { index.exercises[$0] }, as: kind, fitting: words)
    }

    /// The candidates that fit one of `words` (all of them when there are no words): nil when
    /// none does, the exercise found `kind` when one does, otherwise ambiguous.
    private static func resolution(among candidates: [Exercise], as kind: MatchKind, fitting words: [EquipmentWord])
        -> ExerciseResolution?
    {
        let fits = candidates.filter { exercise in words.isEmpty || words.contains { $0.fits(exercise) } }
        switch fits.count {
        case 0: return nil
        case 1: return .found(fits[0], how: kind)
        default: return .ambiguous(fits)
        }
    }
}
