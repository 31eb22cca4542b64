import Foundation

/// A CSV file read into a header and records, whose columns are found by header name.
public struct CSVTable: Sendable, Hashable {
    /// The field delimiter found in the header line: `,` or `;`.
    public let delimiter: Character
    /// The column names, trimmed of surrounding spaces.
    public let header: [String]
    /// The records after the header, blank lines left out.
    public let rows: [CSVRow]
    /// A table; `header` names are trimmed.
    public init(delimiter: Character, header: [String], rows: [CSVRow]) {
        self.delimiter = delimiter
        self.header = header.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        self.rows = rows
    }

    /// The index of the first column named `name`, ignoring case and surrounding spaces.
    public func column(_ name: String) -> Int? {
        let wanted = name.lowercased()
        return header.firstIndex { $0.lowercased() == wanted }
    }

    /// The index of the first column with any of `names`, tried in order.
    public func column(anyOf names: [String]) -> Int? {
        for name in names {
            if let index = column(name) { return index }
        }
        return nil
    }
}

/// One CSV record.
public struct CSVRow: Sendable, Hashable {
    /// The 1-based line of the file where the record starts.
    public let line: Int
    /// The fields, unquoted, in column order (a record may be shorter than the header).
    public let fields: [String]

    /// A record starting on `line`.
    public init(line: Int, fields: [String]) {
        self.line = line
        self.fields = fields
    }

    /// The field in `column`, or an empty string when the column is absent or the record short.
    public subscript(column: Int?) -> String {
        guard let column, column >= 0, column < fields.count else { return "" }
        return fields[column]
    }
}
