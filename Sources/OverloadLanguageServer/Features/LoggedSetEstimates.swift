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

    /// Every estimate, in source order.
    var sets: [Estimate] { played.sets }
    private var played: Played
    /// What was played before the text's last session, and where that session starts, when
    /// the sessions are written in date order: an edit from there on (a set typed into the
    /// latest session, a session appended) plays the text from there, not ten years.
    private var beforeLast: (played: Played, offset: Int)?

    /// The estimates so far, and what the next sets are compared with.
    fileprivate struct Played: Sendable {
        var sets: [Estimate] = []
        var unit = MassUnit.kg
        /// Each exercise's best estimate so far, by catalog id (the name, lowercased, off the catalog).
        var best: [String: Double] = [:]
        /// Years of sessions name a few dozen exercises: each name is resolved once.
        var keys: [String: String] = [:]
        /// The date of the last session played, as a sortable number.
        var lastDay: Int?
    }

    init(_ document: Document, catalog: ExerciseCatalog, formula: E1RMFormula = .default) {
        let (unit, sessions) = Self.contents(document)
        var played = Played(unit: unit ?? .kg)
        let days = sessions.map { Self.day($0.date) }
        if let last = sessions.last, zip(days, days.dropFirst()).allSatisfy({ $0 <= $1 }) {
            played.play(sessions.dropLast(), shift: 0, catalog: catalog, formula: formula)
            beforeLast = (played, last.range.start)
            played.play([last], shift: 0, catalog: catalog, formula: formula)
        } else {
            // A stable sort: sessions of one day keep the order they are written in.
            let ordered = sessions.enumerated().sorted { (days[$0.offset], $0.offset) < (days[$1.offset], $1.offset) }
            played.play(ordered.map(\.element), shift: 0, catalog: catalog, formula: formula)
            played.sets.sort { $0.range.start < $1.range.start }
        }
        self.played = played
    }

    /// Where a text that keeps this one's bytes up to here can be played on from
    /// (``resuming(_:catalog:formula:)``); nil when it must be read whole.
    var resumeOffset: Int? { beforeLast?.offset }

    /// The estimates of a text that keeps this one's bytes up to ``resumeOffset``, from its
    /// `tail` (the text from there on, parsed alone). Nil when the tail cannot be played on:
    /// it has a `unit` line, or sessions out of date order or dated before the one before it.
    func resuming(_ tail: Document, catalog: ExerciseCatalog, formula: E1RMFormula = .default) -> LoggedSetEstimates? {
        guard let beforeLast else { return nil }
        let (unit, sessions) = Self.contents(tail)
        let days = sessions.map { Self.day($0.date) }
        guard unit == nil, let last = sessions.last, let first = days.first, first >= beforeLast.played.lastDay ?? first,
              zip(days, days.dropFirst()).allSatisfy({ $0 <= $1 }) else { return nil }
        var resumed = self
        var played = beforeLast.played
        played.play(sessions.dropLast(), shift: beforeLast.offset, catalog: catalog, formula: formula)
        resumed.beforeLast = (played, beforeLast.offset + last.range.start)
        played.play([last], shift: beforeLast.offset, catalog: catalog, formula: formula)
        resumed.played = played
        return resumed
    }

    /// The document's last `unit` line and its sessions as written.
    private static func contents(_ document: Document) -> (unit: MassUnit?, sessions: [SessionEntry]) {
        var unit: MassUnit?
        var sessions: [SessionEntry] = []
        for statement in document.statements {
            switch statement {
            case .unit(let name, _): unit = name.name == "lb" ? .lb : .kg
            case .session(let session): sessions.append(session)
            default: continue
            }
        }
        return (unit, sessions)
    }

    fileprivate static func day(_ date: DateLiteral) -> Int { (date.year * 13 + date.month) * 32 + date.day }

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
        return formula.estimate(load: Mass(load.magnitude, written).value(in: unit), reps: Int(reps.magnitude))
    }
}

extension LoggedSetEstimates.Played {
    /// Plays `sessions` (in date order, after those played), their ranges moved by `shift`.
    mutating func play(_ sessions: some Sequence<SessionEntry>, shift: Int, catalog: ExerciseCatalog, formula: E1RMFormula) {
        for session in sessions {
            lastDay = LoggedSetEstimates.day(session.date)
            for case .performance(let line) in session.body {
                let name = line.name.text
                let key = keys[name] ?? (catalog.resolve(name).exercise?.id ?? name.lowercased())
                keys[name] = key
                for set in line.sets {
                    guard let estimate = LoggedSetEstimates.estimate(set, unit: unit, formula: formula) else { continue }
                    let isRecord = best[key].map { estimate > $0 } ?? false
                    best[key] = max(best[key] ?? estimate, estimate)
                    let range = SourceRange(set.range.start + shift, set.range.end + shift)
                    sets.append(LoggedSetEstimates.Estimate(range: range, e1RM: estimate, unit: unit, isRecord: isRecord))
                }
            }
        }
    }
}
