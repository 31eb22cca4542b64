/// `alternate "A", "B", 3 days a week`: workouts done in turn, a set number of sessions a
/// week, so week 1 is A B A and week 2 B A B (docs/language.md, "Days done in turn").
struct DayAlternation {
    /// The days in the order they are done, as written.
    var days: [StringLiteral]
    /// Sessions a week.
    var perWeek: Int
    /// The whole `alternate` line.
    var range: SourceRange

    /// The most sessions a week the line may ask for: two a day, every day.
    static let perWeekLimit = 1...14

    /// The program day of session `slot` (from 0) of week `week` (from 1).
    func dayName(week: Int, slot: Int) -> String {
        days[((week - 1) * perWeek + slot) % days.count].value
    }

    /// The weeks until the turn comes round to the first day at the start of a week: two for
    /// A and B three days a week (A B A, B A B).
    var weeksToComeRound: Int {
        let sessions = Self.leastCommonMultiple(days.count, perWeek)
        return sessions / perWeek
    }

    static func leastCommonMultiple(_ first: Int, _ second: Int) -> Int {
        var (a, b) = (first, second)
        while b != 0 { (a, b) = (b, a % b) }
        return a == 0 ? 0 : first / a * second
    }
}

extension ProgramDeclarations {
    /// Reads an `alternate` line: day names, then the sessions a week (`3 days a week`).
    mutating func setAlternation(_ property: Property) {
        if let earlier = alternation {
            error(.invalidAlternation, "the program already says which days alternate", at: property.key.range,
                  notes: [DiagnosticNote("first said here", at: earlier.range)],
                  help: "write one 'alternate' line with every day done in turn")
            return
        }
        let help = "write the days in turn and the sessions a week, as in 'alternate \"A\", \"B\", 3 days a week'"
        var names: [StringLiteral] = []
        var perWeek: Int?
        for clause in property.clauses {
            let atoms = clause.atoms
            if case .quantity(let count)? = atoms.first {
                guard perWeek == nil, Self.isSessionsAWeek(Array(atoms.dropFirst())), count.unit == nil, count.sign == nil,
                      count.isInteger, DayAlternation.perWeekLimit.contains(Int(exactly: count.magnitude) ?? 0) else {
                    error(.invalidAlternation, "the sessions a week are a whole number from 1 to 14, then 'days a week'",
                          at: clause.range, help: help)
                    return
                }
                perWeek = Int(count.magnitude)
                continue
            }
            guard perWeek == nil, let name = Self.dayName(atoms, range: clause.range) else {
                error(.invalidAlternation, "expected a day's name, or the sessions a week at the end", at: clause.range, help: help)
                return
            }
            if let earlier = names.last(where: { $0.value.lowercased() == name.value.lowercased() }), let previous = names.last {
                error(.invalidAlternation, "day \(SourceFormatter.quote(name.value)) is already in the turn", at: name.range,
                      notes: [DiagnosticNote("first named here", at: earlier.range)],
                      fixIts: [FixIt(replace: SourceRange(previous.range.end, name.range.end), with: "")],
                      help: "name each day once, in the order they are done; for a day done more often, "
                          + "write a copy of it ('day \"A2\" like \(SourceFormatter.quote(name.value))') and name both")
                return
            }
            names.append(name)
        }
        guard let perWeek else {
            error(.invalidAlternation, "say how many sessions a week the days take turns in", at: property.range,
                  label: "no sessions a week", help: help)
            return
        }
        guard names.count >= 2 else {
            error(.invalidAlternation, "days alternate when there are two or more", at: property.range,
                  help: "a program of one day needs no 'alternate' line; \(help)")
            return
        }
        alternation = DayAlternation(days: names, perWeek: perWeek, range: property.range)
    }

    /// `days a week` or `a week` after the count.
    static func isSessionsAWeek(_ atoms: [Atom]) -> Bool {
        let words = atoms.compactMap { atom -> String? in
            if case .word(let word) = atom { return word.name.lowercased() }
            return nil
        }
        guard words.count == atoms.count else { return false }
        return words == ["days", "a", "week"] || words == ["a", "week"] || words == ["sessions", "a", "week"]
    }

    /// A day's name in a clause: a string, or plain words.
    static func dayName(_ atoms: [Atom], range: SourceRange) -> StringLiteral? {
        if atoms.count == 1, case .string(let name) = atoms[0] { return name }
        var words: [String] = []
        for atom in atoms {
            guard case .word(let word) = atom else { return nil }
            words.append(word.name)
        }
        return words.isEmpty ? nil : StringLiteral(words.joined(separator: " "), range: range)
    }

    /// Every name of the `alternate` line is a program day, and every program day is in it
    /// (a day left out would never be trained). Run once the days are collected.
    mutating func checkAlternation() {
        guard var alternation else { return }
        let dayNames = days.map(\.name.value)
        for (index, name) in alternation.days.enumerated() where !dayNames.contains(name.value) {
            if let spelled = dayNames.first(where: { $0.lowercased() == name.value.lowercased() }) {
                alternation.days[index] = StringLiteral(spelled, range: name.range)
                continue
            }
            let suggestion = closestMatch(to: name.value, in: dayNames)
            error(.invalidAlternation, "no day named \(SourceFormatter.quote(name.value)) to alternate", at: name.range,
                  label: suggestion.map { "did you mean \(SourceFormatter.quote($0))?" },
                  fixIts: suggestion.map { [FixIt(replace: name.range, with: SourceFormatter.quote($0))] } ?? [],
                  help: "'alternate' names days defined in this program")
            self.alternation = nil
            return
        }
        let named = Set(alternation.days.map(\.value))
        if let last = alternation.days.last {
            for day in days where !named.contains(day.name.value) {
                warning(.dayOutOfAlternation, "day \(SourceFormatter.quote(day.name.value)) is not in the 'alternate' line, so no week has it",
                        at: day.name.range, label: "never trained",
                        fixIts: [FixIt(replace: .empty(at: last.range.end), with: ", " + SourceFormatter.quote(day.name.value))],
                        help: "add it to the days done in turn, or remove the day")
            }
        }
        self.alternation = alternation
    }
}
