/// `overload plates --format json` (`overload.plates/1`, docs/json.md): the figures of
/// ``PlateLoadText``, the same neighbours by the same solver, as one object.
public struct PlateLoadJSON: Sendable {
    /// The schema name.
    public static let schema = "overload.plates/1"

    /// True for a dumbbell: the load is one hand's, on a handle.
    public var perHand: Bool

    /// A renderer for a barbell load, or with `perHand` for one dumbbell in each hand.
    public init(perHand: Bool) {
        self.perHand = perHand
    }

    /// The answer for `target` given its neighbours, as pretty JSON.
    public func render(target: Mass, bar: Bar, below: Loadable?, above: Loadable?) -> String {
        JSONWriter.write(value(target: target, bar: bar, below: below, above: above), style: .pretty)
    }

    /// The answer's JSON value: `made` and one load when the target can be made, otherwise
    /// `why` and the nearest loads below and above (either may be missing).
    public func value(target: Mass, bar: Bar, below: Loadable?, above: Loadable?) -> JSONValue {
        var object: [String: JSONValue] = [
            "schema": .string(Self.schema),
            "target": Self.number(target.value),
            "unit": .string(target.unit.rawValue),
            "holder": .string(perHand ? "handle" : "bar"),
            "perHand": .bool(perHand),
        ]
        if let below, below.status == .exact {
            object["made"] = .bool(true)
            object["loads"] = .array([load(below, position: "exact", unit: target.unit)])
            return .object(object)
        }
        object["made"] = .bool(false)
        if below == nil, above != nil, target < bar.weight {
            object["why"] = .string("lighterThanTheHolder")
        } else if above == nil, below?.status == .cannotBuild {
            object["why"] = .string("moreThanThePlatesMake")
        } else {
            object["why"] = .string("cannotBeMade")
        }
        let neighbours = [below.map { load($0, position: "below", unit: target.unit) }, above.map { load($0, position: "above", unit: target.unit) }]
        object["loads"] = .array(neighbours.compactMap { $0 })
        return .object(object)
    }

    /// One load: its mass in `unit`, the holder's weight, and the plates a side, heaviest
    /// first; `barUnit` and `plateUnit` appear only where those are in another unit.
    private func load(_ load: Loadable, position: String, unit: MassUnit) -> JSONValue {
        var object: [String: JSONValue] = [
            "position": .string(position),
            "load": Self.number(load.load.value(in: unit)),
        ]
        if let holder = load.bar {
            object["bar"] = Self.number(holder.weight.value)
            if holder.weight.unit != unit { object["barUnit"] = .string(holder.weight.unit.rawValue) }
        }
        let plateUnit = load.platesPerSide.first?.unit ?? unit
        if load.platesPerSide.allSatisfy({ $0.unit == plateUnit }) {
            object["platesPerSide"] = .array(load.platesPerSide.map { Self.number($0.value) })
            if plateUnit != unit { object["plateUnit"] = .string(plateUnit.rawValue) }
        } else {
            object["platesPerSide"] = .array(load.platesPerSide.map { Self.number($0.value(in: unit)) })
        }
        return .object(object)
    }

    /// A figure as the text writes it: three decimals at most.
    private static func number(_ value: Double) -> JSONValue {
        let rounded = (value * 1000).rounded() / 1000
        return rounded.rounded() == rounded && abs(rounded) < 1e15 ? .integer(Int(rounded)) : .number(rounded)
    }
}
