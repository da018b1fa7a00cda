import Foundation

/// The build after an edit to the bytes of asset files only (the layout's CSS, say): no page, image or export
/// depends on those bytes, so the site is the one on disk with the new assets copied over their old copies.
/// `CacheBuildStamp.countsIfOnlyAssetsChanged()` decides when this holds; the result goes through the writer
/// like any other site (changed files only, swapped in whole, stamp recorded), and `build --check` confirms it
/// is byte for byte what a full build renders.
package enum AssetRefresh {
    /// The site in `output` with the assets of `inputs` over their old copies. Throws when a file of the site
    /// cannot be read (the caller then builds in full).
    package static func site(reusing output: URL, inputs: BuildInputs) throws -> SiteFiles {
        var site = SiteFiles()
        let folder = FolderEntries(output)
        guard folder.regularFilesOnly else {
            throw SiteGenerator.Reason(description: "cannot reuse \(SiteGenerator.displayPath(output))")
        }
        for entry in folder.entries {
            let path = output.path + "/" + entry.path
            guard SiteFiles.isSafe(entry.path), let data = FileBytes.contents(path) else {
                throw SiteGenerator.Reason(
                    description: "cannot reuse \(SiteGenerator.displayPath(URL(fileURLWithPath: path)))")
            }
            site.add(entry.path, data)
        }
        for (path, data) in inputs.assets {
            site.add("assets/" + path, data)
        }
        return site
    }
}
