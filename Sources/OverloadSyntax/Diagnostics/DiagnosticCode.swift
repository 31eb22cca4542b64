/// A stable identifier for a kind of diagnostic, such as `E0101`.
///
/// Codes never change meaning once released. Every code has a reproducer file and an
/// entry in docs/errors.md; a test keeps the three in step. Later stages add their own
/// codes in extensions and list them in their own catalogue.
public struct DiagnosticCode: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public var description: String { rawValue }

    public static func < (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A diagnostic code with the one-line summary shown in docs/errors.md.
public struct DiagnosticCodeInfo: Sendable, Hashable {
    public let code: DiagnosticCode
    public let summary: String

    public init(_ code: DiagnosticCode, _ summary: String) {
        self.code = code
        self.summary = summary
    }
}

// MARK: Lexer (E00xx)

extension DiagnosticCode {
    public static let invalidByte = DiagnosticCode("E0001")
    public static let invalidUTF8 = DiagnosticCode("E0002")
    public static let nulByte = DiagnosticCode("E0003")
    public static let unterminatedString = DiagnosticCode("E0004")
    public static let badIndentation = DiagnosticCode("E0005")
    public static let tooDeeplyIndented = DiagnosticCode("E0006")
    public static let invalidDate = DiagnosticCode("E0007")
    public static let invalidEscape = DiagnosticCode("E0008")
    public static let tabIndentation = DiagnosticCode("W0001")
    public static let loneCarriageReturn = DiagnosticCode("W0002")
}

// MARK: Parser (E01xx)

extension DiagnosticCode {
    public static let expectedToken = DiagnosticCode("E0101")
    public static let unexpectedToken = DiagnosticCode("E0102")
    public static let unknownStatement = DiagnosticCode("E0103")
    public static let expectedReps = DiagnosticCode("E0104")
    public static let unknownUnit = DiagnosticCode("E0105")
    public static let numberOutOfRange = DiagnosticCode("E0106")
    public static let tooDeeplyNested = DiagnosticCode("E0107")
    public static let expectedBlock = DiagnosticCode("E0108")
    public static let unexpectedIndent = DiagnosticCode("E0109")
    public static let expectedExpression = DiagnosticCode("E0110")
    public static let expectedLoad = DiagnosticCode("E0111")
    public static let invalidWeekSpec = DiagnosticCode("E0112")
    public static let misplacedStatement = DiagnosticCode("E0113")
    public static let expectedExerciseName = DiagnosticCode("E0114")
    public static let invalidAssignmentTarget = DiagnosticCode("E0115")
    public static let invalidPace = DiagnosticCode("E0116")
    public static let invalidRoundsHeader = DiagnosticCode("E0117")
    public static let invalidRoundItem = DiagnosticCode("E0118")
    public static let invalidRoundsScore = DiagnosticCode("E0119")
    public static let expectedLabel = DiagnosticCode("E0120")
    /// A ladder's rungs separated by something other than `|` (`a, b`, `a -> b`).
    public static let ladderSeparator = DiagnosticCode("E0122")
    /// A ladder of one rung.
    public static let ladderRungs = DiagnosticCode("E0123")
}

extension DiagnosticCodeInfo {
    /// Every code the syntax stage can report.
    public static let syntax: [DiagnosticCodeInfo] = [
        .init(.invalidByte, "a byte that cannot start any token"),
        .init(.invalidUTF8, "bytes that are not valid UTF-8"),
        .init(.nulByte, "a NUL byte in the text"),
        .init(.unterminatedString, "a string without its closing quote on the same line"),
        .init(.badIndentation, "a line indented to a level that matches no enclosing block"),
        .init(.tooDeeplyIndented, "more nested blocks than the limit"),
        .init(.invalidDate, "a date that does not exist, such as 2026-02-30"),
        .init(.invalidEscape, "an unknown escape sequence in a string"),
        .init(.tabIndentation, "a tab in indentation (counted as four spaces)"),
        .init(.loneCarriageReturn, "a carriage return that is not followed by a line feed"),
        .init(.expectedToken, "a required token is missing, such as ':' after a block header"),
        .init(.unexpectedToken, "a token that does not belong where it stands"),
        .init(.unknownStatement, "a line that starts with a word no statement starts with"),
        .init(.expectedReps, "sets with no reps where reps belong: 'x' with nothing after it, or a unit on a rep range"),
        .init(.unknownUnit, "a number with a unit suffix Overload does not know"),
        .init(.numberOutOfRange, "a number too large or too precise to be a training value, or a clock whose seconds or minutes reach 60 ('in 99:99')"),
        .init(.tooDeeplyNested, "an expression nested deeper than the limit"),
        .init(.expectedBlock, "a header ending in ':' with nothing after it"),
        .init(.unexpectedIndent, "an indented line where no block is open"),
        .init(.expectedExpression, "an operator or keyword with no expression where one is needed"),
        .init(.expectedLoad, "'@' with no load, percentage or RPE after it"),
        .init(.invalidWeekSpec, "a week number, range or list that is not well formed"),
        .init(.misplacedStatement, "a statement in a place it cannot appear, such as a day inside a day"),
        .init(.expectedExerciseName, "a prescription or performed set with no exercise name before it"),
        .init(.invalidAssignmentTarget, "an assignment to something that is not a name"),
        .init(.invalidPace, "a pace target that is not minutes:seconds over a distance, as in '@ 5:30/km'"),
        .init(.invalidRoundsHeader, "an 'amrap' or 'emom' without a time or with a time of no unit, 0 or over a day; 'N round:' or a count of 0"),
        .init(.invalidRoundItem, "a block of rounds with no items, or an item that does not start with its reps or work: 'pull-up 5'"),
        .init(.invalidRoundsScore, "a logged score of rounds not well formed: '7 round', '7 rounds + 12', an EMOM without 'done' or 'missed'"),
        .init(.expectedLabel, "a label in parentheses after an exercise name that is empty or not closed: 'squat (volume'"),
        .init(.ladderSeparator, "a ladder's rungs separated by ',' or '->' instead of '|': 'ladder pull: negative pull-up, pull-up'"),
        .init(.ladderRungs, "a ladder of one exercise: 'ladder pull: pull-up'"),
    ]
}
