import Overload
import OverloadReport
import OverloadTestSupport
import Testing

/// Each figure against a journal small enough to work out by hand.
@Suite struct ReportFiguresTests {
    static let program = """
        program "Two days"
        unit kg

        day "A":
          squat 3x5 @ 100kg
          bench 3x5 @ 80kg

        day "B":
          deadlift 1x5 @ 140kg
          chin-up 3x8

        progress squat, bench, deadlift: linear +2.5kg
        """

    static let journal = """
        unit kg

        2026-11-02 "A"
          bodyweight 80kg
          squat 100x5x3
          bench 80x5, 80x5, 80x3 @ rpe 9.5

        2026-11-04 "B"
          deadlift 140x5
          chin-up 8, 8, 6

        2026-11-06 "A"
          bodyweight 81kg
          squat 102.5x5x3
          bench 82.5x5x2

        2026-11-07 "Extra"
          curl 20x10x3

        2026-11-20 "A"
          squat 105x5x3 @ rpe 8
          bench 82.5x5x3
        """

    func figures(since: String? = nil, exercises: [String] = [], today: String = "2026-11-23") throws -> ReportFigures {
        let journal = ReportFixtures.journal(Self.journal)
        let engine = ReportFixtures.engine(program: Self.program, journal: journal)
        #expect(engine != nil)
        return try ReportFigures(journal: journal, engine: engine,
                                 request: ReportRequest(today: ReportFixtures.date(today), since: since.map(ReportFixtures.date),
                                                        exercises: exercises))
    }

    @Test func theMainLiftsAreTheRuleBoundOnesWithTheirRecordsMarked() throws {
        let figures = try figures()
        #expect(figures.lifts.map(\.name) == ["squat", "bench press", "deadlift"])
        let squat = try #require(figures.lifts.first)
        #expect(squat.points.map(\.isRecord) == [false, true, true])
        #expect(squat.points.map { Int($0.value.rounded()) } == [117, 120, 123])
        #expect(!squat.planned.isEmpty)
        #expect(figures.next?.exercises.map(\.name) == ["deadlift", "chin-up"])
    }

    @Test func recordsKeepTheRecordedMaxApartFromTheEstimate() throws {
        let figures = try figures()
        let bench = try #require(figures.records.first { $0.name == "bench press" })
        #expect(bench.byReps.map(\.reps) == [3, 5])
        #expect(bench.byReps.first { $0.reps == 5 }?.load == 82.5)
        #expect(bench.heaviest?.load == 82.5)
        #expect(bench.byReps.contains { $0.reps == 1 } == false)
        #expect(figures.unloaded == ["chin-up"])
    }

    @Test func adherenceCountsSetsDoneMissedDaysAndExtraSessions() throws {
        let adherence = try #require(try figures().adherence)
        let first = try #require(adherence.days.first)
        #expect(first.prescribed == 6 && first.done == 6)
        let short = try #require(adherence.days.first { $0.date == ReportFixtures.date("2026-11-06") })
        #expect(short.prescribed == 6 && short.done == 5)
        #expect(adherence.days.first { $0.date == ReportFixtures.date("2026-11-07") }?.kind == .extra)
        // Weeks of 9 and 16 November: two planned days each, none done; this week is not judged yet.
        #expect(adherence.weeks.map(\.missed) == [0, 2, 1, 0])
        // 6 of 6, 1 of 1 (the chin-up follows no rule) and 5 of 6.
        #expect(adherence.weeks.first?.done == 12)
        #expect(adherence.weeks.first?.prescribed == 13)
        #expect(adherence.weeks.first?.percent == 92)
    }

    /// The report's replay keeps the judged sessions of its last 26 weeks only; a deload week
    /// before them is still shaded, and the sessions before them are still judged.
    @Test func aDeloadWeekBeforeTheCalendarsWeeksIsStillShaded() throws {
        let journal = ReportFixtures.journal("""
            unit kg
            \(WaveFixtures.weeksOneToThree)
            \(WaveFixtures.deloadWeek)
            2027-06-07 18:00 "A"
              squat 95x5, 110x5, 125x6
            """)
        let engine = ReportFixtures.engine(program: WaveFixtures.program("linear +2.5kg"), journal: journal)
        let figures = try ReportFigures(journal: journal, engine: try #require(engine),
                                        request: ReportRequest(today: ReportFixtures.date("2027-06-09")))
        #expect(figures.deloadWeeks == [ReportFixtures.date("2026-11-23")])
        let adherence = try #require(figures.adherence)
        #expect(adherence.days.map(\.date) == [ReportFixtures.date("2027-06-07")])
        #expect(adherence.days.first?.kind == .planned)
        #expect(figures.lifts.map(\.name) == ["squat"])
        // The next targets read the latest step, kept before the weeks shown as within them.
        #expect(figures.next?.exercises.first?.reasons.first?.hasPrefix("2027-06-07:") == true)
    }

    @Test func hardSetsCountPrimaryMusclesWholeAndSecondaryOnesHalf() throws {
        let figures = try figures()
        let quads = try #require(figures.muscleWeeks.first { $0.name == "quads" })
        // Six sets of squat, and the deadlift's one set for a secondary muscle.
        #expect(quads.weeks.first?.value == 6.5)
        let chest = try #require(figures.muscleWeeks.first { $0.name == "chest" })
        #expect(chest.weeks.first?.value == 5)
        #expect(figures.muscleWeeks.contains { $0.name == "front delts" })
    }

    @Test func tonnageCountsWorkingSetsOnly() throws {
        let squat = try #require(try figures().tonnageWeeks.first { $0.name == "squat" })
        #expect(squat.weeks.first?.value == 100 * 15 + 102.5 * 15)
    }

    @Test func effortKeepsTheTopSetsRPEAndFlagsAStall() throws {
        let figures = try figures()
        let bench = try #require(figures.effort.first { $0.name == "bench press" })
        #expect(bench.rpe.map(\.value) == [9.5])
        // 2 November 93.3, 16 November none, 20 November 96.25: three weeks with sessions are not there.
        #expect(bench.movedPercent == nil)
        #expect(!bench.isStalled)
    }

    @Test func bodyweightHasASevenDayAverage() throws {
        let points = try figures().bodyweight
        #expect(points.map(\.value) == [80, 81])
        #expect(points.map(\.average) == [80, 80.5])
    }

    /// `history JOURNAL bodyweight --since` averages over the days before `--since` too and lists
    /// each reading of a day; the report shows the same figures.
    @Test func bodyweightIsTheHistorysReadingsAndAverages() throws {
        let journal = ReportFixtures.journal("""
            unit kg

            2026-11-01 bodyweight 80kg
            2026-11-02 bodyweight 82kg
            2026-11-03 bodyweight 84kg
            2026-11-04 bodyweight 86kg
            """)
        let since = ReportFixtures.date("2026-11-03")
        let report = try ReportFigures(journal: journal, engine: nil,
                                       request: ReportRequest(today: ReportFixtures.date("2026-11-23"), since: since))
        let history = TrainingHistory(journal, since: since).bodyweight.readings
        #expect(report.bodyweight.map(\.value) == [84, 86])
        #expect(report.bodyweight.map(\.average) == [82, 83])
        #expect(report.bodyweight.map(\.date) == history.map(\.date))
        #expect(report.bodyweight.map(\.value) == history.map(\.weight))
        #expect(report.bodyweight.map(\.average) == history.map(\.sevenDayAverage))
        let reportJSON = report.jsonValue.objectValue?["bodyweight"]?.arrayValue?.map { $0.objectValue?["average7"] }
        let historyJSON = TrainingHistory(journal, since: since).jsonValue.objectValue?["bodyweight"]?.arrayValue?.map {
            $0.objectValue?["sevenDayAverage"]
        }
        #expect(reportJSON != nil && reportJSON == historyJSON)
    }

    @Test func twoBodyweightsOnADayAreBothReadingsAsInTheHistory() throws {
        let journal = ReportFixtures.journal("""
            unit kg

            2026-11-02 bodyweight 80kg

            2026-11-03 "A"
              bodyweight 83kg
              squat 100x5

            2026-11-03 bodyweight 82kg
            """)
        let report = try ReportFigures(journal: journal, engine: nil, request: ReportRequest(today: ReportFixtures.date("2026-11-23")))
        let history = BodyweightHistory(journal).readings
        #expect(history.count == 3)
        #expect(report.bodyweight.map(\.date) == history.map(\.date))
        #expect(report.bodyweight.map(\.value) == history.map(\.weight))
        #expect(report.bodyweight.map(\.average) == history.map(\.sevenDayAverage))
    }

    @Test func sinceAndExerciseNarrowTheReport() throws {
        let narrowed = try figures(since: "2026-11-05", exercises: ["bench"])
        #expect(narrowed.lifts.map(\.name) == ["bench press"])
        #expect(narrowed.lifts.first?.points.count == 2)
        #expect(narrowed.sessionCount == 3)
        #expect(throws: ReportError.noSets(exercise: "snatch")) { try figures(exercises: ["snatch"]) }
    }

    @Test func anEmptyJournalAndOneSessionGiveAPageWithoutCharts() throws {
        for text in ["unit kg\n", "2026-11-02\n  squat 100x5\n", "2026-11-02\n  chin-up 8, 8\n"] {
            let journal = ReportFixtures.journal(text)
            let withProgram = try ReportFigures(journal: journal, engine: ReportFixtures.engine(program: Self.program, journal: journal),
                                                request: ReportRequest(today: ReportFixtures.date("2026-11-23")))
            let without = try ReportFigures(journal: journal, engine: nil, request: ReportRequest(today: ReportFixtures.date("2026-11-23")))
            for figures in [withProgram, without] {
                let html = ReportPage(figures).html
                #expect(html.hasSuffix("</html>\n"))
                #expect(html.contains("<section id=\"coaching\""))
            }
            #expect(without.next == nil && without.adherence == nil)
        }
    }

    @Test func laterEntriesThanTheReportsDayAreLeftOut() throws {
        let figures = try figures(today: "2026-11-05")
        #expect(figures.sessionCount == 2)
        #expect(figures.lifts.first?.points.count == 1)
    }
}

/// The coaching section: decided suggestions with their outcomes, and pain flags.
@Suite struct ReportCoachingTests {
    static let program = """
        program "Asked"
        unit kg

        day "A":
          bench 3x5 @ 80kg

        progress bench: linear +2.5kg, ask
        """

    static let journal = """
        unit kg

        2026-11-02 "A"
          bench 80x5x3

        2026-11-03 accept bench +2.5kg "felt easy"

        2026-11-05 "A"
          bench 82.5x5x3
          pain "right shoulder" mild bench

        2026-11-06 reject bench +2.5kg "shoulder"
        2026-11-09 resolved "right shoulder"

        2026-11-10 "A"
          bench 82.5x5x3
        """

    @Test func decidedSuggestionsAndTheirOutcomesAndPainFlags() throws {
        let journal = ReportFixtures.journal(Self.journal)
        let engine = ReportFixtures.engine(program: Self.program, journal: journal)
        let figures = try ReportFigures(journal: journal, engine: engine, request: ReportRequest(today: ReportFixtures.date("2026-11-12")))
        #expect(figures.decisions.map(\.verdict) == ["accepted", "rejected"])
        let accepted = try #require(figures.decisions.first)
        #expect(accepted.suggested == ReportFixtures.date("2026-11-02"))
        #expect(accepted.decided == ReportFixtures.date("2026-11-03"))
        #expect(accepted.outcome != nil)
        #expect(figures.programChanges.count == 1)
        #expect(figures.painFlags.first?.resolvedDate == ReportFixtures.date("2026-11-09"))
        #expect(figures.next?.pending.count == 1)
        let html = ReportPage(figures).html
        #expect(html.contains("<ol class=\"timeline\">"))
        #expect(html.contains("accepted bench press +2.5kg") || html.contains("accepted bench +2.5kg"))
        #expect(html.contains("Suggested, waiting for a decision"))
    }
}
