import Foundation
import Overload
import OverloadEngine
import OverloadStandardPlugins
import OverloadSyntax
import OverloadTestSupport
import Testing

/// The workspace answers as the engine's own paths do, and an append, an edit, a new date
/// or a journal given in parts leave it answering as a workspace made afresh would.
@Suite struct WorkspaceTests {
    static let journalText = try? ExampleFiles.text("journals/starting-strength.lift")
    static let programs = ExampleFiles.relativePaths.filter { $0.hasPrefix("programs/") }
    static let dates = ["2026-11-09", "2026-11-23", "2100-01-01"].compactMap { LocalDate(iso: $0) }

    /// Reads the files a shipped program `use`s or `include`s.
    static let readFile: Workspace.FileReader = { path in Array(try Data(contentsOf: URL(fileURLWithPath: path))) }

    static func program(_ relativePath: String) throws -> SourceFile {
        let url = RepositoryPaths.examples.appendingPathComponent(relativePath)
        return SourceFile(name: url.path, text: try ExampleFiles.text(relativePath))
    }

    static func journal(_ text: String) -> SourceFile { SourceFile(name: "journal.lift", text: text) }

    static func workspace(_ program: SourceFile, journal: String?, on date: LocalDate) -> Workspace {
        Workspace(program: program, journal: journal.map(Self.journal), registry: StandardPlugins.registry,
                  readFile: readFile, date: date)
    }

    /// What a person or a tool reads of the workspace's journal answers: `next`, every step, the plan.
    static func answers(_ workspace: inout Workspace) -> String {
        let next = workspace.next().map(JournalReplayTests.shown) ?? "no evaluation"
        let all = workspace.evaluation(keeping: .all).map(JournalReplayTests.shown) ?? "no evaluation"
        let plan = workspace.plan(cycle: nil).map { PlanJSON.encode($0.snapshot) + "\($0.warnings)\($0.unplaced)" } ?? "no plan"
        return next + "\n---\n" + all + "\n---\n" + plan
    }

    /// The answers of a workspace made afresh on `journal`.
    static func answersAfresh(_ program: SourceFile, journal: String, on date: LocalDate) -> String {
        var fresh = workspace(program, journal: journal, on: date)
        return answers(&fresh)
    }

    /// The starting-strength journal cut before each of its sessions: the text before, and
    /// each session's text.
    static func sessions(of text: String) -> (head: String, sessions: [String]) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) + "\n" }
        if lines.last == "\n" { lines.removeLast() }
        guard let first = lines.firstIndex(where: { $0.first?.isNumber == true }) else { return (text, []) }
        var sessions: [String] = []
        for line in lines[first...] {
            if line.first?.isNumber == true || sessions.isEmpty { sessions.append(line) } else { sessions[sessions.count - 1] += line }
        }
        return (lines[..<first].joined(), sessions)
    }

    @Test(arguments: programs)
    func answersAsTheEnginesOwnPaths(_ relativePath: String) throws {
        let text = try #require(Self.journalText)
        let source = try Self.program(relativePath)
        let checked = ProgramWorkspace(source, registry: StandardPlugins.registry, readFile: Self.readFile)
        let compiled = try #require(checked.compiled, "\(relativePath)")
        // An evaluator made as the command line made one before the workspace: its rules resolved for each replay.
        let evaluator = Evaluator(program: compiled, registry: checked.registry, scripts: checked.loaded.scripts)
        let journal = JournalReader().read(Self.journal(text)).journal
        for date in Self.dates {
            var workspace = Self.workspace(source, journal: text, on: date)
            let asked = workspace.next()
            let next = try #require(asked)
            #expect(JournalReplayTests.shown(next) == JournalReplayTests.shown(evaluator.evaluate(journal, on: date, steps: .latest)))
            let askedAll = workspace.evaluation(keeping: .all)
            let all = try #require(askedAll)
            #expect(JournalReplayTests.shown(all) == JournalReplayTests.shown(evaluator.evaluate(journal, on: date, steps: .all)))
            let applied = evaluator.appliedPlanWithWarnings(journal, on: date)
            let askedPlan = workspace.plan(cycle: nil)
            let plan = try #require(askedPlan)
            #expect(PlanJSON.encode(plan.snapshot) == PlanJSON.encode(applied.plan))
            #expect(plan.warnings == applied.warnings && plan.unplaced == applied.unplaced)
            for (id, name) in compiled.snapshot.prescribedExercises {
                let explanation = try workspace.explain(name).get()
                #expect(explanation.exerciseID == id)
                #expect(explanation.steps.count == (all.steps[id] ?? []).count, "\(relativePath) \(name)")
            }
        }
        var planOnly = Workspace(program: source, registry: StandardPlugins.registry, readFile: Self.readFile)
        let askedProjection = planOnly.plan(cycle: 2)
        let projected = try #require(askedProjection)
        #expect(PlanJSON.encode(projected.snapshot) == PlanJSON.encode(evaluator.projectedPlan(cycle: 2)))
    }

    @Test func explainNamesTheExercisesThereAre() throws {
        var workspace = Self.workspace(try Self.program("programs/starting-strength.lift"), journal: Self.journalText,
                                       on: try #require(Self.dates.last))
        guard case .failure(let problem) = workspace.explain("sqat") else {
            Issue.record("an exercise the program lacks was explained")
            return
        }
        #expect(problem.message.hasPrefix("the program does not prescribe 'sqat' (did you mean 'squat'?)"))
    }

    /// Split at every session boundary, the rest appended: the same answers as the whole journal read afresh.
    @Test(arguments: ["programs/starting-strength.lift", "programs/texas-method.lift", "programs/madcow-5x5.lift"])
    func anAppendAnswersAsTheWholeJournal(_ relativePath: String) throws {
        let text = try #require(Self.journalText)
        let source = try Self.program(relativePath)
        let (head, sessions) = Self.sessions(of: text)
        #expect(sessions.count == 9)
        #expect(head + sessions.joined() == text)
        for date in Self.dates {
            let whole = Self.answersAfresh(source, journal: text, on: date)
            for split in 0...sessions.count {
                var workspace = Self.workspace(source, journal: head + sessions[..<split].joined(), on: date)
                _ = Self.answers(&workspace)
                let rest = sessions[split...].joined()
                let appended = workspace.appendJournal(Array(rest.utf8))
                #expect(appended == .played(entries: sessions.count - split))
                let appendedAnswers = Self.answers(&workspace)
                #expect(appendedAnswers == whole, "\(relativePath) on \(date), split before session \(split)")
            }
            // One session at a time, answering after each.
            var stepwise = Self.workspace(source, journal: head, on: date)
            for (index, session) in sessions.enumerated() {
                _ = Self.answers(&stepwise)
                let appended = stepwise.appendJournal(Array(session.utf8))
                #expect(appended == .played(entries: 1))
                var reference = Self.workspace(source, journal: head + sessions[...index].joined(), on: date)
                let stepwiseAnswers = Self.answers(&stepwise)
                let referenceAnswers = Self.answers(&reference)
                #expect(stepwiseAnswers == referenceAnswers, "\(relativePath) on \(date), session \(index)")
            }
        }
    }

    /// The comparison can tell: a session left out answers otherwise.
    @Test func aMissingSessionShows() throws {
        let text = try #require(Self.journalText)
        let (head, sessions) = Self.sessions(of: text)
        let source = try Self.program("programs/starting-strength.lift")
        let date = try #require(Self.dates.last)
        var whole = Self.workspace(source, journal: text, on: date)
        var short = Self.workspace(source, journal: head + sessions.dropLast().joined(), on: date)
        let wholeAnswers = Self.answers(&whole)
        let shortAnswers = Self.answers(&short)
        #expect(wholeAnswers != shortAnswers)
    }

    /// What cannot simply follow the journal reads it again whole, and still answers as it would.
    @Test(arguments: [
        "2026-11-03 \"B\"\n  squat 190x5x3\n\n",  // before the last session
        "unit kg\n\n2026-11-25 \"A\"\n  squat 100x5x3\n\n",  // a unit line
        "2026-11-25 \"A\"\n  squat 205x5x3 @@\n\n",  // a syntax error
        "2026-11-25 pain knee 3\n",  // not a session
    ])
    func whatCannotFollowIsReadAgain(_ appended: String) throws {
        let text = try #require(Self.journalText)
        let source = try Self.program("programs/starting-strength.lift")
        let date = try #require(Self.dates.last)
        var workspace = Self.workspace(source, journal: text, on: date)
        _ = Self.answers(&workspace)
        let outcome = workspace.appendJournal(Array(appended.utf8))
        #expect(outcome == .readAgain)
        let readAgainAnswers = Self.answers(&workspace)
        var fresh = Self.workspace(source, journal: text + appended, on: date)
        let freshAnswers = Self.answers(&fresh)
        #expect(readAgainAnswers == freshAnswers)
        #expect(workspace.journalFiles.map(\.diagnostics.count) == fresh.journalFiles.map(\.diagnostics.count))
    }

    /// `update(journal:)` with the same file grown at its end is an append.
    @Test func aGrownFileIsAnAppend() throws {
        let text = try #require(Self.journalText)
        let (head, sessions) = Self.sessions(of: text)
        let source = try Self.program("programs/starting-strength.lift")
        let date = try #require(Self.dates.last)
        var workspace = Self.workspace(source, journal: head + sessions.dropLast().joined(), on: date)
        _ = Self.answers(&workspace)
        workspace.update(journal: Self.journal(text))
        #expect(workspace.journal?.entries.count == sessions.count)
        let grownAnswers = Self.answers(&workspace)
        let freshAnswers = Self.answersAfresh(source, journal: text, on: date)
        #expect(grownAnswers == freshAnswers)
    }

    /// A journal given as a value that extends the one before plays only what was added, and
    /// answers as a fresh workspace; one that does not is replayed whole.
    @Test func aJournalValueThatGrowsIsPlayedOn() throws {
        let text = try #require(Self.journalText)
        let (head, sessions) = Self.sessions(of: text)
        let source = try Self.program("programs/starting-strength.lift")
        let date = try #require(Self.dates.last)
        let whole = JournalReader().read(Self.journal(text)).journal
        let short = JournalReader().read(Self.journal(head + sessions.dropLast(2).joined())).journal
        var workspace = Workspace(program: source, registry: StandardPlugins.registry, readFile: Self.readFile, date: date)
        workspace.update(journal: short)
        let shortAnswers = Self.answers(&workspace)
        workspace.update(journal: whole)
        let grownAnswers = Self.answers(&workspace)
        let freshAnswers = Self.answersAfresh(source, journal: text, on: date)
        #expect(grownAnswers == freshAnswers)
        #expect(grownAnswers != shortAnswers)
        // Back to the shorter journal: not an extension, replayed whole.
        workspace.update(journal: short)
        let shrunkAnswers = Self.answers(&workspace)
        #expect(shrunkAnswers == shortAnswers)
    }

    /// An edit of the program re-evaluates: the answers change, and are a fresh workspace's.
    @Test func anEditReevaluates() throws {
        let text = try #require(Self.journalText)
        let original = try Self.program("programs/starting-strength.lift")
        let edited = SourceFile(name: original.name, text: String(decoding: original.bytes, as: UTF8.self)
            .replacingOccurrences(of: "progress squat, power clean: linear +5lb", with: "progress squat, power clean: linear +10lb"))
        #expect(edited.bytes != original.bytes)
        let date = try #require(Self.dates.last)
        var workspace = Self.workspace(original, journal: text, on: date)
        let before = Self.answers(&workspace)
        workspace.update(program: edited)
        let after = Self.answers(&workspace)
        #expect(after != before)
        let freshAnswers = Self.answersAfresh(edited, journal: text, on: date)
        #expect(after == freshAnswers)
        // And back: the original's answers again.
        workspace.update(program: original)
        let restoredAnswers = Self.answers(&workspace)
        #expect(restoredAnswers == before)
    }

    /// Another date replays again: the answers are a fresh workspace's on that date.
    @Test func anotherDateReplaysAgain() throws {
        let text = try #require(Self.journalText)
        let source = try Self.program("programs/starting-strength.lift")
        var workspace = Self.workspace(source, journal: text, on: Self.dates[0])
        let early = Self.answers(&workspace)
        workspace.update(date: Self.dates[2], since: nil)
        let late = Self.answers(&workspace)
        #expect(late != early)
        let freshAnswers = Self.answersAfresh(source, journal: text, on: Self.dates[2])
        #expect(late == freshAnswers)
    }

    /// A journal given in parts, as the command line reads it on a second thread, answers as
    /// the whole; parts that were not the journal's are dropped.
    @Test(arguments: [true, false])
    func partsAnswerAsTheWhole(partsWereFinal: Bool) throws {
        let text = try #require(Self.journalText)
        let source = try Self.program("programs/starting-strength.lift")
        let date = try #require(Self.dates.last)
        let reading = JournalReader().read(Self.journal(text), includes: Self.readFile)
        var workspace = Workspace(program: source, registry: StandardPlugins.registry, readFile: Self.readFile, date: date)
        workspace.beginJournalParts(keeping: .latest)
        // Parts that were not the journal's stand for a read found out of order: only the first is played.
        let entries = partsWereFinal ? reading.journal.entries : Array(reading.journal.entries.prefix(1))
        for start in stride(from: 0, to: entries.count, by: 2) {
            workspace.playJournalPart(Array(entries[start..<min(start + 2, entries.count)]))
        }
        workspace.finishJournal(reading, partsWereFinal: partsWereFinal)
        let partsAnswers = Self.answers(&workspace)
        let freshAnswers = Self.answersAfresh(source, journal: text, on: date)
        #expect(partsAnswers == freshAnswers)
    }

    /// An external plugin runs only through the runner the caller gives: without one, the
    /// fallback answers and says how to allow it; with one, the runner is asked.
    @Test func externalPluginsRunOnlyThroughTheRunnerGiven() throws {
        let program = SourceFile(name: "coached.lift", text: """
            program "Coached"
            unit kg

            plugin coach exec "coach.sh" timeout 2s

            day "A":
              squat 3x5 @ 100kg

            progress squat: coach else linear +2.5kg

            """)
        let journal = "unit kg\n\n2026-11-02 \"A\"\n  squat 100x5x3\n"
        let date = try #require(LocalDate(iso: "2026-11-04"))
        var refused = Self.workspace(program, journal: journal, on: date)
        let withoutRunner = refused.next()
        let fallback = try #require(withoutRunner?.next?.exercises.first)
        #expect(fallback.warnings.contains { $0.contains("coach was not run") })
        let runner = ExternalRunner { _, _ in .failed("the test's runner was asked") }
        var allowed = Workspace(program: program, journal: Self.journal(journal), registry: StandardPlugins.registry,
                                readFile: Self.readFile, runner: runner, date: date)
        let withRunner = allowed.next()
        let asked = try #require(withRunner?.next?.exercises.first)
        #expect(asked.warnings.contains { $0.contains("the test's runner was asked") })
        #expect(!asked.warnings.contains { $0.contains("coach was not run") })
        // Taking the runner away replays with none.
        allowed.update(runner: nil)
        let afterwards = allowed.next()
        #expect(afterwards?.next?.exercises.first?.warnings == fallback.warnings)
    }

    /// A program with errors is checked, and not evaluated.
    @Test func aProgramWithErrorsAnswersNothing() throws {
        let source = SourceFile(name: "broken.lift", text: "day \"A\":\n  squat 3x5\nprogress squat: lineer +5lb\n")
        var workspace = Self.workspace(source, journal: Self.journalText, on: try #require(Self.dates.last))
        #expect(workspace.hasErrors)
        #expect(workspace.diagnostics.first?.diagnostics.hasErrors == true)
        let next = workspace.next()
        let plan = workspace.plan(cycle: nil)
        #expect(next == nil)
        #expect(plan == nil)
    }
}
