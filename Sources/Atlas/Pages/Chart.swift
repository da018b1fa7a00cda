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
            children.append(
                .element(
                    "a", [("href", bar.link), ("aria-label", "\(bar.label): \(counted(bar.value, "locale"))")],
                    [
                        .element(
                            "text",
                            [
                                ("x", String(labelWidth - 8)), ("y", String(y + 18)), ("text-anchor", "end"),
                                ("class", "label"),
                            ],
                            [.text(bar.label)]),
                        .element(
                            "rect",
                            [
                                ("x", String(labelWidth)), ("y", String(y + 4)), ("width", String(length)),
                                ("height", String(rowHeight - 10)), ("class", "bar"),
                            ]),
                        .element(
                            "text",
                            [("x", String(labelWidth + length + 6)), ("y", String(y + 18)), ("class", "value")],
                            [.text(grouped(bar.value))]),
                    ]))
        }
        // A group, not an image: its bars are links, which an image's children cannot be.
        return figure(title: title, width: width, height: height, role: "group", children)
    }

    /// One horizontal bar per group, split into segments per series, with a legend; every segment has a
    /// `<title>` with its count, so the chart reads without colour too.
    static func stacked(title: String, series: [String], groups: [(label: String, counts: [Int])]) -> HTMLFragment {
        let rowHeight = 28, labelWidth = 150, barWidth = 420, width = labelWidth + barWidth + 70
        let legendHeight = 26
        let height = legendHeight + rowHeight * groups.count + 8
        let maximum = max(groups.map { $0.counts.reduce(0, +) }.max() ?? 1, 1)
        var children: [HTMLFragment] = [.element("title", [], [.text(title)])]
        for (index, name) in series.enumerated() {
            let x = labelWidth + index * 90
            children.append(
                .element(
                    "rect",
                    [
                        ("x", String(x)), ("y", "6"), ("width", "14"), ("height", "14"),
                        ("class", "series-\(index)"),
                    ]))
            children.append(.element("text", [("x", String(x + 20)), ("y", "18"), ("class", "label")], [.text(name)]))
        }
        for (row, group) in groups.enumerated() {
            let y = legendHeight + row * rowHeight
            children.append(
                .element(
                    "text",
                    [
                        ("x", String(labelWidth - 8)), ("y", String(y + 18)), ("text-anchor", "end"),
                        ("class", "label"),
                    ], [.text(group.label)]))
            var x = labelWidth
            for (index, count) in group.counts.enumerated() where count > 0 {
                let length = max(1, count * barWidth / maximum)
                children.append(
                    .element(
                        "rect",
                        [
                            ("x", String(x)), ("y", String(y + 4)), ("width", String(length)),
                            ("height", String(rowHeight - 10)), ("class", "series-\(index)"),
                        ],
                        [.element("title", [], [.text("\(group.label): \(series[index]) \(grouped(count))")])]))
                x += length
            }
            children.append(
                .element(
                    "text", [("x", String(x + 6)), ("y", String(y + 18)), ("class", "value")],
                    [.text(grouped(group.counts.reduce(0, +)))]))
        }
        return figure(title: title, width: width, height: height, role: "img", children)
    }

    /// The chart's SVG, labelled `title` and captioned with it.
    private static func figure(
        title: String, width: Int, height: Int, role: String, _ children: [HTMLFragment]
    ) -> HTMLFragment {
        .element(
            "figure", [("class", "chart")],
            [
                .element(
                    "svg",
                    [
                        ("viewBox", "0 0 \(width) \(height)"), ("width", String(width)), ("height", String(height)),
                        ("role", role), ("aria-label", title), ("xmlns", "http://www.w3.org/2000/svg"),
                    ], children),
                .element("figcaption", [], [.text(title)]),
            ])
    }
}
