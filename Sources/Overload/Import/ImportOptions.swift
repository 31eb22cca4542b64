/// What an importer needs to know beyond the file.
public struct ImportOptions: Sendable {
    /// The lifter's unit. Loads are written in it, converted back from the export's unit to the
    /// precision a lifter uses (13.6077711 kg is 30 lb). Required for Strong exports that carry
    /// no unit; otherwise the export's own unit is kept when it is `nil`.
    public var unit: MassUnit?
    /// Maps an app's exercise name to a catalog name, written bare; `nil` keeps the app's name,
    /// which is then declared with `exercise "Name"` and written quoted.
    public var exerciseName: @Sendable (String) -> String?
    /// Whether a weight exported for an app's exercise name is added to bodyweight (a belt on a
    /// dip) rather than the whole load. Names that say `Weighted`, `Assisted` or `Bodyweight`
    /// are read from their words whatever this answers; see `ImportedLoadMeaning`.
    public var addsToBodyweight: @Sendable (String) -> Bool

    /// Options; by default no unit is assumed, no name is mapped and only a name's own words
    /// say a weight is added or assistance.
    public init(
        unit: MassUnit? = nil, exerciseName: @escaping @Sendable (String) -> String? = { _ in nil },
        addsToBodyweight: @escaping @Sendable (String) -> Bool = { _ in false }
    ) {
        self.unit = unit
        self.exerciseName = exerciseName
        self.addsToBodyweight = addsToBodyweight
    }

    /// Options that map names to the built-in catalog (`Bench Press (Barbell)` is
    /// `bench press`), and read weights on its bodyweight exercises (`Chin Up` 10 kg) as
    /// added load. A name whose grip or attachment the catalog name lacks
    /// (`Lat Pulldown - Underhand (Cable)`) is kept as written, so different lifts are not
    /// merged; see `ExerciseCatalog.importName(for:)`.
    public static func catalog(unit: MassUnit?, catalog: ExerciseCatalog = .builtin) -> ImportOptions {
        ImportOptions(
            unit: unit,
            exerciseName: { catalog.importName(for: $0)?.name.lowercased() },
            addsToBodyweight: { catalog.importName(for: $0)?.loadKind == .bodyweight })
    }
}
