import Foundation

/// How a folder differs from a rendered site: files missing, different (stale) or extra.
///
/// Only regular files reached without following a symbolic link count as present: a link, a folder, a FIFO
/// or a device where the site has a file is stale (and is never read, so a FIFO cannot hang a build, and a
/// link is never carried into a new site).
public struct SiteComparison: Sendable {
    /// Files the site has and the folder lacks.
    public let missing: [String]
    /// Files in both whose bytes differ, or that are not regular files in the folder.
    public let stale: [String]
    /// Files (or links and other non-folders) in the folder that the site does not have.
    public let extra: [String]

    /// Every file that must be written: missing or stale.
    public var changed: Set<String> { Set(missing).union(stale) }

    /// Whether the folder is exactly the site.
    public var isClean: Bool { missing.isEmpty && stale.isEmpty && extra.isEmpty }

    /// Compares a rendered site with a folder, reading the folder without changing it.
    public init(site: SiteFiles, folder: URL) {
        let entries = Self.entries(in: folder)
        var missing: [String] = []
        var stale: [String] = []
        for path in site.paths {
            switch entries[path] {
            case nil:
                missing.append(path)
            case .regular:
                let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path)
                if data != site.files[path] { stale.append(path) }
            case .other:
                stale.append(path)
            }
        }
        self.missing = missing
        self.stale = stale
        self.extra = entries.keys.filter { site.files[$0] == nil }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// Every file (and link or other non-folder) below a folder, as sorted relative paths.
    static func listFiles(in folder: URL) -> [String] {
        entries(in: folder).keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    enum Kind { case regular, other }

    /// Every non-folder entry below `folder`, by relative path, without following links (a link to a folder
    /// is an entry, not descended into).
    static func entries(in folder: URL) -> [String: Kind] {
        let manager = FileManager.default
        var result: [String: Kind] = [:]
        var pending: [(String, String)] = [(folder.path, "")]
        while let (directory, prefix) = pending.popLast() {
            guard let names = try? manager.contentsOfDirectory(atPath: directory) else { continue }
            for name in names {
                let path = directory + "/" + name
                let relative = prefix + name
                let type = (try? manager.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
                switch type {
                case .typeDirectory?: pending.append((path, relative + "/"))
                case .typeRegular?: result[relative] = .regular
                default: result[relative] = .other
                }
            }
        }
        return result
    }
}
