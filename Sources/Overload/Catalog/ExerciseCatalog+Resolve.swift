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
            if let resolution = resolveExport(parts) { return resolution }
            return .unknown(suggestions: suggestions(for: ([parts.base] + parts.qualifiers).joined(separator: " ")))
        }
        let normalized = ExerciseNameNormalizer.normalize(name)
        if let resolution = resolvePlain(normalized) { return resolution }
        return .unknown(suggestions: suggestions(for: normalized))
    }

    private func resolvePlain(_ normalized: String) -> ExerciseResolution? {
        guard !normalized.isEmpty else { return nil }
        if let entry = index.lookup(normalized) { return resolution(of: entry, as: entry.kind, fitting: nil) }
        var ambiguous: ExerciseResolution?
        for (word, rest) in EquipmentWord.strip(normalized) {
            guard let entry = index.lookup(rest),
                let stripped = resolution(of: entry, as: .equipmentStripped, fitting: word)
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
        var candidates = entry.ordinals.map { index.exercises[$0] }
        if !equipmentWords.isEmpty {
            candidates = candidates.filter { exercise in equipmentWords.contains { $0.fits(exercise) } }
        }
        switch candidates.count {
        case 0: return ambiguous
        case 1: return .found(candidates[0], how: .appExport)
        default: return .ambiguous(candidates)
        }
    }

    /// A resolution from stripping, kept only if its exercise fits the qualifiers' equipment.
    private func fitting(_ resolution: ExerciseResolution, _ words: [EquipmentWord]) -> ExerciseResolution? {
        switch resolution {
        case .found(let exercise, _):
            guard words.isEmpty || words.contains(where: { $0.fits(exercise) }) else { return nil }
            return .found(exercise, how: .appExport)
        case .ambiguous(let exercises):
            let fits = exercises.filter { exercise in words.isEmpty || words.contains { $0.fits(exercise) } }
            if fits.count == 1 { return .found(fits[0], how: .appExport) }
            return fits.isEmpty ? nil : .ambiguous(fits)
        case .unknown:
            return nil
        }
    }

    /// Turns an index entry into a resolution; with an equipment word, only candidates
    /// done with that equipment (or a like one) count.
    private func resolution(of entry: ExerciseNameIndex.Entry, as kind: MatchKind, fitting word: EquipmentWord?)
        -> ExerciseResolution?
    {
        var candidates = entry.ordinals.map { index.exercises[$0] }
        if let word { candidates = candidates.filter(word.fits) }
        switch candidates.count {
        case 0: return nil
        case 1: return .found(candidates[0], how: kind)
        default: return .ambiguous(candidates)
        }
    }
}
