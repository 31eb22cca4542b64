/// What the weight an app exports for a set means, read from the exercise's name: the whole
/// load (`Bench Press` 100 kg is `100x5`), load added to bodyweight (`Triceps Dip (Weighted)`
/// 46 kg is `+46kg x 10`) or assistance taken off it (`Chest Dip (Assisted)` 81.25 lb is
/// `-81.25lb x 25`). Apps keep these variants as separate exercises; the sign keeps them
/// apart in the journal, where only whole loads count toward e1RM and records.
enum ImportedLoadMeaning: Sendable, Hashable {
    case whole
    case added
    case assistance

    /// The meaning of weights on `appName`: `assisted` or `assistance` in the name means
    /// assistance; `weighted` or `bodyweight` (`Lunge (Bodyweight)`) means added load, as
    /// does an exercise `addsToBodyweight` knows is done with bodyweight, unless the file is
    /// one `overload export` wrote (`journalNames`) and the name is in lower case, as the
    /// journal writes it. An app's own lower-case name (a custom `pull up` in Hevy logged at
    /// +10 kg) is the app's, and its weight is added to bodyweight.
    static func of(_ appName: String, journalNames: Bool = false, addsToBodyweight: (String) -> Bool) -> ImportedLoadMeaning {
        let words = Set(ExerciseNameNormalizer.normalize(appName).split(separator: " "))
        if words.contains("assisted") || words.contains("assistance") { return .assistance }
        if words.contains("weighted") || words.contains("bodyweight") { return .added }
        if appName.lowercased().contains("body weight") { return .added }
        // A name in lower case is written as the journal writes names (`overload export`
        // writes `dip` with the weight as the journal has it): taken as written, so `dip
        // 35x8` comes back `dip 35x8`, while an app's own `Chest Dip` adds to bodyweight.
        if journalNames, appName == appName.lowercased() { return .whole }
        return addsToBodyweight(appName) ? .added : .whole
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
