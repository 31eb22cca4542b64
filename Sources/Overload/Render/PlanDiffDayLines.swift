/// One day's changes from ``PlanDiff``, as the lines `overload diff` prints under the day:
/// the same change to several sets of one exercise line is written once
/// (`bench #2 sets 1-5 load 100 lb -> 105 lb`), and a day that prescribes an exercise on more
/// than one line (`bench main` and `bench 5x10`) numbers its lines (`#1`, `#2`) by the
/// occurrence each change carries.
public struct PlanDiffDayLines: Sendable {
    /// The day's exercises in the old snapshot (empty for an added day).
    public var old: [ExercisePrescription]
    /// The day's exercises in the new snapshot (empty for a removed day).
    public var new: [ExercisePrescription]
    /// The unit loads are written in.
    public var unit: MassUnit

    /// The lines for one day with these exercises on each side.
    public init(
        old: [ExercisePrescription], new: [ExercisePrescription], unit: MassUnit
    ) {
        self.old = old
        self.new = new
        self.unit = unit
    }

    /// The lines for `changes`, all of them of this day, in ``PlanDiff``'s order; a group of
    /// like set changes sits where its first change was.
    public func lines(_ changes: [PlanChange]) -> [String] {
        var groups: [(key: String, changes: [PlanChange])] = []
        var index: [String: Int] = [:]
        for change in changes {
            let key =
                change.setIndex != nil
                ? "\(change.exerciseID ?? "")#\(change.occurrence ?? 0) \(Self.withoutSubject(change))"
                : "line \(groups.count)"
            if let position = index[key] {
                groups[position].changes.append(change)
            } else {
                index[key] = groups.count
                groups.append((key: key, changes: [change]))
            }
        }
        return groups.map { render($0.changes) }
    }

    func render(_ changes: [PlanChange]) -> String {
        guard let first = changes.first else { return "" }
        guard let name = first.exercise else { return PlanDiffReport.detail(first) }
        var subject = name + occurrenceLabel(first)
        if changes.count == 1, let label = first.setLabel {
            subject += " " + label
        } else if changes.count > 1 {
            subject += " " + Self.setsLabel(changes.compactMap(\.setLabel), indices: changes.compactMap(\.setIndex))
        }
        var text = subject + " " + Self.withoutSubject(first)
        switch first.kind {
        case .exerciseAdded:
            if let exercise = line(of: first, in: new) { text += ": " + PrescriptionText.sets(exercise, unit: unit) }
        case .exerciseRemoved:
            if let exercise = line(of: first, in: old) { text += ": " + PrescriptionText.sets(exercise, unit: unit) }
        default:
            break
        }
        return text
    }

    /// ` #2` when the day has this exercise on more than one line, so the lines can be told apart.
    func occurrenceLabel(_ change: PlanChange) -> String {
        guard let id = change.exerciseID, let occurrence = change.occurrence else { return "" }
        let count = max(old.filter { $0.exerciseID == id }.count, new.filter { $0.exerciseID == id }.count)
        return count > 1 ? " #\(occurrence + 1)" : ""
    }

    /// The exercise line a change is about, on one side.
    func line(of change: PlanChange, in exercises: [ExercisePrescription]) -> ExercisePrescription? {
        guard let id = change.exerciseID, let occurrence = change.occurrence else { return nil }
        let lines = exercises.filter { $0.exerciseID == id }
        return occurrence < lines.count ? lines[occurrence] : nil
    }

    /// `sets 1-3, 5` or `backoff sets 2-4`.
    static func setsLabel(_ labels: [String], indices: [Int]) -> String {
        let kinds = Set(labels.map { label in label.hasPrefix("set ") ? "" : String(label.prefix { $0 != " " }) })
        let kind = kinds.count == 1 ? (kinds.first ?? "") : ""
        return (kind.isEmpty ? "" : kind + " ") + "sets " + ranges(indices.map { $0 + 1 })
    }

    /// `1-3, 5` for 1, 2, 3, 5.
    static func ranges(_ numbers: [Int]) -> String {
        var ranges: [String] = []
        var index = 0
        while index < numbers.count {
            var end = index
            while end + 1 < numbers.count, numbers[end + 1] == numbers[end] + 1 { end += 1 }
            ranges.append(end == index ? "\(numbers[index])" : "\(numbers[index])-\(numbers[end])")
            index = end + 1
        }
        return ranges.joined(separator: ", ")
    }

    /// The change's text after its exercise and set label: `load 190 lb -> 195 lb`.
    static func withoutSubject(_ change: PlanChange) -> String {
        var text = PlanDiffReport.detail(change)
        for part in [change.exercise, change.setLabel].compactMap({ $0 }) where text.hasPrefix(part + " ") {
            text.removeFirst(part.count + 1)
        }
        return text
    }
}
