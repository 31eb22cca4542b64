import OverloadSyntax

/// Lines that build without an error but rarely mean what they build: each is said once.
extension PlanBuilder {
    /// A wave shorter than the program starts over inside it, and a week a wave does not name
    /// leaves its exercises with no sets: both are said at the wave's name. A program whose
    /// length is a whole number of the wave's runs it that many times, as written.
    mutating func reportWaveCoverage(weekCount: Int) {
        for name in declarations.waveOrder {
            guard let wave = declarations.waves[name], let length = waveLengths[name] else { continue }
            let missing = (1...length).filter { week in !wave.weeks.contains { Self.contains($0.weeks, week) } }
            if let first = missing.first {
                let weeks = missing.map(String.init).joined(separator: ", ")
                declarations.warning(.waveCoverage, "wave '\(wave.name.name)' has no sets for week \(weeks)",
                                     at: wave.name.range, label: "its exercises have no sets in \(missing.count == 1 ? "that week" : "those weeks")",
                                     help: "add 'week \(first): ...' to the wave, with the sets of that week")
            }
            if weekCount % length != 0 {
                let message = weekCount < length
                    ? "wave '\(wave.name.name)' runs \(plural(length, "week")), longer than the program's \(weekCount)"
                    : "wave '\(wave.name.name)' runs \(plural(length, "week")); the program's \(weekCount) do not end with it"
                let unused = weekCount + 1 == length ? "week \(length) of the wave never comes"
                    : "weeks \(weekCount + 1) to \(length) of the wave never come"
                let label = weekCount < length ? unused
                    : "from week \(weekCount / length * length + 1) it starts over at its week 1; the program ends in its week \(weekCount % length)"
                declarations.warning(.waveCoverage, message, at: wave.name.range, label: label,
                                     help: "make the program 'weeks \(length)' (or a multiple of it), or give the wave its missing weeks")
            }
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
                                 help: "write the load on each group that has one, as in '2x5 \(text), 5+ \(text)'; "
                                    + "for sets the lifter loads, write them on a line of their own")
        }
    }
}
