/// The maxes a program gives, by exercise id, and the basis its percentages use.
public struct ProgramMaxes: Sendable, Hashable {
    /// `1rm squat 140kg`, by exercise id.
    public var oneRepMaxes: [String: Mass]
    /// `tm squat 125kg`, by exercise id.
    public var trainingMaxes: [String: Mass]
    /// `tm = 90% of 1rm`: the training max as a share of the 1RM (90), when the program says.
    public var trainingMaxPercent: Double?

    /// Creates a set of maxes.
    public init(oneRepMaxes: [String: Mass] = [:], trainingMaxes: [String: Mass] = [:], trainingMaxPercent: Double? = nil) {
        self.oneRepMaxes = oneRepMaxes
        self.trainingMaxes = trainingMaxes
        self.trainingMaxPercent = trainingMaxPercent
    }

    /// The max an exercise's percentages are taken of, as the compiler takes it: the training
    /// max given, else the 1RM scaled by the `tm` line, else the 1RM; nil when none is given.
    public func percentBase(_ exerciseID: String) -> (load: Mass, isTrainingMax: Bool)? {
        if let trainingMax = trainingMaxes[exerciseID] { return (trainingMax, true) }
        guard let oneRepMax = oneRepMaxes[exerciseID] else { return nil }
        if let percent = trainingMaxPercent { return (oneRepMax * (percent / 100), true) }
        return (oneRepMax, false)
    }

    /// The 1RM given, or the one a training max implies (at 90% when the program gives no share).
    public func oneRepMax(_ exerciseID: String) -> Mass? {
        if let oneRepMax = oneRepMaxes[exerciseID] { return oneRepMax }
        guard let trainingMax = trainingMaxes[exerciseID] else { return nil }
        return trainingMax / ((trainingMaxPercent ?? 90) / 100)
    }
}
