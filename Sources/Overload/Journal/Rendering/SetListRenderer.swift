/// Writes the set list of one exercise line: `85x5, 95x5, 110x9 @ rpe 9`, `70x10x5`, `45s`.
///
/// Consecutive identical plain sets (loaded, with reps, of one kind, and nothing else) merge
/// into `LxRxS` (`backoff 150x5x3` is three back-off sets). Sets with an RPE, a note, a time
/// or a distance stay separate, so each `@ rpe` or `note` stands beside the one set it is for.
public struct SetListRenderer: Sendable {
    /// Loads in this unit are written without a suffix; `nil` writes every unit.
    let unit: MassUnit?

    /// A renderer that leaves the suffix off loads in `unit`.
    public init(unit: MassUnit?) {
        self.unit = unit
    }

    /// The sets joined by `, `, with the exercise note folded into the first set's note
    /// (the syntax has notes on sets and sessions only).
    public func render(_ sets: [SetPerformance], exerciseNote: String?) -> String {
        guard !sets.isEmpty else {
            return "skip" + noteSuffix(mergedNote([exerciseNote]))
        }
        var sets = sets
        if let exerciseNote, !exerciseNote.isEmpty {
            sets[0].note = mergedNote([exerciseNote, sets[0].note])
        }
        var pieces: [String] = []
        var index = 0
        while index < sets.count {
            var count = 1
            while index + count < sets.count, isMergeable(sets[index]), sets[index + count] == sets[index] {
                count += 1
            }
            pieces.append(render(sets[index], times: count))
            index += count
        }
        return pieces.joined(separator: ", ")
    }

    private func isMergeable(_ set: SetPerformance) -> Bool {
        set.load != nil && set.reps != nil && set.rpe == nil && set.note == nil
            && set.timeSeconds == nil && set.distanceMetres == nil && !set.isSkipped
    }

    /// One set, or `count` identical mergeable sets as `LxRxS`.
    private func render(_ set: SetPerformance, times count: Int) -> String {
        var text = set.kind == .regular ? "" : set.kind.rawValue + " "
        var extras: [String] = []
        if set.isSkipped {
            text += "skip"
        } else {
            text += measure(of: set, extras: &extras)
        }
        if count > 1 {
            text += spacedLoad(set) ? " x \(count)" : "x\(count)"
        }
        if let rpe = set.rpe, !set.isSkipped {
            text += " @ rpe " + JournalLexicon.number(rpe)
        }
        return text + noteSuffix(mergedNote([extras.isEmpty ? nil : extras.joined(separator: ", "), set.note]))
    }

    /// The main measure of a set. Reps (with or without load) come first, then a load over a
    /// distance or a time, then distance, then time; what the syntax cannot put beside that
    /// measure is kept as note text in `extras`.
    private func measure(of set: SetPerformance, extras: inout [String]) -> String {
        let loadText = set.load.map { load(text: $0, added: set.isAddedLoad) }
        if set.reps != nil || (set.load != nil && set.distanceMetres == nil && set.timeSeconds == nil) {
            let reps = set.reps ?? 0
            if let distance = set.distanceMetres { extras.append(JournalLexicon.distance(metres: distance)) }
            if let seconds = set.timeSeconds { extras.append("in \(seconds)s") }
            guard let loadText else { return "\(reps)" }
            return spacedLoad(set) ? "\(loadText) x \(reps)" : "\(loadText)x\(reps)"
        }
        if let loadText {
            // `180x40m`, `20kg x 45s`: a load carried over a distance or held for a time.
            let times = spacedLoad(set) ? " x " : "x"
            if let distance = set.distanceMetres {
                if let seconds = set.timeSeconds { extras.append("in " + JournalLexicon.elapsed(seconds: seconds)) }
                return loadText + times + JournalLexicon.distance(metres: distance)
            }
            return loadText + times + JournalLexicon.timed(seconds: set.timeSeconds ?? 0)
        }
        if let distance = set.distanceMetres {
            let elapsed = set.timeSeconds.map { " in " + JournalLexicon.elapsed(seconds: $0) } ?? ""
            return JournalLexicon.distance(metres: distance) + elapsed
        }
        if let seconds = set.timeSeconds { return JournalLexicon.timed(seconds: seconds) }
        return "0"
    }

    /// A load in the journal unit is a bare number glued to `x` (`85x5`); any other load has
    /// a unit suffix and spaces (`20lb x 10`, `+10kg x 5`), as in the syntax examples.
    private func spacedLoad(_ set: SetPerformance) -> Bool {
        guard let load = set.load else { return false }
        return set.isAddedLoad || load.unit != unit
    }

    private func load(text load: JournalWeight, added: Bool) -> String {
        let number = JournalLexicon.number(load.value)
        if !added && load.unit == unit { return number }
        return (added && load.value >= 0 ? "+" : "") + number + load.unit.rawValue
    }

    private func mergedNote(_ parts: [String?]) -> String? {
        let present = parts.compactMap { $0 }.filter { !$0.isEmpty }
        return present.isEmpty ? nil : present.joined(separator: "; ")
    }

    private func noteSuffix(_ note: String?) -> String {
        note.map { " note " + JournalLexicon.quoted($0) } ?? ""
    }
}
