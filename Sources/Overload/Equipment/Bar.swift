/// A barbell: its name and its own weight.
public struct Bar: Sendable, Hashable {
    /// A name such as `Olympic bar` or `EZ bar`, used to choose a bar by name.
    public var name: String
    /// The weight of the empty bar; barbell loads are computed in this weight's unit.
    public var weight: Mass

    /// A bar with a name and weight.
    public init(name: String, weight: Mass) {
        self.name = name
        self.weight = weight
    }

    /// The standard 20 kg men's Olympic bar.
    public static let olympic = Bar(name: "Olympic bar", weight: Mass(20, .kg))
    /// The 15 kg women's Olympic bar.
    public static let womensOlympic = Bar(name: "Women's Olympic bar", weight: Mass(15, .kg))
    /// The 45 lb bar of pound gyms.
    public static let pound = Bar(name: "45 lb bar", weight: Mass(45, .lb))
}

/// A collar (clip) holding the plates. A bar always carries two, and their weight counts.
public struct Collar: Sendable, Hashable {
    /// A name such as `competition collar`.
    public var name: String
    /// The weight of one collar.
    public var weight: Mass

    /// A collar with a name and the weight of one collar.
    public init(name: String, weight: Mass) {
        self.name = name
        self.weight = weight
    }

    /// A 2.5 kg competition collar.
    public static let competition = Collar(name: "competition collar", weight: Mass(2.5, .kg))
}
