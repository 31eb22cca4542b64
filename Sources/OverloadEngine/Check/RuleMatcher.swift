import Overload
import OverloadSyntax

/// Reads a rule's typed atoms against its plugin's ``RuleSyntax``: each phrase where it
/// fits, in any order; anything else, and a required phrase left out, is a located error.
struct RuleMatcher {
    let syntax: RuleSyntax
    let plugin: String

    /// The arguments, and the errors in reading them (none when the rule fits).
    func match(_ atoms: [RuleAtom], pluginRange: SourceRange) -> (RuleArguments, [Diagnostic]) {
        var arguments = RuleArguments()
        // Flags by phrase, not a `Set<Int>`: the set's first use had the runtime scan every
        // conformance in the binary for `Int: Hashable` (0.3 M instructions) at each start-up.
        var used = [Bool](repeating: false, count: syntax.phrases.count)
        var position = 0
        while position < atoms.count {
            var matched = false
            for (index, phrase) in syntax.phrases.enumerated() where phrase.isRepeatable || !used[index] {
                if let consumed = Self.match(phrase, atoms, at: position, into: &arguments) {
                    used[index] = true
                    position += consumed
                    matched = true
                    break
                }
            }
            guard matched else {
                return (arguments, [unexpected(atoms, at: position)])
            }
        }
        var diagnostics: [Diagnostic] = []
        for (index, phrase) in syntax.phrases.enumerated() where phrase.isRequired && !used[index] {
            diagnostics.append(.error(
                .missingRuleArgument, "a \(plugin) rule needs '\(phrase.spelling)'", at: pluginRange,
                label: phrase.meaning, help: "write it as in '\(syntax.usage(plugin: plugin))'"))
        }
        return (arguments, diagnostics)
    }

    /// How many atoms `phrase` takes at `position`, recording its values; nil when it does not fit.
    static func match(_ phrase: RuleSyntax.Phrase, _ atoms: [RuleAtom], at position: Int, into arguments: inout RuleArguments) -> Int? {
        guard position + phrase.elements.count <= atoms.count else { return nil }
        var found: [(String, RuleArguments.Value, SourceRange)] = []
        for (offset, element) in phrase.elements.enumerated() {
            let atom = atoms[position + offset]
            // A phrase never runs across a comma.
            if offset > 0, atom.startsClause { return nil }
            switch element {
            case .word(let words):
                guard case .word(let word) = atom.value, words.contains(word) else { return nil }
            case .value(let name, let kind):
                guard let value = value(of: atom, as: kind) else { return nil }
                found.append((name, value, atom.range))
            }
        }
        if found.isEmpty { arguments.setFlag(phrase.spelling) }
        for (name, value, range) in found { arguments.append(value, named: name, at: range) }
        return phrase.elements.count
    }

    static func value(of atom: RuleAtom, as kind: RuleSyntax.ValueKind) -> RuleArguments.Value? {
        switch (kind, atom.value) {
        case (.step, .mass(let mass)), (.massStep, .mass(let mass)), (.massOrPercentStep, .mass(let mass)):
            return mass.value != 0 ? .mass(mass) : nil
        case (.massOrPercentStep, .percent(let percent)):
            return atom.isSigned && percent != 0 && abs(percent) < 100 ? .percent(percent) : nil
        case (.step, .seconds(let seconds)):
            return seconds != 0 ? .seconds(seconds) : nil
        case (.step, .metres(let metres)):
            return metres != 0 ? .metres(metres) : nil
        case (.percent, .percent(let percent)):
            return percent > 0 && percent < 100 && !atom.isSigned ? .percent(percent) : nil
        case (.count, .number(let number)):
            return number >= 1 && number <= 1000 && number == number.rounded() && !atom.isSigned ? .count(Int(number)) : nil
        case (.repRange, .range(let lower, let upper)):
            guard lower >= 1, upper <= 999, lower < upper, lower == lower.rounded(), upper == upper.rounded() else { return nil }
            return .repRange(lower: Int(lower), upper: Int(upper))
        case (.choice(let words), .word(let word)):
            return words.contains(word) ? .word(word) : nil
        default:
            return nil
        }
    }

    func unexpected(_ atoms: [RuleAtom], at position: Int) -> Diagnostic {
        let atom = atoms[position]
        let expected = syntax.phrases.map { "'\($0.spelling)'" }.joined(separator: ", ")
        var label: String?
        var fixIts: [FixIt] = []
        if let (word, count) = missingLeadingWord(atoms, at: position) {
            let written = atoms[position..<(position + count)].map(\.text).joined()
            label = "write '\(word)' before it: '\(plugin) \(word) \(written)'"
            fixIts = [FixIt(replace: .empty(at: atom.range.start), with: word + " ")]
        } else if case .number = atom.value, position == 0 || atom.startsClause {
            label = "a step needs its unit, as in '+\(atom.text)lb' or '+\(atom.text)kg'"
        }
        return .error(
            .ruleArgument, "unexpected '\(atom.text)' in a \(plugin) rule", at: atom.range, label: label, fixIts: fixIts,
            help: syntax.phrases.isEmpty
                ? "'\(plugin)' takes no arguments"
                : "a \(plugin) rule is '\(syntax.usage(plugin: plugin))'; it may contain \(expected)")
    }

    /// The word a phrase starts with when the rest of it is written at `position` without it
    /// (`graduate 3x8` for `graduate at 3x8`), and how many atoms that rest takes.
    func missingLeadingWord(_ atoms: [RuleAtom], at position: Int) -> (word: String, count: Int)? {
        for phrase in syntax.phrases where phrase.elements.count > 1 {
            guard case .word(let words)? = phrase.elements.first, let word = words.first else { continue }
            let rest = RuleSyntax.Phrase(Array(phrase.elements.dropFirst()), spelling: phrase.spelling, meaning: phrase.meaning)
            var scratch = RuleArguments()
            if let count = Self.match(rest, atoms, at: position, into: &scratch) { return (word, count) }
        }
        return nil
    }
}
