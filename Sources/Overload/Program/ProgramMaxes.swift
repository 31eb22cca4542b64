/// The maxes a program gives, by exercise id, and the basis its percentages use.
public struct ProgramMaxes: Sendable, Hashable {
    /// `1rm squat 140kg`, by exercise id.
    public var oneRepMaxes: [String: Mass]
    /// `tm squat 125kg`, by exercise id.
    public var trainingMaxes: [String: Mass]
    /// `tm = 90% of 1rm`: the training max as a share of the 1RM (90), when the program says.
    public var trainingMaxPercent: Double?
    /// `exercise paused squat: variant of squat at 90%`, by the variant's exercise id.
    public var variants: [String: VariantShare]

    /// Creates a set of maxes.
    public init(
        oneRepMaxes: [String: Mass] = [:], trainingMaxes: [String: Mass] = [:], trainingMaxPercent: Double? = nil,
        variants: [String: VariantShare] = [:]
    ) {
        self.oneRepMaxes = oneRepMaxes
        self.trainingMaxes = trainingMaxes
        self.trainingMaxPercent = trainingMaxPercent
        self.variants = variants
    }

    /// True when the program gives the exercise a max of its own (not one through a parent).
    public func hasOwnMax(_ exerciseID: String) -> Bool {
        oneRepMaxes[exerciseID] != nil || trainingMaxes[exerciseID] != nil
    }

    /// Where a variant without a max of its own takes its max: the first lift up its chain of
    /// parents that is no such variant, and the share of that lift's max (`90` for 90%; a
    /// variant of a variant multiplies the shares). Nil for an exercise that is not a variant,
    /// one with a max of its own, or a chain that loops (reported by the compiler).
    public func variantRoot(_ exerciseID: String) -> (rootID: String, percent: Double)? {
        var id = exerciseID
        var percent = 100.0
        var seen: Set<String> = [id]
        while !hasOwnMax(id), let variant = variants[id] {
            guard seen.insert(variant.parentID).inserted else { return nil }
            percent *= variant.percent / 100
            id = variant.parentID
        }
        return id == exerciseID ? nil : (id, percent)
    }

    /// The max an exercise's percentages are taken of, as the compiler takes it: the training
    /// max given, else the 1RM scaled by the `tm` line, else the 1RM; nil when none is given.
    public func percentBase(_ exerciseID: String) -> (load: Mass, isTrainingMax: Bool)? {
        if let (rootID, percent) = variantRoot(exerciseID) {
            return percentBase(rootID).map { ($0.load * (percent / 100), $0.isTrainingMax) }
        }
        if let trainingMax = trainingMaxes[exerciseID] { return (trainingMax, true) }
        guard let oneRepMax = oneRepMaxes[exerciseID] else { return nil }
        if let percent = trainingMaxPercent { return (oneRepMax * (percent / 100), true) }
        return (oneRepMax, false)
    }

    /// The 1RM given, or the one a training max implies (at 90% when the program gives no share).
    public func oneRepMax(_ exerciseID: String) -> Mass? {
        if let (rootID, percent) = variantRoot(exerciseID) { return oneRepMax(rootID).map { $0 * (percent / 100) } }
        if let oneRepMax = oneRepMaxes[exerciseID] { return oneRepMax }
        guard let trainingMax = trainingMaxes[exerciseID] else { return nil }
        return trainingMax / ((trainingMaxPercent ?? 90) / 100)
    }
}

/// A variant's place under its parent: `paused squat: variant of squat at 90%` is squat's id
/// and 90. The variant's max is that share of the parent's and moves with it.
public struct VariantShare: Sendable, Hashable {
    /// The parent's exercise id.
    public var parentID: String
    /// The variant's max as a share of the parent's, in percent (90 for 90%).
    public var percent: Double

    /// Creates a variant's share of its parent.
    public init(parentID: String, percent: Double) {
        self.parentID = parentID
        self.percent = percent
    }
}
