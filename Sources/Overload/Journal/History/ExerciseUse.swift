/// One use of an exercise in a history: the lines of `overhead press (volume)` apart from the
/// plain `overhead press` lines, which are the same lift (one history, one e1RM) but each
/// progress on their own.
public struct ExerciseUse: Sendable, Hashable {
    /// The label (`volume`), nil for the lines without one.
    public var label: String?
    /// How many sessions have lines of this use.
    public var sessions: Int
    /// The latest of those sessions.
    public var latest: LocalDate
    /// The heaviest load of a working set in the latest session, in the history's unit.
    public var latestTop: Double?

    /// The label of a line's name: its words in parentheses that name no equipment, the way
    /// a program labels a use (`squat (volume)`), in the case written (`bench (Heavy)` is
    /// `Heavy`); nil when there are none (`Bench Press (Barbell)` is bench press, plainly).
    static func label(of name: String) -> String? {
        guard ExerciseNameNormalizer.hasQualifiers(name) else { return nil }
        let words = ExerciseNameNormalizer.parts(of: name).qualifiers.filter { EquipmentWord.named($0) == nil }
        guard !words.isEmpty else { return nil }
        let label = words.joined(separator: " ")
        // The parts come lowercased; a label written `(Heavy)`, as the journal reads it, keeps
        // its capitals. Anything else an app wrote in its parentheses is given as normalised.
        if name.hasSuffix(")"), let open = name.range(of: " (", options: .backwards) {
            let written = String(name[open.upperBound..<name.index(before: name.endIndex)])
            if written.lowercased() == label { return written }
        }
        return label
    }

    /// The key a label is compared by: `Heavy` and `heavy` are one use.
    static func key(_ label: String?) -> String? { label?.lowercased() }

    /// The uses of an exercise's lines, plain lines first, then labels in the order met;
    /// empty when no line has a label, so a history without labels reads as before.
    static func uses(of lines: [(label: String?, date: LocalDate, sets: [SetPerformance])], unit: MassUnit) -> [ExerciseUse] {
        guard lines.contains(where: { $0.label != nil }) else { return [] }
        var order: [String?] = []
        // Keyed without regard to case; a use is named as its first line spells it.
        var byLabel: [String?: ExerciseUse] = [:]
        for line in lines {
            let top = line.sets.filter { TrainingHistory.countsTowardMaxes($0) }.compactMap { $0.load?.mass.value(in: unit) }.max()
            let key = Self.key(line.label)
            guard var use = byLabel[key] else {
                order.append(key)
                byLabel[key] = ExerciseUse(label: line.label, sessions: 1, latest: line.date, latestTop: top)
                continue
            }
            if line.date > use.latest {
                use.sessions += 1
                use.latest = line.date
                use.latestTop = top
            } else {
                use.latestTop = [use.latestTop, top].compactMap { $0 }.max()
            }
            byLabel[key] = use
        }
        order.sort { ($0 == nil ? 0 : 1) < ($1 == nil ? 0 : 1) }
        return order.compactMap { byLabel[$0] }
    }
}
