/// The box every chart is drawn in: its size in the viewBox and the plot area inside the
/// margins (axis labels on the left and below, series names on the right).
struct ChartFrame: Sendable, Hashable {
    var width: Double = 720
    var height: Double = 260
    var left: Double = 56
    var right: Double = 112
    var top: Double = 26
    var bottom: Double = 34

    var plotLeft: Double { left }
    var plotRight: Double { width - right }
    var plotTop: Double { top }
    var plotBottom: Double { height - bottom }

    /// The opening of an accessible chart: `role="img"`, a title and a description the
    /// screen reader reads, scaled to the width of the page.
    func open(id: String, title: String, description: String) -> String {
        // Never wider than drawn: a small chart (a calendar of a few weeks) is not blown up.
        "<svg role=\"img\" aria-labelledby=\"\(id)-title \(id)-desc\" viewBox=\"0 0 \(Markup.px(width)) \(Markup.px(height))\" "
            + "preserveAspectRatio=\"xMinYMin meet\" class=\"chart\" id=\"\(id)\" style=\"max-width:\(Markup.px(width))px\">\n"
            + "<title id=\"\(id)-title\">\(Markup.escape(title))</title>\n<desc id=\"\(id)-desc\">\(Markup.escape(description))</desc>\n"
    }

    /// Horizontal grid lines and labels at the scale's ticks.
    func yAxis(_ scale: LinearScale, label: String) -> String {
        var svg = "<g class=\"axis\">"
        for tick in scale.ticks {
            let y = Markup.px(scale.pixel(tick))
            svg += "<line class=\"grid\" x1=\"\(Markup.px(plotLeft))\" x2=\"\(Markup.px(plotRight))\" y1=\"\(y)\" y2=\"\(y)\"/>"
            svg += "<text x=\"\(Markup.px(plotLeft - 6))\" y=\"\(y)\" dy=\"0.32em\" text-anchor=\"end\">\(Markup.number(tick, decimals: 2))</text>"
        }
        svg += "<text x=\"\(Markup.px(plotLeft - 6))\" y=\"\(Markup.px(plotTop - 12))\" text-anchor=\"end\" class=\"unit\">\(Markup.escape(label))</text>"
        return svg + "</g>\n"
    }

    /// Date labels along the bottom.
    func xAxis(_ scale: DayScale) -> String {
        var svg = "<g class=\"axis\"><line class=\"baseline\" x1=\"\(Markup.px(plotLeft))\" x2=\"\(Markup.px(plotRight))\" "
            + "y1=\"\(Markup.px(plotBottom))\" y2=\"\(Markup.px(plotBottom))\"/>"
        for tick in scale.ticks() {
            let x = Markup.px(scale.pixel(tick.day))
            svg += "<line class=\"tick\" x1=\"\(x)\" x2=\"\(x)\" y1=\"\(Markup.px(plotBottom))\" y2=\"\(Markup.px(plotBottom + 4))\"/>"
            svg += "<text x=\"\(x)\" y=\"\(Markup.px(plotBottom + 18))\" text-anchor=\"middle\">\(Markup.escape(tick.label))</text>"
        }
        return svg + "</g>\n"
    }
}
