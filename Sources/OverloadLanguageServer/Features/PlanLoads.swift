import Overload
import OverloadSyntax

/// The loads a program's relative loads (`@ 75%`, `@ -10%`, `@ 90% of squat`) make, found
/// by walking the source beside the compiled plan: each exercise line of a day is matched
/// to the same exercise of that day in the first week it appears in, and its set groups to
/// the compiled sets in order. Where the two do not line up (a template, a day built `like`
/// another), nothing is said rather than something wrong.
struct PlanLoads: Sendable {
    /// One load written relatively, and what it makes.
    struct Found: Sendable, Equatable {
        /// The load as written (`@ 75%`'s `75%`).
        var range: SourceRange
        /// The load it makes, in the plan's unit.
        var load: Double
        /// How it was worked out: `75% of the training max`.
        var source: String
    }

    var found: [Found] = []

    init(_ parsed: ParsedFile, program: CompiledProgram) {
        let snapshot = program.snapshot
        visit(parsed.document.statements, week: nil, day: nil, snapshot: snapshot, catalog: program.catalog)
    }

    private mutating func visit(_ statements: [Statement], week: Int?, day: String?, snapshot: PlanSnapshot, catalog: ExerciseCatalog) {
        var used: [String: Int] = [:]
        for statement in statements {
            switch statement {
            case .week(let block):
                visit(block.body, week: Self.firstWeek(block.weeks), day: day, snapshot: snapshot, catalog: catalog)
            case .day(let declaration):
                visit(declaration.body, week: week, day: declaration.name.value, snapshot: snapshot, catalog: catalog)
            case .superset(let block):
                visit(block.body, week: week, day: day, snapshot: snapshot, catalog: catalog)
            case .exercise(let line):
                guard let day, let id = catalog.resolve(line.name.text).exercise?.id,
                      let planned = Self.plannedDay(day, week: week, in: snapshot) else { continue }
                // The n-th line of an exercise in a day is its n-th prescription there.
                let nth = used[id, default: 0]
                used[id] = nth + 1
                let matches = planned.exercises.filter { $0.exerciseID == id }
                guard nth < matches.count else { continue }
                add(line, matches[nth], unit: snapshot.unit)
            default:
                continue
            }
        }
    }

    private mutating func add(_ line: ExerciseLine, _ prescription: ExercisePrescription, unit: MassUnit) {
        var index = 0
        var pairs: [(SetGroup, [SetPrescription])] = []
        for group in line.sets {
            // A count past the prescription's sets (or no number at all) is not this line.
            guard let count = Self.whole(group.count?.magnitude ?? 1), count >= 1,
                  index + count <= prescription.sets.count else { return }
            pairs.append((group, Array(prescription.sets[index..<index + count])))
            index += count
        }
        // A line whose sets do not add up to the prescription's is not the same line.
        guard index == prescription.sets.count else { return }
        for (group, sets) in pairs {
            guard let load = group.load, !Self.isAbsolute(load), let target = sets.first?.load,
                  sets.allSatisfy({ $0.load?.loadable == target.loadable }) else { continue }
            found.append(Found(range: load.range, load: target.loadable, source: PrescriptionText.source(target.source)))
        }
    }

    /// True when a load is written as a weight (`100kg`, `100`, `bw`), not worked out.
    static func isAbsolute(_ load: LoadSpec) -> Bool {
        guard load.offset == nil, load.reference == nil, load.parameter == nil else { return false }
        if load.isBodyweight { return true }
        guard let amount = load.amount else { return false }
        return amount.unit == nil || amount.unit == .kg || amount.unit == .lb
    }

    static func firstWeek(_ selector: WeekSelector) -> Int? {
        switch selector.items.first {
        case .single(let quantity): whole(quantity.magnitude)
        case .range(let range): whole(range.lower.magnitude)
        case nil: nil
        }
    }

    /// A number as a whole number; nil for one with a fraction or too large to be one.
    static func whole(_ value: Double) -> Int? {
        guard value.isFinite, abs(value) < 1e9 else { return nil }
        return Int(exactly: value)
    }

    static func plannedDay(_ name: String, week: Int?, in snapshot: PlanSnapshot) -> PlannedDay? {
        let weeks = week.map { number in snapshot.weeks.filter { $0.number == number } } ?? snapshot.weeks
        for planned in weeks {
            if let day = planned.days.first(where: { $0.name.lowercased() == name.lowercased() }) { return day }
        }
        return nil
    }
}
