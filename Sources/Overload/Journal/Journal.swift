/// A whole journal as read from text: its unit, the names it declares, the files it
/// includes, and its entries ordered by date (entries of one date keep the file's order).
public struct Journal: Sendable, Hashable {
    /// The unit of loads written without one (`unit kg`), if the journal names one.
    public var unit: MassUnit?
    /// Names declared with `exercise "Name"`, in order, each once.
    public var declaredExercises: [String]
    /// The `include` paths as written, in order.
    public var includes: [String]
    /// Every entry, ordered by date; entries of one date keep their order in the text.
    public var entries: [JournalEntry]
    /// The variants its declarations name (`exercise paused squat: variant of squat at 90%`),
    /// by the declared name: `history` names each one's parent.
    public var declaredVariants: [String: DeclaredVariant] = [:]

    /// A journal.
    public init(
        unit: MassUnit? = nil, declaredExercises: [String] = [], includes: [String] = [],
        entries: [JournalEntry] = []
    ) {
        self.unit = unit
        self.declaredExercises = declaredExercises
        self.includes = includes
        self.entries = entries
    }

    /// The sessions, by date.
    public var sessions: [JournalSession] {
        entries.compactMap { entry in
            if case .session(let session) = entry { return session }
            return nil
        }
    }

    /// The decisions on suggested changes, by date.
    public var decisions: [JournalDecision] {
        entries.compactMap { entry in
            if case .decision(let decision) = entry { return decision }
            return nil
        }
    }

    /// Every pain flag, standing alone or noted in a session, by date; each one a `resolved`
    /// line closes carries that line's date (see `PainFlagResolution` for the rule: a
    /// `resolved` line closes the open flags for its body part logged before it).
    public var painFlags: [PainFlag] {
        // Most journals log no pain: then there is nothing to sort by date and resolve (on ten
        // years, a sort of every entry that `next` paid for an empty list).
        guard entries.contains(where: \.holdsPainFlag) else { return [] }
        return PainFlagResolution(entries).flags
    }

    /// The renderer that writes entries in this journal's canonical form.
    public var renderer: JournalRenderer {
        JournalRenderer(unit: unit, declaredExercises: Set(declaredExercises))
    }

    /// The journal as canonical text: the `unit` and `include` lines, then the declarations,
    /// then the entries, each group separated by one blank line.
    public var text: String {
        let renderer = self.renderer
        var header = unit.map { "unit \($0.rawValue)\n" } ?? ""
        header += includes.map { "include " + JournalLexicon.quoted($0) + "\n" }.joined()
        let groups = [header, renderer.declarations(declaredExercises), renderer.render(entries)]
        return groups.filter { !$0.isEmpty }.joined(separator: "\n")
    }
}
