import Overload
import OverloadEngine
import OverloadSyntax

/// The back-offs still to do in a journal's session in progress (docs/engine.md, "A session
/// in progress"), for inlay hints: after the last line of each exercise logged that day with
/// its top set and not yet all its sets, the sets taken of today's top set with the loads
/// `overload next` works out from the logged one (`back-offs 3 × 5 @ 172.5 kg`), the top set
/// named in the tooltip as `next` names it (`465 lb (210.92 kg)` when logged in lb in a kg program).
struct SessionInProgressHints: Sendable {
    struct Hint: Sendable, Equatable {
        /// The exercise's last line logged that day.
        var range: SourceRange
        var label: String
        var tooltip: String
    }

    var hints: [Hint] = []

    /// Whether the text has a line that starts with `date`: only a session dated the day the
    /// server evaluates can be in progress, so a journal typed into on another day is not
    /// replayed for these hints (a replay after every typed set is tens of milliseconds).
    static func hasSession(on date: LocalDate, in bytes: [UInt8]) -> Bool {
        let wanted = Array(date.description.utf8)
        guard bytes.count >= wanted.count else { return false }
        var lineStart = true
        for index in bytes.indices {
            if lineStart, bytes.count - index >= wanted.count, bytes[index..<index + wanted.count].elementsEqual(wanted) {
                return true
            }
            lineStart = bytes[index] == UInt8(ascii: "\n")
        }
        return false
    }

    /// Whether `next` plans a session in progress: only then is the journal's text read for it.
    static func isInProgress(_ next: NextSession) -> Bool {
        next.exercises.contains { $0.takenOfToday != nil }
    }

    /// The hints of `document`, a journal whose sessions `journal` holds (read with its
    /// includes), for the `next` session it leads to in a program whose catalog is `catalog`.
    init(_ document: Document, journal: Journal, next: NextSession, unit: MassUnit, catalog: ExerciseCatalog) {
        guard Self.isInProgress(next) else { return }
        func id(_ name: String) -> String { catalog.resolve(name).exercise?.id ?? name.lowercased() }
        // The work sets logged that day, by exercise, wherever they are written (a later
        // entry of the day joins the session).
        var logged: [String: Int] = [:]
        for session in journal.sessions where session.date == next.date {
            for performance in session.exercises {
                logged[id(performance.name), default: 0] += performance.sets.count { $0.kind != .warmup }
            }
        }
        var lastLines: [String: SourceRange] = [:]
        for case .session(let session) in document.statements where LocalDate(session.date) == next.date {
            for case .performance(let line) in session.body { lastLines[id(line.name.text)] = line.range }
        }
        for targets in next.exercises {
            let exerciseID = targets.prescription.exerciseID
            guard let (top, taken) = targets.takenOfToday, let range = lastLines[exerciseID] else { continue }
            let wanted = targets.prescription.sets.count { $0.kind != .warmup }
            let toDo = min(taken.count, wanted - (logged[exerciseID] ?? 0))
            guard toDo > 0 else { continue }
            let sets = Array(taken.suffix(toDo))
            let runs = Self.runs(sets, unit: unit)
            // Named as `next` names it: as logged, with the plan's figure when logged in another unit.
            let topText = targets.loggedTops.first?.text(planUnit: unit) ?? "\(Mass(top, unit))"
            hints.append(Hint(
                range: range, label: (sets.count == 1 ? "back-off " : "back-offs ") + runs,
                tooltip: "taken of today's top set, \(topText), logged: the loads `overload next` gives the "
                    + (sets.count == 1 ? "set" : "sets") + " still to do"))
        }
    }

    /// `3 × 5 @ 172.5 kg`, alike sets in a row written once with their count.
    private static func runs(_ sets: [SetPrescription], unit: MassUnit) -> String {
        var parts: [(text: String, count: Int)] = []
        for set in sets {
            let load = set.load.map { " @ " + NumberFormat.canonical($0.loadable) + " " + unit.rawValue } ?? ""
            let text = set.work.notation + load
            if parts.last?.text == text { parts[parts.count - 1].count += 1 } else { parts.append((text, 1)) }
        }
        return parts.map { "\($0.count) × \($0.text)" }.joined(separator: ", ")
    }
}
