import Foundation

/// A picture as a grid of palette indices, for the generated images: filled rectangles and antialiased text
/// (`TextMask`) in a few flat colours and their tints. `PNGEncoder` turns it into a file.
struct Canvas: Sendable, Equatable {
    /// A colour of the palette, 8 bits per channel; `alpha` 0 is transparent.
    struct Color: Sendable, Hashable {
        var red: UInt8
        var green: UInt8
        var blue: UInt8
        var alpha: UInt8 = 255

        /// `Color(0x0A58CA)`: red, green and blue from a hex number, opaque.
        init(_ rgb: UInt32, alpha: UInt8 = 255) {
            red = UInt8(rgb >> 16 & 0xFF)
            green = UInt8(rgb >> 8 & 0xFF)
            blue = UInt8(rgb & 0xFF)
            self.alpha = alpha
        }

        /// `#0a58ca`, for SVG.
        var hex: String {
            "#" + [red, green, blue].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
        }
    }

    let width: Int
    let height: Int
    /// At most 256 colours; pixels are indices into it.
    let palette: [Color]
    /// Row by row, top to bottom, one palette index per pixel.
    private(set) var pixels: [UInt8]

    /// A canvas filled with palette index `background`.
    init(width: Int, height: Int, palette: [Color], background: UInt8 = 0) {
        precondition(width > 0 && height > 0 && !palette.isEmpty && palette.count <= 256)
        precondition(Int(background) < palette.count)
        self.width = width
        self.height = height
        self.palette = palette
        pixels = [UInt8](repeating: background, count: width * height)
    }

    /// The palette index at a pixel.
    subscript(x: Int, y: Int) -> UInt8 { pixels[y * width + x] }

    /// Fills a rectangle, clipped to the canvas.
    mutating func fill(x: Int, y: Int, width: Int, height: Int, color: UInt8) {
        precondition(Int(color) < palette.count)
        let left = max(x, 0)
        let right = min(x + width, self.width)
        let top = max(y, 0)
        let bottom = min(y + height, self.height)
        guard left < right, top < bottom else { return }
        let rowWidth = self.width
        pixels.withUnsafeMutableBufferPointer { buffer in
            for row in top..<bottom {
                memset(buffer.baseAddress! + row * rowWidth + left, Int32(color), right - left)
            }
        }
    }

    /// Fills a rectangle with corners rounded to `radius` (a pixel is inside when its centre is).
    mutating func fillRounded(x: Int, y: Int, width: Int, height: Int, radius: Int, color: UInt8) {
        for row in 0..<height {
            // How far the corner arc pulls this row in, from the pixel centre's distance to the arc's centre.
            let fromEdge = min(row, height - 1 - row)
            var inset = 0
            if fromEdge < radius {
                let dy = 2 * (radius - fromEdge) - 1  // doubled, so centres sit on integers
                while inset < radius {
                    let dx = 2 * (radius - inset) - 1
                    if dx * dx + dy * dy <= 4 * radius * radius { break }
                    inset += 1
                }
            }
            fill(x: x + inset, y: y + row, width: width - 2 * inset, height: 1, color: color)
        }
    }

    /// Draws a text mask with the layout's left edge at `x` and its baseline at `y`, each pixel's coverage turned
    /// into a palette index by `table` (256 entries; index 0, paper, is not drawn, so masks may overlap). Clipped to
    /// the canvas.
    mutating func draw(_ mask: TextMask, x: Int, y: Int, table: [UInt8]) {
        precondition(table.count == 256)
        let left = x - mask.originX
        let top = y - mask.baseline
        let (firstColumn, endColumn) = (max(0, -left), min(mask.width, width - left))
        let (firstRow, endRow) = (max(0, -top), min(mask.height, height - top))
        guard firstColumn < endColumn, firstRow < endRow else { return }
        let rowWidth = width
        pixels.withUnsafeMutableBufferPointer { pixels in
            mask.coverage.withUnsafeBufferPointer { coverage in
                table.withUnsafeBufferPointer { table in
                    // Pointers, not buffer subscripts: this runs for every pixel of every mask, also in the debug
                    // build `make site` runs.
                    let lookup = table.baseAddress!
                    for row in firstRow..<endRow {
                        let source = coverage.baseAddress! + row * mask.width
                        let target = pixels.baseAddress! + (top + row) * rowWidth + left
                        var column = firstColumn
                        while column < endColumn {
                            // Most of a mask is empty: skip eight blank pixels at a time.
                            if column + 8 <= endColumn,
                                UnsafeRawPointer(source + column).loadUnaligned(as: UInt64.self) == 0
                            {
                                column += 8
                                continue
                            }
                            let index = (lookup + Int((source + column).pointee)).pointee
                            if index != 0 { (target + column).pointee = index }
                            column += 1
                        }
                    }
                }
            }
        }
    }
}
