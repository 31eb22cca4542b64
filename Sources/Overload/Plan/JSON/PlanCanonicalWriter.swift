/// Writes a plan's canonical form (``PlanCanonicalForm``) straight from the plan, without
/// building its ``JSONValue`` tree first.
///
/// Building the tree (a dictionary of boxed values for every set, load and target), sorting
/// each object's keys and freeing it all again cost about twice what hashing the text does:
/// `next` computes the id of every program it reads. Here each object's keys are written in
/// their sorted order (by UTF-8 bytes, as ``JSONWriter`` sorts them: `plateUnit` before
/// `platesPerSide`, `reps` before `restSeconds` before `rpe`), and the rare parts of a plan
/// (blocks of rounds, breaks, warm-up ramps, goals, rest by set kind) are written from
/// their tree as before. Its bytes must be those of `JSONWriter.canonicalBytes` of the
/// content fields exactly, since ids are pinned; the tests compare the two on every example.
struct PlanCanonicalWriter {
    private(set) var output: [UInt8] = []

    init() {
        output.reserveCapacity(16_384)
    }

    mutating func content(programName: String, unit: MassUnit, weekCount: Int, weeks: [PlannedWeek]) {
        output.append(UInt8(ascii: "{"))
        field("program"); string(programName)
        field("schema"); string(PlanJSON.schema)
        field("unit"); string(unit.rawValue)
        field("weekCount"); integer(weekCount)
        field("weeks"); array(weeks) { $0.week($1) }
        output.append(UInt8(ascii: "}"))
    }

    private mutating func week(_ week: PlannedWeek) {
        output.append(UInt8(ascii: "{"))
        field("days"); array(week.days) { $0.day($1) }
        field("kind"); string(week.kind.rawValue)
        field("modifiers")
        output.append(UInt8(ascii: "{"))
        field("intensityPercent"); number(week.modifiers.intensityPercent)
        field("rpeCap"); number(week.modifiers.rpeCap)
        field("volumePercent"); number(week.modifiers.volumePercent)
        output.append(UInt8(ascii: "}"))
        field("number"); integer(week.number)
        output.append(UInt8(ascii: "}"))
    }

    /// A day without its derived `estimatedSeconds`, as the content form has it.
    private mutating func day(_ day: PlannedDay) {
        output.append(UInt8(ascii: "{"))
        field("items"); array(day.items) { $0.item($1) }
        field("name"); string(day.name)
        if let renamedFrom = day.renamedFrom { field("renamedFrom"); string(renamedFrom) }
        output.append(UInt8(ascii: "}"))
    }

    private mutating func item(_ item: PlanItem) {
        switch item {
        case .exercise(let exercise):
            output.append(UInt8(ascii: "{"))
            field("exercise"); self.exercise(exercise)
            field("kind"); string("exercise")
            output.append(UInt8(ascii: "}"))
        case .superset(let exercises, let roundRestSeconds):
            output.append(UInt8(ascii: "{"))
            field("exercises"); array(exercises) { $0.exercise($1) }
            field("kind"); string("superset")
            if let roundRestSeconds { field("roundRestSeconds"); integer(roundRestSeconds) }
            output.append(UInt8(ascii: "}"))
        case .rounds, .break:
            tree(item.jsonValue)
        }
    }

    private mutating func exercise(_ exercise: ExercisePrescription) {
        output.append(UInt8(ascii: "{"))
        field("exerciseId"); string(exercise.exerciseID)
        field("name"); string(exercise.name)
        field("optional"); output += (exercise.isOptional ? "true" : "false").utf8
        field("primaryMuscles"); array(exercise.primaryMuscles) { $0.string($1) }
        if let progression = exercise.progression {
            field("progression")
            output.append(UInt8(ascii: "{"))
            field("arguments"); array(progression.arguments) { $0.string($1) }
            field("plugin"); string(progression.plugin)
            output.append(UInt8(ascii: "}"))
        }
        field("repRange"); repRange(exercise.repRange)
        field("rest"); rest(exercise.rest)
        field("secondaryMuscles"); array(exercise.secondaryMuscles) { $0.string($1) }
        field("sets"); array(exercise.sets) { $0.set($1) }
        if let warmupRamp = exercise.warmupRamp { field("warmups"); tree(warmupRamp.jsonValue) }
        output.append(UInt8(ascii: "}"))
    }

    private mutating func repRange(_ policy: RepRangePolicy) {
        switch policy {
        case .notSet: kindObject("notSet")
        case .target(let reps): kindObject("target", ("reps", reps))
        case .range(let lower, let upper): kindObject("range", ("lower", lower), ("upper", upper))
        case .untilFailure: kindObject("untilFailure")
        }
    }

    private mutating func rest(_ policy: RestPolicy) {
        switch policy {
        case .notSet: output += #"{"kind":"notSet"}"#.utf8
        case .allSame(let seconds):
            output += #"{"kind":"allSame","seconds":"#.utf8
            integer(seconds)
            output.append(UInt8(ascii: "}"))
        case .byKind: tree(policy.jsonValue)
        case .individual: output += #"{"kind":"individual"}"#.utf8
        }
    }

    /// A set's own keys and its work's key (`reps`, `timeSeconds` or `distanceMetres`) in one
    /// object, all in sorted order.
    private mutating func set(_ set: SetPrescription) {
        output.append(UInt8(ascii: "{"))
        if case .distance(let metres) = set.work { field("distanceMetres"); number(metres) }
        if let goal = set.goal { field("goal"); tree(goal.jsonValue) }
        field("index"); integer(set.index)
        field("kind"); string(set.kind.rawValue)
        if let load = set.load { field("load"); self.load(load) }
        if let pendingLoad = set.pendingLoad { field("pendingLoad"); source(pendingLoad) }
        if case .reps(let target) = set.work { field("reps"); reps(target) }
        if let restSeconds = set.restSeconds { field("restSeconds"); integer(restSeconds) }
        if let rpe = set.rpe { field("rpe"); number(rpe) }
        if case .time(let seconds) = set.work { field("timeSeconds"); integer(seconds) }
        output.append(UInt8(ascii: "}"))
    }

    private mutating func reps(_ target: RepTarget) {
        switch target {
        case .exact(let count): kindObject("exact", leading: ("count", count))
        case .range(let lower, let upper): kindObject("range", ("lower", lower), ("upper", upper))
        case .amrap(let minimum): kindObject("amrap", ("minimum", minimum))
        case .cappedAMRAP(let minimum, let maximum): kindObject("cappedAmrap", ("maximum", maximum), ("minimum", minimum))
        case .max: kindObject("max")
        }
    }

    /// `{"kind":KIND}` with up to three whole-number fields, keys in sorted order: `leading`
    /// sorts ahead of `kind` (`count`), `first` and then `second` behind it. Fixed fields, not
    /// a list: a plan writes one of these for every set, and this writer is on `next`'s path.
    private mutating func kindObject(_ kind: String, leading: (StaticString, Int)? = nil,
                                     _ first: (StaticString, Int)? = nil, _ second: (StaticString, Int)? = nil) {
        output.append(UInt8(ascii: "{"))
        if case let (name, value)? = leading { field(name); integer(value) }
        field("kind"); string(kind)
        if case let (name, value)? = first { field(name); integer(value) }
        if case let (name, value)? = second { field(name); integer(value) }
        output.append(UInt8(ascii: "}"))
    }

    private mutating func load(_ load: LoadTarget) {
        output.append(UInt8(ascii: "{"))
        field("exact"); number(load.exact)
        field("loadable"); number(load.loadable)
        if let plateUnit = load.plateUnit { field("plateUnit"); string(plateUnit.rawValue) }
        if let platesPerSide = load.platesPerSide { field("platesPerSide"); array(platesPerSide) { $0.number($1) } }
        field("source"); source(load.source)
        output.append(UInt8(ascii: "}"))
    }

    private mutating func source(_ source: LoadSource) {
        output.append(UInt8(ascii: "{"))
        switch source {
        case .absolute: field("kind"); string("absolute")
        case .percentOfTM(let percent): field("kind"); string("percentOfTM"); field("percent"); number(percent)
        case .percentOf1RM(let percent): field("kind"); string("percentOf1RM"); field("percent"); number(percent)
        case .rpe(let rpe): field("kind"); string("rpe"); field("rpe"); number(rpe)
        case .relativeToTop(let percent): field("kind"); string("relativeToTop"); field("percent"); number(percent)
        case .bodyweightAdded: field("kind"); string("bodyweightAdded")
        case .percentOfTop(let percent): field("kind"); string("percentOfTop"); field("percent"); number(percent)
        case .percentOfLift(let percent, let lift, let isTrainingMax):
            field("basis"); string(isTrainingMax ? "tm" : "1rm")
            field("kind"); string("percentOfLift")
            field("lift"); string(lift)
            field("percent"); number(percent)
        case .plus(let base, let amount):
            field("amount"); number(amount); field("base"); self.source(base); field("kind"); string("plus")
        case .today(let share): field("kind"); string("today"); field("share"); self.source(share)
        }
        output.append(UInt8(ascii: "}"))
    }

    // MARK: The pieces

    /// `"name":`, after a comma unless it is the object's first key (the object was just opened).
    private mutating func field(_ name: StaticString) {
        if output.last != UInt8(ascii: "{") { output.append(UInt8(ascii: ",")) }
        output.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { output.append(contentsOf: $0) }
        output.append(UInt8(ascii: "\""))
        output.append(UInt8(ascii: ":"))
    }

    private mutating func array<Element>(_ elements: [Element], _ write: (inout Self, Element) -> Void) {
        output.append(UInt8(ascii: "["))
        for (position, element) in elements.enumerated() {
            if position > 0 { output.append(UInt8(ascii: ",")) }
            write(&self, element)
        }
        output.append(UInt8(ascii: "]"))
    }

    private mutating func string(_ text: String) {
        JSONWriter.appendCanonical(text, to: &output)
    }

    /// ``JSONWriter/number(_:)``, with whole numbers (most loads and percentages) written
    /// without making a `String`.
    private mutating func number(_ value: Double) {
        if value.isFinite, value.rounded() == value, abs(value) < 1.0e15 {
            integer(Int(value))
        } else {
            output += JSONWriter.number(value).utf8
        }
    }

    /// `String(value)`'s digits, appended without making the `String`.
    private mutating func integer(_ value: Int) {
        guard value >= 0 else {
            output += String(value).utf8
            return
        }
        var divisor = 1
        while divisor <= value / 10 { divisor *= 10 }
        var rest = value
        while divisor > 0 {
            output.append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    private mutating func tree(_ value: JSONValue) {
        JSONWriter.writeCompact(value, into: &output)
    }
}
