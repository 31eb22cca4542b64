// MARK: Names (E02xx)

extension DiagnosticCode {
    public static let unknownExercise = DiagnosticCode("E0201")
    public static let ambiguousExercise = DiagnosticCode("E0202")
    public static let unknownScheme = DiagnosticCode("E0203")
    public static let unknownDay = DiagnosticCode("E0204")
    public static let duplicateName = DiagnosticCode("E0205")
    public static let dayCycle = DiagnosticCode("E0206")
    public static let templateArguments = DiagnosticCode("E0207")
    public static let invalidEquipment = DiagnosticCode("E0208")
    public static let invalidDeclaration = DiagnosticCode("E0209")
    public static let templateCycle = DiagnosticCode("E0210")
    public static let duplicateMax = DiagnosticCode("E0211")
    /// An `alternate` line Overload cannot read, or naming a day the program does not have.
    public static let invalidAlternation = DiagnosticCode("E0212")
    /// `day "A" as "B"` outside a week block, or renaming a day the program does not have.
    public static let invalidRename = DiagnosticCode("E0213")
    /// A program day the `alternate` line leaves out: no week has it.
    public static let dayOutOfAlternation = DiagnosticCode("W0208")
    /// Days in turn that do not come round at the end of the program's weeks.
    public static let alternationBreaks = DiagnosticCode("W0209")
    public static let maxOfLabelledUse = DiagnosticCode("E0121")
    public static let unknownVariantParent = DiagnosticCode("E0125")
    public static let variantLoop = DiagnosticCode("E0126")
    public static let invalidVariant = DiagnosticCode("E0128")
    public static let unknownRPEChart = DiagnosticCode("E0129")
}

// MARK: Values (E03xx)

extension DiagnosticCode {
    public static let setsOutOfRange = DiagnosticCode("E0301")
    public static let repsOutOfRange = DiagnosticCode("E0302")
    public static let restOutOfRange = DiagnosticCode("E0303")
    public static let timeOutOfRange = DiagnosticCode("E0304")
    public static let breakOutOfRange = DiagnosticCode("E0305")
    public static let rpeOutOfRange = DiagnosticCode("E0306")
    public static let percentOutOfRange = DiagnosticCode("E0307")
    public static let invalidLoad = DiagnosticCode("E0308")
    public static let relativeWithoutTop = DiagnosticCode("E0309")
    public static let wrongUnit = DiagnosticCode("E0310")
    public static let weekOutOfRange = DiagnosticCode("E0311")
    public static let relativeOffBodyweight = DiagnosticCode("E0312")
    public static let goalWithoutDistance = DiagnosticCode("E0313")
    public static let invalidWarmups = DiagnosticCode("E0316")
    public static let conflictingRounding = DiagnosticCode("E0317")
    public static let variantShareOutOfRange = DiagnosticCode("E0127")
    public static let missingMax = DiagnosticCode("W0201")
    public static let unbuildableLoad = DiagnosticCode("W0202")
    public static let ignoredSetting = DiagnosticCode("W0203")
    public static let waveCoverage = DiagnosticCode("W0204")
    public static let unloadedGroup = DiagnosticCode("W0205")
    public static let noBar = DiagnosticCode("W0206")
    public static let workKindMismatch = DiagnosticCode("W0207")
    /// A rule counting weeks (`deload every 4 weeks`) in a program without weeks: how it is
    /// read, in passes through the days (a note).
    public static let weeksCountPasses = DiagnosticCode("W0216")
    public static let warmupsWritten = DiagnosticCode("W0213")
    public static let roundOnTemplateParameter = DiagnosticCode("W0214")
    /// An EMOM whose minutes do not share out evenly among its items, one a minute in turn.
    public static let unevenEMOM = DiagnosticCode("W0217")
}

extension DiagnosticCodeInfo {
    /// Every code the compiler can report.
    public static let compiler: [DiagnosticCodeInfo] = [
        .init(.unknownExercise, "an exercise name that is neither in the catalog nor declared"),
        .init(.ambiguousExercise, "an exercise name that matches several exercises"),
        .init(.unknownScheme, "a wave or template that is not defined"),
        .init(.unknownDay, "'like' names a day that is not defined"),
        .init(.duplicateName, "two days, waves, templates or exercises with the same name"),
        .init(.dayCycle, "days built 'like' each other in a circle"),
        .init(.templateArguments, "a template used with the wrong number of arguments"),
        .init(.invalidEquipment, "an equipment line Overload cannot read"),
        .init(.invalidDeclaration, "an exercise declaration property Overload cannot read"),
        .init(.templateCycle, "templates that use each other in a circle"),
        .init(.duplicateMax, "two 1RMs or two training maxes for one exercise, under one name or two"),
        .init(.invalidAlternation, "an 'alternate' line Overload cannot read, or one naming a day the program does not have"),
        .init(.invalidRename, "a day renamed ('day \"A\" as \"B\"') outside a week block, or a day the program does not have"),
        .init(.dayOutOfAlternation, "a day the 'alternate' line leaves out, which no week then has"),
        .init(.alternationBreaks, "days done in turn that do not come round at the end of the program's weeks"),
        .init(.maxOfLabelledUse, "a 1RM or training max given to one labelled use ('1rm squat (heavy) 140kg'): the max is the lift's"),
        .init(.ladderRepeatsRung, "a ladder that names one exercise twice ('ladder pull: negative pull-up | pull-up | pull-up'), a rung of another ladder, or a ladder as a rung"),
        .init(.unknownVariantParent, "a variant of an exercise that is neither in the catalog nor declared ('variant of sqaut at 90%')"),
        .init(.variantLoop, "variants whose parents lead back to themselves ('a' a variant of 'b', 'b' of 'a')"),
        .init(.variantShareOutOfRange, "a variant's share of its parent's max outside 1% to 150%, or not a percentage ('at 0.9')"),
        .init(.invalidVariant, "a variant line Overload cannot read; it reads 'variant of squat at 90%'"),
        .init(.unknownRPEChart, "an 'rpe chart' line naming no chart Overload has ('rpe chart rts', 'epley', 'brzycki')"),
        .init(.setsOutOfRange, "a set count outside 1 to 99"),
        .init(.repsOutOfRange, "a rep count outside 1 to 999"),
        .init(.restOutOfRange, "a rest outside 0 to 10 minutes"),
        .init(.timeOutOfRange, "timed or distance work out of range: 1 second to 24 hours, or more than 0 m up to 1000 km"),
        .init(.breakOutOfRange, "a break outside 1 second to 10 minutes"),
        .init(.rpeOutOfRange, "an RPE outside 1 to 10"),
        .init(.percentOutOfRange, "a percentage outside 1% to 150%"),
        .init(.invalidLoad, "a load that resolves to a negative or impossible value"),
        .init(.relativeWithoutTop, "a relative load such as '@ -10%' with no top set before it"),
        .init(.wrongUnit, "a value with a unit that does not fit, such as 'rest 5kg'"),
        .init(.weekOutOfRange, "a week beyond the program's length"),
        .init(.relativeOffBodyweight, "a relative load such as '@ -10%' off a top set at bodyweight ('@ bw', '@ +20kg', '@ -20kg')"),
        .init(.goalWithoutDistance, "a pace or time target ('@ 5:30/km', 'in 27:30') on work that is not a distance, or of no time"),
        .init(.missingMax, "a percentage or RPE load for an exercise with no 1RM or training max"),
        .init(.unbuildableLoad, "a load the equipment cannot build; the nearest is used"),
        .init(.ignoredSetting, "a line that changes nothing, such as 'without' an exercise the base day does not have"),
        .init(.waveCoverage, "a wave that starts over inside the program, or that has no sets for one of its weeks"),
        .init(.unloadedGroup, "a set group with no load before a group with one, on one line ('squat 2x5, 5+ @ 95lb')"),
        .init(.noBar, "an equipment block with plates but no bar; barbell loads take the usual bar of the program's unit"),
        .init(.workKindMismatch, "work an exercise is not done for, such as 'squat 5km' or 'bench 45s'"),
                .init(.unevenEMOM, "an EMOM whose minutes do not share out evenly among its items ('emom 10min' of three items)"),
        .init(.weeksCountPasses, "a note: a rule counting weeks ('deload every 4 weeks') in a program without weeks counts passes through its days"),
        .init(.rungOnDay, "a day's line for an exercise that is a rung of a ladder, whose sessions move the ladder and not the line"),
        .init(.journalUnmatchedRoundsScore, "with --program: a logged score of rounds that is none of its day's blocks ('amrap 20min \"Cindy\"' on a day without it)"),
        .init(.invalidWarmups, "a warm-up step Overload cannot read; steps read 'bar x 10' or '50% x 5'"),
        .init(.conflictingRounding, "two different 'round' settings for one exercise, on its lines or its declaration"),
        .init(.warmupsWritten, "', warmups' on a line that writes its own warm-up sets; the written ones are used"),
        .init(.roundOnTemplateParameter, "'round' on a template's line for the exercise a parameter names, which is not read"),
        .init(.todayWithoutTop, "a share of today's top set ('@ 90% of today') for an exercise with no top set that day"),
        .init(.todayBeforeTop, "a share of today's top set on a set before the top set, or on the top set itself"),
        .init(.todayMisspelt, "'of today's top set' or 'of todays' for 'of today' in a load"),
    ]
}
