import Overload
import OverloadSyntax

/// The coaching clauses at the end of a `progress` line: `ask`, then optionally the
/// calibration of its increases (docs/coaching.md):
///
///     progress bench: linear +5lb, ask, step -25% after too aggressive, step +50% after 3 too easy
///
/// Each calibration clause is its own comma clause after `ask`; nothing else follows `ask`.
enum AskClauses {
    /// What the clauses say, and the atoms left for the plugin.
    struct Reading {
        /// The atoms before `ask`, which the plugin's syntax reads.
        var ruleAtoms: [RuleAtom]
        /// Whether the rule asks.
        var asks = false
        /// Its calibration: the defaults unless written.
        var calibration = CalibrationSettings.standard
        /// What is wrong with the clauses.
        var diagnostics: [Diagnostic] = []
    }

    static let usage = "'step -P% after too aggressive' and 'step +P% after N too easy'"

    /// Splits a rule's atoms into the plugin's and the coaching clauses, reading the latter.
    static func read(_ atoms: [RuleAtom]) -> Reading {
        let clauses = split(atoms)
        guard let ask = clauses.firstIndex(where: { $0.count == 1 && $0[0].startsClause && $0[0].value == .word("ask") }) else {
            // A calibration without `ask` calibrates nothing: say so rather than let the plugin call it unexpected.
            var reading = Reading(ruleAtoms: [])
            for clause in clauses {
                if isCalibration(clause) {
                    reading.diagnostics.append(.error(
                        .invalidCalibration, "a calibration needs 'ask' before it", at: span(clause),
                        label: "only suggested increases are calibrated",
                        help: "write ', ask' before it: a rule without 'ask' changes the plan at once and has no outcomes to calibrate by"))
                } else {
                    reading.ruleAtoms += clause
                }
            }
            return reading
        }
        var reading = Reading(ruleAtoms: clauses[..<ask].flatMap { $0 }, asks: true)
        var seenCut = false
        var seenGrow = false
        for clause in clauses[(ask + 1)...] {
            guard isCalibration(clause) else {
                reading.diagnostics.append(.error(
                    .invalidCalibration, "unexpected '\(clause[0].text)' after 'ask'", at: clause[0].range,
                    label: "only the calibration follows 'ask'",
                    help: "'ask' ends the rule's own settings; after it come \(usage). Move the rule's settings before 'ask'"))
                continue
            }
            switch calibration(clause) {
            case .failure(let failure):
                reading.diagnostics.append(failure.diagnostic)
            case .success(.cut(let percent)):
                if seenCut { reading.diagnostics.append(repeated(clause, "after too aggressive")) }
                seenCut = true
                reading.calibration.cutPercent = percent
            case .success(.grow(let percent, let run)):
                if seenGrow { reading.diagnostics.append(repeated(clause, "after N too easy")) }
                seenGrow = true
                reading.calibration.growPercent = percent
                reading.calibration.tooEasyRun = run
            }
        }
        return reading
    }

    /// The atoms grouped by comma clause.
    static func split(_ atoms: [RuleAtom]) -> [[RuleAtom]] {
        var clauses: [[RuleAtom]] = []
        for atom in atoms {
            if atom.startsClause || clauses.isEmpty { clauses.append([atom]) } else { clauses[clauses.count - 1].append(atom) }
        }
        return clauses
    }

    static func isCalibration(_ clause: [RuleAtom]) -> Bool {
        clause.first?.value == .word("step") && (clause.first?.startsClause ?? false)
    }

    static func span(_ clause: [RuleAtom]) -> SourceRange {
        SourceRange(clause.first?.range.start ?? 0, clause.last?.range.end ?? 0)
    }

    enum Setting {
        case cut(Double)
        case grow(Double, run: Int)
    }

    struct Failure: Error {
        var diagnostic: Diagnostic
    }

    /// One `step ...` clause: `step -P% after too aggressive` or `step +P% after N too easy`.
    static func calibration(_ clause: [RuleAtom]) -> Result<Setting, Failure> {
        func fail(_ message: String, at atom: RuleAtom?, label: String? = nil) -> Result<Setting, Failure> {
            .failure(Failure(diagnostic: .error(
                .invalidCalibration, message, at: atom?.range ?? span(clause), label: label,
                help: "a calibration is \(usage); the defaults are 'step -50% after too aggressive' and 'step +50% after 2 too easy'")))
        }
        let words = clause.map { atom -> String? in
            if case .word(let word) = atom.value { return word }
            return nil
        }
        // After `step`: the signed percentage, `after`, an optional count, `too`, the outcome.
        guard clause.count >= 2, case .percent(let signed) = clause[1].value, clause[1].isSigned else {
            return fail("expected how the step changes, as a signed percentage such as '-50%' or '+50%'",
                        at: clause.count >= 2 ? clause[1] : clause[0])
        }
        guard clause.count >= 3, words[2] == "after" else {
            return fail("expected 'after' and the outcome", at: clause.count >= 3 ? clause[2] : clause[1])
        }
        var position = 3
        var run: Int?
        var runAtom: RuleAtom?
        if position < clause.count, case .number(let number) = clause[position].value {
            guard number >= 1, number <= 20, number == number.rounded(), !clause[position].isSigned else {
                return fail("a run of too easy outcomes is a whole number from 1 to 20", at: clause[position])
            }
            run = Int(number)
            runAtom = clause[position]
            position += 1
        }
        guard position + 2 == clause.count, words[position] == "too",
              let outcome = words[position + 1], outcome == "aggressive" || outcome == "easy" else {
            // At the word that is not the outcome: `hard` in `too hard`.
            let wrong = position < clause.count && words[position] == "too" && position + 1 < clause.count ? position + 1 : position
            return fail("expected 'too aggressive' or 'too easy'", at: wrong < clause.count ? clause[wrong] : clause.last)
        }
        let percent = abs(signed)
        if outcome == "aggressive" {
            if let runAtom {
                return fail("a too aggressive outcome acts at once; leave out the count", at: runAtom)
            }
            guard signed < 0 else {
                return fail("after a too aggressive outcome the step can only get smaller", at: clause[1], label: "write '-\(clause[1].text.dropFirst())'")
            }
            guard percent < 100 else {
                return fail("the step is cut by less than 100%", at: clause[1], label: "a cut of all of it would stop progress")
            }
            return .success(.cut(percent))
        }
        guard signed > 0 else {
            return fail("after too easy outcomes the step can only grow", at: clause[1], label: "write '+\(clause[1].text.dropFirst())'")
        }
        guard percent <= 100 else {
            return fail("the step grows by at most 100%", at: clause[1], label: "at most doubled at a time")
        }
        return .success(.grow(percent, run: run ?? 2))
    }

    static func repeated(_ clause: [RuleAtom], _ what: String) -> Diagnostic {
        .error(.invalidCalibration, "the calibration \(what) is written twice", at: span(clause),
               help: "keep one 'step ... \(what)' clause")
    }

    /// Sets ``ResolvedRule/calendarHeld`` for the phrases of the rule's plugin that act on the
    /// calendar and were written, with their clauses as written.
    static func holdCalendarPhrases(of rule: inout ResolvedRule, atoms: [RuleAtom]) {
        var names: Set<String> = []
        var clauses: [String] = []
        for phrase in rule.plugin.syntax.phrases where phrase.actsOnCalendar {
            for case .value(let name, _) in phrase.elements {
                guard let range = rule.arguments.ranges[name] else { continue }
                names.insert(name)
                if let clause = split(atoms).first(where: { $0.contains { $0.range == range } }) {
                    clauses.append(clause.map(\.text).joined(separator: " "))
                }
            }
        }
        guard !names.isEmpty else { return }
        rule.calendarHeld = rule.arguments.without(names)
        rule.calendarClauses = clauses
    }
}
