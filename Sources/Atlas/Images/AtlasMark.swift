/// The site's mark: three date-picker columns on a blue rounded square, showing `D`, `M` and `Y`. It is drawn on
/// a 32×32 grid, from which come the SVG favicon, the PNG icons (at whole-number scales) and the corner of
/// every preview image.
enum AtlasMark {
    /// The grid the mark is drawn on.
    static let size = 32
    /// The corner radius of the square.
    static let radius = 6
    /// The left edges of the three columns; each is `columnWidth` wide and runs from `columnTop` for
    /// `columnHeight`.
    static let columns = [4, 13, 22]
    static let columnWidth = 7
    static let columnTop = 4
    static let columnHeight = 24
    /// The letters in the columns, 5 units wide and 7 tall, row by row (`#` is ink), and the top of their capitals.
    static let letters: [[String]] = [
        ["###..", "#..#.", "#...#", "#...#", "#...#", "#..#.", "###.."],  // D
        ["#...#", "##.##", "#.#.#", "#.#.#", "#...#", "#...#", "#...#"],  // M
        ["#...#", "#...#", ".#.#.", "..#..", "..#..", "..#..", "..#.."],  // Y
    ]
    static let letterTop = 12

    /// The horizontal runs of ink of a letter, row by row, left to right.
    static func runs(_ letter: [String]) -> [(row: Int, column: Int, length: Int)] {
        var runs: [(row: Int, column: Int, length: Int)] = []
        for (row, line) in letter.enumerated() {
            let ink = line.map { $0 == "#" }
            var column = 0
            while column < ink.count {
                guard ink[column] else {
                    column += 1
                    continue
                }
                var end = column + 1
                while end < ink.count, ink[end] { end += 1 }
                runs.append((row, column, end - column))
                column = end
            }
        }
        return runs
    }
    /// Short strokes above and below the letters: the neighbouring values of a picker wheel.
    static let wheelMarks = [7, 24]

    /// Draws the mark with its top-left corner at (`x`, `y`), each grid unit `scale` pixels; without
    /// `wheelMarks` (which need the `line` colour) on a canvas of the four preview colours.
    static func draw(on canvas: inout Canvas, x: Int, y: Int, scale: Int, wheelMarks: Bool = true) {
        canvas.fillRounded(
            x: x, y: y, width: size * scale, height: size * scale, radius: radius * scale,
            color: ImageInk.accent.rawValue)
        for (column, letter) in zip(columns, letters) {
            canvas.fill(
                x: x + column * scale, y: y + columnTop * scale, width: columnWidth * scale,
                height: columnHeight * scale, .paper)
            for mark in wheelMarks ? Self.wheelMarks : [] {
                canvas.fill(x: x + (column + 2) * scale, y: y + mark * scale, width: 3 * scale, height: scale, .line)
            }
            for run in runs(letter) {
                canvas.fill(
                    x: x + (column + 1 + run.column) * scale, y: y + (letterTop + run.row) * scale,
                    width: run.length * scale, height: scale, .ink)
            }
        }
    }

    /// The mark as a PNG canvas of `size × scale` pixels, transparent around the rounded square; with
    /// `opaque`, the corners are white instead (an Apple touch icon is never transparent).
    static func canvas(scale: Int, opaque: Bool = false) -> Canvas {
        var canvas = Canvas(
            width: size * scale, height: size * scale, palette: ImageInk.all,
            background: opaque ? ImageInk.paper.rawValue : ImageInk.clear.rawValue)
        draw(on: &canvas, x: 0, y: 0, scale: scale)
        return canvas
    }

    /// The mark as an SVG document on the 32×32 grid; the letters are their squares as one path,
    /// so the file needs no font.
    static var svg: String {
        var letterPath = ""
        for (column, letter) in zip(columns, letters) {
            for run in runs(letter) {
                letterPath += "M\(column + 1 + run.column) \(letterTop + run.row)h\(run.length)v1h-\(run.length)z"
            }
        }
        var elements = [
            "<rect width=\"\(size)\" height=\"\(size)\" rx=\"\(radius)\" fill=\"\(ImageInk.accent.color.hex)\"/>"
        ]
        for column in columns {
            elements.append(
                "<rect x=\"\(column)\" y=\"\(columnTop)\" width=\"\(columnWidth)\" height=\"\(columnHeight)\" "
                    + "fill=\"\(ImageInk.paper.color.hex)\"/>")
            for mark in wheelMarks {
                elements.append(
                    "<rect x=\"\(column + 2)\" y=\"\(mark)\" width=\"3\" height=\"1\" fill=\"\(ImageInk.line.color.hex)\"/>"
                )
            }
        }
        elements.append("<path d=\"\(letterPath)\" fill=\"\(ImageInk.ink.color.hex)\"/>")
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(size) \(size)\">\n"
            + "<title>Date Order Atlas</title>\n" + elements.joined(separator: "\n") + "\n</svg>\n"
    }
}
