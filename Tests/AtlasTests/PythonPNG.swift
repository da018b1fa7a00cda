import Foundation
import TestSupport

/// Reads PNG files and zlib streams with Python 3's own `zlib` and `struct`, independently of the encoder under
/// test: the signature, every chunk's CRC-32, the zlib stream (Adler-32 included), the five filter types, bit
/// depths 1 to 8, palettes, transparency and RGBA. One Python process reads a whole batch.
enum PythonPNG {
    /// What Python read from one PNG file.
    struct Image: Decodable {
        let width: Int
        let height: Int
        let bitDepth: Int
        let colorType: Int
        /// The chunk types in file order.
        let chunks: [String]
        /// The palette as [red, green, blue] triples, for colour type 3.
        let palette: [[Int]]
        /// The `tRNS` alpha values, if any.
        let transparency: [Int]
        /// One palette index per pixel (colour type 3) or four bytes per pixel (colour type 6), as hex.
        let pixels: String
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Decodes each file; a bad signature, CRC, zlib stream or size fails the whole batch with Python's message.
    static func decode(_ files: [Data]) throws -> [Image] {
        try JSONDecoder().decode([Image].self, from: run(mode: "png", files))
    }

    /// Inflates each zlib stream (checking its header and Adler-32).
    static func inflate(_ streams: [Data]) throws -> [Data] {
        try JSONDecoder().decode([String].self, from: run(mode: "zlib", streams)).map {
            try Data(base64Encoded: $0).orThrow("bad base64 from Python")
        }
    }

    private static func run(mode: String, _ inputs: [Data]) throws -> Data {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var paths: [String] = []
        for (index, data) in inputs.enumerated() {
            let url = folder.path("input-\(index)")
            try data.write(to: url)
            paths.append(url.path)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, mode] + paths
        let output = Pipe()
        // Errors go to a file, not a second pipe: a pipe read only after standard output could fill up and stall
        // python3 while this side waits for its output.
        let errorFile = folder.path("stderr")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        let errors = try FileHandle(forWritingTo: errorFile)
        defer { try? errors.close() }
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let message = (try? Data(contentsOf: errorFile)) ?? Data()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "python3 failed: " + String(decoding: message, as: UTF8.self))
        }
        return data
    }

    private static let script = #"""
        import base64, json, struct, sys, zlib

        def png(path):
            data = open(path, "rb").read()
            if data[:8] != b"\x89PNG\r\n\x1a\n":
                raise SystemExit("bad signature")
            offset, chunks, bodies, idat = 8, [], {}, b""
            while offset < len(data):
                length, = struct.unpack(">I", data[offset:offset + 4])
                kind = data[offset + 4:offset + 8]
                body = data[offset + 8:offset + 8 + length]
                crc, = struct.unpack(">I", data[offset + 8 + length:offset + 12 + length])
                if zlib.crc32(kind + body) != crc:
                    raise SystemExit("bad CRC in " + kind.decode())
                chunks.append(kind.decode())
                if kind == b"IDAT":
                    idat += body
                else:
                    bodies[kind] = body
                offset += 12 + length
            width, height, depth, color, compression, method, interlace = struct.unpack(">IIBBBBB", bodies[b"IHDR"])
            if compression or method or interlace:
                raise SystemExit("unexpected compression, filter method or interlace")
            raw = zlib.decompress(idat)
            channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[color]
            step = max(1, channels * depth // 8)
            stride = (width * channels * depth + 7) // 8
            if len(raw) != height * (stride + 1):
                raise SystemExit("image data of %d bytes, expected %d" % (len(raw), height * (stride + 1)))
            previous, rows = bytearray(stride), []
            for y in range(height):
                kind = raw[y * (stride + 1)]
                line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
                if kind:
                    for x in range(stride):
                        a = line[x - step] if x >= step else 0
                        b = previous[x]
                        c = previous[x - step] if x >= step else 0
                        if kind == 1: predictor = a
                        elif kind == 2: predictor = b
                        elif kind == 3: predictor = (a + b) // 2
                        elif kind == 4:
                            p = a + b - c
                            pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                            predictor = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                        else: raise SystemExit("filter type %d" % kind)
                        line[x] = (line[x] + predictor) & 255
                rows.append(line)
                previous = line
            if depth == 8:
                pixels = b"".join(bytes(row) for row in rows)
            else:
                per = 8 // depth
                table = [bytes((value >> (8 - depth * (k + 1))) & ((1 << depth) - 1) for k in range(per))
                         for value in range(256)]
                pixels = b"".join(b"".join(table[value] for value in row)[:width] for row in rows)
            palette = bodies.get(b"PLTE", b"")
            return {
                "width": width, "height": height, "bitDepth": depth, "colorType": color, "chunks": chunks,
                "palette": [list(palette[i:i + 3]) for i in range(0, len(palette), 3)],
                "transparency": list(bodies.get(b"tRNS", b"")), "pixels": pixels.hex(),
            }

        mode, paths = sys.argv[1], sys.argv[2:]
        if mode == "png":
            print(json.dumps([png(path) for path in paths]))
        else:
            print(json.dumps([base64.b64encode(zlib.decompress(open(path, "rb").read())).decode() for path in paths]))
        """#
}

extension Optional {
    /// The value, or a thrown failure naming what was missing.
    fileprivate func orThrow(_ message: String) throws -> Wrapped {
        guard let self else { throw PythonPNG.Failure(description: message) }
        return self
    }
}
