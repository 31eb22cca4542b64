import Foundation
import OverloadSyntax

/// A row that cannot be imported, with the reason.
struct RowProblem: Error {
    let message: String
}

/// Reading the values apps write into their CSV exports.
enum ImportValues {
    /// Trimmed text with Windows line breaks made plain, or `nil` when empty.
    static func text(_ field: String) -> String? {
        let trimmed = field.replacingOccurrences(of: "\r\n", with: "\n")
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }

    /// The exercise name of a row.
    /// - Throws: `RowProblem` when it is empty.
    static func exerciseName(_ field: String) throws -> String {
        guard let name = text(field) else { throw RowProblem(message: "the exercise name is empty") }
        return name
    }

    /// The unit a weight column's header names (`Weight (kg)`, `Weight (lbs)`), if any.
    /// - Throws: `ImportError.unitRequired` when neither that header, a unit column nor the
    ///   lifter's `unit` says which unit the loads are in.
    static func headerUnit(
        of table: CSVTable, weightColumn: Int?, unitColumn: Int?, unit: MassUnit?, app: String
    ) throws -> MassUnit? {
        let header = weightColumn.map { table.header[$0].lowercased() } ?? ""
        let named: MassUnit? = header.contains("(kg") ? .kg : header.contains("(lb") ? .lb : nil
        if named == nil && unitColumn == nil && unit == nil { throw ImportError.unitRequired(app: app) }
        return named
    }

    /// A decimal number (`5`, `5.0`, `22,5`), `nil` for an empty field.
    /// - Throws: `RowProblem` for text that is not a number.
    static func number(_ field: String, _ column: String) throws -> Double? {
        guard var text = text(field) else { return nil }
        // Exports from locales with a decimal comma write 22,5 (their files use ';').
        if !text.contains(".") && text.filter({ $0 == "," }).count == 1 {
            text = text.replacingOccurrences(of: ",", with: ".")
        }
        guard let value = Double(text), value.isFinite else {
            throw RowProblem(message: "'\(field)' in \(column) is not a number")
        }
        return value
    }

    /// A positive number, or `nil` when the field is empty or zero (apps write 0 for "none").
    static func positive(_ field: String, _ column: String) throws -> Double? {
        guard let value = try number(field, column), value > 0 else { return nil }
        return value
    }

    /// The largest number an imported value may have (seconds, a weight, metres): the
    /// journal's, so an import can be written as journal text (and `Int` cannot overflow).
    static let largestNumber = Parser.maxNumber

    /// `value` seconds as a whole number.
    /// - Throws: `RowProblem` above `largestNumber`.
    static func wholeSeconds(_ value: Double, _ field: String, _ column: String) throws -> Int {
        guard value <= largestNumber else {
            throw RowProblem(message: "'\(field)' in \(column) is longer than a journal can hold")
        }
        return Int(value.rounded())
    }

    /// A positive number rounded to a whole one (seconds), or `nil` when empty, zero, or under
    /// half a second.
    static func positiveWhole(_ field: String, _ column: String) throws -> Int? {
        try positive(field, column).flatMap { try positiveSeconds($0, field, column) }
    }

    /// `value` seconds as a whole number, nil when it rounds to none: a journal's times are
    /// positive (`duration 0m` does not read), so what rounds to 0 is left out like an empty field.
    private static func positiveSeconds(_ value: Double, _ field: String, _ column: String) throws -> Int? {
        guard value > 0 else { return nil }
        let seconds = try wholeSeconds(value, field, column)
        return seconds > 0 ? seconds : nil
    }

    /// Whole seconds from a duration: `1h 6m`, `56m`, `45s`, `1h`, or a plain number of seconds.
    static func duration(_ field: String, _ column: String) throws -> Int? {
        guard let text = text(field) else { return nil }
        if let seconds = Double(text), seconds.isFinite { return try positiveSeconds(seconds, field, column) }
        var total = 0.0
        for part in text.lowercased().split(separator: " ") {
            guard let unit = part.last, let amount = Double(part.dropLast()), amount.isFinite else {
                throw RowProblem(message: "'\(field)' in \(column) is not a duration")
            }
            switch unit {
            case "h": total += amount * 3600
            case "m": total += amount * 60
            case "s": total += amount
            default: throw RowProblem(message: "'\(field)' in \(column) is not a duration")
            }
        }
        return try positiveSeconds(total, field, column)
    }

    /// Whole seconds from a clock reading (`0:01:30`, `1:30`) or a plain number of seconds.
    static func clockSeconds(_ field: String, _ column: String) throws -> Int? {
        guard let text = text(field) else { return nil }
        let pieces = text.split(separator: ":", omittingEmptySubsequences: false)
        let parts = pieces.compactMap { Double($0) }.filter { $0 >= 0 && $0.isFinite }
        guard (1...3).contains(parts.count), parts.count == pieces.count else {
            throw RowProblem(message: "'\(field)' in \(column) is not a time")
        }
        return try positiveSeconds(parts.reduce(0.0) { $0 * 60 + $1 }, field, column)
    }

    /// A timestamp `2024-06-18 11:04:00`, `2024-06-18T11:04`, or a date alone `2024-06-18`.
    static func timestamp(_ field: String, _ column: String) throws -> (LocalDate, LocalTime?) {
        let text = text(field) ?? ""
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "T" })
        guard (1...2).contains(parts.count), let date = LocalDate(iso: parts[0]) else {
            throw RowProblem(message: "'\(field)' in \(column) is not a date")
        }
        guard parts.count == 2 else { return (date, nil) }
        guard let time = LocalTime(text: parts[1]) else {
            throw RowProblem(message: "'\(field)' in \(column) is not a time of day")
        }
        return (date, time)
    }

    /// A Hevy timestamp: `7 Apr 2024, 16:34` or `24 Jul 2024, 7:07`; ISO forms are accepted too.
    static func dayMonthYearTimestamp(_ field: String, _ column: String) throws -> (LocalDate, LocalTime?) {
        let text = text(field) ?? ""
        let words = text.split(whereSeparator: { $0 == " " || $0 == "," })
        guard words.count == 3 || words.count == 4 else { return try timestamp(field, column) }
        guard let day = Int(words[0]), let year = Int(words[2]),
            let month = monthNames.firstIndex(of: String(words[1].prefix(3)).lowercased()),
            let date = LocalDate(year: year, month: month + 1, day: day)
        else { throw RowProblem(message: "'\(field)' in \(column) is not a date") }
        guard words.count == 4 else { return (date, nil) }
        guard let time = LocalTime(text: words[3]) else {
            throw RowProblem(message: "'\(field)' in \(column) is not a time of day")
        }
        return (date, time)
    }

    /// A weight unit as apps spell it: `kg`, `kgs`, `lb`, `lbs` (any case; see
    /// `MassUnit(name:)`); `nil` when empty.
    static func weightUnit(_ field: String, _ column: String) throws -> MassUnit? {
        guard let text = text(field) else { return nil }
        guard let unit = MassUnit(name: text) else {
            throw RowProblem(message: "'\(field)' in \(column) is not a weight unit")
        }
        return unit
    }

    /// Metres in one of a distance unit as apps spell it (`km`, `kms`, `mi`, `m`, `ft`, `yd`).
    static func metresPer(_ field: String, _ column: String) throws -> Double? {
        guard let text = text(field)?.lowercased() else { return nil }
        // Feet and yards are not distance units of the language, so their factors live here.
        switch text {
        case "ft", "feet": return 0.3048
        case "yd", "yds", "yards": return 0.9144
        case "kms": return DistanceUnit.km.metresPerUnit
        default:
            guard let unit = DistanceUnit(name: text) else {
                throw RowProblem(message: "'\(field)' in \(column) is not a distance unit")
            }
            return unit.metresPerUnit
        }
    }

    private static let monthNames = [
        "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
    ]
}
