import OverloadSyntax

/// `overload plates`: a load as a lifter builds it, bar or dumbbell handle and plates a side,
/// and, when it cannot be made, the nearest loads either side.
public struct PlateLoadText: Sendable {
    /// True for a dumbbell: the load is one hand's, on a handle.
    public var perHand: Bool

    /// A renderer for a barbell load, or with `perHand` for one dumbbell in each hand.
    public init(perHand: Bool) {
        self.perHand = perHand
    }

    /// The answer for `target` given its neighbours (``Equipment/barbellNeighbours(of:bar:maximumSteps:)``).
    public func render(target: Mass, bar: Bar, below: Loadable?, above: Loadable?) -> String {
        if let below, below.status == .exact { return block(below) }
        let neighbours = [below, above].compactMap { $0 }
        let what = Self.mass(target) + (perHand ? " per hand" : "")
        var text: String
        if below == nil, above != nil, target < bar.weight {
            text = "\(what) is lighter than the \(Self.mass(bar.weight)) \(holder)."
        } else if above == nil, below?.status == .cannotBuild {
            text = "\(what) is more than these plates make."
        } else {
            text = "\(what) cannot be made with these plates."
        }
        switch (below, above) {
        case (_?, _?): text += " Nearest below and above:\n"
        case (_?, nil): text += " Nearest below:\n"
        case (nil, _?): text += " Nearest above:\n"
        case (nil, nil): text += " No load near it can be made.\n"
        }
        return text + neighbours.map { "\n" + block($0) }.joined()
    }

    /// `142.5 kg on a 20 kg bar` and the plates a side.
    func block(_ load: Loadable) -> String {
        let holderWeight = load.bar.map { " on a \(Self.mass($0.weight)) \(holder)" } ?? ""
        var text = Self.mass(load.load) + (perHand ? " per hand" : "") + holderWeight + "\n"
        if load.platesPerSide.isEmpty {
            text += "  a side: nothing (the empty \(holder))\n"
        } else {
            let unit = load.platesPerSide[0].unit
            let same = load.platesPerSide.allSatisfy { $0.unit == unit }
            let plates = load.platesPerSide.map { same ? NumberFormat.canonical($0.value, maxDecimals: 3) : Self.mass($0) }
            text += "  a side: " + Self.runs(plates).joined(separator: " ") + (same ? " " + unit.symbol : "") + "\n"
        }
        return text
    }

    /// `45 45 45`, as a lifter reads a bar; four or more of one plate as `25×10`.
    static func runs(_ plates: [String]) -> [String] {
        var words: [String] = []
        var index = 0
        while index < plates.count {
            let count = plates[index...].prefix { $0 == plates[index] }.count
            words += count >= 4 ? ["\(plates[index])×\(count)"] : Array(repeating: plates[index], count: count)
            index += count
        }
        return words
    }

    var holder: String { perHand ? "handle" : "bar" }

    static func mass(_ mass: Mass) -> String {
        NumberFormat.canonical(mass.value, maxDecimals: 3) + " " + mass.unit.symbol
    }
}
