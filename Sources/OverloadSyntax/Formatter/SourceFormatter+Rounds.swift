extension SourceFormatter {
    /// `amrap 20min "Cindy"`, `emom 10min`, `5 rounds`: a block of rounds' header, without its `:`.
    public static func roundsHeader(format: RoundsFormat, time: Quantity?, count: Quantity?, name: StringLiteral?) -> String {
        var text: String
        switch format {
        case .amrap, .emom: text = format.rawValue + (time.map { " " + quantity($0) } ?? "")
        case .rounds: text = (count.map(quantity) ?? "1") + " rounds"
        }
        if let name { text += " " + quote(name.value) }
        return text
    }

    /// `5 pull-up`, `400m run`, `15 kettlebell swing @ 24kg`: one item of a round.
    static func roundItem(_ item: ExerciseLine) -> String {
        guard let set = item.sets.first else { return SourceFormatter.name(item.name) }
        var text = set.reps.map(repSpec) ?? set.work.map(quantity) ?? ""
        text += " " + SourceFormatter.name(item.name)
        if let load = set.load { text += " " + loadSpec(load) }
        return text
    }

    /// A block of rounds written on one line: `amrap 20min: 5 pull-up, 10 push-up, 15 air squat`.
    static func roundsLine(_ block: RoundsBlock) -> String {
        roundsHeader(format: block.format, time: block.time, count: block.count, name: block.name) + ": "
            + block.items.map(roundItem).joined(separator: ", ")
    }

    /// `amrap 20min: 7 rounds + 12 reps`, `emom 10min: missed 2`, `5 rounds: 14:32`.
    static func roundsScore(_ score: RoundsScore) -> String {
        let header = roundsHeader(format: score.format, time: score.time, count: score.count, name: score.name)
        switch score.result {
        case .rounds(let rounds, let reps):
            guard let rounds else { return header + ": " + (reps.map(quantity) ?? "0") + " reps" }
            let word = rounds.magnitude == 1 ? " round" : " rounds"
            return header + ": " + quantity(rounds) + word + (reps.map { " + " + quantity($0) + " reps" } ?? "")
        case .missed(let minutes):
            return header + ": " + (minutes.map { "missed " + quantity($0) } ?? "done")
        case .time(let time):
            return header + ": " + durationText(time)
        }
    }

    /// A block of rounds: on one line when written so, else its header and one item a line.
    mutating func emitRounds(_ block: RoundsBlock, indent: Int) {
        if block.isInline || block.items.isEmpty {
            line(SourceFormatter.roundsLine(block), indent: indent, sourceOffset: block.range.start)
            return
        }
        line(SourceFormatter.roundsHeader(format: block.format, time: block.time, count: block.count, name: block.name) + ":",
             indent: indent, sourceOffset: block.range.start)
        for item in block.items {
            emitLeadingComments(before: item.range.start, indent: indent + 1, forceBlank: false)
            line(SourceFormatter.roundItem(item), indent: indent + 1, sourceOffset: item.range.start)
        }
    }
}
