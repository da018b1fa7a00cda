import Foundation

/// Rendering a build already did, kept for the next build into the same folder: the HTML of every Markdown block
/// (cmark-gfm and the post-processing) and the PNG of every preview image, each under a fingerprint
/// (`ContentHash`) of what it is made from — the block's Markdown, the image's whole value. Both are pure
/// functions of that input and of the code that runs them, so the memo is only read by the same tool on the same
/// toolchain: its header names the identity of the executable and of every library in the process, as the build
/// stamp does. A build that adds a template, changes the base URL or passes `--previous` renders only the blocks
/// and images that are new; everything else comes from the memo, byte for byte what rendering it would give.
///
/// Lives beside the stamps (`<cache>/renders/<fingerprint of the output path>.memo`), written after each build
/// with exactly the entries that build used, so it never grows beyond one site. A missing, foreign, truncated or
/// corrupt memo is simply empty. `build --check` and `DATEORDER_CACHE=off` never use one.
///
/// Threads look entries up and record where in the site each block and image went (`record`) while pages and
/// images are made; after each of the two stages, `capture(_:from:)` takes the recorded bytes out of the site
/// (slices of its own data, so no second copy is kept) and lets go of that part of the memo read at the start;
/// `store()` writes them after the site is written.
public final class RenderMemo: @unchecked Sendable {
    /// What an entry holds.
    enum Kind: UInt8 {
        case markdownHTML = 1
        case previewPNG = 2
    }

    /// An entry's name: its kind and the fingerprint of its input.
    struct Key: Hashable, Comparable {
        let kind: Kind
        let hash: ContentHash

        static func < (left: Key, right: Key) -> Bool {
            (left.kind.rawValue, left.hash) < (right.kind.rawValue, right.hash)
        }
    }

    /// The memo file, or `nil` for a memo kept in memory only (tests).
    let file: URL?
    /// The identity of the tool and toolchain the entries were made with.
    let toolchain: String
    private let lock = NSLock()
    /// The memo read at the start, each kind until `capture(_:from:)`.
    private var loaded: [Key: (bytes: Data, check: ContentHash)]
    /// Where in the site this build put each entry's bytes (the first place, for a block on several pages).
    private var recorded: [Key: (path: String, range: Range<Int>)] = [:]
    /// The bytes of the recorded entries, taken out of the site by `capture(_:from:)`.
    private var captured: [(Key, Data)] = []
    private var hitCount = 0
    private var missCount = 0

    /// The first line of every memo; a memo of another format is not read.
    static let version = "dateorder-memo 2"
    /// How many memos (one per output folder, about 25 MB for the full site) the cache folder keeps.
    static let keptMemos = 4
    /// The largest memo read (a bigger file is not one this tool wrote for a site).
    static let maximumSize = 512 << 20

    /// The memo of builds into `output`, from `directory` (the stamps' cache folder; the memo lives beside it in
    /// `renders/`), for the running tool; empty when there is none yet or it cannot be used.
    public convenience init(stampDirectory: URL, output: URL) {
        let file = CacheFiles.file(in: Self.directory(stampDirectory: stampDirectory), for: output, suffix: ".memo")
        self.init(file: file, toolchain: Self.runningToolchain)
    }

    /// The folder of the memos: `renders/` beside the stamps' folder (`~/.cache/dateorder/renders`).
    public static func directory(stampDirectory: URL) -> URL {
        stampDirectory.deletingLastPathComponent().appendingPathComponent("renders")
    }

    /// A memo read from `file` (or an empty one kept in memory, when `file` is `nil`) for entries made by
    /// `toolchain`.
    init(file: URL?, toolchain: String) {
        self.file = file
        self.toolchain = toolchain
        loaded =
            file.flatMap { FileBytes.contentsOutsideHeap($0.path, maximum: Self.maximumSize) }.flatMap {
                Self.entries(of: $0, toolchain: toolchain)
            } ?? [:]
    }

    /// The identity of the running executable and its libraries (path, size, times, inode of each).
    static var runningToolchain: String {
        var hasher = StampHasher()
        for path in LoadedFiles.paths {
            hasher.add(path + " " + (FileIdentity(path: path)?.line ?? "missing"))
        }
        return hasher.hex
    }

    // MARK: - During a build

    /// What `read` makes of the bytes the memo holds for `key`, if it holds any whose fingerprint is still the
    /// one written with them (bytes changed on disk since count as missing). `read` must copy what it keeps (a
    /// `String`, a new `Data`), so nothing made from the memo read at the start keeps it in memory.
    func reading<Value>(_ key: Key, _ read: (UnsafeRawBufferPointer) -> Value) -> Value? {
        let entry = lock.withLock { loaded[key] }
        let value = entry.flatMap { entry in
            entry.bytes.withUnsafeBytes { ContentHash($0) == entry.check ? read($0) : nil }
        }
        lock.withLock {
            if value == nil { missCount += 1 } else { hitCount += 1 }
        }
        return value
    }

    /// Notes that this build's bytes for `key` are `range` of the file at `path` of the site.
    func record(_ key: Key, at path: String, _ range: Range<Int>) {
        lock.withLock {
            if recorded[key] == nil { recorded[key] = (path, range) }
        }
    }

    /// Takes the bytes of the recorded entries of `kind` out of `site` and forgets the memo's own entries of that
    /// kind: called once a stage is done with them (the pages with the Markdown, the images with theirs), and
    /// before anything can replace a generated file (a layout's own asset at an image's path, say). The bytes
    /// taken are slices of the site's own data, not copies.
    func capture(_ kind: Kind, from site: SiteFiles) {
        lock.withLock {
            for (key, place) in recorded where key.kind == kind {
                guard let data = site.files[place.path], place.range.upperBound <= data.count else { continue }
                let start = data.startIndex + place.range.lowerBound
                captured.append((key, data[start..<start + place.range.count]))
            }
            recorded = recorded.filter { $0.key.kind != kind }
            loaded = loaded.filter { $0.key.kind != kind }
        }
    }

    /// How many entries the memo read at the start holds (until its stages are done with them).
    public var count: Int { lock.withLock { loaded.count } }

    /// How many lookups found an entry and how many did not.
    public var statistics: (hits: Int, misses: Int) { lock.withLock { (hitCount, missCount) } }

    // MARK: - The file

    /// Writes the captured entries to the memo file (replacing it whole); failures are ignored. Returns whether
    /// it was written.
    @discardableResult
    public func store() -> Bool {
        guard let file else { return false }
        return CacheFiles.replace(file, keeping: Self.keptMemos, suffix: ".memo") { encode(into: &$0) }
    }

    /// The memo file's bytes: the version and toolchain lines, the number of entries, then each entry as its
    /// kind (1 byte), key fingerprint (16 bytes, little-endian halves), the fingerprint of its bytes (16 bytes),
    /// length (4 bytes, little-endian) and bytes, and `end` — so a file cut short anywhere is recognised and
    /// ignored, and bytes changed in place are never used.
    func encode(into writer: inout FileBytes.BufferedWriter) {
        let entries = lock.withLock { captured.sorted { $0.0 < $1.0 } }
        writer.append(Data("\(Self.version)\ntoolchain \(toolchain)\nentries \(entries.count)\n".utf8))
        for (key, bytes) in entries {
            writer.append(littleEndian: key.kind.rawValue)
            writer.append(littleEndian: key.hash.high)
            writer.append(littleEndian: key.hash.low)
            let check = bytes.withUnsafeBytes { ContentHash($0) }
            writer.append(littleEndian: check.high)
            writer.append(littleEndian: check.low)
            writer.append(littleEndian: UInt32(bytes.count))
            writer.append(bytes)
        }
        writer.append(Data("end\n".utf8))
    }

    /// The entries of a memo file written by `toolchain`, or `nil` when it is of another format or toolchain, or
    /// damaged in any way.
    static func entries(of data: Data, toolchain: String) -> [Key: (bytes: Data, check: ContentHash)]? {
        var reader = Reader(data: data)
        guard reader.line() == version, reader.line() == "toolchain " + toolchain,
            let countLine = reader.line(), countLine.hasPrefix("entries "),
            let count = Int(countLine.dropFirst(8)), count >= 0, count <= data.count
        else { return nil }
        var entries: [Key: (bytes: Data, check: ContentHash)] = [:]
        entries.reserveCapacity(count)
        for _ in 0..<count {
            guard let kindByte = reader.integer(UInt8.self), let kind = Kind(rawValue: kindByte),
                let high = reader.integer(UInt64.self), let low = reader.integer(UInt64.self),
                let checkHigh = reader.integer(UInt64.self), let checkLow = reader.integer(UInt64.self),
                let length = reader.integer(UInt32.self), let bytes = reader.bytes(Int(length))
            else { return nil }
            // An image's bytes are copied out (3 MB in all), so that the Markdown entries, dropped first, hold
            // the last references to the file's memory and it goes back at once.
            entries[Key(kind: kind, hash: ContentHash(high: high, low: low))] = (
                kind == .markdownHTML ? bytes : bytes.withUnsafeBytes { Data($0) },
                ContentHash(high: checkHigh, low: checkLow)
            )
        }
        guard reader.line() == "end", reader.atEnd else { return nil }
        return entries
    }

    /// Reads a memo file front to back; every read fails rather than run past the end.
    private struct Reader {
        let data: Data
        var offset: Int

        init(data: Data) {
            self.data = data
            offset = data.startIndex
        }

        var atEnd: Bool { offset == data.endIndex }

        mutating func bytes(_ count: Int) -> Data? {
            guard count >= 0, data.endIndex - offset >= count else { return nil }
            defer { offset += count }
            return data[offset..<offset + count]
        }

        mutating func integer<Integer: FixedWidthInteger>(_: Integer.Type) -> Integer? {
            guard let bytes = bytes(MemoryLayout<Integer>.size) else { return nil }
            return Integer(littleEndian: bytes.withUnsafeBytes { $0.loadUnaligned(as: Integer.self) })
        }

        /// The text up to the next line break (at most 200 bytes), without it.
        mutating func line() -> String? {
            let end = min(data.endIndex, offset + 200)
            guard let newline = data[offset..<end].firstIndex(of: 0x0A) else { return nil }
            defer { offset = newline + 1 }
            return String(decoding: data[offset..<newline], as: UTF8.self)
        }
    }
}

extension ContentHash {
    /// The fingerprint read back from a memo file.
    init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }
}

extension RenderMemo.Key {
    /// The key of the HTML of a Markdown block.
    init(markdown: String) {
        self.init(kind: .markdownHTML, hash: ContentHash(markdown))
    }

    /// The key of a preview image's PNG: the fingerprint of the whole value, every stored property through its
    /// synthesized `Encodable` conformance (so a property added later cannot be left out), keys sorted.
    init?(image: PreviewImage) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let json = try? encoder.encode(image) else { return nil }
        self.init(kind: .previewPNG, hash: json.withUnsafeBytes { ContentHash($0) })
    }
}
