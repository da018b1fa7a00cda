import CZlib
import Foundation

/// Writes a `Canvas` as a PNG file (ISO/IEC 15948): signature, `IHDR`, `PLTE` (and `tRNS` where the palette
/// has transparency) or nothing for truecolour, one `IDAT`, `IEND`. No text, time or gamma chunks, so the bytes
/// depend on the pixels alone. Every row uses filter type 0 (None), as the PNG specification recommends for
/// palette images. zlib compresses the image data and gives each chunk's CRC-32; this is the only file that calls
/// it.
enum PNGEncoder {
    /// zlib's compression level for the image data, chosen by measuring the previews: level 9 is 5 % smaller but
    /// takes six times as long (17 ms an image), level 5 is 2 % larger and 20 % faster, levels 1 to 3 (zlib's
    /// fast strategy) are 40–60 % larger.
    static let level: Int32 = 6

    /// How the pixels are stored.
    enum Format: Sendable {
        /// Colour type 3: palette indices at the smallest bit depth (1, 2, 4 or 8) that holds the palette.
        case indexed
        /// Colour type 6: 8-bit red, green, blue and alpha per pixel (what an ICO file expects of an embedded
        /// PNG).
        case rgba
    }

    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The PNG file of `canvas`.
    static func encode(_ canvas: Canvas, format: Format = .indexed) -> Data {
        var file = signature
        let bitDepth: Int
        switch format {
        case .indexed: bitDepth = [1, 2, 4, 8].first { canvas.palette.count <= 1 << $0 }!
        case .rgba: bitDepth = 8
        }
        var header: [UInt8] = []
        header += bigEndian(UInt32(canvas.width))
        header += bigEndian(UInt32(canvas.height))
        // Bit depth, colour type, compression 0 (deflate), filter method 0, no interlace.
        header += [UInt8(bitDepth), format == .indexed ? 3 : 6, 0, 0, 0]
        appendChunk("IHDR", header, to: &file)
        if format == .indexed {
            appendChunk("PLTE", canvas.palette.flatMap { [$0.red, $0.green, $0.blue] }, to: &file)
            if let last = canvas.palette.lastIndex(where: { $0.alpha < 255 }) {
                appendChunk("tRNS", canvas.palette[...last].map(\.alpha), to: &file)
            }
        }
        let deflater = Deflater(level: level)
        forEachScanline(canvas, format: format, bitDepth: bitDepth) { row, blank in deflater.add(row, blank: blank) }
        appendChunk("IDAT", deflater.finish(), to: &file)
        appendChunk("IEND", [], to: &file)
        return Data(file)
    }

    /// Hands each filtered row of the image to `body`, top to bottom: a filter-type byte (0) and the row's pixels,
    /// packed most significant bits first, with whether the row is all palette index 0 (blank paper). The row's
    /// buffer is reused: only one row is ever held.
    static func forEachScanline(
        _ canvas: Canvas, format: Format, bitDepth: Int, _ body: (UnsafeBufferPointer<UInt8>, Bool) -> Void
    ) {
        let width = canvas.width
        let rowBytes: Int
        switch format {
        case .indexed: rowBytes = (width * bitDepth + 7) / 8
        case .rgba: rowBytes = width * 4
        }
        let rowLength = rowBytes + 1
        var data = [UInt8](repeating: 0, count: rowLength)
        let paper = [UInt8](repeating: 0, count: width)
        let pixelsPerByte = 8 / bitDepth
        let rgba = canvas.palette.map { [$0.red, $0.green, $0.blue, $0.alpha] }
        data.withUnsafeMutableBufferPointer { output in
            canvas.pixels.withUnsafeBufferPointer { pixels in
                for row in 0..<canvas.height {
                    let source = row * width
                    let target = 1  // after the filter-type byte, 0
                    let blank = memcmp(pixels.baseAddress! + source, paper, width) == 0
                    defer { body(UnsafeBufferPointer(output), blank) }
                    // A row like the one above (blank paper, flat bands) is already in the buffer.
                    if row > 0,
                        memcmp(pixels.baseAddress! + source - width, pixels.baseAddress! + source, width) == 0
                    {
                        continue
                    }
                    if format == .indexed, bitDepth < 8 {
                        memset(output.baseAddress! + target, 0, rowBytes)
                    }
                    switch format {
                    case .indexed where bitDepth == 8:
                        for x in 0..<width { output[target + x] = pixels[source + x] }
                    case .indexed:
                        let row = pixels.baseAddress! + source
                        let packed = output.baseAddress! + target
                        let whole = width - width % pixelsPerByte
                        var x = 0
                        while x < whole {
                            // Eight pixels of index 0 (paper, most of every image) leave their bits at zero (eight
                            // is a whole number of bytes at every depth).
                            if x + 8 <= width, UnsafeRawPointer(row + x).loadUnaligned(as: UInt64.self) == 0 {
                                x += 8
                                continue
                            }
                            // The first pixel in the highest bits. (Pointers and `while`, not ranges and
                            // buffer subscripts: this runs for every pixel, also in the debug build `make site`
                            // runs, where each generic step is a call.)
                            var byte: UInt8 = 0
                            let end = x + pixelsPerByte
                            while x < end {
                                byte = byte << bitDepth | (row + x).pointee
                                x += 1
                            }
                            (packed + (end / pixelsPerByte - 1)).pointee = byte
                        }
                        if x < width {
                            // A last byte only partly filled: its pixels from the highest bits, the rest zero.
                            var byte: UInt8 = 0
                            for k in 0..<(width - x) { byte |= row[x + k] << (8 - bitDepth * (k + 1)) }
                            packed[x / pixelsPerByte] = byte
                        }
                    case .rgba:
                        for x in 0..<width {
                            for channel in 0..<4 {
                                output[target + 4 * x + channel] = rgba[Int(pixels[source + x])][channel]
                            }
                        }
                    }
                }
            }
        }
    }

    /// Appends a chunk: length, type, data, CRC-32 of type and data.
    static func appendChunk(_ type: String, _ data: [UInt8], to file: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        precondition(typeBytes.count == 4)
        file += bigEndian(UInt32(data.count))
        file += typeBytes
        file += data
        file += bigEndian(crc32(data, continuing: crc32(typeBytes)))
    }

    /// The CRC-32 of `bytes` (ISO 3309, as PNG uses it), continuing from `crc` (start with `0`).
    static func crc32(_ bytes: [UInt8], continuing crc: UInt32 = 0) -> UInt32 {
        bytes.withUnsafeBufferPointer { buffer in
            UInt32(CZlib.crc32(uLong(crc), buffer.baseAddress, uInt(buffer.count)))
        }
    }

    /// The zlib stream (RFC 1950) of `data`, rows of `rowLength` bytes, a row blank when all its bytes after the
    /// first (the filter byte) are zero: what `encode` writes for the same rows.
    static func compress(_ data: [UInt8], rowLength: Int, level: Int32 = PNGEncoder.level) -> [UInt8] {
        precondition(rowLength > 0 && data.count % rowLength == 0)
        let deflater = Deflater(level: level)
        data.withUnsafeBufferPointer { bytes in
            for start in stride(from: 0, to: bytes.count, by: rowLength) {
                let row = UnsafeBufferPointer(rebasing: bytes[start..<start + rowLength])
                deflater.add(row, blank: row.dropFirst().allSatisfy { $0 == 0 })
            }
        }
        return deflater.finish()
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}

/// One zlib stream, fed row by row: blank rows are compressed as runs (`Z_RLE`), the rest at the encoder's level
/// (switched with `deflateParams`). Most of a preview is blank paper, and zlib's hashing of it cost more than
/// the text; over 80 sampled previews this was 25 % faster than one level for everything, and 3 % smaller. The
/// output grows as needed from a few kilobytes, so no buffer the size of the image is made.
private final class Deflater {
    private var stream = z_stream()
    private var output: UnsafeMutablePointer<UInt8>
    private var capacity = 16_384
    private let level: Int32
    private var runs = false

    init(level: Int32) {
        self.level = level
        output = .allocate(capacity: capacity)
        let status = deflateInit2_(
            &stream, level, Z_DEFLATED, 15, 8, Z_DEFAULT_STRATEGY, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        precondition(status == Z_OK, "zlib deflateInit2 failed: \(status)")
        stream.next_out = output
        stream.avail_out = uInt(capacity)
    }

    deinit {
        deflateEnd(&stream)
        output.deallocate()
    }

    /// Compresses one row.
    func add(_ row: UnsafeBufferPointer<UInt8>, blank: Bool) {
        if blank != runs {
            // A change of strategy ends the current block, which needs room in the output.
            var status = deflateParams(&stream, level, blank ? Z_RLE : Z_DEFAULT_STRATEGY)
            while status == Z_BUF_ERROR {
                grow()
                status = deflateParams(&stream, level, blank ? Z_RLE : Z_DEFAULT_STRATEGY)
            }
            precondition(status == Z_OK, "zlib deflateParams failed: \(status)")
            runs = blank
        }
        guard let base = row.baseAddress, !row.isEmpty else { return }
        stream.next_in = UnsafeMutablePointer(mutating: base)
        stream.avail_in = uInt(row.count)
        while stream.avail_in > 0 {
            if stream.avail_out == 0 { grow() }
            let status = deflate(&stream, Z_NO_FLUSH)
            precondition(status == Z_OK || status == Z_BUF_ERROR, "zlib deflate failed: \(status)")
        }
    }

    /// Ends the stream and returns it.
    func finish() -> [UInt8] {
        while true {
            if stream.avail_out == 0 { grow() }
            let status = deflate(&stream, Z_FINISH)
            if status == Z_STREAM_END { break }
            precondition(status == Z_OK || status == Z_BUF_ERROR, "zlib deflate failed: \(status)")
            if stream.avail_out > 0 { grow() }  // no progress without more room
        }
        return Array(UnsafeBufferPointer(start: output, count: Int(stream.total_out)))
    }

    /// Doubles the output buffer, keeping what is written.
    private func grow() {
        let written = capacity - Int(stream.avail_out)
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
        larger.update(from: output, count: written)
        output.deallocate()
        output = larger
        capacity *= 2
        stream.next_out = output + written
        stream.avail_out = uInt(capacity - written)
    }
}
