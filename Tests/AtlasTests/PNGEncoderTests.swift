import Foundation
import TestSupport
import Testing

@testable import Atlas

@Suite("The PNG encoder")
struct PNGEncoderTests {
    @Test("CRC-32 and Adler-32 give the published check values")
    func checkValues() {
        #expect(Checksum.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(Checksum.crc32([]) == 0)
        #expect(Checksum.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
        #expect(Checksum.adler32([]) == 1)
    }

    @Test("Adler-32 over long, mostly zero data agrees with the definition")
    func adlerShortcut() {
        var random = SplitMix64(seed: 32)
        let bytes = (0..<40_000).map { index -> UInt8 in
            index % 997 < 900 ? 0 : UInt8.random(in: 0...255, using: &random)
        }
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        #expect(Checksum.adler32(bytes) == b << 16 | a)
    }

    /// Inputs that exercise literals, runs, row repeats, long matches and the 32 KiB window.
    static let deflateInputs: [(name: String, bytes: [UInt8], rowLength: Int)] = {
        var random = SplitMix64(seed: 1951)
        let noise = (0..<5000).map { _ in UInt8.random(in: 0...255, using: &random) }
        let smallAlphabet = (0..<70_000).map { _ in UInt8.random(in: 0...3, using: &random) }
        var rows: [UInt8] = []
        for row in 0..<400 {
            rows += [0] + (0..<300).map { UInt8((($0 / 7) + row / 9) % 5 == 0 ? 3 : 0) }
        }
        let farRepeat = noise + [UInt8](repeating: 9, count: 27_000) + noise
        return [
            ("empty", [], 0), ("one byte", [42], 0), ("two bytes", [1, 1], 0), ("noise", noise, 0),
            ("a run of 100 000 zeros", [UInt8](repeating: 0, count: 100_000), 0),
            ("four symbols", smallAlphabet, 0), ("image rows", rows, 301), ("a repeat 32 000 bytes back", farRepeat, 0),
        ]
    }()

    @Test("Python's zlib inflates every stream back to its input")
    func deflateRoundTrip() throws {
        let streams = Self.deflateInputs.map { Data(Deflate.zlib($0.bytes, rowLength: $0.rowLength)) }
        let inflated = try PythonPNG.inflate(streams)
        for (input, output) in zip(Self.deflateInputs, inflated) {
            #expect(Array(output) == input.bytes, "\(input.name)")
        }
        let sizes = Dictionary(uniqueKeysWithValues: zip(Self.deflateInputs.map(\.name), streams.map(\.count)))
        #expect(sizes["a run of 100 000 zeros"]! < 1_000, "\(sizes)")
        #expect(sizes["noise"]! < 5000 * 9 / 8 + 20, "\(sizes)")
    }

    /// Canvases of each bit depth, odd widths included, and the RGBA format.
    static func canvases() -> [(name: String, canvas: Canvas, format: PNGEncoder.Format)] {
        var random = SplitMix64(seed: 15948)
        func canvas(width: Int, height: Int, colors: Int) -> Canvas {
            let palette = (0..<colors).map { Canvas.Color(UInt32($0 * 0x010203 % 0xFFFFFF), alpha: $0 == 1 ? 0 : 255) }
            var canvas = Canvas(width: width, height: height, palette: palette)
            for _ in 0..<40 {
                canvas.fill(
                    x: Int.random(in: -5..<width, using: &random), y: Int.random(in: -5..<height, using: &random),
                    width: Int.random(in: 1...width, using: &random), height: Int.random(in: 1...9, using: &random),
                    color: UInt8.random(in: 0..<UInt8(colors - 1), using: &random) + 1)
            }
            canvas.draw("D·M·Y en_CA 2026", x: 1, y: 1, scale: 1, color: UInt8(colors - 1))
            return canvas
        }
        return [
            ("1×1, one colour", Canvas(width: 1, height: 1, palette: [Canvas.Color(0x123456)]), .indexed),
            ("1 bit, 13 wide", canvas(width: 13, height: 9, colors: 2), .indexed),
            ("2 bits, 101 wide", canvas(width: 101, height: 20, colors: 4), .indexed),
            ("4 bits, 77 wide", canvas(width: 77, height: 31, colors: 11), .indexed),
            ("8 bits", canvas(width: 90, height: 12, colors: 200), .indexed),
            ("RGBA", canvas(width: 33, height: 17, colors: 7), .rgba),
        ]
    }

    @Test("Python reads back the exact pixels, palette and transparency at every bit depth")
    func pixelsRoundTrip() throws {
        let cases = Self.canvases()
        let images = try PythonPNG.decode(cases.map { PNGEncoder.encode($0.canvas, format: $0.format) })
        for (testCase, image) in zip(cases, images) {
            let canvas = testCase.canvas
            #expect(image.width == canvas.width && image.height == canvas.height, "\(testCase.name)")
            switch testCase.format {
            case .indexed:
                #expect(image.colorType == 3, "\(testCase.name)")
                #expect(image.bitDepth == [1, 2, 4, 8].first { canvas.palette.count <= 1 << $0 }, "\(testCase.name)")
                #expect(image.pixels == Self.hex(canvas.pixels), "\(testCase.name)")
                #expect(
                    image.palette == canvas.palette.map { [Int($0.red), Int($0.green), Int($0.blue)] },
                    "\(testCase.name)")
                let alphas = canvas.palette.map { Int($0.alpha) }
                #expect(
                    image.transparency == Array(alphas.prefix((alphas.lastIndex { $0 < 255 } ?? -1) + 1)),
                    "\(testCase.name)")
            case .rgba:
                #expect(image.colorType == 6 && image.bitDepth == 8, "\(testCase.name)")
                let expected = canvas.pixels.flatMap { index -> [UInt8] in
                    let color = canvas.palette[Int(index)]
                    return [color.red, color.green, color.blue, color.alpha]
                }
                #expect(image.pixels == Self.hex(expected), "\(testCase.name)")
            }
            #expect(image.chunks.first == "IHDR" && image.chunks.last == "IEND", "\(testCase.name)")
            #expect(
                Set(image.chunks).isSubset(of: ["IHDR", "PLTE", "tRNS", "IDAT", "IEND"]),
                "\(testCase.name): \(image.chunks)")
        }
    }

    @Test("Encoding is deterministic: the same canvas gives the same bytes")
    func deterministic() {
        for testCase in Self.canvases() {
            #expect(
                PNGEncoder.encode(testCase.canvas, format: testCase.format)
                    == PNGEncoder.encode(testCase.canvas, format: testCase.format), "\(testCase.name)")
        }
    }

    @Test("The pixel font draws printable ASCII and the site's typographic characters, and nothing else")
    func font() {
        for scalar in 0x20...0x7E {
            let character = Character(Unicode.Scalar(UInt8(scalar)))
            #expect(PixelFont.canDraw(String(character)), "no glyph for \(character)")
        }
        #expect(!PixelFont.canDraw("en_CA: numeric Y·M·D, year–month M·Y — Côte d’Ivoire…"))
        #expect(PixelFont.canDraw("en_CA: numeric Y·M·D, year–month M·Y — Cote d’Ivoire…"))
        #expect(PixelFont.glyphs("é") == PixelFont.glyphs("?"))
        for (character, glyph) in PixelFont.glyphs {
            #expect(
                (PixelFont.capHeight...PixelFont.capHeight + PixelFont.descent).contains(glyph.rows.count),
                "\(character)")
            #expect(glyph.rows.allSatisfy { $0 >> glyph.width == 0 }, "\(character)")
        }
        #expect(PixelFont.width("", scale: 3) == 0)
        #expect(PixelFont.width("DMY", scale: 2) == (5 + 1 + 5 + 1 + 5) * 2)
    }

    @Test("Text lands where the font says: 'D' at scale 2, pixel by pixel")
    func drawing() {
        var canvas = Canvas(width: 14, height: 20, palette: [Canvas.Color(0xFFFFFF), Canvas.Color(0)])
        let width = canvas.draw("D", x: 2, y: 3, scale: 2, color: 1)
        #expect(width == 10)
        let glyph = PixelFont.glyphs("D")[0]
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let (column, row) = ((x - 2) / 2, (y - 3) / 2)
                let inside = x >= 2 && y >= 3 && column < glyph.width && row < glyph.rows.count
                let ink = inside && glyph.rows[row] >> (glyph.width - 1 - column) & 1 == 1
                #expect(canvas[x, y] == (ink ? 1 : 0), "(\(x), \(y))")
            }
        }
    }

    static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 15)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
