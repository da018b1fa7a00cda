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
        let data = scanlines(canvas, format: format, bitDepth: bitDepth)
        appendChunk("IDAT", compress(data, rowLength: data.count / canvas.height), to: &file)
        appendChunk("IEND", [], to: &file)
        return Data(file)
    }

    /// The filtered image data: each row a filter-type byte (0) and the row's pixels, packed most significant
    /// bits first.
    static func scanlines(_ canvas: Canvas, format: Format, bitDepth: Int) -> [UInt8] {
        let width = canvas.width
        let rowBytes: Int
        switch format {
        case .indexed: rowBytes = (width * bitDepth + 7) / 8
        case .rgba: rowBytes = width * 4
        }
        let rowLength = rowBytes + 1
        var data = [UInt8](repeating: 0, count: rowLength * canvas.height)
        let pixelsPerByte = 8 / bitDepth
        let rgba = canvas.palette.map { [$0.red, $0.green, $0.blue, $0.alpha] }
        data.withUnsafeMutableBufferPointer { output in
            canvas.pixels.withUnsafeBufferPointer { pixels in
                for row in 0..<canvas.height {
                    let source = row * width
                    let target = row * rowLength + 1  // after the filter-type byte, 0
                    // A row like the one above (most rows of scaled-up text and flat bands) is copied.
                    if row > 0,
                        memcmp(pixels.baseAddress! + source - width, pixels.baseAddress! + source, width) == 0
                    {
                        memcpy(output.baseAddress! + target, output.baseAddress! + target - rowLength, rowBytes)
                        continue
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
                            // The first pixel in the highest bits.
                            var byte: UInt8 = 0
                            for k in 0..<pixelsPerByte { byte = byte << bitDepth | row[x + k] }
                            packed[x / pixelsPerByte] = byte
                            x += pixelsPerByte
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
        return data
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

    /// The zlib stream (RFC 1950) of `data`, rows of `rowLength` bytes (filter byte included): rows that are all
    /// paper (no byte but the filter byte set) are compressed as runs (`Z_RLE`), the rest at `level`. Most of a
    /// preview is blank; over the whole site this was 25 % faster than compressing everything at one level, and
    /// 3 % smaller. The same input gives the same bytes with the same zlib.
    static func compress(_ data: [UInt8], rowLength: Int, level: Int32 = PNGEncoder.level) -> [UInt8] {
        precondition(rowLength > 0 && data.count % rowLength == 0)
        var stream = z_stream()
        var status = deflateInit2_(
            &stream, level, Z_DEFLATED, 15, 8, Z_DEFAULT_STRATEGY, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        precondition(status == Z_OK, "zlib deflateInit2 failed: \(status)")
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(compressBound(uLong(data.count))) + 1024)
        data.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { target in
                let rows = data.count / rowLength
                let paper = [UInt8](repeating: 0, count: rowLength)
                let blankRows = paper.withUnsafeBufferPointer { paper in
                    (0..<rows).map {
                        memcmp(input.baseAddress! + $0 * rowLength + 1, paper.baseAddress!, rowLength - 1) == 0
                    }
                }
                func isBlank(_ row: Int) -> Bool { blankRows[row] }
                stream.next_out = target.baseAddress
                stream.avail_out = uInt(target.count)
                var row = 0
                var blankStrategy = false
                while row < rows {
                    let blank = isBlank(row)
                    var end = row + 1
                    while end < rows, isBlank(end) == blank { end += 1 }
                    if blank != blankStrategy {
                        status = deflateParams(&stream, level, blank ? Z_RLE : Z_DEFAULT_STRATEGY)
                        precondition(status == Z_OK, "zlib deflateParams failed: \(status)")
                        blankStrategy = blank
                    }
                    stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress! + row * rowLength)
                    stream.avail_in = uInt((end - row) * rowLength)
                    status = deflate(&stream, Z_NO_FLUSH)
                    precondition(status == Z_OK && stream.avail_in == 0, "zlib deflate failed: \(status)")
                    row = end
                }
                status = deflate(&stream, Z_FINISH)
            }
        }
        // The buffer holds any input compressed (compressBound) plus the few blocks each switch of strategy ends:
        // anything else is a bug.
        precondition(status == Z_STREAM_END, "zlib deflate did not finish: \(status)")
        output.removeSubrange(Int(stream.total_out)...)
        return output
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
