/// What an importer needs to know beyond the file.
public struct ImportOptions: Sendable {
    /// The lifter's unit. Loads are written in it, converted back from the export's unit to the
    /// precision a lifter uses (13.6077711 kg is 30 lb). Required for Strong exports that carry
    /// no unit; otherwise the export's own unit is kept when it is `nil`.
    public var unit: MassUnit?
    /// Maps an app's exercise name to a catalog name, written bare; `nil` keeps the app's name,
    /// which is then declared with `exercise "Name"` and written quoted.
    public var exerciseName: @Sendable (String) -> String?

    /// Options; by default no unit is assumed and no name is mapped.
    public init(unit: MassUnit? = nil, exerciseName: @escaping @Sendable (String) -> String? = { _ in nil }) {
        self.unit = unit
        self.exerciseName = exerciseName
    }
}
