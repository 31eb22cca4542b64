import Foundation
import Overload

/// `overload plates 142.5kg`: the plates for a load, by the same solver as `plan --plates`.
struct PlatesCommand: Command {
    static let configuration = CommandConfiguration(
        name: "plates",
        abstract: "Show the plates a side for a load, or the nearest loads that can be made.",
        discussion: """
            The load is built from a bar and the plates, plenty of each, by the solver that \
            'plan --plates' uses. A bare number is in the unit of --bar or --plates when they \
            name one, otherwise kg. The default bar is 20 kg (45 lb) and the default plates \
            are 25 20 15 10 5 2.5 1.25 kg (45 35 25 10 5 2.5 lb). With --dumbbells the load is \
            one dumbbell's, per hand, on a 2.5 kg (5 lb) handle unless --bar gives another. \
            A load that cannot be made shows the nearest loads below and above it, and exits 1.
            """,
        options: [
            .option("bar", value: "MASS", help: "The bar (or dumbbell handle), such as 20kg or 45lb."),
            .option("plates", value: "LIST", help: "The plate weights, such as 25,20,15,10,5,2.5,1.25 or 45,35,25,10,5,2.5lb."),
            .flag("dumbbells", help: "Load one dumbbell per hand instead of a bar."),
            .option("format", value: "FORMAT", choices: ["text", "json"], help: "Output format."),
        ],
        positionals: [PositionalSpec("LOAD", help: "The load, such as 142.5kg or 315lb.")],
        examples: ["overload plates 142.5kg", "overload plates 315lb --plates 45,25,10,5,2.5", "overload plates 30kg --dumbbells"]
    )

    var target: Mass
    var bar: Bar
    var plates: [Mass]
    var dumbbells: Bool
    var json = false

    init(_ arguments: ParsedArguments) throws {
        let barText = arguments.option("bar")
        let plateTexts = arguments.option("plates").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        let named = ([arguments.positionals[0], barText ?? ""] + (plateTexts ?? [])).compactMap { MassText.parse($0)?.unit }
        let unit = named.first ?? .kg
        guard let load = MassText.parse(arguments.positionals[0]), load.value > 0 else {
            throw UsageError("'\(arguments.positionals[0])' is not a load; write one such as 142.5kg or 315lb")
        }
        let target = Mass(load.value, load.unit ?? unit)
        dumbbells = arguments.flag("dumbbells")
        json = arguments.option("format") == "json"
        let gym = Equipment.standardGym(for: target.unit)
        if let barText {
            guard let weight = MassText.parse(barText), weight.value >= 0 else {
                throw UsageError("'--bar' takes a weight such as 20kg or 45lb, not '\(barText)'")
            }
            bar = Bar(name: dumbbells ? "handle" : "bar", weight: Mass(weight.value, weight.unit ?? unit))
        } else if dumbbells {
            bar = Bar(name: "handle", weight: target.unit == .kg ? Mass(2.5, .kg) : Mass(5, .lb))
        } else {
            bar = gym.defaultBar ?? .olympic
        }
        if let plateTexts {
            // A unit written once, after the last plate, is every plate's.
            let lastUnit = plateTexts.last.flatMap { MassText.parse($0)?.unit } ?? unit
            plates = try plateTexts.map { text in
                guard let plate = MassText.parse(text), plate.value > 0 else {
                    throw UsageError("'--plates' takes plate weights separated by commas, such as 25,20,15,10,5,2.5,1.25, not '\(text)'")
                }
                return Mass(plate.value, plate.unit ?? lastUnit)
            }
        } else {
            plates = gym.plates.plates.map(\.weight)
        }
        self.target = target
    }

    func run(console: inout Console) -> Int32 {
        let (below, above) = neighbours()
        let text = json
            ? PlateLoadJSON(perHand: dumbbells).render(target: target, bar: bar, below: below, above: above)
            : PlateLoadText(perHand: dumbbells).render(target: target, bar: bar, below: below, above: above)
        console.print(text, terminator: "")
        return below?.status == .exact ? ExitCode.success : ExitCode.failure
    }
}

extension PlatesCommand {
    /// The loads either side of the target, with their plates. A bar in another unit than
    /// the target and the plates (`100kg --bar 45lb`) is not rounded into their unit: the
    /// plates are solved in their own unit for what the target leaves after the bar, and each
    /// load is the bar's exact mass plus its plates, in the target's unit.
    func neighbours() -> (below: Loadable?, above: Loadable?) {
        let unit = target.unit
        guard bar.weight.unit != unit, plates.allSatisfy({ $0.unit == unit }) else {
            return Equipment(bars: [bar], plates: .plentiful(plates)).barbellNeighbours(of: target, bar: bar)
        }
        let barMass = bar.weight.value(in: unit)
        let equipment = Equipment(bars: [Bar(name: bar.name, weight: Mass(0, unit))], plates: .plentiful(plates))
        let platesOnly = { (thousandths: Double) in
            equipment.barbellNeighbours(of: Mass(thousandths / 1000, unit), bar: equipment.bars[0])
        }
        // Every set of plates makes a whole number of thousandths of their unit: the nearest
        // below what the plates must make is the nearest below its floor, and above, its ceiling.
        let needed = (target.value - barMass) * 1000
        let whole = needed.rounded()
        let (below, above) = abs(needed - whole) < 1e-6
            ? platesOnly(whole)
            : (platesOnly(needed.rounded(.down)).below, platesOnly(needed.rounded(.up)).above)
        let onTheBar = { (load: Loadable?) -> Loadable? in
            guard var load else { return nil }
            load.load = Mass(load.load.value + barMass, unit)
            load.target = target
            load.bar = bar
            if load.status == .exact, abs(needed - whole) >= 1e-6 { load.status = .rounded }
            return load
        }
        return (onTheBar(below), onTheBar(above))
    }
}

/// A mass as typed on the command line: `142.5kg`, `142.5 kg`, `315lb`, or a bare `100`.
enum MassText {
    /// The number and the unit written after it (nil for a bare number); nil when the text is
    /// not a finite number with at most a unit after it.
    static func parse(_ text: String) -> (value: Double, unit: MassUnit?)? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let number = trimmed.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        guard !number.isEmpty, let value = Double(number), value.isFinite else { return nil }
        let rest = trimmed.dropFirst(number.count).trimmingCharacters(in: .whitespaces)
        if rest.isEmpty { return (value, nil) }
        guard let unit = MassUnit(name: rest) else { return nil }
        return (value, unit)
    }
}
