import Foundation

/// The build after an edit to the bytes of asset files only (the layout's CSS, say): no page, image or export
/// depends on those bytes, so the site is the one on disk with the new assets over their old copies.
/// `CacheBuildStamp.countsIfOnlyAssetsChanged()` decides when this holds; the result goes through a staged site
/// like any other build (swapped in whole, stamp recorded), and `build --check` confirms it is byte for byte what a
/// full build renders. The old files are kept as they are, linked into the new site without being read, so the
/// refresh holds no page in memory and reads none.
package struct AssetRefresh {
    /// The old site's files, with the identity each had when listed.
    private let entries: [(path: String, identity: FileIdentity?)]

    /// The site in `output`, listed; `nil` when the folder holds anything but regular files (the caller then
    /// builds in full). List it before the stamp confirms the folder is as recorded: an old file is kept only if
    /// it is still the file listed, so one edited after the check fails the build rather than slip in.
    package init?(reusing output: URL) {
        let folder = FolderEntries(output)
        guard folder.regularFilesOnly, folder.entries.allSatisfy({ SiteFiles.isSafe($0.path) }) else { return nil }
        entries = folder.entries
    }

    /// Hands the site to `staged`: the marker first, every old file as it is, and the assets of `inputs` in place
    /// of their old copies. Returns the number of files.
    package func stage(inputs: BuildInputs, into staged: StagedSite) -> Int {
        let assets = Dictionary(inputs.assets.map { ("assets/" + $0.0, $0.1) }) { first, _ in first }
        // The marker first, as a staged site needs it.
        let ordered =
            entries.filter { $0.path == SiteFiles.marker } + entries.filter { $0.path != SiteFiles.marker }
        var paths: Set<String> = []
        for (path, identity) in ordered where paths.insert(path).inserted {
            if let data = assets[path] {
                staged.add(path, data)
            } else {
                staged.keep(path, identity: identity)
            }
        }
        for (path, data) in assets.sorted(by: { $0.key < $1.key }) where paths.insert(path).inserted {
            staged.add(path, data)
        }
        return paths.count
    }
}
