/// The colours of the generated images, as palette indices: the site's light theme (`assets/style.css`),
/// so previews and icons match the pages. Preview images use the first four and their tints (`preview`); icons
/// use them all.
enum ImageInk: UInt8, CaseIterable, Sendable, Encodable {
    case paper, ink, accent, muted, accentPaper, line, clear

    /// The colour: white paper, near-black ink, the site's blue accent, grey for secondary text.
    var color: Canvas.Color {
        switch self {
        case .paper: Canvas.Color(0xFFFFFF)
        case .ink: Canvas.Color(0x1B1F24)
        case .accent: Canvas.Color(0x0A58CA)
        case .muted: Canvas.Color(0x57606A)
        case .accentPaper: Canvas.Color(0xE7F0FF)
        case .line: Canvas.Color(0xD0D7DE)
        case .clear: Canvas.Color(0xFFFFFF, alpha: 0)
        }
    }

    /// The inks text is drawn in on previews.
    static let textInks: [ImageInk] = [.ink, .accent, .muted]

    /// How many steps of coverage antialiased text is quantised to, full ink included: the tints between paper
    /// and each text ink are `shades - 1`. Three keeps the palette at 10 colours (4 bits a pixel) and the edges of
    /// large text smooth; over the whole site two made the previews 5 % smaller and four 4 % larger.
    static let shades = 3

    /// The palette of preview images: paper, ink, accent and muted (the same indices as for icons), then the tints
    /// of ink, accent and muted, lightest first.
    static let preview: [Canvas.Color] =
        [paper, ink, accent, muted].map(\.color)
        + textInks.flatMap { ink in (1..<shades).map { tint(ink.color, level: $0) } }

    /// `color` laid over paper at `level` of `shades`, rounded.
    static func tint(_ color: Canvas.Color, level: Int) -> Canvas.Color {
        func mix(_ channel: UInt8) -> UInt32 {
            UInt32((255 * (shades - level) + Int(channel) * level + shades / 2) / shades)
        }
        return Canvas.Color(mix(color.red) << 16 | mix(color.green) << 8 | mix(color.blue))
    }

    /// For each coverage 0–255 of text in this ink over paper, the preview palette index: paper up to half a
    /// step, then the tints, then the ink itself.
    var coverageTable: [UInt8] { Self.coverageTables[Int(rawValue)] }

    /// For each coverage 0–255, this ink where a pixel is at least half covered, else paper: text without
    /// antialiasing.
    var halfCoverageTable: [UInt8] { Self.halfCoverageTables[Int(rawValue)] }

    private static let coverageTables = allCases.map(\.makeCoverageTable)
    private static let halfCoverageTables = allCases.map { ink in (0..<256).map { $0 >= 128 ? ink.rawValue : 0 } }

    private var makeCoverageTable: [UInt8] {
        let offset = 4 + (Self.textInks.firstIndex(of: self) ?? 0) * (Self.shades - 1)
        return (0..<256).map { coverage in
            let level = (coverage * Self.shades + 127) / 255
            switch level {
            case 0: return ImageInk.paper.rawValue
            case Self.shades: return rawValue
            default: return UInt8(offset + level - 1)
            }
        }
    }

    /// Every colour, `clear` last (the palette of icons).
    static let all: [Canvas.Color] = allCases.map(\.color)
}

extension Canvas {
    /// Fills a rectangle with one of the site's colours.
    mutating func fill(x: Int, y: Int, width: Int, height: Int, _ ink: ImageInk) {
        fill(x: x, y: y, width: width, height: height, color: ink.rawValue)
    }
}
