import Overload
import OverloadSyntax

/// The estimated one-rep max of each logged set of a journal's text, for inlay hints: the
/// sets `overload history` counts toward e1RM (working sets done, with a load on the bar and
/// up to ``E1RMSets/repLimit`` reps), by the default formula, in the journal's unit. A set is
/// a record when it beats every earlier set of its exercise in the text, sessions taken in
/// date order; as in the report's chart, the first set of an exercise beats nothing.
struct LoggedSetEstimates: Sendable {
    struct Estimate: Sendable, Equatable {
        /// The set as written (`100x5x3`).
        var range: SourceRange
        var e1RM: Double
        var unit: MassUnit
        var isRecord: Bool
    }

    private(set) var sets: [Estimate] = []

    init(_ document: Document, catalog: ExerciseCatalog, formula: E1RMFormula = .default) {
        var unit = MassUnit.kg
        var sessions: [SessionEntry] = []
        for statement in document.statements {
            switch statement {
            case .unit(let name, _): unit = name.name == "lb" ? .lb : .kg
            case .session(let session): sessions.append(session)
            default: continue
            }
        }
        // A stable sort: sessions of one day keep the order they are written in.
        func day(_ date: DateLiteral) -> Int { (date.year * 13 + date.month) * 32 + date.day }
        let ordered = sessions.enumerated().sorted { (day($0.element.date), $0.offset) < (day($1.element.date), $1.offset) }
        var best: [String: Double] = [:]
        // Years of sessions name a few dozen exercises: each name is resolved once.
        var keys: [String: String] = [:]
        for (_, session) in ordered {
            for case .performance(let line) in session.body {
                let name = line.name.text
                let key = keys[name] ?? (catalog.resolve(name).exercise?.id ?? name.lowercased())
                keys[name] = key
                for set in line.sets {
                    guard let estimate = Self.estimate(set, unit: unit, formula: formula) else { continue }
                    let isRecord = best[key].map { estimate > $0 } ?? false
                    best[key] = max(best[key] ?? estimate, estimate)
                    sets.append(Estimate(range: set.range, e1RM: estimate, unit: unit, isRecord: isRecord))
                }
            }
        }
        sets.sort { $0.range.start < $1.range.start }
    }

    /// The set's e1RM in `unit`; nil for a set that does not count toward one.
    static func estimate(_ set: PerformedSet, unit: MassUnit, formula: E1RMFormula) -> Double? {
        guard !set.isSkipped, set.kind != .warmup, set.kind != .failure,
              case .absolute(let load)? = set.load, load.sign != .minus, load.magnitude > 0,
              let reps = set.reps, reps.unit == nil, reps.isInteger,
              reps.magnitude >= 1, reps.magnitude <= Double(E1RMSets.repLimit) else { return nil }
        let written: MassUnit
        switch load.unit {
        case nil: written = unit
        case .kg?: written = .kg
        case .lb?: written = .lb
        default: return nil
        }
        let value = written == unit ? load.magnitude
            : written == .lb ? load.magnitude * MassUnit.kilogramsPerPound : load.magnitude / MassUnit.kilogramsPerPound
        return formula.estimate(load: value, reps: Int(reps.magnitude))
    }
}
