/// `warmup`, `top`, `backoff`, `drop`, `failure`: what a set is for.
public enum SetKind: String, Sendable, Hashable, CaseIterable {
    case warmup, top, backoff, drop, failure
}

/// Reps as prescribed: `5`, `8-12`, `5+`, `max`.
public enum RepSpec: Sendable, Hashable {
    case exact(Quantity)
    case range(QuantityRange)
    /// `5+`: as many as possible, at least this many.
    case amrap(Quantity, range: SourceRange)
    /// `max`: to failure.
    case max(SourceRange)

    public var range: SourceRange {
        switch self {
        case .exact(let quantity): quantity.range
        case .range(let range): range.range
        case .amrap(_, let range), .max(let range): range
        }
    }
}

/// What follows `@`: a load (`60%`, `100kg`, `-10%`, `+10kg`, `bw`), an RPE, or both.
public struct LoadSpec: Sendable, Hashable {
    public var amount: Quantity?
    public var rpe: Quantity?
    public var range: SourceRange
    /// `@ bw`: bodyweight, no added load.
    public var isBodyweight: Bool

    public init(amount: Quantity?, isBodyweight: Bool = false, rpe: Quantity?, range: SourceRange) {
        self.amount = amount
        self.isBodyweight = isBodyweight
        self.rpe = rpe
        self.range = range
    }
}

/// One group of prescribed sets: `3x5 @ 60%`, `top 1x4-6 @ rpe 8`, `5+ @ 85%`, `3x45s`, `5km`.
public struct SetGroup: Sendable, Hashable {
    // Stored in the order that packs them tightest.
    /// The count before `x`; absent means one set.
    public var count: Quantity?
    /// Timed or distance work instead of reps: `45s`, `5km`, `2000m`.
    public var work: Quantity?
    public var load: LoadSpec?
    public var kind: SetKind?
    public var range: SourceRange
    public var reps: RepSpec?

    public init(kind: SetKind?, count: Quantity?, reps: RepSpec?, work: Quantity?, load: LoadSpec?, range: SourceRange) {
        self.kind = kind
        self.count = count
        self.reps = reps
        self.work = work
        self.load = load
        self.range = range
    }
}
