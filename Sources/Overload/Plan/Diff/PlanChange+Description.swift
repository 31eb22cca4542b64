extension PlanChange: CustomStringConvertible {
    /// One line for people, for example
    /// `week 3, "Squat": squat top set load 180 lb -> 185 lb`,
    /// `week 4: kind regular -> deload`, `week 2, "Press": chin-up added`.
    public var description: String {
        var location = "week \(week)"
        if let day { location += ", " + JSONWriter.quoted(day) }
        var subject: [String] = []
        if let exercise { subject.append(exercise) }
        if let setLabel { subject.append(setLabel) }
        subject.append(kindText)
        return location + ": " + subject.joined(separator: " ")
    }

    private var kindText: String {
        switch kind {
        case .weekKindChanged(let from, let to): "kind \(from.rawValue) -> \(to.rawValue)"
        case .weekModifiersChanged(let from, let to): "modifiers \(Self.text(from)) -> \(Self.text(to))"
        case .dayAdded: "day added"
        case .dayRemoved: "day removed"
        case .exerciseAdded: "added"
        case .exerciseRemoved: "removed"
        case .setsChanged(let from, let to): "sets \(from) -> \(to)"
        case .loadChanged(let from, let to):
            "load \(Self.text(from, comparedWith: to, unit: unit)) -> \(Self.text(to, comparedWith: from, unit: unit))"
        case .repsChanged(let from, let to): "\(Self.workName(from, to)) \(Self.text(from)) -> \(Self.text(to))"
        case .rpeChanged(let from, let to): "rpe \(Self.text(from)) -> \(Self.text(to))"
        case .restChanged(let from, let to): "rest \(Self.text(from.map(TimeSpan.init))) -> \(Self.text(to.map(TimeSpan.init)))"
        case .goalChanged(let from, let to): "target \(from?.description ?? "none") -> \(to?.description ?? "none")"
        case .setKindChanged(let from, let to): "kind \(from.rawValue) -> \(to.rawValue)"
        case .repRangeChanged(let from, let to): "rep range \(from) -> \(to)"
        case .progressionChanged(let from, let to): "progression \(Self.text(from)) -> \(Self.text(to))"
        case .optionalChanged(let from, let to): "optional \(from ? "yes" : "no") -> \(to ? "yes" : "no")"
        case .blockAdded(let title, let items): "block \(title) added: \(items)"
        case .blockRemoved(let title, let items): "block \(title) removed: \(items)"
        case .blockChanged(let from, let to): "block \(from) -> \(to)"
        case .blockItemAdded(let block, let item): "block \(block): \(item) added"
        case .blockItemRemoved(let block, let item): "block \(block): \(item) removed"
        case .blockItemChanged(let block, let from, let to): "block \(block): \(from) -> \(to)"
        }
    }

    /// A number for people: at most two decimals (`102.06`, `92.5`, `185`).
    private static func number(_ value: Double) -> String {
        NumberFormat.canonical(value, maxDecimals: 2)
    }

    /// A load as `185 lb`; when the loadable values are equal, the detail that differs too.
    private static func text(_ load: LoadTarget?, comparedWith other: LoadTarget?, unit: MassUnit) -> String {
        guard let load else { return "none" }
        let base = "\(number(load.loadable)) \(unit.rawValue)"
        guard let other, other.loadable == load.loadable else { return base }
        if other.exact != load.exact {
            return base + " (exact \(number(load.exact)))"
        }
        var details = [text(load.source)]
        if let plates = load.platesPerSide {
            details.append("plates " + plates.map(number).joined(separator: ", ") + (load.plateUnit.map { " " + $0.rawValue } ?? ""))
        }
        return base + " (" + details.joined(separator: ", ") + ")"
    }

    private static func text(_ source: LoadSource) -> String {
        switch source {
        case .absolute: "absolute"
        case .percentOfTM(let percent): "\(number(percent))% of TM"
        case .percentOf1RM(let percent): "\(number(percent))% of 1RM"
        case .rpe(let rpe): "rpe \(number(rpe))"
        case .relativeToTop(let percent): "\(number(percent))% of top set"
        case .bodyweightAdded: "added to bodyweight"
        case .percentOfTop(let percent): "\(number(percent))% of the top set"
        case .percentOfLift(let percent, let lift, let isTrainingMax): "\(number(percent))% of \(lift) \(isTrainingMax ? "TM" : "1RM")"
        case .plus(let base, let amount): text(base) + (amount < 0 ? " - " : " + ") + number(abs(amount))
        case .today(let share): text(share) + " lifted today"
        }
    }

    private static func workName(_ from: SetWork, _ to: SetWork) -> String {
        switch (from, to) {
        case (.reps, .reps): "reps"
        case (.time, .time): "time"
        case (.distance, .distance): "distance"
        default: "work"
        }
    }

    private static func text(_ work: SetWork) -> String {
        work.description
    }

    private static func text(_ rpe: Double?) -> String {
        rpe.map(number) ?? "none"
    }

    /// A rest as the language writes durations (`45s`, `3m`, `1m30s`), or `none`.
    private static func text(_ rest: TimeSpan?) -> String {
        rest?.description ?? "none"
    }

    private static func text(_ progression: ProgressionReference?) -> String {
        guard let progression else { return "none" }
        return ([progression.plugin] + progression.arguments).joined(separator: " ")
    }

    private static func text(_ modifiers: WeekModifiers) -> String {
        let intensity = number(modifiers.intensityPercent)
        let volume = number(modifiers.volumePercent)
        return "\(intensity)%/\(volume)%/rpe \(number(modifiers.rpeCap))"
    }
}
