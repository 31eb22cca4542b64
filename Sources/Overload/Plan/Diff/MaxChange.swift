/// A change to the maxes a program's percentages are taken of: a `1rm` or `tm` line's value,
/// or the `tm = P% of 1rm` share. One such line moves the loads of every week that uses it,
/// so `overload diff` says it once.
public struct MaxChange: Sendable, Hashable {
    /// Which max changed.
    public enum Kind: Sendable, Hashable {
        /// `1rm bench 100kg` to `1rm bench 105kg` (nil where a side has none).
        case oneRepMax(from: Mass?, to: Mass?)
        /// `tm bench 90kg` to `tm bench 92.5kg` (nil where a side has none).
        case trainingMax(from: Mass?, to: Mass?)
        /// `tm = 90% of 1rm` to `tm = 85% of 1rm` (nil where a side has no such line).
        case trainingMaxPercent(from: Double?, to: Double?)
    }

    /// The exercise's catalog id; nil for ``Kind/trainingMaxPercent(from:to:)``, which is
    /// every exercise's.
    public let exerciseID: String?
    /// What changed.
    public let kind: Kind

    /// Creates a max change.
    public init(exerciseID: String?, kind: Kind) {
        self.exerciseID = exerciseID
        self.kind = kind
    }
}

extension PlanDiff {
    /// Every max that differs from `old` to `new`: the `tm =` share first, then by exercise id,
    /// each exercise's 1RM before its training max. Masses are compared physically.
    public static func maxChanges(old: ProgramMaxes, new: ProgramMaxes) -> [MaxChange] {
        var changes: [MaxChange] = []
        if old.trainingMaxPercent != new.trainingMaxPercent {
            changes.append(MaxChange(exerciseID: nil, kind: .trainingMaxPercent(from: old.trainingMaxPercent, to: new.trainingMaxPercent)))
        }
        let ids = Set(old.oneRepMaxes.keys).union(new.oneRepMaxes.keys)
            .union(old.trainingMaxes.keys).union(new.trainingMaxes.keys).sorted()
        for id in ids {
            let (oldOne, newOne) = (old.oneRepMaxes[id], new.oneRepMaxes[id])
            if oldOne != newOne {
                changes.append(MaxChange(exerciseID: id, kind: .oneRepMax(from: oldOne, to: newOne)))
            }
            let (oldTM, newTM) = (old.trainingMaxes[id], new.trainingMaxes[id])
            if oldTM != newTM {
                changes.append(MaxChange(exerciseID: id, kind: .trainingMax(from: oldTM, to: newTM)))
            }
        }
        return changes
    }

}
