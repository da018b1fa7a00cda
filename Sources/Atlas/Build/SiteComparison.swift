import Foundation
import LocaleProfiles

/// How a folder differs from a rendered site: files missing, different (stale) or extra.
///
/// Only regular files reached without following a symbolic link count as present: a link, a folder, a FIFO
/// or a device where the site has a file is stale (and is never read, so a FIFO cannot hang a build, and a
/// link is never carried into a new site).
package struct SiteComparison: Sendable {
    /// Files the site has and the folder lacks.
    package let missing: [String]
    /// Files in both whose bytes differ, or that are not regular files in the folder.
    package let stale: [String]
    /// Files (or links and other non-folders) in the folder that the site does not have.
    package let extra: [String]

    /// Every file that must be written: missing or stale.
    package var changed: Set<String> { Set(missing).union(stale) }

    /// Whether the folder is exactly the site.
    package var isClean: Bool { missing.isEmpty && stale.isEmpty && extra.isEmpty }

    /// Compares a rendered site with a folder, reading the folder without changing it.
    package init(site: SiteFiles, folder: URL) {
        let entries = Self.entries(in: folder)
        let paths = site.paths
        // Every file of the old site that is as long as the new one is read and compared: on both threads.
        let states = ParallelMap.map(paths) { path -> State in
            switch entries[path] {
            case nil: .missing
            case .regular(let size):
                size == site.files[path]?.count
                    && FileBytes.contents(folder.path + "/" + path) == site.files[path] ? .same : .stale
            case .other: .stale
            }
        }
        missing = zip(paths, states).filter { $0.1 == .missing }.map(\.0)
        stale = zip(paths, states).filter { $0.1 == .stale }.map(\.0)
        self.extra = entries.keys.filter { site.files[$0] == nil }.sortedInUTF8Order()
    }

    /// Every file (and link or other non-folder) below a folder, as sorted relative paths.
    static func listFiles(in folder: URL) -> [String] {
        entries(in: folder).keys.sortedInUTF8Order()
    }

    /// A regular file (with its size, from the listing) or anything else.
    enum Kind { case regular(size: Int), other }

    private enum State { case missing, stale, same }

    /// Every non-folder entry below `folder`, by relative path, without following links (a link to a folder
    /// is an entry, not descended into).
    static func entries(in folder: URL) -> [String: Kind] {
        var result: [String: Kind] = [:]
        for entry in FolderEntries(folder).entries {
            if let identity = entry.identity, identity.kind == .regular {
                result[entry.path] = .regular(size: Int(identity.size))
            } else {
                result[entry.path] = .other
            }
        }
        return result
    }
}
