import Overload
import OverloadTestSupport

/// Random journals made only of what canonical journal text can hold exactly, for round-trip
/// tests: loads and distances with at most three decimals, one measure per set, entries in
/// date order.
enum RandomJournal {
    static let bareNames = ["bench press", "squat", "deadlift", "chin-up", "press", "t-bar row", "plank", "run", "curl"]
    static let declaredNames = ["Zottman Curl", "Жим лёжа", "Band \"Pull\" Apart"]
    static let texts = ["felt strong", "grip gave out", "line one\nline two", "quote \" and \\ backslash", "ünïcödé"]
    static let bodyParts = ["right shoulder", "lower back", "knee"]
    static let changes = ["+5lb", "+2.5kg", "-10%", "+1 set", ""]
    static let references = ["5/3/1 BBB week 1", "GZCLP T1", "week 4 deload"]

    static func make(using random: inout SeededGenerator) -> Journal {
        let unit: MassUnit? = [MassUnit.kg, .lb, nil].randomElement(using: &random) ?? nil
        let declared = declaredNames.filter { _ in Bool.random(using: &random) }
        let names = bareNames + declared
        var entries: [JournalEntry] = []
        var dayOfMonth = 1
        for _ in 0..<Int.random(in: 1...6, using: &random) {
            dayOfMonth = min(28, dayOfMonth + Int.random(in: 0...3, using: &random))
            guard let day = LocalDate(year: 2026, month: 1, day: dayOfMonth) else { continue }
            entries.append(entry(on: day, names: names, using: &random))
        }
        return Journal(unit: unit, declaredExercises: declared, entries: entries)
    }

    static func entry(on day: LocalDate, names: [String], using random: inout SeededGenerator) -> JournalEntry {
        func pick(_ random: inout SeededGenerator, _ items: [String]) -> String { items.randomElement(using: &random) ?? "" }
        switch Int.random(in: 0..<10, using: &random) {
        case 0:
            let verdict = JournalDecision.Verdict.allCases.randomElement(using: &random) ?? .accept
            let exercise = pick(&random, names)
            let change = pick(&random, changes)
            let reason = Bool.random(using: &random) ? pick(&random, texts) : nil
            return .decision(JournalDecision(date: day, verdict: verdict, exercise: exercise, change: change, reason: reason))
        case 1:
            let bodyPart = pick(&random, bodyParts)
            let severity = PainFlag.Severity.allCases.randomElement(using: &random) ?? .mild
            let exercise = Bool.random(using: &random) ? pick(&random, names) : nil
            return .pain(PainFlag(date: day, bodyPart: bodyPart, severity: severity, exercise: exercise))
        case 2:
            return .note(DatedNote(date: day, text: pick(&random, texts)))
        case 3:
            return .bodyweight(BodyweightReading(date: day, weight: weight(using: &random)))
        default:
            return .session(session(on: day, names: names, using: &random))
        }
    }

    static func session(on day: LocalDate, names: [String], using random: inout SeededGenerator) -> JournalSession {
        func coin(_ random: inout SeededGenerator) -> Bool { Bool.random(using: &random) }
        func any<T>(_ items: [T], _ random: inout SeededGenerator) -> T? { items.randomElement(using: &random) }
        var session = JournalSession(date: day)
        if coin(&random) {
            session.time = LocalTime(hour: Int.random(in: 0...23, using: &random), minute: Int.random(in: 0...59, using: &random))
        }
        if coin(&random) { session.dayName = any(["Press", "Day A", "Jour 1"], &random) }
        if coin(&random) { session.programReference = any(references, &random) }
        if coin(&random) {
            session.planSnapshotID = String((0..<12).map { _ in "0123456789abcdef".randomElement(using: &random) ?? "0" })
        }
        if coin(&random) { session.mood = any(JournalSession.Mood.allCases, &random) }
        if coin(&random) { session.energy = any(JournalSession.Energy.allCases, &random) }
        if coin(&random) { session.soreness = any(JournalSession.Soreness.allCases, &random) }
        if coin(&random) { session.availableMinutes = Int.random(in: 1...180, using: &random) }
        if coin(&random) { session.effort = Int.random(in: 1...10, using: &random) }
        if coin(&random) { session.bodyweight = weight(using: &random) }
        if coin(&random) { session.durationSeconds = any([60, 3600, 4500, 4501, 59], &random) }
        if coin(&random) { session.note = any(texts, &random) }
        for _ in 0..<Int.random(in: 0...4, using: &random) {
            let sets = (0..<Int.random(in: 1...6, using: &random)).map { _ in set(using: &random) }
            session.exercises.append(ExercisePerformance(name: any(names, &random) ?? "squat", sets: sets))
        }
        if coin(&random) {
            let reason = coin(&random) ? any(texts, &random) : nil
            switch Int.random(in: 0..<3, using: &random) {
            case 0: session.overrides.append(.weightPercent(Double(Int.random(in: -50...(-1), using: &random)), reason: reason))
            case 1: session.overrides.append(.volumePercent(Double(Int.random(in: 1...50, using: &random)), reason: reason))
            default: session.overrides.append(.skipExercise(any(names, &random) ?? "curl", reason: reason))
            }
        }
        if coin(&random) {
            let bodyPart = any(bodyParts, &random) ?? "knee"
            let severity = any(PainFlag.Severity.allCases, &random) ?? .mild
            let exercise = coin(&random) ? any(names, &random) : nil
            session.painFlags.append(PainFlag(date: day, bodyPart: bodyPart, severity: severity, exercise: exercise))
        }
        return session
    }

    static func weight(using random: inout SeededGenerator) -> JournalWeight {
        let thousandths = Double(Int.random(in: 1...300_000, using: &random))
        let value = Bool.random(using: &random) ? (thousandths / 1000).rounded() : thousandths / 1000
        return JournalWeight(max(value, 0.5), Bool.random(using: &random) ? .kg : .lb)
    }

    /// One set in one of the shapes the syntax writes exactly.
    static func set(using random: inout SeededGenerator) -> SetPerformance {
        var set = SetPerformance()
        switch Int.random(in: 0..<8, using: &random) {
        case 0: set.reps = Int.random(in: 1...20, using: &random)
        case 1:
            set.load = weight(using: &random)
            set.isAddedLoad = true
            // A negative added load is assistance (`-20kg x 8`).
            if Bool.random(using: &random), let load = set.load { set.load = JournalWeight(-load.value, load.unit) }
            set.reps = Int.random(in: 1...12, using: &random)
        case 2: set.timeSeconds = Int.random(in: 1...600, using: &random)
        case 3:
            set.distanceMetres = Double(Int.random(in: 1...20_000, using: &random))
            if Bool.random(using: &random) { set.timeSeconds = Int.random(in: 1...7200, using: &random) }
        case 4:
            set.load = weight(using: &random)
            if Bool.random(using: &random) {
                set.distanceMetres = Double(Int.random(in: 1...100, using: &random))
            } else {
                set.timeSeconds = Int.random(in: 1...120, using: &random)
            }
        case 5:
            set.isSkipped = true
        default:
            set.load = weight(using: &random)
            set.reps = Int.random(in: 1...15, using: &random)
        }
        if Int.random(in: 0..<4, using: &random) == 0 {
            set.kind = SetPerformance.Kind.allCases.randomElement(using: &random) ?? .regular
        }
        if !set.isSkipped, Int.random(in: 0..<4, using: &random) == 0 {
            set.rpe = Double(Int.random(in: 2...20, using: &random)) / 2
        }
        if Int.random(in: 0..<5, using: &random) == 0 { set.note = texts.randomElement(using: &random) }
        return set
    }
}
