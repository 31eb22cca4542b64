import Overload
import OverloadEngine

/// `next`'s readiness, time and override options, read into the engine's circumstances.
enum CircumstanceArguments {
    static func read(_ arguments: ParsedArguments) throws -> SessionCircumstances {
        var circumstances = SessionCircumstances()
        circumstances.energy = arguments.option("energy").flatMap(JournalSession.Energy.init(rawValue:))
        circumstances.soreness = arguments.option("soreness").flatMap(JournalSession.Soreness.init(rawValue:))
        if let text = arguments.option("available") {
            guard let minutes = minutes(text), minutes > 0 else {
                throw UsageError("'--available' takes a time such as 45m, 1h or 1h30m, not '\(text)'")
            }
            circumstances.availableMinutes = minutes
        }
        if let text = arguments.option("override") {
            guard let override = override(text) else {
                throw UsageError("'--override' takes '-10% weight', '-30% volume' or 'skip EXERCISE', not '\(text)'")
            }
            circumstances.overrides = [override]
        }
        return circumstances
    }

    /// `45m`, `45`, `1h`, `1h30m`, `1h30` as minutes.
    static func minutes(_ text: String) -> Int? {
        let lowered = text.lowercased().replacingOccurrences(of: "min", with: "m")
        if let plain = Int(lowered) { return plain }
        let parts = lowered.split(separator: "h", omittingEmptySubsequences: false)
        switch parts.count {
        case 1:
            guard lowered.hasSuffix("m") else { return nil }
            return Int(lowered.dropLast())
        case 2:
            guard let hours = Int(parts[0]) else { return nil }
            let rest = parts[1].hasSuffix("m") ? parts[1].dropLast() : parts[1]
            if rest.isEmpty { return hours * 60 }
            return Int(rest).map { hours * 60 + $0 }
        default:
            return nil
        }
    }

    /// `-10% weight`, `-30% volume`, `skip curl`.
    static func override(_ text: String) -> JournalSession.Override? {
        let words = text.split(separator: " ").map(String.init)
        if words.first?.lowercased() == "skip", words.count > 1 {
            return .skipExercise(words.dropFirst().joined(separator: " "), reason: nil)
        }
        guard words.count == 2, words[0].hasSuffix("%"), let percent = Double(words[0].dropLast()), percent > -100,
              percent.isFinite else { return nil }
        switch words[1].lowercased() {
        case "weight": return .weightPercent(percent, reason: nil)
        case "volume": return .volumePercent(percent, reason: nil)
        default: return nil
        }
    }
}
