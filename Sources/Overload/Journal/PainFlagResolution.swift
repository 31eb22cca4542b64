/// The one rule that closes pain flags, shared by `Journal.painFlags`, the reader's W0405
/// warning and the JSON export, so the three never disagree.
///
/// A `resolved` line closes every open flag for its body part logged on or before it: on an
/// earlier date, or on the same date earlier in the file. (A sore shoulder logged on Monday
/// and again on Wednesday is one complaint; when it is over, it is over.) Entries are taken by
/// date, keeping their order within a date (a session's own `resolved` lines follow its
/// flags). A pain logged after the `resolved` line is a new flag; a flag that already carries
/// a `resolvedDate` is not open.
struct PainFlagResolution {
    /// The entries in the order given, each flag that a `resolved` line closes carrying that
    /// line's date as its `resolvedDate`.
    private(set) var entries: [JournalEntry]
    /// The `resolved` lines that found no open flag, by date, with their positions in `entries`.
    private(set) var unmatched: [(index: Int, resolution: PainResolution)] = []

    /// Where an open flag stands: its entry and, in a session, its place among the session's flags.
    private struct OpenFlag {
        var entry: Int
        var position: Int
        var flag: PainFlag
    }

    init(_ entries: [JournalEntry]) {
        self.entries = entries
        var open: [OpenFlag] = []
        // Sorting positions (not entries) keeps the caller's order in `entries`; entries that
        // are already by date (as a journal's are) stay where they are.
        let order = entries.indices.sorted { (entries[$0].date, $0) < (entries[$1].date, $1) }
        for index in order {
            switch entries[index] {
            case .session(let session):
                for (position, flag) in session.painFlags.enumerated() where flag.resolvedDate == nil {
                    open.append(OpenFlag(entry: index, position: position, flag: flag))
                }
            case .pain(let flag):
                if flag.resolvedDate == nil { open.append(OpenFlag(entry: index, position: 0, flag: flag)) }
            case .resolved(let resolution):
                let closing = open.filter { resolution.resolves($0.flag) }
                guard !closing.isEmpty else {
                    unmatched.append((index, resolution))
                    continue
                }
                for flag in closing { close(flag, on: resolution.date) }
                open.removeAll { resolution.resolves($0.flag) }
            case .decision, .note, .bodyweight:
                break
            }
        }
    }

    private mutating func close(_ open: OpenFlag, on date: LocalDate) {
        switch entries[open.entry] {
        case .session(var session):
            session.painFlags[open.position].resolvedDate = date
            entries[open.entry] = .session(session)
        case .pain(var flag):
            flag.resolvedDate = date
            entries[open.entry] = .pain(flag)
        case .resolved, .decision, .note, .bodyweight:
            break
        }
    }

    /// Every pain flag of `entries`, standing alone or noted in a session, in their order.
    var flags: [PainFlag] {
        entries.flatMap { entry -> [PainFlag] in
            switch entry {
            case .session(let session): session.painFlags
            case .pain(let flag): [flag]
            case .resolved, .decision, .note, .bodyweight: []
            }
        }
    }
}
