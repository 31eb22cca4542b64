/// How an exercise's rest was prescribed (VillainArc's `RestTimePolicy`). The compiler resolves
/// the policy into each set's ``SetPrescription/restSeconds``; the policy records the intent,
/// so a progression can change "all rests" without touching each set.
public enum RestPolicy: Sendable, Hashable, JSONValueConvertible {
    /// The program gives no rest.
    case notSet
    /// The same rest after every set.
    case allSame(seconds: Int)
    /// A rest per set kind (for example, 60 s after warm-ups and 180 s after top sets);
    /// kinds not listed have no prescribed rest.
    case byKind([PrescribedSetKind: Int])
    /// Each set carries its own rest.
    case individual
}
