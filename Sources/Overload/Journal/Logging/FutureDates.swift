import OverloadSyntax

/// Entries dated after today, as a slip of the keyboard makes them (`2062` for `2026`,
/// `2030-01-01` for this year's): written silently they would be ignored by `next`, which
/// plans from today, while `history` charts them. A warning, since a lifter may log a
/// planned session ahead; it names the date most likely meant.
public enum FutureDates {
    /// A warning for each session or dated entry of `document` after `today`.
    public static func warnings(in document: Document, today: LocalDate) -> [Diagnostic] {
        document.statements.compactMap { statement in
            switch statement {
            case .session(let entry): warning(entry.date, today: today)
            case .datedEntry(let entry): warning(entry.date, today: today)
            default: nil
            }
        }
    }

    static func warning(_ literal: DateLiteral, today: LocalDate) -> Diagnostic? {
        guard let date = LocalDate(literal), date > today else { return nil }
        let meant = likelyMeant(date, today: today)
        return .warning(
            .journalFutureDate, "\(date) is after today (\(today))", at: literal.range,
            label: meant.map { "did you mean \($0)?" },
            fixIts: meant.map { [FixIt(replace: literal.range, with: $0.description)] } ?? [],
            help: "'next' plans from today and leaves this entry out until its date comes; 'history' shows it already")
    }

    /// The latest date on or before today with the same month and day (this year's, or
    /// last year's when this year's is still to come): a wrong year is the usual slip.
    static func likelyMeant(_ date: LocalDate, today: LocalDate) -> LocalDate? {
        for year in stride(from: today.year, through: today.year - 4, by: -1) {
            if let candidate = LocalDate(year: year, month: date.month, day: date.day), candidate <= today { return candidate }
        }
        return nil
    }
}

extension DiagnosticCode {
    /// A journal entry dated after today (`overload log`).
    public static let journalFutureDate = DiagnosticCode("W0410")
}
