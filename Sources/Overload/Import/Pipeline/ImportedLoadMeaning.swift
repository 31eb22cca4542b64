/// What the weight an app exports for a set means, read from the exercise's name: the whole
/// load (`Bench Press` 100 kg is `100x5`), load added to bodyweight (`Triceps Dip (Weighted)`
/// 46 kg is `+46kg x 10`) or assistance taken off it (`Chest Dip (Assisted)` 81.25 lb is
/// `-81.25lb x 25`). Apps keep these variants as separate exercises; the sign keeps them
/// apart in the journal, where only whole loads count toward e1RM and records.
enum ImportedLoadMeaning: Sendable, Hashable {
    case whole
    case added
    case assistance

    /// The meaning of weights on `appName`. In a file `overload export` wrote (`journalNames`)
    /// only the variant the exporter adds says it (` (Weighted)`, ` (Assisted)`; see
    /// `StrongCSVExporter`): any other name's weight is the load as the journal wrote it,
    /// whatever its case (`Chin-Up 20x5` goes out as `Chin-Up` with 20 and comes back so).
    /// Otherwise `assisted` or `assistance` in the name means assistance; `weighted` or
    /// `bodyweight` (`Lunge (Bodyweight)`) means added load, as does an exercise
    /// `addsToBodyweight` knows is done with bodyweight. An app's own lower-case name (a
    /// custom `pull up` in Hevy logged at +10 kg) is the app's, and its weight is added to
    /// bodyweight.
    static func of(_ appName: String, journalNames: Bool = false, addsToBodyweight: (String) -> Bool) -> ImportedLoadMeaning {
        if journalNames { return variant(of: appName).meaning }
        let words = Set(ExerciseNameNormalizer.normalize(appName).split(separator: " "))
        if words.contains("assisted") || words.contains("assistance") { return .assistance }
        if words.contains("weighted") || words.contains("bodyweight") { return .added }
        if appName.lowercased().contains("body weight") { return .added }
        return addsToBodyweight(appName) ? .added : .whole
    }

    /// The exporter's variant suffix on `appName`, split off: `dip (Weighted)` is `dip`,
    /// added; a name without one is itself, whole.
    static func variant(of appName: String) -> (name: Substring, meaning: ImportedLoadMeaning) {
        for (suffix, meaning) in [(" (Weighted)", ImportedLoadMeaning.added), (" (Assisted)", .assistance)]
        where appName.hasSuffix(suffix) {
            return (appName.dropLast(suffix.count), meaning)
        }
        return (Substring(appName), .whole)
    }

    /// `set` with its load read this way: assistance is written as a negative added load.
    func apply(to set: SetPerformance) -> SetPerformance {
        guard var load = set.load, self != .whole else { return set }
        var set = set
        if self == .assistance { load.value = -abs(load.value) }
        set.load = load
        set.isAddedLoad = true
        return set
    }
}
