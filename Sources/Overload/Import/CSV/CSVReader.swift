/// Why a CSV file could not be read.
public enum CSVError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file holds no header line.
    case empty
    /// A quoted field opened on `line` never closes.
    case unterminatedQuote(line: Int)

    /// A sentence for the lifter.
    public var description: String {
        switch self {
        case .empty: return "the CSV file is empty"
        case .unterminatedQuote(let line): return "line \(line): a quoted field never closes"
        }
    }
}

/// Reads RFC 4180 CSV: the delimiter (`,` or `;`) is taken from the header line; quoted
/// fields may hold delimiters, doubled quotes and line breaks; records end in LF, CRLF or CR;
/// a leading byte-order mark is ignored; blank lines are skipped.
///
/// It is lenient where exports are sloppy: a quote inside an unquoted field and text after
/// a closing quote are kept as they are.
public enum CSVReader {
    /// Reads `text` into a table.
    /// - Throws: `CSVError`.
    public static func read(_ text: String) throws -> CSVTable {
        var bytes = Array(text.utf8)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        let delimiter = detectDelimiter(bytes)
        var records = try records(in: bytes, delimiter: delimiter)
        guard !records.isEmpty else { throw CSVError.empty }
        let header = records.removeFirst()
        return CSVTable(delimiter: Character(Unicode.Scalar(delimiter)), header: header.fields, rows: records)
    }

    /// `;` when the header line has more semicolons than commas outside quotes, else `,`.
    static func detectDelimiter(_ bytes: [UInt8]) -> UInt8 {
        var commas = 0
        var semicolons = 0
        var inQuotes = false
        for byte in bytes {
            if byte == quote {
                inQuotes.toggle()
            } else if !inQuotes {
                if byte == lineFeed || byte == carriageReturn { break }
                if byte == comma { commas += 1 }
                if byte == semicolon { semicolons += 1 }
            }
        }
        return semicolons > commas ? semicolon : comma
    }

    private static func records(in bytes: [UInt8], delimiter: UInt8) throws -> [CSVRow] {
        var rows: [CSVRow] = []
        var fields: [String] = []
        var field: [UInt8] = []
        var fieldWasQuoted = false
        var inQuotes = false
        var line = 1
        var recordLine = 1
        var quoteLine = 1
        var index = 0

        func endField() {
            fields.append(String(decoding: field, as: UTF8.self))
            field.removeAll(keepingCapacity: true)
            fieldWasQuoted = false
        }
        func endRecord() {
            endField()
            let isBlank = fields.count == 1 && fields[0].isEmpty
            if !isBlank { rows.append(CSVRow(line: recordLine, fields: fields)) }
            fields.removeAll(keepingCapacity: true)
        }

        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if inQuotes {
                if byte == quote {
                    if index < bytes.count && bytes[index] == quote {
                        field.append(quote)
                        index += 1
                    } else {
                        inQuotes = false
                    }
                } else {
                    if byte == lineFeed { line += 1 }
                    field.append(byte)
                }
                continue
            }
            switch byte {
            case quote where field.isEmpty && !fieldWasQuoted:
                inQuotes = true
                fieldWasQuoted = true
                quoteLine = line
            case delimiter:
                endField()
            case carriageReturn, lineFeed:
                if byte == carriageReturn && index < bytes.count && bytes[index] == lineFeed { index += 1 }
                endRecord()
                line += 1
                recordLine = line
            default:
                field.append(byte)
            }
        }
        if inQuotes { throw CSVError.unterminatedQuote(line: quoteLine) }
        if !field.isEmpty || !fields.isEmpty || fieldWasQuoted { endRecord() }
        return rows
    }

    private static let quote = UInt8(ascii: "\"")
    private static let comma = UInt8(ascii: ",")
    private static let semicolon = UInt8(ascii: ";")
    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")
}
