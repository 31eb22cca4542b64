/// A list that holds a lone element itself. Most clauses have one atom and most properties
/// one clause; an array of one would cost an allocation of its own, and a journal has
/// thousands of such lines. One element is always `.one`, so equal lists compare equal.
enum OneOrMany<Element: Sendable & Hashable>: Sendable, Hashable {
    case one(Element)
    case many([Element])

    init(_ elements: [Element]) {
        self = elements.count == 1 ? .one(elements[0]) : .many(elements)
    }

    /// The elements, in order.
    var array: [Element] {
        switch self {
        case .one(let element): [element]
        case .many(let elements): elements
        }
    }

    var first: Element? {
        switch self {
        case .one(let element): element
        case .many(let elements): elements.first
        }
    }
}
