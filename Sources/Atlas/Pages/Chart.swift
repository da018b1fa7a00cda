/// Inline SVG charts, generated, readable without JavaScript; every label is escaped text.
enum Chart {
    /// The measures of a chart in SVG units: a wide drawing for tablets and desktops, at the size it is drawn, and a
    /// narrow one a phone draws at full width, its 14-unit labels at least 12 px and each bar at least 24 px tall.
    struct Geometry {
        let rowHeight: Int, barHeight: Int, labelWidth: Int, barWidth: Int, valueWidth: Int, legendSpacing: Int
        /// The `class` of its SVG: the style sheet shows one drawing per screen.
        let name: String

        var width: Int { labelWidth + barWidth + valueWidth }
        /// The baseline of a row's labels, which are centred on its bar.
        func baseline(_ top: Int) -> Int { top + 4 + barHeight / 2 + 5 }

        static let wideBars = Geometry(
            rowHeight: 28, barHeight: 18, labelWidth: 60, barWidth: 420, valueWidth: 70, legendSpacing: 90, name: "wide"
        )
        static let narrowBars = Geometry(
            rowHeight: 32, barHeight: 24, labelWidth: 48, barWidth: 196, valueWidth: 44, legendSpacing: 64,
            name: "narrow")
        static let wideStacked = Geometry(
            rowHeight: 28, barHeight: 18, labelWidth: 150, barWidth: 420, valueWidth: 70, legendSpacing: 90,
            name: "wide")
        static let narrowStacked = Geometry(
            rowHeight: 28, barHeight: 18, labelWidth: 72, barWidth: 180, valueWidth: 36, legendSpacing: 64,
            name: "narrow")
    }

    /// A horizontal bar chart with one labelled bar per item, each bar a link.
    static func bars(title: String, bars: [(label: String, value: Int, link: String)]) -> HTMLFragment {
        // A group, not an image: its bars are links, which an image's children cannot be.
        figure(
            title: title,
            [Geometry.wideBars, .narrowBars].map { geometry in
                svg(
                    title: title, geometry: geometry, height: geometry.rowHeight * bars.count + 8, role: "group",
                    barChildren(bars, geometry))
            })
    }

    private static func barChildren(_ bars: [(label: String, value: Int, link: String)], _ geometry: Geometry)
        -> [HTMLFragment]
    {
        let maximum = max(bars.map(\.value).max() ?? 1, 1)
        return bars.enumerated().map { index, bar in
            let y = 4 + index * geometry.rowHeight
            let length = max(2, bar.value * geometry.barWidth / maximum)
            return .element(
                "a", [("href", bar.link), ("aria-label", "\(bar.label): \(counted(bar.value, "locale"))")],
                [
                    .element(
                        "text",
                        [
                            ("x", String(geometry.labelWidth - 8)), ("y", String(geometry.baseline(y))),
                            ("text-anchor", "end"), ("class", "label"),
                        ],
                        [.text(bar.label)]),
                    .element(
                        "rect",
                        [
                            ("x", String(geometry.labelWidth)), ("y", String(y + 4)), ("width", String(length)),
                            ("height", String(geometry.barHeight)), ("class", "bar"),
                        ]),
                    .element(
                        "text",
                        [
                            ("x", String(geometry.labelWidth + length + 6)), ("y", String(geometry.baseline(y))),
                            ("class", "value"),
                        ],
                        [.text(grouped(bar.value))]),
                ])
        }
    }

    /// One horizontal bar per group, split into segments per series, with a legend; every segment has a
    /// `<title>` with its count, so the chart reads without colour too. An image's children are hidden from a
    /// screen reader, so its name says what the segments show (`stackedDescription`).
    static func stacked(title: String, series: [String], groups: [(label: String, counts: [Int])]) -> HTMLFragment {
        let legendHeight = 26
        let description = stackedDescription(title: title, series: series, groups: groups)
        return figure(
            title: title,
            [Geometry.wideStacked, .narrowStacked].map { geometry in
                svg(
                    title: title, label: description, geometry: geometry,
                    height: legendHeight + geometry.rowHeight * groups.count + 8, role: "img",
                    stackedChildren(series, groups, geometry, top: legendHeight))
            })
    }

    /// What a stacked chart shows, in words: "Title: Africa: DMY 248, YMD 69, MDY 20 (337 in all); Americas: …".
    private static func stackedDescription(title: String, series: [String], groups: [(label: String, counts: [Int])])
        -> String
    {
        let rows = groups.map { group in
            let parts = zip(series, group.counts).filter { $0.1 > 0 }.map { "\($0.0) \(grouped($0.1))" }
            return "\(group.label): \(parts.joined(separator: ", ")) (\(grouped(group.counts.reduce(0, +))) in all)"
        }
        return "\(title): \(rows.joined(separator: "; "))"
    }

    private static func stackedChildren(
        _ series: [String], _ groups: [(label: String, counts: [Int])], _ geometry: Geometry, top: Int
    ) -> [HTMLFragment] {
        let maximum = max(groups.map { $0.counts.reduce(0, +) }.max() ?? 1, 1)
        var children: [HTMLFragment] = []
        for (index, name) in series.enumerated() {
            let x = geometry.labelWidth + index * geometry.legendSpacing
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
            let y = top + row * geometry.rowHeight
            children.append(
                .element(
                    "text",
                    [
                        ("x", String(geometry.labelWidth - 8)), ("y", String(geometry.baseline(y))),
                        ("text-anchor", "end"), ("class", "label"),
                    ], [.text(group.label)]))
            var x = geometry.labelWidth
            for (index, count) in group.counts.enumerated() where count > 0 {
                let length = max(1, count * geometry.barWidth / maximum)
                children.append(
                    .element(
                        "rect",
                        [
                            ("x", String(x)), ("y", String(y + 4)), ("width", String(length)),
                            ("height", String(geometry.barHeight)), ("class", "series-\(index)"),
                        ],
                        [.element("title", [], [.text("\(group.label): \(series[index]) \(grouped(count))")])]))
                x += length
            }
            children.append(
                .element(
                    "text", [("x", String(x + 6)), ("y", String(geometry.baseline(y))), ("class", "value")],
                    [.text(grouped(group.counts.reduce(0, +)))]))
        }
        return children
    }

    /// One drawing of a chart, titled `title` and named `label` (the title unless given).
    private static func svg(
        title: String, label: String? = nil, geometry: Geometry, height: Int, role: String,
        _ children: [HTMLFragment]
    ) -> HTMLFragment {
        .element(
            "svg",
            [
                ("class", geometry.name), ("viewBox", "0 0 \(geometry.width) \(height)"),
                ("width", String(geometry.width)), ("height", String(height)), ("role", role),
                ("aria-label", label ?? title),
                ("xmlns", "http://www.w3.org/2000/svg"),
            ], [.element("title", [], [.text(title)])] + children)
    }

    /// The chart's drawings, captioned with `title`.
    private static func figure(title: String, _ drawings: [HTMLFragment]) -> HTMLFragment {
        .element("figure", [("class", "chart")], drawings + [.element("figcaption", [], [.text(title)])])
    }
}
