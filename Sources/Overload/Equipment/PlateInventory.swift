/// How many plates of one weight the gym has.
public struct PlateCount: Sendable, Hashable {
    /// The weight of one plate.
    public var weight: Mass
    /// The number of plates of this weight in the gym (both sides together).
    public var count: Int

    /// `count` plates of `weight`.
    public init(weight: Mass, count: Int) {
        self.weight = weight
        self.count = count
    }

    /// Plates available on each side of a bar: half the count, rounded down.
    public var perSide: Int { max(0, count) / 2 }
}

/// The plates a gym has: each weight with its count.
///
/// `two of each` means a count of 2: one pair, one plate per side. Entries with a
/// non-positive weight or count are ignored when loads are built.
public struct PlateInventory: Sendable, Hashable {
    /// The plates, in the order they were declared.
    public var plates: [PlateCount]

    /// An inventory of the given plates.
    public init(_ plates: [PlateCount]) {
        self.plates = plates
    }

    /// No plates at all.
    public static let empty = PlateInventory([])

    /// The count used for "plenty of each": 20 plates, ten per side.
    public static let plentifulCount = 20

    /// `count` plates of each weight (`two of each` is `count: 2`).
    public static func each(_ weights: [Mass], count: Int) -> PlateInventory {
        PlateInventory(weights.map { PlateCount(weight: $0, count: count) })
    }

    /// Plenty of each weight (`plentifulCount` plates).
    public static func plentiful(_ weights: [Mass]) -> PlateInventory {
        each(weights, count: plentifulCount)
    }

    /// True when no usable plate is declared.
    public var isEmpty: Bool {
        !plates.contains { $0.count > 0 && $0.weight.value > 0 }
    }

    /// The lightest usable plate, if any.
    public var lightest: Mass? {
        plates.filter { $0.count > 0 && $0.weight.value > 0 }.map(\.weight).min()
    }
}
