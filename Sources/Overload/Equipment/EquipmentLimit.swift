import OverloadSyntax

/// A load beyond what a program's equipment makes, said in words a lifter can act on: which
/// piece stops where, whether the gym is the program's own or the typical gym assumed
/// without an `equipment:` block, and the block line that would make the load.
public struct EquipmentLimit: Sendable, Hashable {
    /// The load asked for (a target) or lifted (a logged set).
    public var wanted: Mass
    /// The heaviest load the piece makes.
    public var heaviest: Mass
    /// The piece in words: `dumbbells (2.5 kg to 50 kg)`, `the plates`.
    public var piece: String
    /// Whether the equipment is the typical gym of the program's unit, assumed because the
    /// program describes none.
    public var assumed: Bool
    /// An `equipment:` line that makes `wanted`, when one can be written: `dumbbells 2.5kg..60kg by 2.5kg`.
    public var suggestedLine: String?
    /// Whether the piece is the common kettlebell sizes, taken because a program that rounds its
    /// own way (a `round` line, an `equipment:` block) lists no kettlebells.
    public var commonKettlebells = false

    /// Where the equipment comes from: `the standard kg gym (assumed: the program has no
    /// equipment: block)`, `the common sizes (...)` of kettlebells, or `the program's equipment: block`.
    public var gym: String {
        if assumed { return "the standard \(heaviest.unit.rawValue) gym (assumed: the program has no `equipment:` block)" }
        return commonKettlebells ? "the common sizes (the program lists no kettlebells of its own)" : "the program's `equipment:` block"
    }

    /// How to make the load: the line to write, or what to add.
    public var remedy: String {
        let line = suggestedLine.map { ": `\($0)`" } ?? ""
        if assumed { return "describe your gym in an `equipment:` block\(line)" }
        guard commonKettlebells else { return "add it to the `equipment:` block\(line)" }
        let sizes = heaviest.unit == .kg ? "16kg, 24kg, 32kg" : "35lb, 50lb, 70lb"
        return "list your bells on a `kettlebells` line of an `equipment:` block (`kettlebells \(sizes)`)"
    }

    /// A target beyond the equipment: `60 kg is beyond the dumbbells (2.5 kg to 50 kg) of the
    /// standard kg gym (...): the target is 50 kg; ...`.
    public var targetWarning: String {
        "\(wanted) is beyond the \(piece) of \(gym): the target is \(heaviest); if your gym goes heavier, \(remedy)"
    }

    /// A logged load beyond the equipment: `55 kg was lifted, beyond the dumbbells ...; ...`.
    public var loggedWarning: String {
        "\(wanted) was lifted, beyond the \(piece) of \(gym), so targets stop at \(heaviest); \(remedy)"
    }
}

extension LoadRounder {
    /// Whether the equipment is the typical gym of the unit, assumed for a program without an
    /// `equipment:` block or a `round` line.
    public var assumesStandardGym: Bool { equipment == displayGym }

    /// The limit `exact` (in ``unit``) runs into for `exercise`, or nil when the equipment
    /// makes it or its nearest neighbour.
    public func limit(_ exact: Double, source: LoadSource, exercise: Exercise) -> EquipmentLimit? {
        let kind = Self.loadKind(for: exercise, source: source)
        let piece = cachedPieceName(for: exercise, kind: kind)
        let result = rounded(exact, kind: kind, piece: piece).result
        guard result.status == .cannotBuild else { return nil }
        let wanted = Mass(exact, unit)
        let (words, line) = describe(kind: kind, piece: piece, reaching: wanted)
        var limit = EquipmentLimit(wanted: wanted, heaviest: result.load, piece: words,
                                   assumed: assumesStandardGym, suggestedLine: line)
        limit.commonKettlebells = kind == .kettlebell && equipment.kettlebells == nil
        return limit
    }

    /// The piece a kind of load is made on, in words, and the line that would reach `wanted`.
    private func describe(kind: LoadKind, piece: String?, reaching wanted: Mass) -> (String, String?) {
        func ladder(_ word: String, _ ladder: WeightLadder, quoted name: String? = nil) -> (String, String?) {
            let low = ladder.lightest, high = ladder.heaviest
            let words = "\(name.map { "\($0) " } ?? "")\(word) (\(low) to \(high))"
            guard case .range(_, _, let step) = ladder.rungs else { return (words, nil) }
            let unit = ladder.unit
            let stepMass = MilliMass.mass(step, unit)
            let reach = (wanted.value(in: unit) / stepMass.value).rounded(.up) * stepMass.value
            let prefix = name.map { "\(word == "cable stack" ? "cable" : "machine") \"\($0)\"" } ?? word
            return (words, "\(prefix) \(Self.compact(low))..\(Self.compact(Mass(reach, unit))) by \(Self.compact(stepMass))")
        }
        switch kind {
        case .dumbbell:
            if let dumbbells = equipment.dumbbells { return ladder("dumbbells", dumbbells) }
        case .kettlebell:
            return ladder("kettlebells", equipment.kettlebellLadder(in: unit))
        case .machine, .cable:
            let stackKind: StackKind = kind == .cable ? .cable : .machine
            if let stack = piece.flatMap({ equipment.stack(named: $0) }) ?? equipment.firstStack(of: stackKind) {
                return ladder(kind == .cable ? "cable stack" : "machine stack", stack.ladder, quoted: stack.name)
            }
        case .barbell, .bodyweight, .none:
            break
        }
        return ("plates", nil)
    }

    /// `2.5kg`, as an equipment line writes a weight.
    static func compact(_ mass: Mass) -> String {
        NumberFormat.canonical(mass.value) + mass.unit.rawValue
    }
}
