/// Rounded loads already worked out in one compile. A long program rounds the same loads week
/// after week, and solving plates is the costly part of a compile, so each exact load is
/// rounded once per kind of equipment and named bar or stack. It lives in the plan builder,
/// one per compile, where the equipment and the plan's unit do not change.
struct LoadRoundingCache {
    /// What a rounding depends on besides the equipment and unit, which are fixed per compile.
    struct Key: Hashable {
        /// The exact load's bits, so that only the very same load is taken from the cache.
        var exactBits: UInt64
        var kind: LoadKind
        var piece: String?
    }

    /// An equipment's answer, with the plates per side shown for it in the plan's unit.
    typealias Rounded = LoadRounder.Rounded

    struct PieceKey: Hashable {
        var exerciseID: String
        var kind: LoadKind
    }

    var loads: [Key: Rounded] = [:]
    /// The named bar or stack of each exercise and kind; nil when none is named for it.
    var pieces: [PieceKey: String?] = [:]
}
