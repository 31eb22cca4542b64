extension ImportResult {
    /// The result with every load in `unit`, as the lifter would have written it there: an
    /// export's 88.185 lb into a kilogram journal is 40 kg, its 11.34 kg into a pound journal
    /// 25 lb (``LifterRounding/load(_:from:to:)``: the coarsest plate step the exact value
    /// lies on within the export's own rounding, else three decimals). Loads already in
    /// `unit` are left as they are.
    public func converted(to unit: MassUnit) -> ImportResult {
        var converted = self
        for session in converted.sessions.indices {
            for exercise in converted.sessions[session].exercises.indices {
                for set in converted.sessions[session].exercises[exercise].sets.indices {
                    guard let load = converted.sessions[session].exercises[exercise].sets[set].load, load.unit != unit else { continue }
                    converted.sessions[session].exercises[exercise].sets[set].load =
                        JournalWeight(LifterRounding.load(load.value, from: load.unit, to: unit), unit)
                }
            }
        }
        converted.unit = unit
        return converted
    }
}
