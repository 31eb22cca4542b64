// MARK: Journal (E04xx, W04xx)

extension DiagnosticCode {
    public static let journalUnknownValue = DiagnosticCode("E0401")
    public static let journalEffortOutOfRange = DiagnosticCode("E0402")
    public static let journalRPEOutOfRange = DiagnosticCode("E0403")
    public static let journalInvalidReps = DiagnosticCode("E0404")
    public static let journalInvalidProperty = DiagnosticCode("E0405")
    public static let journalInvalidOverride = DiagnosticCode("E0406")
    public static let journalInvalidPain = DiagnosticCode("E0407")
    public static let journalInvalidDecision = DiagnosticCode("E0408")
    public static let journalIncludeCycle = DiagnosticCode("E0409")
    public static let journalUnreadableInclude = DiagnosticCode("E0410")
    public static let journalInvalidSet = DiagnosticCode("E0411")
    public static let journalConflictingUnit = DiagnosticCode("E0412")
    public static let journalUnknownExercise = DiagnosticCode("W0401")
    public static let journalAmbiguousExercise = DiagnosticCode("W0402")
    public static let journalUnitMissing = DiagnosticCode("W0403")
    public static let journalRepeatedProperty = DiagnosticCode("W0404")
    public static let journalUnmatchedResolution = DiagnosticCode("W0405")
    public static let journalRepeatedInclude = DiagnosticCode("W0406")
    public static let journalUnknownDay = DiagnosticCode("W0407")
    public static let journalUnprescribedExercise = DiagnosticCode("W0408")
    public static let journalUnplacedSession = DiagnosticCode("W0409")
    public static let journalQualifierDropped = DiagnosticCode("W0411")
    public static let journalUnknownLabel = DiagnosticCode("W0417")
    public static let journalImpossibleRounds = DiagnosticCode("E0413")
    public static let journalUnknownVariantParent = DiagnosticCode("W0221")
    public static let journalVariantShareOutOfRange = DiagnosticCode("W0222")
    public static let journalVariantLoop = DiagnosticCode("W0223")
    public static let journalInvalidVariant = DiagnosticCode("W0224")
}

extension DiagnosticCodeInfo {
    /// Every code the journal reader can report.
    public static let journal: [DiagnosticCodeInfo] = [
        .init(.journalUnknownValue, "a mood, energy, soreness, pain severity or decision word Overload does not know"),
        .init(.journalEffortOutOfRange, "a session effort that is not a whole number from 1 to 10"),
        .init(.journalRPEOutOfRange, "an RPE on a performed set outside 1 to 10"),
        .init(.journalInvalidReps, "reps or a set count that is 0 or not a whole number"),
        .init(.journalInvalidProperty, "a session property whose value has the wrong shape, such as 'duration 5kg'"),
        .init(.journalInvalidOverride, "an override that is not '-10% weight', '-30% volume' or 'skip EXERCISE'"),
        .init(.journalInvalidPain, "a pain flag without a body part or a severity"),
        .init(.journalInvalidDecision, "a decision without an exercise, or with more than one"),
        .init(.journalIncludeCycle, "journal or program files that include each other in a circle"),
        .init(.journalUnreadableInclude, "an included journal file that cannot be read"),
        .init(.journalInvalidSet, "a performed set the journal cannot record, such as a percentage load"),
        .init(.journalConflictingUnit, "a second 'unit' line naming another unit"),
        .init(.journalUnknownExercise, "an exercise in the journal that is neither in the catalog nor declared"),
        .init(.journalAmbiguousExercise, "an exercise name in the journal that matches several exercises"),
        .init(.journalUnitMissing, "a load without a unit in a journal with no 'unit' line (read as kg)"),
        .init(.journalRepeatedProperty, "a session property given twice; the later one counts"),
        .init(.journalUnmatchedResolution, "'resolved' for a body part with no open pain flag"),
        .init(.journalRepeatedInclude, "a journal file included twice; it is read once"),
        .init(.journalUnknownDay, "with --program: a session naming a day the program does not have"),
        .init(.journalUnprescribedExercise, "with --program: an exercise the program prescribes in no day of any week"),
        .init(.journalUnplacedSession, "from the engine commands: a session with no day name that shares no exercise with the next day"),
        .init(.journalFutureDate, "from 'overload log': an entry dated after today, with the date most likely meant"),
        .init(.journalQualifierDropped, "an undeclared exercise name read as a catalog exercise without the words in parentheses ('squat (pump)')"),
        .init(.journalUnknownLabel, "with --program: a labelled use ('squat (volum)') the program does not name; read as the plain exercise"),
        .init(.journalImpossibleRounds, "a score of rounds that cannot be: rounds or reps not whole or a million and more, more minutes missed than an EMOM has, or a time of none, not a clock or over a day"),
        .init(.journalUnknownVariantParent, "a journal's variant of an exercise that is neither in the catalog nor declared; the exercise is kept as a plain one"),
        .init(.journalVariantShareOutOfRange, "a journal's variant with a share outside 1% to 150%, or not a percentage; the exercise is kept as a plain one"),
        .init(.journalVariantLoop, "a journal's variants whose parents lead back to themselves; they are kept as plain exercises"),
        .init(.journalInvalidVariant, "a journal's variant line that does not read 'variant of squat at 90%', or a second one; the line is ignored"),
    ]
}
