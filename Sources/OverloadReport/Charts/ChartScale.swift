/// A linear map from data values to pixels, with round tick values for its axis.
public struct LinearScale: Sendable, Hashable {
    /// The data range shown, widened to round ticks.
    public var domain: ClosedRange<Double>
    /// The pixel range it maps to (`lowerBound` is where `domain.lowerBound` goes; may be
    /// reversed for a y axis, whose pixels grow downwards).
    public var range: (start: Double, end: Double)
    /// The tick values, from the lowest to the highest, inside `domain`.
    public var ticks: [Double]

    /// A scale that shows `values` over `start...end` pixels with about `tickCount` round ticks.
    /// An empty list or a single value still gives a usable scale around it.
    /// - Parameter includeZero: whether the domain starts at zero (bars must; lines need not).
    public init(fitting values: [Double], start: Double, end: Double, tickCount: Int = 5, includeZero: Bool = false) {
        let finite = values.filter(\.isFinite)
        var low = finite.min() ?? 0
        var high = finite.max() ?? 1
        if includeZero { low = min(low, 0); high = max(high, 0) }
        if low == high {
            // One value: a band around it, so the point sits in the middle of the chart.
            let pad = low == 0 ? 1 : abs(low) * 0.1
            low -= pad
            high += pad
        }
        let step = NiceNumbers.step(for: high - low, count: max(1, tickCount))
        let niceLow = (low / step).rounded(.down) * step
        let niceHigh = (high / step).rounded(.up) * step
        domain = niceLow...niceHigh
        range = (start, end)
        var ticks: [Double] = []
        var index = 0.0
        while niceLow + index * step <= niceHigh + step * 1e-9, ticks.count < 50 {
            ticks.append(NiceNumbers.clean(niceLow + index * step, step: step))
            index += 1
        }
        self.ticks = ticks
    }

    /// The pixel of `value`.
    public func pixel(_ value: Double) -> Double {
        let span = domain.upperBound - domain.lowerBound
        guard span > 0 else { return (range.start + range.end) / 2 }
        return range.start + (value - domain.lowerBound) / span * (range.end - range.start)
    }

    /// Equal domains, pixel ranges and ticks (a tuple is not `Equatable` by itself).
    public static func == (left: LinearScale, right: LinearScale) -> Bool {
        left.domain == right.domain && left.range == right.range && left.ticks == right.ticks
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(domain.lowerBound)
        hasher.combine(domain.upperBound)
        hasher.combine(range.start)
        hasher.combine(range.end)
        hasher.combine(ticks)
    }
}

/// Round steps for axis ticks: 1, 2, 2.5 or 5 times a power of ten (Heckbert's "nice numbers",
/// Graphics Gems, 1990, with 2.5 added because loads move in 2.5s).
public enum NiceNumbers {
    /// The round step that cuts `span` into about `count` parts.
    public static func step(for span: Double, count: Int) -> Double {
        guard span.isFinite, span > 0 else { return 1 }
        let raw = span / Double(max(1, count))
        let magnitude = pow10(floorLog10(raw))
        let fraction = raw / magnitude
        let nice: Double
        if fraction <= 1 { nice = 1 } else if fraction <= 2 { nice = 2 } else if fraction <= 2.5 { nice = 2.5 } else if fraction <= 5 { nice = 5 } else { nice = 10 }
        return nice * magnitude
    }

    /// `value` with the float noise of repeated steps removed (0.30000000000000004 is 0.3).
    static func clean(_ value: Double, step: Double) -> Double {
        let digits = max(0, -floorLog10(step) + 2)
        let scale = pow10(digits)
        return (value * scale).rounded() / scale
    }

    /// The power of ten at or below `value` (positive), as an exponent; no Foundation needed.
    static func floorLog10(_ value: Double) -> Int {
        var exponent = 0
        var scaled = value
        while scaled >= 10 { scaled /= 10; exponent += 1 }
        while scaled < 1, exponent > -300 { scaled *= 10; exponent -= 1 }
        return exponent
    }

    static func pow10(_ exponent: Int) -> Double {
        var result = 1.0
        if exponent >= 0 { for _ in 0..<exponent { result *= 10 } } else { for _ in 0..<(-exponent) { result /= 10 } }
        return result
    }
}
