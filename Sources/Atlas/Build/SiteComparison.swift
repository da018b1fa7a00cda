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
    /// Files in both whose bytes differ, whose permission bits are not what a build writes
    /// (`SiteFiles.permissions`), or that are not regular files in the folder.
    package let stale: [String]
    /// The stale files whose bytes are the build's and whose permission bits are not (`chmod`, an earlier build
    /// under another umask): `--check` says so, rather than let them pass for changed pages.
    package let otherMode: [String]
    /// Files (or links and other non-folders) in the folder that the site does not have.
    package let extra: [String]

    /// Every file that must be written: missing or stale.
    package var changed: Set<String> { Set(missing).union(stale) }

    /// Whether the folder is exactly the site.
    package var isClean: Bool { missing.isEmpty && stale.isEmpty && extra.isEmpty }

    /// Compares a rendered site with a folder, reading the folder without changing it.
    package init(site: SiteFiles, folder: URL) {
        let tally = Tally(folder: folder)
        // Every file of the old site that is as long as the new one is read and compared: on both threads.
        _ = ParallelMap.map(site.paths) { path in tally.add(path, site.files[path]!) }
        self = tally.comparison
    }

    private init(states: [String: State], entries: [String: Kind]) {
        missing = states.filter { $0.value == .missing }.map(\.key).sortedInUTF8Order()
        stale = states.filter { $0.value == .stale || $0.value == .otherMode }.map(\.key).sortedInUTF8Order()
        otherMode = states.filter { $0.value == .otherMode }.map(\.key).sortedInUTF8Order()
        extra = entries.keys.filter { states[$0] == nil }.sortedInUTF8Order()
    }

    /// A comparison made file by file as the site is rendered (`build --check`), from any thread, holding only
    /// each file's verdict.
    package final class Tally: SiteSink, @unchecked Sendable {
        private let folder: URL
        private let entries: [String: Kind]
        private let lock = NSLock()
        private var states: [String: State] = [:]

        /// Lists `folder` now; the files are compared as they come.
        package init(folder: URL) {
            self.folder = folder
            entries = SiteComparison.entries(in: folder)
        }

        /// The export the check would write, `data/locales.json`, when the folder's differs: kept so the check can say
        /// whether the data changed (a new toolchain) or only the pages.
        private var staleExport: Data?

        package func add(_ path: String, _ data: Data) {
            let state = SiteComparison.state(of: path, data, entries: entries, folder: folder)
            lock.withLock {
                precondition(states.updateValue(state, forKey: path) == nil, "\(path) compared twice")
                if path == SiteComparison.exportPath, state == .stale { staleExport = data }
            }
        }

        /// What `dateorder diff` would say between the folder's `data/locales.json` and the one a build writes now:
        /// `nil` when the folder's is up to date, missing or not an export.
        package var exportChange: LocaleDiff? {
            guard let new = lock.withLock({ staleExport }),
                let old = FileBytes.contents(folder.appendingPathComponent(SiteComparison.exportPath).path),
                let before = try? LocaleDiff.recordsWithKeys(fromExport: old, displayName: ""),
                let after = try? LocaleDiff.recordsWithKeys(fromExport: new, displayName: "")
            else { return nil }
            return LocaleDiff(old: before.records, new: after.records, oldKeys: before.keys, newKeys: after.keys)
        }

        /// How many files the site has so far.
        package var count: Int { lock.withLock { states.count } }

        /// The comparison of every file added so far with the folder.
        package var comparison: SiteComparison { lock.withLock { SiteComparison(states: states, entries: entries) } }
    }

    /// How the folder holds one file of the site.
    enum State: Sendable { case missing, stale, otherMode, same }

    /// The site's export, which `dateorder diff` compares.
    package static let exportPath = "data/locales.json"

    /// How `folder` (listed as `entries`) holds the file `path` with bytes `data`: the same bytes in a regular file
    /// with the permissions a build gives it, the same bytes with other permissions, something else there, or
    /// nothing. Only a regular file as long as `data` is read.
    static func state(of path: String, _ data: Data, entries: [String: Kind], folder: URL) -> State {
        switch entries[path] {
        case nil: .missing
        case .regular(let size, let permissions):
            size != data.count || FileBytes.contents(folder.path + "/" + path) != data
                ? .stale : permissions == SiteFiles.permissions ? .same : .otherMode
        case .other: .stale
        }
    }

    /// Every file (and link or other non-folder) below a folder, as sorted relative paths.
    static func listFiles(in folder: URL) -> [String] {
        entries(in: folder).keys.sortedInUTF8Order()
    }

    /// A regular file (with its size and permission bits, from the listing) or anything else.
    enum Kind: Sendable { case regular(size: Int, permissions: UInt16), other }

    /// Every non-folder entry below `folder`, by relative path, without following links (a link to a folder
    /// is an entry, not descended into), and every empty folder (`locales/.svn/`), which no site has: `--check`
    /// lists it as extra, and a build removes it with the old site.
    static func entries(in folder: URL) -> [String: Kind] {
        var result: [String: Kind] = [:]
        let listed = FolderEntries(folder)
        for entry in listed.entries {
            if let identity = entry.identity, identity.kind == .regular {
                result[entry.path] = .regular(size: Int(identity.size), permissions: identity.permissions)
            } else {
                result[entry.path] = .other
            }
        }
        for empty in listed.emptyFolders { result[empty] = .other }
        return result
    }
}
