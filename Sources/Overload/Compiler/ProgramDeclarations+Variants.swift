import OverloadSyntax

/// `exercise paused squat: variant of squat at 90%`: an exercise of its own (name, history,
/// journal lines, rule) whose max is a share of its parent's and moves with it
/// (docs/language.md, "Variants").
extension ProgramDeclarations {
    /// The variant lines, with the variant's id, read once every exercise is declared so a
    /// parent may be declared below its variant.
    struct PendingVariant {
        var id: String
        var property: Property
    }

    /// The canonical spelling, for help texts and fixes.
    static let variantSpelling = "variant of squat at 90%"

    /// `variant of LIFT at SHARE`, or nil after E0128 (with the line rewritten as its fix when
    /// the lift and share can be told apart: `variant squat 90%`, `variant of squat 90%`).
    /// With `report` false nothing is reported (the parent's properties are looked up early).
    mutating func readVariant(_ property: Property, report: Bool = true) -> VariantLine? {
        if let line = VariantLine(property) { return line }
        guard report else { return nil }
        let atoms = property.clauses.flatMap(\.atoms)
        let words = atoms.filter { !VariantLine.isWord($0, "of") && !VariantLine.isWord($0, "at") }
        let nameAtoms = words.filter { if case .quantity = $0 { false } else { true } }
        let share = words.lazy.compactMap { atom -> Quantity? in if case .quantity(let quantity) = atom { quantity } else { nil } }.first
        var fixIts: [FixIt] = []
        if let share, let parent = VariantLine.exerciseName(nameAtoms) {
            let name = parent.isQuoted ? SourceFormatter.quote(parent.text) : parent.text
            let rewritten = "variant of \(name) at \(SourceFormatter.quantity(share))"
            fixIts = [FixIt(replace: property.range, with: rewritten)]
        }
        error(.invalidVariant, "a variant line reads 'variant of LIFT at SHARE'", at: property.range,
              label: fixIts.isEmpty ? nil : "did you mean '\(fixIts[0].replacement)'?", fixIts: fixIts,
              help: "name the parent lift and the share of its max, as in '\(Self.variantSpelling)'")
        return nil
    }

    /// The parent a new exercise's `variant` line names, when the catalog already knows it: the
    /// variant takes its equipment, pattern and muscles unless the block gives its own.
    mutating func variantParent(of declaration: ExerciseDeclaration) -> Exercise? {
        for case .property(let property) in declaration.properties where property.key.name.lowercased() == "variant" {
            guard let line = readVariant(property, report: false) else { return nil }
            return resolution(of: line.parent.text).exercise
        }
        return nil
    }

    /// Reads every pending `variant` line: the parent (E0125 when unknown, with the closest
    /// name as its fix), the share (E0127 outside 1% to 150%) and the chain (E0126 when it
    /// comes back to the variant).
    mutating func collectVariants() {
        var ranges: [String: SourceRange] = [:]
        for pending in pendingVariants {
            guard let line = readVariant(pending.property), let parent = variantParent(line), let percent = variantShare(line.share)
            else { continue }
            if let earlier = ranges[pending.id] {
                error(.invalidVariant, "a second variant line for \(exerciseName(pending.id))", at: pending.property.range,
                      notes: [DiagnosticNote("the first", at: earlier)], help: "a variant has one parent and one share")
                continue
            }
            ranges[pending.id] = line.parent.range
            variants[pending.id] = VariantShare(parentID: parent.historyID, percent: percent)
        }
        reportVariantLoops(ranges)
    }

    /// The parent a variant line names, or nil after reporting why not.
    mutating func variantParent(_ line: VariantLine) -> Exercise? {
        let resolved = resolution(of: line.parent.text)
        switch resolved {
        case .found(let exercise, _): return exercise
        case .ambiguous: reportUnresolved(line.parent, resolved)
        case .unknown(let suggestions):
            let suggestion = suggestions.first?.lowercased()
            error(.unknownVariantParent, "a variant of '\(line.parent.text)', which is no exercise", at: line.parent.range,
                  label: suggestion.map { "did you mean '\($0)'?" },
                  fixIts: suggestion.map { [FixIt(replace: line.parent.range, with: $0)] } ?? [],
                  help: "a variant's parent is a catalog or declared exercise, as in '\(Self.variantSpelling)'")
        }
        return nil
    }

    /// The share as a percentage from 1 to 150, or nil after E0127; a share written without
    /// `%` (`at 90`, `at 0.9`) gets the percentage as its fix.
    mutating func variantShare(_ share: Quantity) -> Double? {
        if let percent = VariantLine.percent(share) { return percent }
        let fix = VariantLine.percentFix(share)
        error(.variantShareOutOfRange, "a variant's share is a percentage from 1% to 150%, not '\(SourceFormatter.quantity(share))'",
              at: share.range, label: fix.map { "did you mean '\($0)'?" },
              fixIts: fix.map { [FixIt(replace: share.range, with: $0)] } ?? [],
              help: "write the variant's max as a share of its parent's, as in '\(Self.variantSpelling)'")
        return nil
    }

    /// E0126 for each chain of variants that comes back to where it started (`variant of`
    /// itself, or two variants of each other), reported once, at the first in source order;
    /// the chain's variants then have no parent.
    mutating func reportVariantLoops(_ ranges: [String: SourceRange]) {
        var looped: Set<String> = []
        for (id, range) in ranges.sorted(by: { $0.value.start < $1.value.start }) where !looped.contains(id) {
            var chain = [id]
            var next = variants[id]?.parentID
            while let current = next, current != id, !chain.contains(current), chain.count <= variants.count {
                chain.append(current)
                next = variants[current]?.parentID
            }
            guard next == id else { continue }
            looped.formUnion(chain)
            let names = (chain + [id]).map(exerciseName)
            let notes = chain.dropFirst().compactMap { link in
                ranges[link].map { DiagnosticNote("\(exerciseName(link)) is a variant of \(exerciseName(variants[link]?.parentID ?? link))", at: $0) }
            }
            let root = loopRoot(of: id, avoiding: Set(chain))
            error(.variantLoop, chain.count == 1 ? "\(names[0]) is a variant of itself" : "variants in a loop: " + names.joined(separator: " -> "),
                  at: range, label: root.map { "did you mean '\($0)', the lift it is done like?" }
                      ?? "a variant's max comes from its parent, so the loop gives none",
                  notes: notes, fixIts: root.map { [FixIt(replace: range, with: $0)] } ?? [],
                  help: "make one of them a variant of the lift it is done like, with its own max or a catalog lift at the root, "
                      + "as in '\(Self.variantSpelling)'")
        }
        for id in looped { variants[id] = nil }
    }

    /// The lift a variant in a loop is done like, as its fix's parent: the longest run of the
    /// last words of its name that names an exercise outside the loop and not itself a variant
    /// (`high pin squat` -> `squat`); nil when its name ends in no such lift.
    mutating func loopRoot(of id: String, avoiding chain: Set<String>) -> String? {
        let words = exerciseName(id).split(separator: " ")
        for start in words.indices.dropFirst() {
            let tail = words[start...].joined(separator: " ")
            guard let exercise = resolution(of: tail).exercise, !chain.contains(exercise.historyID), variants[exercise.historyID] == nil
            else { continue }
            return exercise.name.lowercased()
        }
        return nil
    }

    func exerciseName(_ id: String) -> String {
        catalog.exercise(id: id)?.name.lowercased() ?? id
    }
}
