import Overload
import OverloadEngine
import OverloadSyntax

/// Hover for what a program declares beyond an exercise's catalog card: a variant's parent,
/// share and resulting max; a ladder's rungs and the rung the journal has reached; a block of
/// rounds around one of its items; and the `rpe chart` a program reads its RPE loads from.
extension LanguageServer {
    /// What the program says of `exercise`: it is a variant (of which lift, at what share, to
    /// what max), a ladder (its rungs, and the current one with a journal), or a ladder's rung.
    func programLines(_ exercise: Exercise, program: CompiledProgram, training: (program: String?, journal: String)?) -> [String] {
        var lines: [String] = []
        if let share = program.maxes.variants[exercise.id] {
            lines.append(Self.variantLine(exercise, share: share, program: program))
        }
        if let ladder = program.ladders.byID[exercise.id] {
            lines.append("ladder: " + ladder.rungNames.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: " · "))
            lines.append(currentRungLine(ladder, training: training))
        }
        if let (ladderID, index) = program.ladders.rungs[exercise.id], let ladder = program.ladders.byID[ladderID] {
            lines.append("rung \(index + 1) of \(ladder.rungIDs.count) of the ladder **\(ladder.name)**")
        }
        return lines
    }

    /// `variant of **squat** at 90%: training max 162 kg (90% of squat's 180 kg)`.
    static func variantLine(_ exercise: Exercise, share: VariantShare, program: CompiledProgram) -> String {
        let parent = program.catalog.exercise(id: share.parentID)?.name.lowercased() ?? share.parentID
        var text = "variant of **\(parent)** at \(NumberFormat.canonical(share.percent))%"
        let maxes = program.maxes
        func maxName(_ isTrainingMax: Bool) -> String { isTrainingMax ? "training max" : "1RM" }
        if maxes.hasOwnMax(exercise.id), let own = maxes.percentBase(exercise.id) {
            return text + ": a max of its own, \(maxName(own.isTrainingMax)) \(own.load)"
        }
        guard let base = maxes.percentBase(exercise.id), let parentBase = maxes.percentBase(share.parentID) else {
            return text + ": no max yet (\(parent) has none in the program)"
        }
        text += ": \(maxName(base.isTrainingMax)) \(base.load)"
        return text + " (\(NumberFormat.canonical(share.percent))% of \(parent)'s \(parentBase.load))"
    }

    /// The rung the ladder's rule is on after the paired journal's replay, else the first.
    func currentRungLine(_ ladder: Ladder, training: (program: String?, journal: String)?) -> String {
        guard let training, let program = training.program,
              let date = pairing.date(beside: training.journal) ?? EngineAdapter.today(),
              let trained = engine.training(program: program, journal: training.journal, on: date) else {
            return "current rung: \(ladder.rungNames.first ?? "") (the first; no journal is paired with this program)"
        }
        guard let rung = trained.states[ladder.id]?[LadderState.rung], ladder.rungNames.indices.contains(rung) else {
            return "current rung: \(ladder.rungNames.first ?? "") (the first; the journal has not logged the ladder)"
        }
        return "current rung: \(ladder.rungNames[rung]) (\(rung + 1) of \(ladder.rungNames.count), from the journal)"
    }

    /// An item of a block of rounds: its exercise's hover, as on a day's line, then the block
    /// (its time or count and one round) and, with a journal, its best score: the one to beat.
    func roundsItemHover(_ name: String, block: RoundsBlock, document: TextDocument, parsed: ParsedFile) -> String? {
        var lines = [exerciseHover(name, document: document, parsed: parsed) ?? "**\(name)**"]
        guard let header = RoundsPrescription(header: block) else { return lines[0] }
        let round = block.items.map { parsed.source.text($0.range) }.joined(separator: ", ")
        lines.append("in **\(header.title)**: one round is \(round)")
        if let training = trainingPair(of: document, parsed: parsed),
           let date = pairing.date(beside: training.journal) ?? EngineAdapter.today(),
           let trained = engine.training(program: training.program, journal: training.journal, on: date) {
            if let best = RoundsHistory(trained.journal).best(of: header) {
                lines.append("to beat: \(best.rounds.scoreText) (\(best.date))")
            } else {
                lines.append("to beat: not logged yet")
            }
        }
        return lines.joined(separator: "\n\n")
    }

    /// `rpe chart NAME`: the chart, its source, and a few of its cells (% of 1RM).
    static func rpeChartHover(_ name: String?) -> String {
        let names = RPEChartName.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ")
        guard let name, let chart = RPEChartName(name: name) else {
            return "**rpe chart**: " + (name.map { "no chart '\($0)'" } ?? "no chart named") + "; the charts are \(names)"
        }
        let reps = [1, 3, 5, 8]
        var table = "| RPE | " + reps.map { "\($0) rep\($0 == 1 ? "" : "s")" }.joined(separator: " | ") + " |\n"
        table += "|---|" + reps.map { _ in "---|" }.joined() + "\n"
        for rpe in [10.0, 9, 8, 7] {
            table += "| \(NumberFormat.canonical(rpe)) | " + reps.map { count in
                RPEChart.percentOf1RM(reps: count, rpe: rpe, chart: chart).map { NumberFormat.canonical($0, maxDecimals: 1) + "%" } ?? "-"
            }.joined(separator: " | ") + " |\n"
        }
        return "**RPE chart: \(chart.displayName)**" + (chart == .default ? " (the default)" : "")
            + "\n\nsource: \(chart.source)\n\n% of 1RM for reps at an RPE:\n\n" + table
            + "\nRead for `@ rpe` loads, the e1RM of a set logged with an RPE, and the `rpe` and `block` rules (docs/language.md, \"RPE charts\")."
    }
}
