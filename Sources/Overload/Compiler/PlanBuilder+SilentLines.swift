import OverloadSyntax

/// Lines that build without an error but rarely mean what they build: each is said once.
extension PlanBuilder {
    /// A wave applied in a week it has no sets for leaves its exercise with none, and a wave
    /// shorter than the program starts over inside it: both are said where the wave is applied,
    /// once. A program whose length is a whole number of the wave's runs it that many times,
    /// as written; a wave applied only in some weeks (from a week block) is said only for those.
    mutating func reportWaveUse(_ key: String, entry: WaveDeclaration.Week?, at range: SourceRange) {
        guard let wave = declarations.waves[key], let length = waveLengths[key] else { return }
        let position = (week.number - 1) % max(1, length) + 1
        if entry == nil {
            declarations.warning(.waveCoverage, "wave '\(wave.name.name)' has no sets for week \(position)", at: range,
                                 label: "no sets for this exercise in week \(week.number)",
                                 help: "add 'week \(position): ...' to the wave, with the sets of that week")
        } else if week.number > length, weekCount % length != 0 {
            declarations.warning(.waveCoverage,
                                 "wave '\(wave.name.name)' runs \(plural(length, "week")); the program's \(weekCount) do not end with it",
                                 at: range, label: "from week \(length + 1) it starts over at its week 1",
                                 help: "make the program 'weeks \(length)' (or a multiple of it), or give the wave its missing weeks")
        }
    }

    /// `squat 2x5, 5+ @ 95lb`: a set group with no load before one with a load reads as if
    /// the load were the line's, but it is the last group's only. Said at the group, with the
    /// load to copy onto it.
    mutating func reportUnloadedGroups(_ groups: [SetGroup]) {
        for index in groups.indices where groups[index].load == nil && groups[index].kind != .warmup && groups[index].reps != nil {
            guard let next = groups[(index + 1)...].first(where: { $0.load != nil }), let load = next.load else { continue }
            let group = groups[index]
            let text = SourceFormatter.loadSpec(load)
            declarations.warning(.unloadedGroup, "these sets have no load; '\(text)' is the later group's only", at: group.range,
                                 label: "no load: the lifter decides",
                                 fixIts: [FixIt(replace: .empty(at: group.range.end), with: " " + text)],
                                 help: "write the load after each group that has one ('\(text)' on this group too); "
                                    + "for sets the lifter loads, write them on a line of their own")
        }
    }

    /// An `equipment:` block with plates and no bar: barbell loads are taken on the usual bar
    /// of the program's unit, and the block is offered that bar's line.
    mutating func reportNoBar(_ block: PropertyBlock, bar: Bar?) {
        let weight = bar.map { NumberFormat.canonical($0.weight.value) + $0.weight.unit.rawValue } ?? "20kg"
        let fixIts = block.properties.first.map { [FixIt(replace: .empty(at: $0.range.start), with: "barbell \(weight)\n  ")] } ?? []
        let header = SourceRange(block.range.start, min(block.range.end, block.range.start + "equipment".utf8.count))
        declarations.warning(.noBar, "the equipment names plates but no bar", at: header,
                             label: "barbell loads are taken on a \(weight) bar", fixIts: fixIts,
                             help: "name the bar the plates go on, as in 'barbell \(weight)' (the first bar is the default)")
    }
}
