import Foundation

/// The site's icons, every one drawn from `AtlasMark`: `assets/favicon.svg` for browsers that take SVG,
/// `assets/favicon-32.png` for those that do not, `assets/apple-touch-icon.png` (180×180) for home screens, and
/// `favicon.ico` at the root of the site for browsers that ask for it without looking at the page.
enum Favicon {
    static let svgPath = "assets/favicon.svg"
    static let pngPath = "assets/favicon-32.png"
    static let touchIconPath = "assets/apple-touch-icon.png"
    static let icoPath = "favicon.ico"
    /// The side of the Apple touch icon: the 32-unit mark at scale 5 with a 10-pixel white border.
    static let touchIconSize = 180

    /// Every icon file, as (path relative to the output folder, bytes).
    static let files: [(path: String, data: Data)] = {
        let small = AtlasMark.canvas(scale: 1)
        var touch = Canvas(
            width: touchIconSize, height: touchIconSize, palette: ImageInk.all, background: ImageInk.paper.rawValue)
        let border = (touchIconSize - AtlasMark.size * 5) / 2
        AtlasMark.draw(on: &touch, x: border, y: border, scale: 5)
        return [
            (svgPath, Data(AtlasMark.svg.utf8)),
            (pngPath, PNGEncoder.encode(small)),
            (touchIconPath, PNGEncoder.encode(touch)),
            (icoPath, ico(png: PNGEncoder.encode(small, format: .rgba), width: small.width, height: small.height)),
        ]
    }()

    /// An ICO file holding one PNG image: the 6-byte header, one 16-byte directory entry, the PNG (Windows
    /// Vista and every current browser read PNG entries; the PNG is 32-bit RGBA, as the format expects).
    static func ico(png: Data, width: Int, height: Int) -> Data {
        precondition((1...256).contains(width) && (1...256).contains(height))
        func little16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
        func little32(_ value: Int) -> [UInt8] { little16(value & 0xFFFF) + little16(value >> 16 & 0xFFFF) }
        var file: [UInt8] = little16(0) + little16(1) + little16(1)  // reserved, type 1 (icon), one image
        file += [UInt8(width % 256), UInt8(height % 256), 0, 0]  // 256 is written as 0; no palette; reserved
        file += little16(1) + little16(32)  // colour planes, bits per pixel
        file += little32(png.count) + little32(6 + 16)  // size of the image, its offset
        return Data(file) + png
    }
}
