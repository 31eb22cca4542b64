/// Reads an `equipment:` block into the equipment loads are rounded on.
///
/// ```
/// equipment:
///   barbell 20kg
///   plates 25, 20, 15, 10, 5, 2.5, 1.25 kg, two of each
///   collars 2.5kg
///   dumbbells 2kg..50kg by 2kg
///   machine "leg press" 10kg..200kg by 10kg
/// ```
struct EquipmentReader {
    static let countWords = ["one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                             "eight": 8, "nine": 9, "ten": 10, "twelve": 12, "twenty": 20]

    var bars: [Bar] = []
    var plates: [PlateCount] = []
    var collar: Collar?
    var dumbbells: WeightLadder?
    var kettlebells: WeightLadder?
    var stacks: [MachineStack] = []

    mutating func read(_ block: PropertyBlock, into declarations: inout ProgramDeclarations) -> Equipment {
        for case .property(let property) in block.properties {
            read(property, into: &declarations)
        }
        return Equipment(bars: bars, plates: PlateInventory(plates), collar: collar, dumbbells: dumbbells,
                         kettlebells: kettlebells, stacks: stacks, rounding: nil)
    }

    /// A bare number takes its neighbour's unit: `2kg..50 by 2` is all kilograms, and in
    /// `25, 20 kg` the unit after the numbers applies to them.
    static func withUnit(_ quantity: Quantity, from neighbour: UnitSuffix?) -> Quantity {
        quantity.unit == nil ? Quantity(quantity.magnitude, unit: neighbour, range: quantity.range) : quantity
    }

    mutating func read(_ property: Property, into declarations: inout ProgramDeclarations) {
        let atoms = property.clauses.flatMap(\.atoms)
        let name = atoms.compactMap { atom -> String? in
            if case .string(let string) = atom { return string.value }
            return nil
        }.first
        switch property.key.name.lowercased() {
        case "barbell", "bar":
            guard let weight = firstMass(atoms, what: "a bar", &declarations) else { return invalid(property, &declarations) }
            bars.append(Bar(name: name ?? (bars.isEmpty ? "barbell" : "bar \(bars.count + 1)"), weight: weight))
        case "collars", "collar":
            guard let weight = firstMass(atoms, what: "a collar", &declarations) else { return invalid(property, &declarations) }
            collar = Collar(name: name ?? "collar", weight: weight)
        case "plates":
            readPlates(property, &declarations)
        case "dumbbells", "dumbbell":
            guard let ladder = ladder(atoms, of: "a dumbbell", &declarations) else { return invalid(property, &declarations) }
            dumbbells = ladder
        case "kettlebells", "kettlebell":
            guard let ladder = ladder(atoms, of: "a kettlebell", &declarations) else { return invalid(property, &declarations) }
            kettlebells = ladder
        case "machine", "cable", "stack":
            guard let ladder = ladder(atoms, of: "a stack weight", &declarations) else { return invalid(property, &declarations) }
            let kind: StackKind = property.key.name.lowercased() == "cable" ? .cable : .machine
            stacks.append(MachineStack(name: name ?? property.key.name.lowercased(), kind: kind, ladder: ladder))
        default:
            declarations.error(.invalidEquipment, "unknown equipment '\(property.key.name)'", at: property.key.range,
                               help: "equipment lines are barbell, plates, collars, dumbbells, kettlebells, machine and cable")
        }
    }

    func invalid(_ property: Property, _ declarations: inout ProgramDeclarations) {
        declarations.error(.invalidEquipment, "cannot read this '\(property.key.name)' line", at: property.range,
                           help: "for example: 'barbell 20kg', 'collars 2.5kg', 'dumbbells 2kg..50kg by 2kg', "
                               + "'machine \"leg press\" 10kg..200kg by 10kg'")
    }

    func firstMass(_ atoms: [Atom], what: String, _ declarations: inout ProgramDeclarations) -> Mass? {
        for case .quantity(let quantity) in atoms { return declarations.mass(quantity, what: what) }
        return nil
    }

    /// `2kg..50kg by 2kg`, or a list `5, 10, 15 kg`; `piece` names one weight in messages.
    func ladder(_ atoms: [Atom], of piece: String, _ declarations: inout ProgramDeclarations) -> WeightLadder? {
        var range: QuantityRange?
        var step: Quantity?
        var values: [Quantity] = []
        var trailingUnit: UnitSuffix?
        var direction = RoundingRule.Direction.nearest
        for (index, atom) in atoms.enumerated() {
            switch atom {
            case .range(let value): range = value
            case .quantity(let value):
                if index > 0, case .word(let word) = atoms[index - 1], word.name == "by" { step = value } else { values.append(value) }
            case .word(let word) where word.name.lowercased() == "round":
                // `..., round down`: this piece's loads always go to the lighter (or heavier) weight.
                guard index + 1 < atoms.count, case .word(let next) = atoms[index + 1],
                      let written = RoundingDirection(rawValue: next.name.lowercased()) else { return nil }
                direction = RoundingRule.Direction(written)
            case .word(let word): if let unit = UnitSuffix(spelling: word.name) { trailingUnit = unit }
            default: break
            }
        }
        if let range {
            guard let from = declarations.mass(range.lower, what: piece),
                  let to = declarations.mass(Self.withUnit(range.upper, from: range.lower.unit), what: piece),
                  let by = step.flatMap({ declarations.mass(Self.withUnit($0, from: range.lower.unit), what: "a step") })
            else { return nil }
            var ladder = WeightLadder.range(from: from, to: to, by: by)
            ladder?.direction = direction
            return ladder
        }
        let masses = values.compactMap { declarations.mass(Self.withUnit($0, from: trailingUnit), what: piece) }
        var ladder = masses.isEmpty ? nil : WeightLadder.list(masses)
        ladder?.direction = direction
        return ladder
    }

    /// `4` or `four`: how many plates of a weight the gym has.
    func plateCount(_ atom: Atom) -> Int? {
        switch atom {
        case .word(let word): return EquipmentReader.countWords[word.name.lowercased()]
        case .quantity(let number) where number.unit == nil && number.isInteger && (1...200).contains(number.magnitude):
            return Int(number.magnitude)
        default: return nil
        }
    }

    /// `plates 25, 20, 15 kg, two of each` (a unit word applies to the bare numbers before
    /// it), or counts per weight: `plates 4 of 20kg, 2 of 10kg`.
    mutating func readPlates(_ property: Property, _ declarations: inout ProgramDeclarations) {
        var weights: [Quantity] = []
        var count = PlateInventory.plentifulCount
        var pending: [Quantity] = []
        for clause in property.clauses {
            let atoms = clause.atoms
            if atoms.count == 3, case .word(let of) = atoms[1], of.name.lowercased() == "of", case .quantity(let weight) = atoms[2] {
                guard let number = plateCount(atoms[0]), let mass = declarations.mass(weight, what: "a plate") else {
                    return invalid(property, &declarations)
                }
                plates.append(PlateCount(weight: mass, count: number))
                continue
            }
            if atoms.count >= 2, case .word(let last) = atoms[atoms.count - 1], last.name.lowercased() == "each" {
                guard let value = plateCount(atoms[0]) else { return invalid(property, &declarations) }
                count = value
                continue
            }
            for atom in atoms {
                switch atom {
                case .quantity(let quantity) where quantity.unit == nil: pending.append(quantity)
                case .quantity(let quantity):
                    weights += pending.map { Self.withUnit($0, from: quantity.unit) }
                    pending = []
                    weights.append(quantity)
                case .word(let word) where UnitSuffix(spelling: word.name) != nil:
                    weights += pending.map { Self.withUnit($0, from: UnitSuffix(spelling: word.name)) }
                    pending = []
                default:
                    return invalid(property, &declarations)
                }
            }
        }
        weights += pending
        for weight in weights {
            guard let mass = declarations.mass(weight, what: "a plate") else { continue }
            plates.append(PlateCount(weight: mass, count: count))
        }
    }
}
