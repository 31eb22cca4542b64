/// The time or count of a block of rounds, or of its logged score, as whole numbers: what the
/// compiler and the journal reader both take from `amrap 20min` or `5 rounds`.
enum RoundsMeasure {
    /// The seconds of an AMRAP's or EMOM's time (`20m` is minutes, as after `rest`), or nil
    /// for a time the parser refused: none, 0, or over a day.
    static func seconds(_ time: Quantity?) -> Int? {
        guard let value = time?.seconds(mMeansMinutes: true), value > 0, value <= RoundsFormat.longestSeconds else { return nil }
        return Int(value.rounded())
    }

    /// The count of `N rounds`, or nil for one the parser refused.
    static func count(_ count: Quantity?) -> Int? {
        guard let count, count.isInteger, count.magnitude >= 1, count.magnitude <= RoundsFormat.mostRounds else { return nil }
        return Int(count.magnitude)
    }

    /// The seconds and count of a block: one of them, as its format takes; nil when the
    /// parser refused what is written.
    static func measure(_ format: RoundsFormat, time: Quantity?, count: Quantity?) -> (seconds: Int?, rounds: Int?)? {
        switch format {
        case .amrap, .emom: seconds(time).map { ($0, nil) }
        case .rounds: self.count(count).map { (nil, $0) }
        }
    }
}

extension RoundsPrescription {
    /// The header of a block as written (`amrap 20min "Cindy"`), without its items: what its
    /// title and the journal's scores of it are read from. Nil when the parser refused its
    /// time or count.
    public init?(header block: RoundsBlock) {
        guard let (seconds, rounds) = RoundsMeasure.measure(block.format, time: block.time, count: block.count) else { return nil }
        self.init(format: block.format, name: block.name?.value, seconds: seconds, rounds: rounds, items: [])
    }
}
