extension Equipment {
    /// Turns a target into the nearest load this equipment can build, ties going to the
    /// lighter load, keeping the exact target in the result.
    ///
    /// - barbell: bar + two collars + twice the plates per side, within the plate counts
    ///   (`count / 2` per side). Below the bar: the bar, `belowMinimum`. Above the heaviest
    ///   buildable load: that load, `cannotBuild`. In the bar's unit.
    /// - dumbbell: the nearest dumbbell (the target is one dumbbell's weight).
    /// - kettlebell: the nearest kettlebell, of the block's or the common sizes (``KettlebellSizes``).
    /// - machine, cable: the nearest setting of the named stack, or of the first stack of
    ///   that kind.
    /// - bodyweightAdded: the nearest total of loose plates (all of them, not per side), in
    ///   the first plate's unit. Negative targets (assistance) use the rounding rule.
    /// - plain, or any kind without matching equipment (including an unknown `name`): the
    ///   rounding rule if there is one (`rounded`/`exact`), otherwise the target unchanged
    ///   (`unrounded`).
    ///
    /// - Parameters:
    ///   - target: the exact load wanted.
    ///   - kind: how the load is built.
    ///   - name: a bar (barbell) or stack (machine, cable) to use instead of the default.
    public func round(target: Mass, for kind: LoadKind, named name: String? = nil) -> Loadable {
        round(target: target, for: kind, named: name, tables: nil)
    }

    /// ``round(target:for:named:)`` with the plate solver's tables kept in `tables` (a
    /// rounder's, see ``PlateTables``) rather than built for this target alone.
    func round(target: Mass, for kind: LoadKind, named name: String?, tables: PlateTables?) -> Loadable {
        guard target.value.isFinite else {
            return Loadable(target: target, load: target, kind: kind, status: .unrounded)
        }
        switch kind {
        case .barbell:
            if let bar = bar(for: name) { return roundBarbell(target: target, bar: bar, tables: tables) }
        case .dumbbell:
            if let dumbbells { return roundOnLadder(target: target, ladder: dumbbells, kind: kind) }
        case .machine, .cable:
            let stackKind: StackKind = kind == .cable ? .cable : .machine
            let stack = name.map { self.stack(named: $0) } ?? firstStack(of: stackKind)
            if let stack { return roundOnLadder(target: target, ladder: stack.ladder, kind: kind) }
        case .bodyweight:
            if target.value >= 0, !plates.isEmpty { return roundLoosePlates(target: target, tables: tables) }
        case .kettlebell:
            return roundOnLadder(target: target, ladder: kettlebellLadder(in: target.unit), kind: kind)
        case .none:
            break
        }
        return roundByRule(target: target, kind: kind)
    }

    /// The load and status ``round(target:for:named:tables:)`` gives `target`, without the
    /// plates: a smallest step probes several loads it never shows
    /// (``LoadRounder/smallestStep(above:kind:piece:)``), and rebuilding each probe's plates
    /// cost more than finding its load.
    func roundedLoad(target: Mass, for kind: LoadKind, named name: String?, tables: PlateTables?) -> (load: Mass, status: LoadStatus) {
        LoadProbe(self, kind: kind, named: name, tables: tables).roundedLoad(target)
    }

    /// ``roundedLoad(target:for:named:tables:)`` with what does not depend on the target (the
    /// bar found by name, the solver over its plates) worked out once: a smallest step probes
    /// up to sixteen loads on one bar, and those cost each probe four times its solve.
    struct LoadProbe {
        let equipment: Equipment
        let kind: LoadKind
        let name: String?
        let tables: PlateTables?
        /// The bar of a barbell load and the solver over the plates a side, in the bar's unit.
        private let barbell: (bar: Bar, solver: PlateSolver)?

        init(_ equipment: Equipment, kind: LoadKind, named name: String?, tables: PlateTables?) {
            self.equipment = equipment
            self.kind = kind
            self.name = name
            self.tables = tables
            barbell = kind == .barbell ? equipment.bar(for: name).map { ($0, equipment.barbellSolver($0.weight.unit, tables: tables)) } : nil
        }

        func roundedLoad(_ target: Mass) -> (load: Mass, status: LoadStatus) {
            if target.value.isFinite {
                switch kind {
                case .barbell:
                    if let (bar, solver) = barbell {
                        let barbell = BarbellLoad(equipment, target: target, bar: bar)
                        if barbell.wanted < barbell.empty { return (MilliMass.mass(barbell.empty, barbell.unit), .belowMinimum) }
                        let total = solver.nearestTotal(to: barbell.wanted - barbell.empty, multiplier: 2, tables: tables)
                        return barbell.result(total: total.total, isAboveCapacity: total.isAboveCapacity)
                    }
                case .bodyweight:
                    if target.value >= 0, !equipment.plates.isEmpty {
                        let (unit, solver) = equipment.loosePlates(target)
                        let wanted = MilliMass.quantize(target, in: unit)
                        let total = solver.nearestTotal(to: wanted, multiplier: 1, tables: tables)
                        let status: LoadStatus = total.isAboveCapacity ? .cannotBuild : (total.total == wanted ? .exact : .rounded)
                        return (MilliMass.mass(total.total, unit), status)
                    }
                case .dumbbell, .machine, .cable, .kettlebell, .none:
                    break
                }
            }
            let rounded = equipment.round(target: target, for: kind, named: name, tables: tables)
            return (rounded.load, rounded.status)
        }
    }

    /// The bar a barbell load named `name` goes on: that bar (none when the equipment has no
    /// bar of the name), else the first.
    private func bar(for name: String?) -> Bar? {
        guard let name else { return defaultBar }
        return bar(named: name)
    }

    /// A barbell target in the bar's unit: the empty bar with its collars, and the load wanted.
    private struct BarbellLoad {
        let unit: MassUnit
        let empty: Int64
        let wanted: Int64

        init(_ equipment: Equipment, target: Mass, bar: Bar) {
            let unit = bar.weight.unit
            let collarWeight = equipment.collar.map { MilliMass.quantize($0.weight, in: unit) } ?? 0
            self.unit = unit
            empty = MilliMass.add(MilliMass.quantize(bar.weight, in: unit), 2 * collarWeight)
            wanted = MilliMass.quantize(target, in: unit)
        }

        /// The load of the empty bar and `total` a side, and its status.
        func result(total: Int64, isAboveCapacity: Bool) -> (load: Mass, status: LoadStatus) {
            let load = MilliMass.add(empty, MilliMass.multiply(total, 2))
            let status: LoadStatus = isAboveCapacity ? .cannotBuild : (load == wanted ? .exact : .rounded)
            return (MilliMass.mass(load, unit), status)
        }
    }

    /// ``barbellSolver(_:)``, kept in `tables` when given (a rounder's, across its roundings).
    private func barbellSolver(_ unit: MassUnit, tables: PlateTables?) -> PlateSolver {
        guard let tables else { return barbellSolver(unit) }
        return tables.barbellSolver(plates, unit: unit) { barbellSolver(unit) }
    }

    /// The solver over the plates a side of a bar weighed in `unit`.
    private func barbellSolver(_ unit: MassUnit) -> PlateSolver {
        PlateSolver(kinds: plates.plates.map {
            PlateSolver.Kind(weight: MilliMass.quantize($0.weight, in: unit), available: $0.perSide, plate: $0.weight)
        })
    }

    /// The unit of plates loaded on a belt (the first plate's) and the solver over all of them.
    private func loosePlates(_ target: Mass) -> (MassUnit, PlateSolver) {
        let unit = plates.plates.first { $0.count > 0 && $0.weight.value > 0 }?.weight.unit ?? target.unit
        return (unit, PlateSolver(kinds: plates.plates.map {
            PlateSolver.Kind(weight: MilliMass.quantize($0.weight, in: unit), available: $0.count, plate: $0.weight)
        }))
    }

    /// Rounds a barbell target on a given bar (which need not be one of `bars`).
    public func roundBarbell(target: Mass, bar: Bar) -> Loadable {
        roundBarbell(target: target, bar: bar, tables: nil)
    }

    private func roundBarbell(target: Mass, bar: Bar, tables: PlateTables?) -> Loadable {
        let barbell = BarbellLoad(self, target: target, bar: bar)
        if barbell.wanted < barbell.empty {
            return Loadable(target: target, load: MilliMass.mass(barbell.empty, barbell.unit), kind: .barbell,
                            status: .belowMinimum, bar: bar, collar: collar, platesPerSide: [])
        }
        let selection = barbellSolver(barbell.unit, tables: tables).nearest(to: barbell.wanted - barbell.empty, multiplier: 2, tables: tables)
        let (load, status) = barbell.result(total: selection.total, isAboveCapacity: selection.isAboveCapacity)
        return Loadable(target: target, load: load, kind: .barbell, status: status, bar: bar, collar: collar,
                        platesPerSide: selection.plates)
    }

    private func roundLoosePlates(target: Mass, tables: PlateTables?) -> Loadable {
        let (unit, solver) = loosePlates(target)
        let wanted = MilliMass.quantize(target, in: unit)
        let selection = solver.nearest(to: wanted, multiplier: 1, tables: tables)
        let status: LoadStatus = selection.isAboveCapacity ? .cannotBuild : (selection.total == wanted ? .exact : .rounded)
        return Loadable(
            target: target, load: MilliMass.mass(selection.total, unit), kind: .bodyweight,
            status: status, loosePlates: selection.plates)
    }

    private func roundOnLadder(target: Mass, ladder: WeightLadder, kind: LoadKind) -> Loadable {
        let (load, status) = ladder.nearest(to: target)
        return Loadable(target: target, load: load, kind: kind, status: status)
    }

    private func roundByRule(target: Mass, kind: LoadKind) -> Loadable {
        guard let rounding else {
            return Loadable(target: target, load: target, kind: kind, status: .unrounded)
        }
        let (load, status) = rounding.rounded(target)
        return Loadable(target: target, load: load, kind: kind, status: status)
    }
}
