import Foundation

/// Writes a journal as Strong's CSV export in its 2024 comma layout, so a lifter can take
/// the history back to the app, with two columns of Strong's 2018 layout after it:
///
/// `Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE,Weight Unit,Distance Unit`
///
/// The unit columns say what each row's numbers are in (`kg` or `lb`, `km` or `mi`), so the
/// file needs no `--unit` to come back. They also mark the file as the journal's own: Strong
/// wrote `Weight Unit` and `Distance Unit` only in its 2018 layout, which has no `Duration`,
/// and every later layout without them, so no file of Strong's has this header (quoted or not:
/// Strong v6 quotes every field too). `overload import strong` reads such a file's weights as
/// the journal wrote them, whatever its names' case (see `StrongLayout.writtenByOverload`).
/// The names are written in double quotes, as every other text field.
///
/// Weights are in one unit, distances in kilometres for a kg export and miles for a lb
/// export, as Strong writes them. Warm-ups are `W`, failures `F`, drop sets `D`, other sets
/// are numbered from 1 within the exercise. Strong has no skipped sets and no exercise notes,
/// so skipped sets are left out (and counted) and an exercise note goes with its first set's
/// note.
///
/// What a set means survives the trip back (`overload import strong`): a load added to
/// bodyweight is exported under the exercise's name with ` (Weighted)`, assistance with
/// ` (Assisted)` and a positive weight, as Strong names those variants; a use's label stays in
/// the name as the journal writes it (`bench (heavy)`); a session without a time has a date
/// alone, and one without a day name an empty workout name.
public struct StrongCSVExporter: Sendable {
    /// The unit every weight is written in.
    public var unit: MassUnit

    /// Strong's 2024 header, whose columns the exporter writes first.
    public static let strongHeader =
        "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE"

    /// The header line, without its newline: Strong's 2024 columns, then the units.
    public static let header = strongHeader + ",Weight Unit,Distance Unit"

    /// The header line as the exporter writes it: `header`'s names each in double quotes.
    public static let writtenHeader = header.split(separator: ",").map { "\"\($0)\"" }.joined(separator: ",")

    /// An exporter writing weights in `unit`.
    public init(unit: MassUnit) {
        self.unit = unit
    }

    /// The CSV text of every session (header first, one line per set, `\n` line ends) and how
    /// many skipped sets were left out.
    public func export(_ journal: Journal) -> (csv: String, skippedSets: Int) {
        var lines = [Self.writtenHeader]
        var skipped = 0
        for session in journal.sessions {
            for exercise in session.exercises {
                let variant = Self.variant(of: exercise.sets)
                var number = 0
                for (index, set) in exercise.sets.enumerated() {
                    if set.isSkipped {
                        skipped += 1
                        continue
                    }
                    var note = set.note
                    if index == 0, let exerciseNote = exercise.note {
                        note = [exerciseNote, set.note].compactMap { $0 }.joined(separator: "; ")
                    }
                    let order: String
                    switch set.kind {
                    case .warmup: order = "W"
                    case .failure: order = "F"
                    case .drop: order = "D"
                    case .regular, .top, .backoff:
                        number += 1
                        order = String(number)
                    }
                    lines.append(row(session, Self.name(exercise.name, for: set, variant: variant), order, set, note))
                }
            }
        }
        return (lines.joined(separator: "\n") + "\n", skipped)
    }

    /// What the journal holds that Strong's layout has no column for, by kind in a fixed
    /// order, each with its count (kinds the journal lacks left out): `3 mood`, `1 pain flag`.
    public static func notInCSV(_ journal: Journal) -> [(noun: String, count: Int)] {
        var counts: [String: Int] = [:]
        func add(_ noun: String, _ count: Int = 1) { if count > 0 { counts[noun, default: 0] += count } }
        for entry in journal.entries {
            switch entry {
            case .session(let session):
                if session.mood != nil { add("mood") }
                if session.energy != nil { add("energy rating") }
                if session.soreness != nil { add("soreness rating") }
                if session.availableMinutes != nil { add("available time") }
                if session.effort != nil { add("session effort") }
                if session.bodyweight != nil { add("bodyweight") }
                if session.planSnapshotID != nil || session.programReference != nil { add("plan id") }
                add("pain flag", session.painFlags.count)
                add("override", session.overrides.count)
                add("rounds score", session.rounds.count)
            case .decision: add("decision")
            case .pain: add("pain flag")
            case .resolved: add("pain resolution")
            case .note: add("dated note")
            case .bodyweight: add("bodyweight")
            }
        }
        return notInCSVOrder.compactMap { noun in counts[noun].map { (noun, $0) } }
    }

    private static let notInCSVOrder = [
        "mood", "energy rating", "soreness rating", "available time", "session effort", "bodyweight", "pain flag",
        "pain resolution", "override", "rounds score", "decision", "dated note", "plan id",
    ]

    /// `3 moods and 1 pain flag are not in the CSV: Strong has no column for them`; nil when
    /// the CSV holds everything but skipped sets.
    public static func notInCSVLine(_ journal: Journal) -> String? {
        let left = notInCSV(journal)
        guard !left.isEmpty else { return nil }
        let total = left.reduce(0) { $0 + $1.count }
        return ListText.and(left.map { plural($0.count, $0.noun) }) + (total == 1 ? " is" : " are")
            + " not in the CSV: Strong has no column for " + (total == 1 ? "it" : "them")
    }

    private func row(_ session: JournalSession, _ exercise: String, _ order: String, _ set: SetPerformance, _ note: String?)
        -> String
    {
        let time = session.time.map { " " + $0.description + ":00" } ?? ""
        let weight = set.load.map { abs($0.mass.value(in: unit)) } ?? 0
        let metres = set.distanceMetres ?? 0
        let distance = metres / (unit == .lb ? DistanceUnit.mi : .km).metresPerUnit
        let fields = [
            "\(session.date)\(time)",
            Self.quoted(session.dayName ?? ""),
            session.durationSeconds.map(Self.duration) ?? "",
            Self.quoted(exercise),
            order,
            Self.decimal(LifterRounding.thousandths(weight)),
            Self.decimal(Double(set.reps ?? 0)),
            distance == 0 ? "0" : "\(distance)",
            Self.decimal(Double(set.timeSeconds ?? 0)),
            Self.quoted(note ?? ""),
            Self.quoted(session.note ?? ""),
            set.rpe.map { JournalLexicon.number($0) } ?? "",
            unit.rawValue,
            unit == .lb ? "mi" : "km",
        ]
        return fields.joined(separator: ",")
    }

    /// ` (Weighted)` or ` (Assisted)` when every load added to bodyweight in `sets` is of one
    /// sign, so the exercise's bodyweight sets stay on its rows (`dip +10kg x 5, 8`).
    static func variant(of sets: [SetPerformance]) -> String? {
        let signs = Set(sets.compactMap { set in set.isAddedLoad ? set.load.map { $0.value < 0 } : nil })
        guard signs.count == 1, let assisted = signs.first else { return nil }
        return assisted ? " (Assisted)" : " (Weighted)"
    }

    /// The exercise name of a set's row: Strong's variant for added load or assistance (the
    /// exercise's `variant` for its bodyweight sets too), the plain name for a whole load.
    static func name(_ exercise: String, for set: SetPerformance, variant: String?) -> String {
        guard let load = set.load else { return exercise + (variant ?? "") }
        guard set.isAddedLoad else { return exercise }
        return exercise + (variant ?? (load.value < 0 ? " (Assisted)" : " (Weighted)"))
    }

    /// A number as Strong writes it, always with a decimal: `60.0`, `102.5`.
    static func decimal(_ value: Double) -> String {
        let text = JournalLexicon.number(value)
        return text.contains(".") ? text : text + ".0"
    }

    /// Strong's duration: `1h 6m`, `56m`, `1h`, and seconds when not whole minutes.
    public static func duration(_ seconds: Int) -> String {
        var parts: [String] = []
        if seconds >= 3600 { parts.append("\(seconds / 3600)h") }
        if seconds % 3600 / 60 > 0 { parts.append("\(seconds % 3600 / 60)m") }
        if seconds % 60 > 0 || parts.isEmpty { parts.append("\(seconds % 60)s") }
        return parts.joined(separator: " ")
    }

    /// A CSV field in double quotes, inner quotes doubled.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
