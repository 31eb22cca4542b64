extension JournalFileReader {
    /// A one-line dated entry: a decision, a pain flag, a resolution, a note or a bodyweight.
    mutating func readDated(_ entry: DatedEntry) -> JournalEntry? {
        guard let date = LocalDate(entry.date) else { return nil }
        let property = entry.property
        switch property.key.name.lowercased() {
        case "accept", "reject", "defer":
            return readDecision(property, date: date).map(JournalEntry.decision)
        case "pain":
            return readPain(property, date: date).map(JournalEntry.pain)
        case "resolved":
            return readBodyPart(property).map { .resolved(PainResolution(date: date, bodyPart: $0)) }
        case "note":
            return readNote(property, example: "2026-11-22 note \"deload week starts\"")
                .map { .note(DatedNote(date: date, text: $0)) }
        case "bodyweight":
            return readBodyweight(property, example: "2026-11-22 bodyweight 80.5kg")
                .map { .bodyweight(BodyweightReading(date: date, weight: $0)) }
        default:
            // The parser only makes dated entries of the keywords above.
            return nil
        }
    }

    /// `accept bench +5lb "felt easy"`: the exercise, the change as written, an optional reason.
    private mutating func readDecision(_ property: Property, date: LocalDate) -> JournalDecision? {
        let help = "a decision reads '\(property.key.name.lowercased()) EXERCISE CHANGE \"reason\"', as in 'accept bench +5lb \"felt easy\"'"
        guard let verdict = JournalDecision.Verdict(rawValue: property.key.name.lowercased()) else { return nil }
        guard var atoms = property.onlyClause?.atoms else {
            error(.journalInvalidDecision, "one decision per line", at: property.range, help: help)
            return nil
        }
        guard let (name, range) = leadingName(&atoms) else {
            error(.journalInvalidDecision, "expected the exercise the decision is about", at: property.key.range.union(property.range),
                  help: help)
            return nil
        }
        var reason: String?
        if case .string(let text)? = atoms.last {
            reason = text.value
            atoms.removeLast()
        }
        if let stray = atoms.first(where: { if case .string = $0 { return true } else { return false } }) {
            error(.journalInvalidDecision, "only the reason, at the end, is quoted", at: stray.range, help: help)
            return nil
        }
        checkExercise(name, at: range)
        let change = atoms.map(SourceFormatter.atomText).joined(separator: " ")
        return JournalDecision(date: date, verdict: verdict, exercise: name, change: change, reason: reason)
    }

    /// An exercise name at the front of `atoms` (one quoted string, or the words before the
    /// first value), removed from them, with its range.
    mutating func leadingName(_ atoms: inout [Atom]) -> (String, SourceRange)? {
        if case .string(let text)? = atoms.first {
            atoms.removeFirst()
            return text.value.isEmpty ? nil : (text.value, text.range)
        }
        var words: [Identifier] = []
        while case .word(let word)? = atoms.first {
            words.append(word)
            atoms.removeFirst()
        }
        guard let first = words.first, let last = words.last else { return nil }
        return (words.map(\.name).joined(separator: " "), first.range.union(last.range))
    }

    /// `pain "right shoulder" moderate bench`: a body part (quoted, or the words before the
    /// severity), a severity, and optionally the exercise.
    mutating func readPain(_ property: Property, date: LocalDate) -> PainFlag? {
        let help = "a pain flag reads 'pain \"body part\" mild|moderate|severe [exercise]', as in 'pain \"right shoulder\" moderate bench'"
        let severities = PainFlag.Severity.allCases.map(\.rawValue)
        guard var atoms = property.onlyClause?.atoms, !atoms.isEmpty else {
            error(.journalInvalidPain, "expected a body part and a severity", at: property.range, help: help)
            return nil
        }
        var bodyPart: String
        var severity: PainFlag.Severity?
        if case .string(let text) = atoms[0] {
            bodyPart = text.value
            atoms.removeFirst()
            if case .word(let word)? = atoms.first {
                severity = PainFlag.Severity(rawValue: word.name.lowercased())
                if severity == nil {
                    reportUnknownSeverity(word, severities: severities)
                    return nil
                }
                atoms.removeFirst()
            }
        } else {
            var words: [String] = []
            while case .word(let word)? = atoms.first {
                atoms.removeFirst()
                if let found = PainFlag.Severity(rawValue: word.name.lowercased()) {
                    severity = found
                    break
                }
                words.append(word.name)
            }
            bodyPart = words.joined(separator: " ")
        }
        bodyPart = bodyPart.trimmingSpaces
        guard !bodyPart.isEmpty else {
            error(.journalInvalidPain, "expected the body part that hurts", at: property.range, help: help)
            return nil
        }
        guard let severity else {
            error(.journalInvalidPain, "expected how bad the pain is: mild, moderate or severe", at: property.range,
                  help: help)
            return nil
        }
        var exercise: String?
        if !atoms.isEmpty {
            guard let (name, range) = leadingName(&atoms), atoms.isEmpty else {
                error(.journalInvalidPain, "expected at most an exercise after the severity", at: property.range, help: help)
                return nil
            }
            checkExercise(name, at: range)
            exercise = name
        }
        return PainFlag(date: date, bodyPart: bodyPart, severity: severity, exercise: exercise)
    }

    private mutating func reportUnknownSeverity(_ word: Identifier, severities: [String]) {
        let suggestion = closestMatch(to: word.name, in: severities)
        error(.journalUnknownValue, "unknown pain severity '\(word.name)'", at: word.range,
              label: suggestion.map { "did you mean '\($0)'?" },
              fixIts: suggestion.map { [FixIt(replace: word.range, with: $0)] } ?? [],
              help: "a pain flag is mild, moderate or severe")
    }

    /// The body part of a `resolved` line: quoted, or the words as written.
    mutating func readBodyPart(_ property: Property) -> String? {
        let example = "resolved \"right shoulder\""
        guard let atoms = singleClause(property, example: example) else { return nil }
        var rest = atoms
        guard let (bodyPart, _) = leadingName(&rest), rest.isEmpty else {
            invalid(property, "'resolved' names the body part of a pain flag", example: example)
            return nil
        }
        return bodyPart
    }

    /// `override -10% weight "sick"`, `override -30% volume`, `override skip curl "no time"`.
    mutating func readOverride(_ property: Property) -> JournalSession.Override? {
        let help = "an override reads 'override -10% weight', 'override -30% volume' or 'override skip EXERCISE', each with an optional \"reason\""
        guard var atoms = property.onlyClause?.atoms, let first = atoms.first else {
            error(.journalInvalidOverride, "expected what the override changes", at: property.range, help: help)
            return nil
        }
        // A quoted reason may end the line, after the change (and after a skipped exercise).
        var reason: String?
        func takeReason(_ atoms: inout [Atom]) {
            if case .string(let text)? = atoms.last {
                reason = text.value
                atoms.removeLast()
            }
        }
        switch first {
        case .quantity(let percent) where percent.unit == .percent:
            guard percent.value != 0, percent.value >= -99, percent.value <= 100 else {
                error(.journalInvalidOverride, "an override changes by -99% to +100%, and not by 0%", at: percent.range,
                      help: help)
                return nil
            }
            if atoms.count > 2 { takeReason(&atoms) }
            guard atoms.count == 2, case .word(let target) = atoms[1] else {
                error(.journalInvalidOverride, "expected 'weight' or 'volume' after the percentage", at: property.range,
                      help: help)
                return nil
            }
            switch target.name.lowercased() {
            case "weight": return .weightPercent(percent.value, reason: reason)
            case "volume": return .volumePercent(percent.value, reason: reason)
            default:
                let suggestion = closestMatch(to: target.name, in: ["weight", "volume"])
                error(.journalInvalidOverride, "an override changes 'weight' or 'volume', not '\(target.name)'",
                      at: target.range, label: suggestion.map { "did you mean '\($0)'?" },
                      fixIts: suggestion.map { [FixIt(replace: target.range, with: $0)] } ?? [], help: help)
                return nil
            }
        case .word(let word) where word.name.lowercased() == "skip":
            atoms.removeFirst()
            guard let (name, range) = leadingName(&atoms) else {
                error(.journalInvalidOverride, "expected the exercise to skip", at: property.range, help: help)
                return nil
            }
            takeReason(&atoms)
            guard atoms.isEmpty else {
                error(.journalInvalidOverride, "expected the exercise to skip", at: property.range, help: help)
                return nil
            }
            checkExercise(name, at: range)
            return .skipExercise(name, reason: reason)
        default:
            error(.journalInvalidOverride, "an override is a percentage of weight or volume, or 'skip' an exercise",
                  at: first.range, help: help)
            return nil
        }
    }
}

extension String {
    /// The text without spaces or tabs at either end (the parser keeps a quoted string as
    /// written, and `" right shoulder "` is the body part `right shoulder`).
    fileprivate var trimmingSpaces: String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
