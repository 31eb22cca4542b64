import OverloadSyntax

extension ProgramDeclarations {
    /// The program-wide `warmups` line: alone, the standard ramp; with steps, its own
    /// (`warmups bar x 10, 50% x 5, 70% x 3, 85% x 1`). A step it cannot read is E0316 and
    /// left out.
    mutating func setWarmups(_ property: Property) {
        guard !property.clauses.isEmpty else {
            warmupRamp = .standard
            return
        }
        var steps: [WarmupRamp.Step] = []
        for clause in property.clauses {
            if let step = warmupStep(clause) { steps.append(step) }
        }
        warmupRamp = WarmupRamp(steps: steps)
    }

    /// One step: `bar x 10` or `50% x 5`.
    private mutating func warmupStep(_ clause: Clause) -> WarmupRamp.Step? {
        let atoms = clause.atoms
        let help = "a step is the bar or a share of the first work set, then 'x' and the reps: 'warmups bar x 10, 50% x 5, 70% x 3'"
        guard atoms.count == 3, case .word(let times) = atoms[1], times.name == "x",
              case .quantity(let reps) = atoms[2], reps.unit == nil, reps.sign == nil else {
            error(.invalidWarmups, "a warm-up step reads 'bar x 10' or '50% x 5'", at: clause.range, help: help)
            return nil
        }
        guard reps.isInteger, (1...20).contains(reps.magnitude) else {
            error(.invalidWarmups, "a warm-up step's reps must be a whole number from 1 to 20", at: reps.range, help: help)
            return nil
        }
        switch atoms[0] {
        case .word(let word) where word.name.lowercased() == "bar":
            return WarmupRamp.Step(.bar, reps: Int(reps.magnitude))
        case .quantity(let share) where share.unit == .percent && share.sign == nil:
            guard share.magnitude > 0, share.magnitude < 100 else {
                error(.invalidWarmups, "a warm-up is lighter than the work set: a share from 1% to 99%", at: share.range,
                      help: help)
                return nil
            }
            return WarmupRamp.Step(.percent(share.magnitude), reps: Int(reps.magnitude))
        case .quantity(let load) where load.unit == .kg || load.unit == .lb:
            error(.invalidWarmups, "a warm-up step is a share of the work set, not a weight", at: load.range,
                  label: "write a percentage, as in '50%'", help: help)
            return nil
        default:
            let written = SourceFormatter.atomText(atoms[0])
            let isBar = closestMatch(to: written.lowercased(), in: ["bar"]) != nil
            error(.invalidWarmups, "'\(written)' is no warm-up load", at: atoms[0].range,
                  label: isBar ? "did you mean 'bar'?" : nil,
                  fixIts: isBar ? [FixIt(replace: atoms[0].range, with: "bar")] : [], help: help)
            return nil
        }
    }
}
