/// A ladder as the program declares it: `ladder pull: scapular pull-up | negative pull-up |
/// pull-up`, an exercise of its own (`pull`, what days and rules name) whose rungs are the
/// exercises the lifter logs, easiest first (docs/language.md, "Ladders").
public struct Ladder: Sendable, Hashable {
    /// The ladder's own exercise id (a day's `pull 3x5-8` prescribes it).
    public var id: String
    /// The ladder's name as written.
    public var name: String
    /// Each rung's catalog id, easiest first.
    public var rungIDs: [String]
    /// Each rung's name as written.
    public var rungNames: [String]
    /// Where each rung is written.
    public var rungRanges: [SourceRange]
    /// Where the ladder's name is written.
    public var range: SourceRange

    /// The plan's name for the ladder on rung `index` (from 0): `pull: negative pull-up`.
    public func title(rung index: Int) -> String {
        let rung = rungNames.indices.contains(index) ? rungNames[index] : rungNames.last ?? ""
        return name + ": " + rung
    }
}

/// The program's ladders, by the ladder's id and by each rung's.
public struct ProgramLadders: Sendable {
    /// Each ladder by its own exercise id.
    public private(set) var byID: [String: Ladder] = [:]
    /// The ladder and the place (from 0) of each rung's exercise id. A rung of two ladders
    /// is an error (E0124) and belongs to the first written.
    public private(set) var rungs: [String: (ladder: String, index: Int)] = [:]

    /// No ladders.
    public init() {}

    mutating func add(_ ladder: Ladder) {
        byID[ladder.id] = ladder
        for (index, id) in ladder.rungIDs.enumerated() where rungs[id] == nil { rungs[id] = (ladder.id, index) }
    }

    /// True when the program has none.
    public var isEmpty: Bool { byID.isEmpty }
}

extension ProgramDeclarations {
    /// A `ladder` line: its rungs resolved (an unknown one is E0201, as on a day's line), and
    /// its name an exercise of its own, with the last rung's muscles and pattern, done at
    /// bodyweight: a ladder moves the exercise, not the load, so its line needs none.
    /// `ladderLines` are every ladder line, so a rung naming one declared below is known as a ladder.
    mutating func declareLadder(_ declaration: LadderDeclaration, among ladderLines: [LadderDeclaration]) {
        var rungs: [Exercise] = []
        var names: [String] = []
        var ranges: [SourceRange] = []
        var seen: [String: SourceRange] = [:]
        var shared: [(Exercise, ExerciseName)] = []
        for name in declaration.rungs {
            if resolution(of: name.text).exercise == nil, name.label == nil,
               let below = ladderLines.first(where: { $0.name.text.lowercased() == name.text.lowercased() }) {
                error(.ladderRepeatsRung, "'\(name.text)' is a ladder, not a rung", at: name.range,
                      label: "a ladder's rungs are the exercises the lifter logs",
                      notes: [DiagnosticNote("the ladder '\(below.name.text)' is declared here", at: below.name.range)],
                      help: "make one ladder: add this ladder's other rungs to '\(below.name.text)', easiest first")
                continue
            }
            guard let exercise = resolve(name) else { continue }
            if let earlier = seen[exercise.id] {
                error(.ladderRepeatsRung, "'\(name.text)' is already a rung of this ladder", at: name.range,
                      notes: [DiagnosticNote("its first place", at: earlier)],
                      fixIts: [FixIt(replace: Self.rungWithSeparator(name, in: declaration), with: "")],
                      help: "each exercise is one rung; remove the second")
                continue
            }
            if let other = ladders.byID[exercise.id] {
                error(.ladderRepeatsRung, "'\(name.text)' is a ladder, not a rung", at: name.range,
                      label: "a ladder's rungs are the exercises the lifter logs",
                      notes: [DiagnosticNote("the ladder '\(other.name)' is declared here", at: other.range)],
                      help: "make one ladder: add this ladder's other rungs to '\(other.name)' after "
                          + "'\(other.rungNames.last ?? other.name)', easiest first")
                continue
            }
            if let place = ladders.rungs[exercise.id], let other = ladders.byID[place.ladder] {
                let first = other.rungRanges.indices.contains(place.index) ? other.rungRanges[place.index] : other.range
                error(.ladderRepeatsRung, "'\(name.text)' is already a rung of the ladder '\(other.name)'", at: name.range,
                      label: "one exercise climbs one ladder",
                      notes: [DiagnosticNote("its rung of '\(other.name)'", at: first)],
                      help: "a logged \(name.text) moves one ladder: remove it here, or join the two ladders into one")
                shared.append((exercise, name))
                continue
            }
            seen[exercise.id] = name.range
            rungs.append(exercise)
            names.append(name.text)
            ranges.append(name.range)
        }
        // A ladder with a rung in error (reported) is still declared with the rest, so its
        // days and rule are not reported as unknown exercises too.
        // One whose every rung is another ladder's keeps them (they stay the first ladder's).
        if rungs.isEmpty {
            rungs = shared.map(\.0)
            names = shared.map(\.1.text)
            ranges = shared.map(\.1.range)
        }
        guard let top = rungs.last else { return }
        let exercise = Exercise(name: declaration.name.text, primaryMuscles: top.primaryMuscles,
                                secondaryMuscles: top.secondaryMuscles, pattern: top.pattern, equipment: .bodyweight)
        switch catalog.adding(exercise) {
        case .success(let updated):
            catalog = updated
            // A name looked up before the ladder was declared may mean it now.
            resolutions.removeAll()
            ladders.add(Ladder(id: exercise.id, name: declaration.name.text, rungIDs: rungs.map(\.id), rungNames: names,
                               rungRanges: ranges, range: declaration.name.range))
        case .failure(let failure):
            error(.duplicateName, failure.message, at: declaration.name.range,
                  help: "a ladder is named for its movement, apart from its rungs and the catalog: 'ladder pull: ...'")
        }
    }

    /// A repeated rung with the ` | ` before it, what a fix removes.
    static func rungWithSeparator(_ name: ExerciseName, in declaration: LadderDeclaration) -> SourceRange {
        guard let index = declaration.rungs.firstIndex(of: name), index > 0 else { return name.range }
        return SourceRange(declaration.rungs[index - 1].range.end, name.range.end)
    }

    /// W0218: a day's line for an exercise that is a rung of a ladder. A logged session of
    /// the rung is the ladder's (it moves the ladder), so the line itself never progresses.
    mutating func reportRungOnDay(_ line: ExerciseLine, exercise: Exercise) {
        guard let place = ladders.rungs[exercise.id], let ladder = ladders.byID[place.ladder] else { return }
        warning(.rungOnDay, "'\(line.name.text)' is a rung of the ladder '\(ladder.name)': its sessions count for the ladder, "
                    + "so this line never progresses", at: line.name.range,
                label: "a rung of '\(ladder.name)'",
                help: "write the ladder's name instead ('\(ladder.name)'), to train the rung the ladder is on; "
                    + "or keep \(line.name.text) out of the ladder")
    }

    /// `graduate` moves a ladder's rungs: on an exercise that is not a ladder it has none to move.
    mutating func reportGraduationWithoutLadder() {
        for binding in bindings where binding.plugin.lowercased() == "graduate" {
            for target in binding.targets where ladders.byID[target.exerciseID] == nil {
                error(.graduateWithoutLadder, "\(target.name) is not a ladder: 'graduate' has no next rung to move to",
                      at: target.range,
                      help: "declare a ladder of exercises, easiest first, as in 'ladder pull: negative pull-up | pull-up', "
                          + "and name the ladder in the day and the rule")
            }
        }
    }
}

extension DiagnosticCode {
    /// A ladder that names one exercise twice, a rung of another ladder, or a ladder as a rung.
    public static let ladderRepeatsRung = DiagnosticCode("E0124")
    /// `graduate` on an exercise that is not a ladder.
    public static let graduateWithoutLadder = DiagnosticCode("E0508")
    /// A day's line for an exercise that is a rung of a ladder: its sessions are the ladder's.
    public static let rungOnDay = DiagnosticCode("W0218")
}
