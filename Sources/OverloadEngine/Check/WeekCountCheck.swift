import Overload
import OverloadSyntax

/// A rule that counts weeks (`deload every 4 weeks`) in a program without weeks: such a
/// program is one week long, so the rule counts passes through its days, which are calendar
/// weeks only when the days are done once a week. `check` says how the rule is read (a note,
/// W0216): a three-day A/B/C program done Monday, Wednesday and Friday means what it says,
/// and Starting Strength's A and B alternated three days a week deload in calendar week 3.
public enum WeekCountCheck {
    /// One note for each phrase of a rule that counts weeks, when the program has no weeks.
    public static func check(_ rules: [ResolvedRule], program: CompiledProgram) -> [Diagnostic] {
        guard program.snapshot.weeks.count == 1, let days = program.snapshot.weeks.first?.days.count, days > 0 else { return [] }
        var notes: [Diagnostic] = []
        for rule in rules {
            for phrase in rule.plugin.syntax.phrases where phrase.actsOnCalendar {
                guard let name = weekCount(in: phrase), let every = rule.arguments.count(name),
                      let range = rule.arguments.ranges[name]
                else { continue }
                let theDays = days == 1 ? "the program's one day" : "the program's \(days) days"
                var note = Diagnostic.warning(
                    .weeksCountPasses,
                    "'\(phrase.spelling.split(separator: "N", omittingEmptySubsequences: false).joined(separator: "\(every)"))' counts passes through \(theDays): "
                        + "every \(ordinal(every)) pass",
                    at: range, label: "a program without weeks is one week long: a week is a pass through its days",
                    help: "done once a week, a pass is a calendar week; otherwise write 'weeks N' with its days for each week "
                        + "to count weeks, or count passes here (\(every) passes of \(days) "
                        + (days == 1 ? "session" : "sessions") + ")")
                note.severity = .note
                notes.append(note)
            }
        }
        return notes
    }

    /// The name of a phrase's count of weeks: the count slot right before the word `weeks`.
    static func weekCount(in phrase: RuleSyntax.Phrase) -> String? {
        for (index, element) in phrase.elements.enumerated().dropLast() {
            guard case .value(let name, .count) = element, case .word(let words) = phrase.elements[index + 1],
                  words.contains("weeks")
            else { continue }
            return name
        }
        return nil
    }

    /// `4th`, `1st`, `22nd`, `13th`.
    static func ordinal(_ number: Int) -> String {
        let suffix: String
        switch (number % 10, number % 100) {
        case (_, 11...13): suffix = "th"
        case (1, _): suffix = "st"
        case (2, _): suffix = "nd"
        case (3, _): suffix = "rd"
        default: suffix = "th"
        }
        return "\(number)\(suffix)"
    }
}
