import Overload

/// How far a pain flag reaches an exercise (docs/coaching.md, "Pain flags").
enum PainReach: Sendable, Hashable {
    /// The flag names the exercise, or the area is among its primary muscles: the flag's own severity.
    case full
    /// The area is among its secondary muscles, or (for a flag whose words name no muscle the
    /// catalog knows) the exercise shares the named one's movement pattern: one level lighter.
    case secondary

    /// The severity the flag acts with on the exercise.
    func severity(of flag: PainFlag) -> PainFlag.Severity {
        guard self == .secondary else { return flag.severity }
        switch flag.severity {
        case .severe: return .moderate
        case .moderate, .mild: return .mild
        }
    }
}

/// What one flag did to the day, for the line that says so under **Today**.
struct PainEffects: Sendable {
    var replaced: [String] = []
    var leaveOut: [String] = []
    var capped: [String] = []
    var watched: [String] = []
    var untouched: [String] = []
}

extension Replay {
    /// How `flag` reaches `exercise`, nil when not at all.
    func reach(_ flag: PainFlag, _ exercise: Exercise) -> PainReach? {
        let area = Set(BodyPart.muscles(flag.bodyPart))
        let named = flag.exercise.flatMap { exerciseIDOf($0) }
        if named == exercise.id { return .full }
        if !area.isEmpty {
            if !area.isDisjoint(with: exercise.primaryMuscles) { return .full }
            return area.isDisjoint(with: exercise.secondaryMuscles) ? nil : .secondary
        }
        if let named, let flagged = program.catalog.exercise(id: named), flagged.pattern == exercise.pattern { return .secondary }
        return nil
    }

    /// One line for a flag: what it changed on the day and what it left alone, so an exercise
    /// that loads the area is never passed over without a word.
    static func painNote(_ flag: PainFlag, _ effects: PainEffects) -> String {
        func names(_ list: [String]) -> String { ListText.and(list) }
        var parts: [String] = []
        if !effects.replaced.isEmpty { parts.append("replaced \(names(effects.replaced))") }
        if !effects.leaveOut.isEmpty { parts.append("leave out \(names(effects.leaveOut)) (no substitute spares it)") }
        if !effects.capped.isEmpty { parts.append("RPE capped on \(names(effects.capped))") }
        if !effects.watched.isEmpty { parts.append("watch \(names(effects.watched))") }
        if !effects.untouched.isEmpty { parts.append("\(names(effects.untouched)) unchanged (\(effects.untouched.count == 1 ? "it does" : "they do") not load it)") }
        let did = parts.isEmpty ? "nothing on this day" : parts.joined(separator: "; ")
        return "\(flag.severity.rawValue) pain in \(flag.bodyPart) (\(flag.date)): \(did)"
    }
}

/// How long a pain flag acts unresolved (docs/coaching.md, "Pain flags"): a mild or moderate
/// flag older than ``weeks`` weeks no longer changes targets and says so; a severe one keeps
/// acting and asks to be resolved.
enum PainAge {
    /// Weeks a mild or moderate flag acts without being logged again or resolved.
    static let weeks = 4

    static func age(_ flag: PainFlag, on date: LocalDate) -> Int { date.daysSinceEpoch - flag.date.daysSinceEpoch }

    /// The flags open on `date` that act, and those aged out.
    static func split(_ flags: [PainFlag], on date: LocalDate) -> (acting: [PainFlag], aged: [PainFlag]) {
        let open = flags.filter { $0.date <= date && ($0.resolvedDate.map { $0 > date } ?? true) }
        let aged = open.filter { $0.severity != .severe && age($0, on: date) > weeks * 7 }
        return (open.filter { !aged.contains($0) }, aged)
    }

    /// For a severe flag past the age: a request to resolve it.
    static func ask(_ flag: PainFlag, on date: LocalDate) -> String {
        guard age(flag, on: date) > weeks * 7 else { return "" }
        return "; noted \(Layoff.span(age(flag, on: date))) ago: if it has passed, write `\(date) resolved \"\(flag.bodyPart)\"`"
    }

    /// An aged-out flag's line.
    static func agedNote(_ flag: PainFlag, on date: LocalDate) -> String {
        "\(flag.severity.rawValue) pain in \(flag.bodyPart) (\(flag.date)) is \(Layoff.span(age(flag, on: date))) old and no longer "
            + "changes targets: log it again if it is still there, or write `\(date) resolved \"\(flag.bodyPart)\"`"
    }
}
