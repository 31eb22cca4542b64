/// A chart of values over days: lines with point markers, told apart by dash and marker
/// shape as well as colour, each named at its end; optional shaded spans of days (deload
/// weeks), labelled days (program changes) and a reference band of values.
struct LineChart: Sendable {
    enum Stroke: String, Sendable { case solid, dashed, none }
    /// A point's mark; the first six tell six series apart without their colours.
    enum Marker: String, Sendable {
        case circle, square, triangle, hollow, diamond, cross, none

        /// The marks of several series in a chart, in order, with the glyph a legend shows for each.
        static let distinct: [(marker: Marker, glyph: String)] = [
            (.circle, "●"), (.square, "■"), (.triangle, "▲"), (.hollow, "○"), (.diamond, "◆"), (.cross, "✚"),
        ]
    }

    struct Series: Sendable {
        var name: String
        var points: [(day: Int, value: Double)]
        var stroke: Stroke = .solid
        var marker: Marker = .circle
        /// The colour slot (`s0` ... `s5` in the stylesheet).
        var slot: Int
        /// Days whose point is a record: drawn as a star with its own shape.
        var records: Set<Int> = []
        /// Whether the series is named at its end (not when a heading already names it).
        var isLabelled = true
        /// A point the line starts from without a mark of its own (the last logged point a
        /// planned line continues).
        var leadIn: (day: Int, value: Double)?
    }

    var id: String
    var title: String
    var description: String
    var unit: String
    var series: [Series]
    /// Spans of days to shade, with their label (`deload`).
    var spans: [(from: Int, to: Int, label: String)] = []
    /// Days to mark with a vertical line, with their label.
    var lines: [(day: Int, label: String)] = []
    /// A band of values to shade (a reference range), with its label.
    var band: (low: Double, high: Double, label: String)?
    /// A fixed value range (RPE 5 to 10), instead of one fitted to the data.
    var fixedRange: ClosedRange<Double>?
    var frame = ChartFrame()

    /// The scales the chart draws with.
    var scales: (x: DayScale, y: LinearScale) {
        let days = series.flatMap { $0.points.map(\.day) }
        var values = series.flatMap { $0.points.map(\.value) + ($0.leadIn.map { [$0.value] } ?? []) }
        if let band { values += [band.low, band.high] }
        if let fixedRange { values += [fixedRange.lowerBound, fixedRange.upperBound] }
        let x = DayScale(days: days, start: frame.plotLeft, end: frame.plotRight)
        let y = LinearScale(fitting: values, start: frame.plotBottom, end: frame.plotTop, tickCount: 5)
        return (x, y)
    }

    var svg: String {
        let (x, y) = scales
        var svg = frame.open(id: id, title: title, description: description)
        for span in spans {
            let from = max(frame.plotLeft, x.pixel(span.from))
            let to = min(frame.plotRight, x.pixel(span.to))
            guard to > from else { continue }
            // A span a few pixels wide (a week over years) is a mark along the top, not a band:
            // a hundred full-height bands would hide the line. It is labelled only where the word fits.
            let narrow = to - from < 4
            let height = narrow ? 6 : frame.plotBottom - frame.plotTop
            svg += "<g class=\"span\"><rect\(narrow ? " class=\"rug\"" : "") x=\"\(Markup.px(from))\" y=\"\(Markup.px(frame.plotTop))\" width=\"\(Markup.px(max(1, to - from)))\" "
                + "height=\"\(Markup.px(height))\"/>"
            if to - from >= 36 {
                svg += "<text x=\"\(Markup.px(from + 2))\" y=\"\(Markup.px(frame.plotTop + 10))\">\(Markup.escape(span.label))</text>"
            }
            svg += "</g>\n"
        }
        if let band {
            let top = y.pixel(band.high)
            svg += "<g class=\"band\"><rect x=\"\(Markup.px(frame.plotLeft))\" y=\"\(Markup.px(top))\" "
                + "width=\"\(Markup.px(frame.plotRight - frame.plotLeft))\" height=\"\(Markup.px(y.pixel(band.low) - top))\"/>"
                + "<text x=\"\(Markup.px(frame.plotRight + 4))\" y=\"\(Markup.px(top))\" dy=\"0.8em\">\(Markup.escape(band.label))</text></g>\n"
        }
        svg += frame.yAxis(y, label: unit)
        svg += frame.xAxis(x)
        for line in lines {
            let at = Markup.px(x.pixel(line.day))
            svg += "<g class=\"event\"><line x1=\"\(at)\" x2=\"\(at)\" y1=\"\(Markup.px(frame.plotTop))\" y2=\"\(Markup.px(frame.plotBottom))\"/>"
                + "<text x=\"\(at)\" y=\"\(Markup.px(frame.plotTop + 22))\" dx=\"3\">\(Markup.escape(line.label))</text></g>\n"
        }
        var labelled: [Double] = []
        for item in series where !item.points.isEmpty {
            svg += "<g class=\"series s\(item.slot % 6) \(item.stroke.rawValue)\">"
            let drawn = (item.leadIn.map { [$0] } ?? []) + item.points
            if item.stroke != .none, drawn.count > 1 {
                let path = drawn.enumerated().map { index, point in
                    (index == 0 ? "M" : "L") + Markup.px(x.pixel(point.day)) + " " + Markup.px(y.pixel(point.value))
                }.joined(separator: " ")
                svg += "<path d=\"\(path)\"/>"
            }
            for point in item.points {
                svg += Self.marker(item.records.contains(point.day) ? .none : item.marker, record: item.records.contains(point.day),
                                   x: x.pixel(point.day), y: y.pixel(point.value))
            }
            if item.isLabelled, let last = item.points.last {
                // Names at the line ends, nudged apart so two ending close do not overlap.
                var at = y.pixel(last.value)
                while labelled.contains(where: { abs($0 - at) < 12 }) { at += 12 }
                labelled.append(at)
                svg += "<text class=\"name\" x=\"\(Markup.px(x.pixel(last.day) + 6))\" y=\"\(Markup.px(at))\" dy=\"0.32em\">"
                    + "\(Markup.escape(item.name))</text>"
            }
            svg += "</g>\n"
        }
        return svg + "</svg>\n"
    }

    /// A point's mark; a record is a star, whatever the series' marker.
    static func marker(_ marker: Marker, record: Bool, x: Double, y: Double) -> String {
        let (cx, cy) = (Markup.px(x), Markup.px(y))
        if record {
            let points = (0..<10).map { index -> String in
                let angle = Double(index) * .pi / 5 - .pi / 2
                let radius = index % 2 == 0 ? 6.5 : 2.8
                return Markup.px(x + radius * Self.cosine(angle)) + "," + Markup.px(y + radius * Self.sine(angle))
            }.joined(separator: " ")
            return "<polygon class=\"record\" points=\"\(points)\"/>"
        }
        switch marker {
        case .circle: return "<circle cx=\"\(cx)\" cy=\"\(cy)\" r=\"3\"/>"
        case .hollow: return "<circle class=\"hollow\" cx=\"\(cx)\" cy=\"\(cy)\" r=\"3.5\"/>"
        case .square: return "<rect x=\"\(Markup.px(x - 3))\" y=\"\(Markup.px(y - 3))\" width=\"6\" height=\"6\"/>"
        case .triangle:
            return "<polygon points=\"\(Markup.px(x)),\(Markup.px(y - 4)) \(Markup.px(x + 4)),\(Markup.px(y + 3)) \(Markup.px(x - 4)),\(Markup.px(y + 3))\"/>"
        case .diamond:
            return "<polygon points=\"\(Markup.px(x)),\(Markup.px(y - 4.5)) \(Markup.px(x + 4.5)),\(cy) \(Markup.px(x)),\(Markup.px(y + 4.5)) "
                + "\(Markup.px(x - 4.5)),\(cy)\"/>"
        case .cross:
            return "<path class=\"cross\" d=\"M\(Markup.px(x - 4)) \(cy)H\(Markup.px(x + 4))M\(cx) \(Markup.px(y - 4))V\(Markup.px(y + 4))\"/>"
        case .none: return ""
        }
    }

    // The star's ten corners are fixed angles: exact values keep the bytes the same on every
    // platform's libm.
    static func cosine(_ angle: Double) -> Double { starTable[index(angle)].cos }
    static func sine(_ angle: Double) -> Double { starTable[index(angle)].sin }
    private static func index(_ angle: Double) -> Int { Int(((angle + .pi / 2) / (.pi / 5)).rounded()) % 10 }
    private static let starTable: [(cos: Double, sin: Double)] = [
        (0, -1), (0.587785, -0.809017), (0.951057, -0.309017), (0.951057, 0.309017), (0.587785, 0.809017),
        (0, 1), (-0.587785, 0.809017), (-0.951057, 0.309017), (-0.951057, -0.309017), (-0.587785, -0.809017),
    ]
}
