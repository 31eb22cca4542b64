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
    /// `1-4+`: as many as possible, from the lower count up to the upper (a capped AMRAP).
    case cappedAmrap(QuantityRange, range: SourceRange)
    /// `max`: to failure.
    case max(SourceRange)
    /// `reps` in a template's `lift 3xreps`: the template parameter that gives the count.
    case parameter(Identifier)

    public var range: SourceRange {
        switch self {
        case .exact(let quantity): quantity.range
        case .range(let range): range.range
        case .amrap(_, let range), .cappedAmrap(_, let range), .max(let range): range
        case .parameter(let name): name.range
        }
    }
}

/// What a percentage load is a share of, when not the exercise's own max: `of top` (the
/// day's top set of the exercise as planned), `of today` (the top set as lifted today) or
/// `of squat` (another lift's max).
public enum LoadReference: Sendable, Hashable {
    /// `50% of top`
    case top(SourceRange)
    /// `90% of today`, `-10% of today`: a share of (or off) the top set the lifter did today.
    case today(SourceRange)
    /// `60% of squat`
    case exercise(ExerciseName)

    public var range: SourceRange {
        switch self {
        case .top(let range), .today(let range): range
        case .exercise(let name): name.range
        }
    }
}

/// What follows `@`: a load (`60%`, `100kg`, `-10%`, `+10kg`, `bw`, `70% + 10lb`,
/// `50% of top`, `60% of squat`, a template parameter), an RPE, or both.
public struct LoadSpec: Sendable, Hashable {
    public var amount: Quantity?
    public var rpe: Quantity?
    public var range: SourceRange
    /// `@ bw`: bodyweight, no added load.
    public var isBodyweight: Bool
    // The parts most loads lack are kept out of line, so a program's many loads stay small.
    private var rareParts: RareParts?

    /// `+ 10lb` after a percentage: an amount added to (or, with `-`, taken off) the share.
    public var offset: Quantity? {
        get { rareParts?.parts.offset }
        set { rareParts = RareParts(offset: newValue, reference: reference, parameter: parameter, offsetParameter: offsetParameter) }
    }

    /// `of top` or `of squat` after a percentage.
    public var reference: LoadReference? {
        get { rareParts?.parts.reference }
        set { rareParts = RareParts(offset: offset, reference: newValue, parameter: parameter, offsetParameter: offsetParameter) }
    }

    /// `@ load` in a template: the parameter that gives the load.
    public var parameter: Identifier? {
        get { rareParts?.parts.parameter }
        set { rareParts = RareParts(offset: offset, reference: reference, parameter: newValue, offsetParameter: offsetParameter) }
    }

    /// `@ 70% + plus` in a template: the parameter that gives the amount added, and its sign.
    public var offsetParameter: OffsetParameter? {
        get { rareParts?.parts.offsetParameter }
        set { rareParts = RareParts(offset: offset, reference: reference, parameter: parameter, offsetParameter: newValue) }
    }

    /// A template parameter after `+` or `-` in a load.
    public struct OffsetParameter: Sendable, Hashable {
        public var sign: Quantity.Sign
        public var name: Identifier

        public init(sign: Quantity.Sign, name: Identifier) {
            self.sign = sign
            self.name = name
        }
    }

    public init(
        amount: Quantity?, isBodyweight: Bool = false, rpe: Quantity?, offset: Quantity? = nil,
        reference: LoadReference? = nil, parameter: Identifier? = nil, offsetParameter: OffsetParameter? = nil,
        range: SourceRange
    ) {
        self.amount = amount
        self.isBodyweight = isBodyweight
        self.rpe = rpe
        self.range = range
        rareParts = RareParts(offset: offset, reference: reference, parameter: parameter, offsetParameter: offsetParameter)
    }

    private indirect enum RareParts: Sendable, Hashable {
        case box(offset: Quantity?, reference: LoadReference?, parameter: Identifier?, offsetParameter: OffsetParameter?)

        init?(offset: Quantity?, reference: LoadReference?, parameter: Identifier?, offsetParameter: OffsetParameter?) {
            guard offset != nil || reference != nil || parameter != nil || offsetParameter != nil else { return nil }
            self = .box(offset: offset, reference: reference, parameter: parameter, offsetParameter: offsetParameter)
        }

        var parts: (offset: Quantity?, reference: LoadReference?, parameter: Identifier?, offsetParameter: OffsetParameter?) {
            switch self {
            case .box(let offset, let reference, let parameter, let offsetParameter): (offset, reference, parameter, offsetParameter)
            }
        }
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
    /// The rest after each set of this group, when the group has its own
    /// (`1x5 @ 100kg rest 5m, 3x8 @ 80kg rest 2m`); otherwise the line's.
    public var rest: Quantity?
    /// `@ 5:30/km` or `in 27:30` after distance work: the pace or the time to beat.
    public var target: WorkTarget?

    public init(
        kind: SetKind?, count: Quantity?, reps: RepSpec?, work: Quantity?, load: LoadSpec?, target: WorkTarget? = nil,
        rest: Quantity? = nil,
        range: SourceRange
    ) {
        self.kind = kind
        self.count = count
        self.reps = reps
        self.work = work
        self.load = load
        self.rest = rest
        self.target = target
        self.range = range
    }
}

/// The pace or time a distance is to be covered in: `run 5km @ 5:30/km`, `row 2000m @ 2:00/500m`,
/// `run 5km in 27:30`.
public enum WorkTarget: Sendable, Hashable {
    /// `@ 5:30/km`: `time` (in seconds) for each `per` (`/km` is 1 km, `/500m` 500 m).
    case pace(time: Quantity, per: Quantity, range: SourceRange)
    /// `in 27:30`, `in 90min`: the whole distance within this time.
    case time(Quantity, range: SourceRange)

    public var range: SourceRange {
        switch self {
        case .pace(_, _, let range), .time(_, let range): range
        }
    }
}
