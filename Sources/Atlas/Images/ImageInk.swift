/// The colours of the generated images, as palette indices: the site's light theme (`assets/style.css`),
/// so previews and icons match the pages. Preview images use the first four only (two bits a pixel keeps
/// them small and fast to encode); icons use them all.
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

    /// Paper, ink, accent and muted: the palette of preview images.
    static let preview: [Canvas.Color] = [paper, ink, accent, muted].map(\.color)
    /// Every colour, `clear` last (the palette of icons).
    static let all: [Canvas.Color] = allCases.map(\.color)
}

extension Canvas {
    /// Fills a rectangle with one of the site's colours.
    mutating func fill(x: Int, y: Int, width: Int, height: Int, _ ink: ImageInk) {
        fill(x: x, y: y, width: width, height: height, color: ink.rawValue)
    }
}
