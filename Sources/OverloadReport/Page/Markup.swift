/// Text made safe for HTML and SVG, and numbers written the same way on every machine.
enum Markup {
    /// `&`, `<`, `>` and quotes escaped, for text and attribute values.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    /// `value` with at most `decimals` decimals, trailing zeros dropped: `182.5`, `180`.
    /// Written by hand, not by a locale-aware formatter, so the page is the same bytes everywhere.
    static func number(_ value: Double, decimals: Int = 1) -> String {
        guard value.isFinite else { return "0" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        // Past what an Int holds exactly, Swift's own shortest form (the same on every platform).
        guard scaled < 9.0e15 else { return String(describing: value.rounded()) }
        let whole = Int(scaled) / Int(scale)
        var fraction = Int(scaled) % Int(scale)
        var text = (value < 0 && scaled > 0 ? "-" : "") + String(whole)
        guard fraction > 0 else { return text }
        var digits = decimals
        while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        let fractionText = String(fraction)
        text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
        return text
    }

    /// A pixel coordinate: one decimal.
    static func px(_ value: Double) -> String { number(value, decimals: 1) }

    /// A load with its unit: `182.5 lb`.
    static func load(_ value: Double, _ unit: String) -> String { number(value, decimals: 1) + " " + unit }

    /// A table with a caption, a header row and rows of cells (already escaped), in a box of
    /// its own that scrolls sideways when the table is wider than the screen (a phone): the
    /// page itself never does. The box can be focused, so the keyboard scrolls it too.
    static func table(caption: String, headers: [String], rows: [[String]]) -> String {
        "<div class=\"wide\" tabindex=\"0\" role=\"region\" aria-label=\"\(escape(caption))\">"
            + tableElement(caption: caption, headers: headers, rows: rows) + "</div>"
    }

    /// The table itself (a folded one scrolls in its `details`).
    private static func tableElement(caption: String, headers: [String], rows: [[String]]) -> String {
        var html = "<table><caption>\(escape(caption))</caption><thead><tr>"
        html += headers.map { "<th scope=\"col\">\(escape($0))</th>" }.joined()
        html += "</tr></thead><tbody>\n"
        for row in rows {
            html += "<tr>" + row.enumerated().map { index, cell in
                index == 0 ? "<th scope=\"row\">\(cell)</th>" : "<td>\(cell)</td>"
            }.joined() + "</tr>\n"
        }
        return html + "</tbody></table>"
    }

    /// A chart's data as a table, folded under the chart (`summary` is what the fold says before the caption).
    static func dataTable(caption: String, headers: [String], rows: [[String]], summary: String = "Data: ") -> String {
        "<details><summary>\(escape(summary + caption))</summary>\n" + tableElement(caption: caption, headers: headers, rows: rows) + "\n</details>\n"
    }
}
