/// Inline SVG charts, generated, readable without JavaScript; every label is escaped text.
enum Chart {
    /// A horizontal bar chart with one labelled bar per item, each bar a link.
    static func bars(title: String, bars: [(label: String, value: Int, link: String)]) -> HTMLFragment {
        let maximum = max(bars.map(\.value).max() ?? 1, 1)
        let rowHeight = 28, labelWidth = 60, barWidth = 420, width = labelWidth + barWidth + 70
        let height = rowHeight * bars.count + 8
        var children: [HTMLFragment] = [.element("title", [], [.text(title)])]
        for (index, bar) in bars.enumerated() {
            let y = 4 + index * rowHeight
            let length = max(2, bar.value * barWidth / maximum)
            children.append(.element("a", [("href", bar.link)], [
                .element("text", [("x", String(labelWidth - 8)), ("y", String(y + 18)), ("text-anchor", "end"), ("class", "label")],
                         [.text(bar.label)]),
                .element("rect", [("x", String(labelWidth)), ("y", String(y + 4)), ("width", String(length)),
                                  ("height", String(rowHeight - 10)), ("class", "bar")]),
                .element("text", [("x", String(labelWidth + length + 6)), ("y", String(y + 18)), ("class", "value")],
                         [.text(String(bar.value))]),
            ]))
        }
        return .element("figure", [("class", "chart")], [
            .element("svg", [("viewBox", "0 0 \(width) \(height)"), ("width", String(width)), ("height", String(height)),
                             ("role", "img"), ("aria-label", title), ("xmlns", "http://www.w3.org/2000/svg")], children),
            .element("figcaption", [], [.text(title)]),
        ])
    }
}
