import Foundation

extension PreviewImage {
    /// The image as a PNG file.
    public func png() -> Data { PNGEncoder.encode(canvas()) }

    /// Margins, positions and sizes of the layout, in pixels.
    private enum Layout {
        static let margin = 72
        static let stripHeight = 12
        static let markTop = 44
        static let markScale = 2
        static let kickerTop = 140
        static let kickerScale = 4
        static let headlineTop = 196
        static let headlineScale = 16
        static let gap = 28
        static let bottom = PreviewImage.height - 40
        static let lineScale = 6
        static let barScale = 4
        static let barRow = 44
        static var textWidth: Int { PreviewImage.width - 2 * margin }
    }

    /// Draws the image: a blue strip along the top, the mark and the site's name, the kicker, the headline as
    /// large as fits, the lines, and the bars.
    func canvas() -> Canvas {
        var canvas = Canvas(width: Self.width, height: Self.height, palette: ImageInk.preview)
        canvas.fill(x: 0, y: 0, width: Self.width, height: Layout.stripHeight, .accent)
        let markSize = AtlasMark.size * Layout.markScale
        AtlasMark.draw(on: &canvas, x: Layout.margin, y: Layout.markTop, scale: Layout.markScale, wheelMarks: false)
        if showsSiteName {
            canvas.draw(
                "Date Order Atlas", x: Layout.margin + markSize + 24,
                y: Layout.markTop + (markSize - PixelFont.capHeight * 4) / 2, scale: 4, color: ImageInk.ink.rawValue)
        }
        canvas.draw(
            kicker, x: Layout.margin, y: Layout.kickerTop,
            scale: Self.fit(kicker, from: Layout.kickerScale, width: Layout.textWidth), color: ImageInk.muted.rawValue)

        let headlineScale = Self.fit(headline, from: Layout.headlineScale, width: Layout.textWidth)
        canvas.draw(
            headline, x: Layout.margin, y: Layout.headlineTop, scale: headlineScale, color: ImageInk.ink.rawValue)
        var top = Layout.headlineTop + (PixelFont.capHeight + PixelFont.descent) * headlineScale + Layout.gap

        // Lines as large as the room left allows (smaller beside a chart), each narrowed further if it is long.
        let barsHeight = bars.count * Layout.barRow
        var lineScale = bars.isEmpty ? Layout.lineScale : Layout.barScale
        while lineScale > 2, top + lines.count * Self.lineHeight(lineScale) + barsHeight > Layout.bottom {
            lineScale -= 1
        }
        for line in lines {
            let scale = Self.fit(line.map(\.text).joined(), from: lineScale, width: Layout.textWidth)
            var x = Layout.margin
            for span in line {
                x += canvas.draw(span.text, x: x, y: top, scale: scale, color: span.ink.rawValue)
                x += PixelFont.spacing * scale
            }
            top += Self.lineHeight(lineScale)
        }
        drawBars(on: &canvas, top: top)
        return canvas
    }

    /// The chart: a label, a bar in proportion to the largest value, and the value after it, per row.
    private func drawBars(on canvas: inout Canvas, top: Int) {
        guard let largest = bars.map(\.value).max(), largest > 0 else { return }
        let scale = Layout.barScale
        let labelWidth = bars.map { PixelFont.width($0.label, scale: scale) }.max() ?? 0
        let valueWidth = bars.map { PixelFont.width(String($0.value), scale: scale) }.max() ?? 0
        let barLeft = Layout.margin + labelWidth + 24
        let barRoom = PreviewImage.width - Layout.margin - valueWidth - 16 - barLeft
        let barHeight = PixelFont.capHeight * scale
        for (index, bar) in bars.enumerated() {
            let y = top + index * Layout.barRow
            canvas.draw(bar.label, x: Layout.margin, y: y, scale: scale, color: ImageInk.ink.rawValue)
            let length = max(scale, bar.value * barRoom / largest)
            canvas.fill(x: barLeft, y: y, width: length, height: barHeight, .accent)
            canvas.draw(
                String(bar.value), x: barLeft + length + 16, y: y, scale: scale, color: ImageInk.muted.rawValue)
        }
    }

    /// The height of a line of text at `scale`, descenders and spacing included.
    private static func lineHeight(_ scale: Int) -> Int { (PixelFont.capHeight + PixelFont.descent + 2) * scale }

    /// The largest scale, at most `from` and at least 1, at which `text` fits `width`.
    private static func fit(_ text: String, from scale: Int, width: Int) -> Int {
        var scale = scale
        while scale > 1, PixelFont.width(text, scale: scale) > width { scale -= 1 }
        return scale
    }
}
