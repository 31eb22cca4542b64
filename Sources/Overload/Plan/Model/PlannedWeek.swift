/// One week of the program: its number, its kind and modifiers, and its days.
public struct PlannedWeek: Sendable, Hashable, JSONValueConvertible {
    /// The week's number, from 1.
    public let number: Int
    /// What the week is for.
    public let kind: WeekKind
    /// How the week scales prescriptions; the kind's defaults unless the program overrides them.
    /// The compiler has already applied them to the days' prescriptions; they are kept for
    /// display and for plugins that reason about the week.
    public let modifiers: WeekModifiers
    /// The training days, in program order.
    public let days: [PlannedDay]

    /// Creates a week; `modifiers` default to the kind's.
    public init(number: Int, kind: WeekKind = .regular, modifiers: WeekModifiers? = nil, days: [PlannedDay]) {
        self.number = number
        self.kind = kind
        self.modifiers = modifiers ?? kind.defaultModifiers
        self.days = days
    }

    /// The first day with this name, if any.
    public func day(named name: String) -> PlannedDay? {
        days.first { $0.name == name }
    }
}
