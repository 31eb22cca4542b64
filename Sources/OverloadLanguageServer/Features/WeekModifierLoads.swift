import Overload
import OverloadSyntax

/// The loads a week's kind makes of the lines it scales: after `week 4 deload`, the weight
/// each exercise of the days gets that week (`= squat 63 kg, bench 42 kg`), since the days'
/// lines are written for a regular week. Lines written inside the week (`week 4 deload:
/// bench 3x5 @ 60%`, a day written in its block) are taken as written and left out, as the
/// plan leaves them unscaled. For a week line naming several weeks, the first one; inside a
/// day, that day only. A kind that leaves loads alone (`test`) and loads the plan cannot
/// work out (no max) get nothing.
struct WeekModifierLoads: Sendable {
    struct Found: Sendable, Equatable {
        /// The week's kind as written (`deload`).
        var range: SourceRange
        var label: String
        var tooltip: String
    }

    private(set) var found: [Found] = []

    init(_ document: Document, snapshot: PlanSnapshot, catalog: ExerciseCatalog) {
        visit(document.statements, day: nil, snapshot: snapshot, catalog: catalog)
    }

    private mutating func visit(_ statements: [Statement], day: String?, snapshot: PlanSnapshot, catalog: ExerciseCatalog) {
        for statement in statements {
            switch statement {
            case .week(let block):
                add(block, day: day, snapshot: snapshot, catalog: catalog)
            case .day(let declaration):
                visit(declaration.body, day: declaration.name.value, snapshot: snapshot, catalog: catalog)
            default:
                continue
            }
        }
    }

    private mutating func add(_ block: WeekDeclaration, day: String?, snapshot: PlanSnapshot, catalog: ExerciseCatalog) {
        guard let kind = block.kind, let range = block.kindRange, let number = PlanLoads.firstWeek(block.weeks),
              let week = snapshot.weeks.first(where: { $0.number == number }),
              week.modifiers.intensityPercent != 100 else { return }
        // What the week writes itself is not scaled.
        var written: Set<String> = []
        var writtenDays: Set<String> = []
        for statement in block.body {
            switch statement {
            case .exercise(let line):
                written.insert(catalog.resolve(line.name.text).exercise?.id ?? line.name.text.lowercased())
            case .day(let declaration):
                writtenDays.insert(declaration.name.value.lowercased())
            default:
                continue
            }
        }
        let unit = snapshot.unit.rawValue
        var byExercise: [(name: String, loads: [Double])] = []
        var dayLines: [String] = []
        for planned in week.days where day.map({ $0.lowercased() == planned.name.lowercased() }) ?? true {
            guard !writtenDays.contains(planned.name.lowercased()) else { continue }
            var parts: [String] = []
            for prescription in planned.exercises where !written.contains(prescription.exerciseID) {
                var loads: [Double] = []
                for set in prescription.sets where set.kind != .warmup {
                    if let load = set.load?.loadable, !loads.contains(load) { loads.append(load) }
                }
                guard !loads.isEmpty else { continue }
                parts.append("\(prescription.name) " + Self.text(loads) + " \(unit)")
                if let index = byExercise.firstIndex(where: { $0.name == prescription.name }) {
                    byExercise[index].loads += loads.filter { !byExercise[index].loads.contains($0) }
                } else {
                    byExercise.append((prescription.name, loads))
                }
            }
            if !parts.isEmpty { dayLines.append("\(planned.name): " + parts.joined(separator: ", ")) }
        }
        guard !byExercise.isEmpty else { return }
        let share = NumberFormat.canonical(week.modifiers.intensityPercent)
        var weeks = "week \(number)"
        if block.weeks.items.count > 1 || block.weeks.items.contains(where: { if case .range = $0 { true } else { false } }) {
            weeks += ", the first of these weeks"
        }
        found.append(Found(
            range: range,
            label: "= " + byExercise.map { "\($0.name) " + Self.text($0.loads) + " \(unit)" }.joined(separator: ", "),
            tooltip: "\(weeks), a \(kind.rawValue) week: the days' loads at \(share)% of what they would be\n\n"
                + dayLines.joined(separator: "\n\n")))
    }

    /// `63`, or `39/45/51` for a line whose sets differ.
    private static func text(_ loads: [Double]) -> String {
        loads.map { NumberFormat.canonical($0) }.joined(separator: "/")
    }
}
