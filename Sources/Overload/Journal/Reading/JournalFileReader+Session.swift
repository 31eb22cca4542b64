extension JournalFileReader {
    /// A session with every line that could be read; nil only for a date that does not exist
    /// (which the lexer reports).
    mutating func readSession(_ entry: SessionEntry) -> JournalSession? {
        guard let date = LocalDate(entry.date) else { return nil }
        var session = JournalSession(date: date)
        session.time = entry.time.flatMap { LocalTime(hour: $0.hour, minute: $0.minute) }
        session.dayName = entry.day?.value
        session.programReference = entry.reference.flatMap { $0.value.isEmpty ? nil : $0.value }
        var seen: [String: SourceRange] = [:]
        // Most of a session's lines are exercises: one allocation instead of the array's growth.
        session.exercises.reserveCapacity(entry.body.count)
        for statement in entry.body {
            switch statement {
            case .property(let property):
                let key = property.key.name.lowercased()
                if Self.singleValuedProperties.contains(key) {
                    if let earlier = seen[key] {
                        warning(.journalRepeatedProperty, "'\(key)' is given twice in this session", at: property.range,
                                label: "this one counts", notes: [DiagnosticNote("the first one is here", at: earlier)],
                                help: "keep one '\(key)' line per session")
                    }
                    seen[key] = property.range
                }
                readProperty(property, into: &session)
            case .performance(let line):
                if let performance = readPerformance(line) { session.exercises.append(performance) }
            case .roundsScore(let score):
                if let rounds = loggedRounds(score) { session.rounds.append(rounds) }
            default:
                // Anything else in a session body was reported by the parser.
                break
            }
        }
        return session
    }

    /// Properties that hold one value per session.
    static let singleValuedProperties: Set<String> = [
        "plan", "mood", "energy", "soreness", "available", "effort", "bodyweight", "duration", "note",
    ]

    private mutating func readProperty(_ property: Property, into session: inout JournalSession) {
        let key = property.key.name.lowercased()
        switch key {
        case "plan": session.planSnapshotID = readPlanID(property) ?? session.planSnapshotID
        case "mood": session.mood = readChoice(property, JournalSession.Mood.self) ?? session.mood
        case "energy": session.energy = readChoice(property, JournalSession.Energy.self) ?? session.energy
        case "soreness": session.soreness = readChoice(property, JournalSession.Soreness.self) ?? session.soreness
        case "available":
            if let seconds = readSeconds(property, example: "available 60m") {
                if seconds % 60 == 0 {
                    session.availableMinutes = seconds / 60
                } else {
                    invalid(property, "the time available is in whole minutes", example: "available 45m")
                }
            }
        case "effort": session.effort = readEffort(property) ?? session.effort
        case "bodyweight":
            session.bodyweight = readBodyweight(property, example: "bodyweight 80kg") ?? session.bodyweight
        case "duration":
            session.durationSeconds = readSeconds(property, example: "duration 75m") ?? session.durationSeconds
        case "note": session.note = readNote(property, example: "note \"felt strong\"") ?? session.note
        case "override": if let override = readOverride(property) { session.overrides.append(override) }
        case "pain": if let flag = readPain(property, date: session.date) { session.painFlags.append(flag) }
        case "resolved":
            if let bodyPart = readBodyPart(property) {
                sessionResolutions.append((PainResolution(date: session.date, bodyPart: bodyPart), property.range))
            }
        default:
            // The parser only makes property lines of the session keywords.
            break
        }
    }

    /// The atoms of a property's only clause, reporting a property with commas or no value.
    mutating func singleClause(_ property: Property, example: String) -> [Atom]? {
        guard let clause = property.onlyClause, clause.firstAtom != nil else {
            invalid(property, "'\(property.key.name)' takes one value", example: example)
            return nil
        }
        return clause.atoms
    }

    /// One atom, the whole value of a property.
    mutating func singleAtom(_ property: Property, example: String) -> Atom? {
        guard let atoms = singleClause(property, example: example) else { return nil }
        guard atoms.count == 1, let atom = atoms.first else {
            invalid(property, "'\(property.key.name)' takes one value", example: example)
            return nil
        }
        return atom
    }

    mutating func invalid(_ property: Property, _ message: String, example: String) {
        let clauses = property.clauses
        let range = clauses.isEmpty ? property.range : clauses[0].range.union(clauses[clauses.count - 1].range)
        error(.journalInvalidProperty, message, at: range, help: "write it as '\(example)'")
    }

    private mutating func readPlanID(_ property: Property) -> String? {
        let example = "plan c3f2a9d1b07e"
        let text: String
        switch singleAtom(property, example: example) {
        case .word(let word)?: text = word.name
        case .string(let string)?: text = string.value
        case nil: return nil
        default:
            invalid(property, "a plan id is a word of hexadecimal digits", example: example)
            return nil
        }
        guard !text.isEmpty, text.allSatisfy(\.isHexDigit) else {
            invalid(property, "a plan id is a word of hexadecimal digits", example: example)
            return nil
        }
        return text.lowercased()
    }

    /// A word that names one case of `Choice`, with "did you mean" for a near miss.
    private mutating func readChoice<Choice: RawRepresentable & CaseIterable>(_ property: Property, _: Choice.Type) -> Choice?
    where Choice.RawValue == String {
        let choices = Choice.allCases.map(\.rawValue)
        let example = "\(property.key.name.lowercased()) \(choices[choices.count / 2])"
        guard let atom = singleAtom(property, example: example) else { return nil }
        guard case .word(let word) = atom else {
            invalid(property, "'\(property.key.name)' is one of " + choices.joined(separator: ", "), example: example)
            return nil
        }
        if let value = Choice(rawValue: word.name.lowercased()) { return value }
        let suggestion = closestMatch(to: word.name, in: choices)
        error(.journalUnknownValue, "unknown \(property.key.name.lowercased()) '\(word.name)'", at: word.range,
              label: suggestion.map { "did you mean '\($0)'?" },
              fixIts: suggestion.map { [FixIt(replace: word.range, with: $0)] } ?? [],
              help: "\(property.key.name.lowercased()) is one of " + choices.joined(separator: ", "))
        return nil
    }

    private mutating func readEffort(_ property: Property) -> Int? {
        guard let atom = singleAtom(property, example: "effort 7") else { return nil }
        guard case .quantity(let value) = atom, value.unit == nil, value.isInteger, (1...10).contains(value.value) else {
            error(.journalEffortOutOfRange, "effort is a whole number from 1 to 10", at: atom.range,
                  help: "rate the whole session from 1 (very easy) to 10 (maximal), as in 'effort 7'")
            return nil
        }
        return Int(value.value)
    }

    /// A `bodyweight` line's mass, in a session or on its own date (`example` shows which).
    mutating func readBodyweight(_ property: Property, example: String) -> JournalWeight? {
        guard let atom = singleAtom(property, example: example) else { return nil }
        guard case .quantity(let value) = atom, let weight = mass(value), weight.value > 0 else {
            invalid(property, "a bodyweight is a mass, such as 80kg or 176lb", example: example)
            return nil
        }
        return weight
    }

    /// A mass with its unit; a bare number is in the journal's unit.
    mutating func mass(_ value: Quantity) -> JournalWeight? {
        value.mass { unit(forBareLoadAt: value.range) }.map { JournalWeight($0.value, $0.unit) }
    }

    /// A time as whole seconds (`m` means minutes on session lines).
    private mutating func readSeconds(_ property: Property, example: String) -> Int? {
        guard let atom = singleAtom(property, example: example) else { return nil }
        guard case .quantity(let value) = atom, let seconds = Self.seconds(value, mMeansMinutes: true), seconds > 0 else {
            invalid(property, "'\(property.key.name)' is a time, such as 45m, 1h or 4500s", example: example)
            return nil
        }
        return seconds
    }

    /// Whole seconds of a time quantity, or nil when it is not a time or not whole seconds.
    static func seconds(_ value: Quantity, mMeansMinutes: Bool) -> Int? {
        guard let seconds = value.seconds(mMeansMinutes: mMeansMinutes),
              seconds.rounded() == seconds, seconds >= 0, seconds < 1e9 else { return nil }
        return Int(seconds)
    }

    /// A `note` line's text, in a session or on its own date (`example` shows which).
    mutating func readNote(_ property: Property, example: String) -> String? {
        guard let atom = singleAtom(property, example: example) else { return nil }
        guard case .string(let text) = atom else {
            invalid(property, "a note is a quoted string", example: example)
            return nil
        }
        return text.value
    }
}
