/// Horizontal bars, one per row, each labelled with its name and value, over a shaded
/// reference band (10 to 20 hard sets a week).
struct BarChart: Sendable {
    var id: String
    var title: String
    var description: String
    var rows: [(name: String, value: Double)]
    var band: (low: Double, high: Double, label: String)?
    var unit: String

    var svg: String {
        let rowHeight = 20.0
        var frame = ChartFrame(left: 110, right: 60, top: 22, bottom: 30)
        frame.height = frame.top + frame.bottom + rowHeight * Double(max(1, rows.count))
        var values = rows.map(\.value)
        if let band { values += [band.low, band.high] }
        let x = LinearScale(fitting: values, start: frame.plotLeft, end: frame.plotRight, tickCount: 6, includeZero: true)
        var svg = frame.open(id: id, title: title, description: description)
        if let band {
            let from = x.pixel(band.low)
            svg += "<g class=\"band\"><rect x=\"\(Markup.px(from))\" y=\"\(Markup.px(frame.plotTop))\" "
                + "width=\"\(Markup.px(x.pixel(band.high) - from))\" height=\"\(Markup.px(frame.plotBottom - frame.plotTop))\"/>"
                + "<text x=\"\(Markup.px(from + 2))\" y=\"\(Markup.px(frame.plotTop - 6))\">\(Markup.escape(band.label))</text></g>\n"
        }
        svg += "<g class=\"axis\">"
        for tick in x.ticks {
            let at = Markup.px(x.pixel(tick))
            svg += "<line class=\"grid\" x1=\"\(at)\" x2=\"\(at)\" y1=\"\(Markup.px(frame.plotTop))\" y2=\"\(Markup.px(frame.plotBottom))\"/>"
                + "<text x=\"\(at)\" y=\"\(Markup.px(frame.plotBottom + 16))\" text-anchor=\"middle\">\(Markup.number(tick, decimals: 1))</text>"
        }
        svg += "<text x=\"\(Markup.px(frame.plotRight))\" y=\"\(Markup.px(frame.plotBottom + 28))\" text-anchor=\"end\" class=\"unit\">"
            + "\(Markup.escape(unit))</text></g>\n"
        for (index, row) in rows.enumerated() {
            let top = frame.plotTop + Double(index) * rowHeight + 3
            let end = x.pixel(row.value)
            svg += "<g class=\"bar\"><text x=\"\(Markup.px(frame.plotLeft - 6))\" y=\"\(Markup.px(top + 7))\" dy=\"0.32em\" "
                + "text-anchor=\"end\">\(Markup.escape(row.name))</text><rect x=\"\(Markup.px(frame.plotLeft))\" y=\"\(Markup.px(top))\" "
                + "width=\"\(Markup.px(max(0, end - frame.plotLeft)))\" height=\"\(Markup.px(rowHeight - 6))\"/>"
                + "<text class=\"value\" x=\"\(Markup.px(end + 4))\" y=\"\(Markup.px(top + 7))\" dy=\"0.32em\">"
                + "\(Markup.number(row.value, decimals: 1))</text></g>\n"
        }
        return svg + "</svg>\n"
    }
}
