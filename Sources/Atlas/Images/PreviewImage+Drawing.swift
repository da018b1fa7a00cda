import Foundation

extension PreviewImage {
    /// Margins, baselines and sizes of the layout, in pixels.
    enum Layout {
        static let margin = 72
        static let stripHeight = 12
        static let markTop = 44
        static let markScale = 2
        static let kickerBaseline = 88
        static let kickerSize = 34.0
        static let headlineBaseline = 206
        static let headlineSize = 72.0
        static let sampleBaseline = 316
        static let sampleSize = 60.0
        static let lineSize = 34.0
        static let lineGap = 50
        static let barLineSize = 30.0
        static let barRow = 44
        static let bottom = PreviewImage.height - 36
        static var textWidth: Int { PreviewImage.width - 2 * margin }
        /// Text at least this large is antialiased (`ImageInk.shades`); smaller text is drawn in full ink where a
        /// pixel is at least half covered, which keeps the files small (each image has a few lines of it).
        static let antialiasedSize = 40.0
    }

    /// Draws the image: a blue strip along the top, the mark with the kicker beside it (after the site's name, and
    /// followed by the locale's own name, or with the own name on a second line where the two do not fit on one), the
    /// headline, the sample, the lines, and the bars. Returns the pixels,
    /// and every text in them that draws badly: with characters no pinned font can draw (they would show as boxes),
    /// or with a mark that has no letter to sit on (HarfBuzz would draw a dotted circle under it).
    func drawn(using text: TextRasterizer) -> (canvas: Canvas, badlyDrawn: [String]) {
        var badly: [String] = []
        var canvas = Canvas(width: Self.width, height: Self.height, palette: ImageInk.preview)
        canvas.fill(x: 0, y: 0, width: Self.width, height: Layout.stripHeight, .accent)
        let markSize = AtlasMark.size * Layout.markScale
        AtlasMark.draw(on: &canvas, x: Layout.margin, y: Layout.markTop, scale: Layout.markScale, wheelMarks: false)
        var kicker = [Span(text: kicker, ink: .muted)]
        if showsSiteName { kicker.insert(Span(text: "Date Order Atlas  ·  ", ink: .ink), at: 0) }
        let kickerLeft = Layout.margin + markSize + 24
        let kickerWidth = Self.width - Layout.margin - kickerLeft
        let own = nativeName.map { [Span(text: $0, ink: .ink, native: true)] } ?? []
        let oneLine = kicker + (own.isEmpty ? [] : [Span(text: "  ·  ", ink: .muted)] + own)
        let set = fitted(oneLine, text: text, size: Layout.kickerSize, width: kickerWidth)
        if set.size < Layout.kickerSize, !own.isEmpty {
            // Too long for one line at full size: the locale's own name goes on a line of its own, beside the mark
            // with the English one, rather than both shrinking until they cannot be read.
            for (line, baseline) in [(kicker, Layout.kickerBaseline - 22), (own, Layout.kickerBaseline + 22)] {
                badly += paint(
                    line, fitted(line, text: text, size: Layout.kickerSize, width: kickerWidth), on: &canvas,
                    x: kickerLeft, baseline: baseline)
            }
        } else {
            badly += paint(oneLine, set, on: &canvas, x: kickerLeft, baseline: Layout.kickerBaseline)
        }
        badly += draw(
            [Span(text: headline, ink: .ink)], on: &canvas, text: text, x: Layout.margin,
            baseline: Layout.headlineBaseline, size: Layout.headlineSize, bold: true)
        var baseline = Layout.headlineBaseline + 84
        if !samples.isEmpty {
            let spans = samples.enumerated().flatMap { index, sample in
                (index == 0 ? [] : [Span(text: "   ", ink: .muted)]) + [Span(text: sample, ink: .accent, native: true)]
            }
            badly += draw(
                spans, on: &canvas, text: text, x: Layout.margin, baseline: Layout.sampleBaseline,
                size: Layout.sampleSize)
            baseline = Layout.sampleBaseline + 84
        }
        // Lines as far apart as the room left allows (closer above a chart).
        let barsHeight = bars.count * Layout.barRow
        let gap = min(Layout.lineGap, (Layout.bottom - barsHeight - baseline) / max(1, lines.count - 1))
        for line in lines {
            badly += draw(line, on: &canvas, text: text, x: Layout.margin, baseline: baseline, size: Layout.lineSize)
            baseline += gap
        }
        badly += drawBars(on: &canvas, text: text, top: baseline - gap + 28)
        return (canvas, badly)
    }

    /// Draws spans one after the other from `x` on one baseline; when together they are wider than `width`, all
    /// of them smaller by the same factor. Returns the texts that draw badly.
    private func draw(
        _ spans: [Span], on canvas: inout Canvas, text: TextRasterizer, x: Int, baseline: Int, size: Double,
        bold: Bool = false, width: Int = Layout.textWidth
    ) -> [String] {
        paint(
            spans, fitted(spans, text: text, size: size, bold: bold, width: width), on: &canvas, x: x,
            baseline: baseline)
    }

    /// The spans set at `size`, or when together they are wider than `width`, all of them smaller by the same
    /// factor: an eighth at a time, in whole pixels, so that few sizes occur (each is a font of its own).
    private func fitted(
        _ spans: [Span], text: TextRasterizer, size: Double, bold: Bool = false, width: Int
    ) -> (masks: [TextMask], size: Double) {
        func set(_ size: Double) -> [TextMask] {
            spans.map { span in
                let style = TextStyle(
                    size: size, bold: bold, language: span.native ? language : "en", script: span.native ? script : nil)
                return text.mask(span.text, style: style)
            }
        }
        var size = size
        var masks = set(size)
        while masks.reduce(0, { $0 + $1.advance }) > width, size > 12 {
            size = (size * 7 / 8).rounded(.down)
            masks = set(size)
        }
        return (masks, size)
    }

    /// Draws set spans one after the other from `x` on one baseline. Returns the texts that draw badly.
    private func paint(
        _ spans: [Span], _ set: (masks: [TextMask], size: Double), on canvas: inout Canvas, x: Int, baseline: Int
    ) -> [String] {
        var x = x
        for (span, mask) in zip(spans, set.masks) {
            let table = set.size >= Layout.antialiasedSize ? span.ink.coverageTable : span.ink.halfCoverageTable
            canvas.draw(mask, x: x, y: baseline, table: table)
            x += mask.advance
        }
        return zip(spans, set.masks).filter { $0.1.drawsBadly }.map(\.0.text)
    }

    /// The chart: a label, a bar in proportion to the largest value, and the value after it, per row.
    private func drawBars(on canvas: inout Canvas, text: TextRasterizer, top: Int) -> [String] {
        guard let largest = bars.map(\.value).max(), largest > 0 else { return [] }
        let style = TextStyle(size: Layout.barLineSize)
        let labels = bars.map { text.mask($0.label, style: style) }
        let values = bars.map { text.mask(String($0.value), style: style) }
        let barLeft = Layout.margin + (labels.map(\.advance).max() ?? 0) + 24
        let barRoom = PreviewImage.width - Layout.margin - (values.map(\.advance).max() ?? 0) - 16 - barLeft
        let barHeight = 22
        for (index, bar) in bars.enumerated() {
            let baseline = top + index * Layout.barRow + barHeight
            canvas.draw(labels[index], x: Layout.margin, y: baseline, table: ImageInk.ink.halfCoverageTable)
            let length = max(4, bar.value * barRoom / largest)
            canvas.fill(x: barLeft, y: baseline - barHeight, width: length, height: barHeight, .accent)
            canvas.draw(values[index], x: barLeft + length + 16, y: baseline, table: ImageInk.muted.halfCoverageTable)
        }
        return zip(bars.map(\.label), labels).filter { $0.1.drawsBadly }.map(\.0)
    }
}
