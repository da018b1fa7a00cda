import Foundation

/// How a folder differs from a rendered site: files missing, different (stale) or extra.
public struct SiteComparison: Sendable {
    /// Files the site has and the folder lacks.
    public let missing: [String]
    /// Files in both whose bytes differ.
    public let stale: [String]
    /// Files in the folder that the site does not have.
    public let extra: [String]

    /// Every file that must be written: missing or stale.
    public var changed: Set<String> { Set(missing).union(stale) }

    /// Whether the folder is exactly the site.
    public var isClean: Bool { missing.isEmpty && stale.isEmpty && extra.isEmpty }

    /// Compares a rendered site with a folder, reading the folder without changing it.
    public init(site: SiteFiles, folder: URL) {
        let manager = FileManager.default
        var missing: [String] = []
        var stale: [String] = []
        for path in site.paths {
            let url = folder.appendingPathComponent(path)
            guard let data = manager.contents(atPath: url.path) else {
                missing.append(path)
                continue
            }
            if data != site.files[path] { stale.append(path) }
        }
        let existing = Self.listFiles(in: folder)
        self.missing = missing
        self.stale = stale
        self.extra = existing.filter { site.files[$0] == nil }
    }

    /// Every regular file below a folder, as sorted relative paths.
    static func listFiles(in folder: URL) -> [String] {
        let manager = FileManager.default
        let base = folder.standardizedFileURL.path + "/"
        guard let enumerator = manager.enumerator(atPath: folder.path) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if manager.fileExists(atPath: base + relative, isDirectory: &isDirectory), !isDirectory.boolValue {
                files.append(relative)
            }
        }
        return files.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}
