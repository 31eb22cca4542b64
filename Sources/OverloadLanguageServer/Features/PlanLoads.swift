import Overload
import OverloadSyntax

/// The loads a program's relative loads (`@ 75%`, `@ -10%`, `@ 90% of squat`, `@ rpe 8`)
/// make, found by walking the source beside the compiled plan: each exercise line of a day
/// is matched to the same exercise of that day in the first week it appears in, and its set
/// groups to the compiled sets in order. A load the plan cannot work out (no max in the
/// program) is taken from the next session the journal leads to, for that session's day.
/// Where the two do not line up (a template, a day built `like` another), nothing is said
/// rather than something wrong.
struct PlanLoads: Sendable {
    /// The next session's day with the journal's loads applied.
    struct NextDay: Sendable {
        var day: PlannedDay
        var week: Int
        var date: LocalDate
    }

    /// One load written relatively, and what it makes.
    struct Found: Sendable, Equatable {
        /// The load as written (`@ 75%`'s `75%`).
        var range: SourceRange
        /// The load it makes, in the plan's unit.
        var load: Double
        /// How it was worked out: `75% of the training max`.
        var source: String
        /// The plates on each side of the bar (`plates 20 10 kg a side`); nil off a bar.
        var plates: String? = nil
        /// What the weight is written after when the hint's edit writes it (`@ ` for a load).
        var literalPrefix = "@ "
    }

    var found: [Found] = []
    /// How many relative loads neither the plan nor the next session works out.
    var unresolved = 0

    private let next: NextDay?
    /// The plan's unit, for the weights a share is written with.
    private let unit: MassUnit

    init(_ parsed: ParsedFile, program: CompiledProgram, next: NextDay? = nil) {
        self.next = next
        let snapshot = program.snapshot
        unit = snapshot.unit
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
                guard let day, let id = catalog.resolve(line.name.text).exercise?.id else { continue }
                // The n-th line of an exercise in a day is its n-th prescription there.
                let nth = used[id, default: 0]
                used[id] = nth + 1
                func nthPrescription(in planned: PlannedDay?) -> ExercisePrescription? {
                    let matches = planned?.exercises.filter { $0.exerciseID == id } ?? []
                    return nth < matches.count ? matches[nth] : nil
                }
                let nextDay = next.flatMap { next in
                    next.day.name.lowercased() == day.lowercased() && (week == nil || week == next.week) ? next : nil
                }
                let plannedDay = Self.plannedDay(day, week: week, in: snapshot)
                add(line, planned: nthPrescription(in: plannedDay),
                    next: nthPrescription(in: nextDay?.day), date: nextDay?.date)
                // A template's load argument (`deadlift ramp(load = 75%)`), when the day holds
                // the exercise once: the one load its sets are planned at.
                if let scheme = line.scheme, nth == 0, plannedDay?.exercises.filter({ $0.exerciseID == id }).count == 1,
                   let prescription = nthPrescription(in: plannedDay) {
                    addArgument(of: scheme, exercise: line.name.text, planned: prescription)
                }
            default:
                continue
            }
        }
    }

    private mutating func add(_ line: ExerciseLine, planned: ExercisePrescription?, next: ExercisePrescription?, date: LocalDate?) {
        let plannedGroups = planned.flatMap { Self.groups(of: line, in: $0) }
        let nextGroups = next.flatMap { Self.groups(of: line, in: $0) }
        for (index, group) in line.sets.enumerated() {
            guard let load = group.load, !Self.isAbsolute(load) else { continue }
            if let target = plannedGroups.flatMap({ Self.uniformLoad($0[index]) }) {
                let how = Self.share(target.source, of: line.name.text, unit: unit)
                found.append(Found(range: load.range, load: target.loadable, source: "\(how), in the first week the line is planned",
                                  plates: target.platesText))
            } else if let target = nextGroups.flatMap({ Self.uniformLoad($0[index]) }), let date {
                let how = Self.share(target.source, of: line.name.text, unit: unit)
                found.append(Found(range: load.range, load: target.loadable, source: "\(how), for the next session (\(date)), from the journal",
                                  plates: target.platesText))
            } else {
                unresolved += 1
            }
        }
    }

    private mutating func addArgument(of scheme: SchemeReference, exercise: String, planned: ExercisePrescription) {
        let shares = scheme.arguments.compactMap { argument -> Quantity? in
            guard case .quantity(let quantity) = argument.value, quantity.unit == .percent else { return nil }
            return quantity
        }
        guard shares.count == 1, let share = shares.first, let target = Self.uniformLoad(planned.sets) else { return }
        found.append(Found(range: share.range, load: target.loadable,
                           source: Self.share(target.source, of: exercise, unit: unit) + ", the template's load, in the first week the line is planned",
                           plates: target.platesText, literalPrefix: ""))
    }

    /// What a load is a share of: `75% of squat's training max`, `rpe 8 from squat's e1RM`.
    static func share(_ source: LoadSource, of exercise: String, unit: MassUnit) -> String {
        switch source {
        case .absolute, .bodyweightAdded: PrescriptionText.source(source)
        case .percentOfTM(let percent): NumberFormat.canonical(percent) + "% of \(exercise)'s training max"
        case .percentOf1RM(let percent): NumberFormat.canonical(percent) + "% of \(exercise)'s 1RM"
        case .rpe(let rpe): "rpe " + NumberFormat.canonical(rpe) + " from the RPE chart and \(exercise)'s e1RM"
        case .relativeToTop(let percent): (percent > 0 ? "+" : "") + NumberFormat.canonical(percent) + "% of the day's top set"
        case .percentOfTop(let percent): NumberFormat.canonical(percent) + "% of the day's top set"
        case .percentOfLift(let percent, let lift, let isTrainingMax):
            NumberFormat.canonical(percent) + "% of \(lift)'s " + (isTrainingMax ? "training max" : "1RM")
        case .plus(let base, let amount):
            share(base, of: exercise, unit: unit) + (amount < 0 ? " - " : " + ")
                + NumberFormat.canonical(abs(amount), maxDecimals: 2) + " " + unit.rawValue
        case .today(let share): Self.share(share, of: exercise, unit: unit) + " as lifted today (an estimate until it is logged)"
        }
    }

    /// The prescription's sets for each of the line's set groups, in order; nil when they do
    /// not add up to the prescription's (it is not the same line).
    static func groups(of line: ExerciseLine, in prescription: ExercisePrescription) -> [[SetPrescription]]? {
        var index = 0
        var groups: [[SetPrescription]] = []
        for group in line.sets {
            guard let count = whole(group.count?.magnitude ?? 1), count >= 1,
                  index + count <= prescription.sets.count else { return nil }
            groups.append(Array(prescription.sets[index..<index + count]))
            index += count
        }
        return index == prescription.sets.count ? groups : nil
    }

    /// The one load every set of a group has; nil when a set has none or they differ.
    static func uniformLoad(_ sets: [SetPrescription]) -> LoadTarget? {
        guard let target = sets.first?.load, sets.allSatisfy({ $0.load?.loadable == target.loadable }) else { return nil }
        return target
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
