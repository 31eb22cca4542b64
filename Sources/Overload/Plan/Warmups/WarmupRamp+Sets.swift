extension WarmupRamp {
    /// The warm-up sets to the first work set of `sets`, in the plan's unit, rounded as the
    /// exercise's work is (with plates on a bar). Never as heavy as the work set: a step that
    /// would be is left out, as are steps below the empty bar and steps that round to a load
    /// an earlier step already has. Nothing for a work set with no load, or one added to
    /// bodyweight. Each warm-up is a `warmup` set with no rest written (a plan counts a minute).
    public func sets(before sets: [SetPrescription], exercise: Exercise, rounder: LoadRounder) -> [SetPrescription] {
        guard let work = sets.first(where: { $0.kind != .warmup }), let target = work.load, target.source != .bodyweightAdded,
              target.loadable > 0 else { return [] }
        let kind = LoadRounder.loadKind(for: exercise, source: target.source)
        let piece = rounder.cachedPieceName(for: exercise, kind: kind)
        let bar = kind == .barbell ? barWeight(rounder: rounder, piece: piece) : nil
        var planned: [SetPrescription] = []
        var loads: [Double] = []
        for step in steps {
            let load: LoadTarget
            switch step.load {
            case .bar:
                guard let bar else { continue }
                load = LoadTarget(exact: bar, loadable: bar, platesPerSide: [], source: .absolute)
            case .percent(let share):
                load = rounder.target(target.loadable * share / 100, source: .absolute, kind: kind, piece: piece)
            }
            let value = load.loadable
            guard value > 0, value < target.loadable - Self.tolerance else { continue }
            if let bar, value < bar - Self.tolerance { continue }
            guard !loads.contains(where: { abs($0 - value) < Self.tolerance }) else { continue }
            loads.append(value)
            planned.append(SetPrescription(index: 0, kind: .warmup, load: load, work: .reps(.exact(step.reps))))
        }
        return planned
    }

    /// `sets` with their warm-ups planned again: the warm-up sets before the first work set
    /// replaced by this ramp's, worked out from that set as it is now, the sets renumbered.
    public func replanned(_ sets: [SetPrescription], exercise: Exercise, rounder: LoadRounder) -> [SetPrescription] {
        let work = sets.filter { $0.kind != .warmup }
        let all = self.sets(before: work, exercise: exercise, rounder: rounder) + work
        return all.enumerated().map { index, set in set.withIndex(index) }
    }

    /// Loads closer than this are the same load.
    static let tolerance = 1e-6

    /// The empty bar the exercise is loaded on, in the rounder's unit: the equipment's bar
    /// (what nothing rounds up to), or the typical gym's when a rule rounds barbell loads.
    private func barWeight(rounder: LoadRounder, piece: String?) -> Double? {
        let named = piece.flatMap { rounder.equipment.bar(named: $0) } ?? rounder.equipment.defaultBar
        guard let bar = named ?? rounder.displayGym.defaultBar else { return nil }
        return bar.weight.value(in: rounder.unit)
    }
}
