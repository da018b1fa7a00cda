import Foundation
import TestSupport
import Testing

@testable import Atlas

@Suite("The PNG encoder")
struct PNGEncoderTests {
    @Test("CRC-32 (zlib's) gives the published check value, and continues over split input")
    func checkValues() {
        #expect(PNGEncoder.crc32(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(PNGEncoder.crc32([]) == 0)
        #expect(PNGEncoder.crc32(Array("6789".utf8), continuing: PNGEncoder.crc32(Array("12345".utf8))) == 0xCBF4_3926)
    }

    @Test("Python's zlib inflates every stream back to its input, and runs compress to almost nothing")
    func compressRoundTrip() throws {
        var random = SplitMix64(seed: 1951)
        let noise = (0..<5000).map { _ in UInt8.random(in: 0...255, using: &random) }
        // Rows of 100 bytes: blank (all zero after the filter byte) and inked, in bands, as `compress` takes them.
        var rows: [UInt8] = []
        for row in 0..<300 { rows += [1] + (0..<99).map { row % 50 < 20 ? 0 : UInt8(($0 * row) % 7) } }
        let inputs: [(name: String, bytes: [UInt8], rowLength: Int)] = [
            ("empty", [], 1), ("one byte", [42], 1), ("noise", noise, 100), ("bands of rows", rows, 100),
            ("a run of 100 000 zeros", [UInt8](repeating: 0, count: 100_000), 100),
        ]
        let streams = inputs.map { Data(PNGEncoder.compress($0.bytes, rowLength: $0.rowLength)) }
        let inflated = try PythonPNG.inflate(streams)
        for (input, output) in zip(inputs, inflated) { #expect(Array(output) == input.bytes, "\(input.name)") }
        #expect(streams[4].count < 200, "\(streams[4].count) bytes for 100 000 zeros")
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
            canvas.draw(Self.mask, x: 2, y: 3, table: (0..<256).map { $0 == 0 ? 0 : UInt8(colors - 1) })
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

    /// A 5×3 mask whose layout origin is 1 pixel in from its left edge and whose baseline is its last row.
    static let mask = TextMask(
        width: 5, height: 3, coverage: [0, 255, 0, 90, 0, 10, 200, 0, 0, 255, 255, 0, 0, 130, 0], originX: 1,
        baseline: 2, advance: 4, size: 3, unknownGlyphs: 0, brokenClusters: 0)

    @Test("A text mask lands with its origin and baseline where asked, through the table, clipped, paper not drawn")
    func drawingMasks() {
        var canvas = Canvas(width: 6, height: 4, palette: [Canvas.Color(0xFFFFFF), Canvas.Color(0), .init(0x777777)])
        canvas.fill(x: 0, y: 0, width: 6, height: 4, color: 2)
        let table = (0..<256).map { UInt8($0 >= 128 ? 1 : 0) }
        // Origin at x 2: the mask's left edge at 1. Baseline at y 2: its top at 0.
        canvas.draw(Self.mask, x: 2, y: 2, table: table)
        let expected: [[UInt8]] = [
            [2, 2, 1, 2, 2, 2],
            [2, 2, 1, 2, 2, 1],
            [2, 1, 2, 2, 1, 2],
            [2, 2, 2, 2, 2, 2],
        ]
        #expect((0..<4).map { y in (0..<6).map { canvas[$0, y] } } == expected)
        // Half off every edge: what falls outside is dropped, nothing traps.
        for (x, y) in [(-3, 1), (5, 1), (2, 0), (2, 5), (-10, -10), (40, 40)] {
            var clipped = Canvas(width: 6, height: 4, palette: [Canvas.Color(0xFFFFFF), Canvas.Color(0)])
            clipped.draw(Self.mask, x: x, y: y, table: table)
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
