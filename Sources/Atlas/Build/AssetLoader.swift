import Foundation

/// Reads the static assets (CSS, JavaScript) that are copied into `assets/` as they are.
enum AssetLoader {
    /// Every file the site copies from the folder's `assets/`, as (relative path, bytes), sorted by path. A link
    /// or special file there is an error, never followed or skipped (see `TemplatesFolder`).
    static func load(from folder: TemplatesFolder) throws -> [(String, Data)] {
        try folder.assetPaths().map { relative in
            let url = folder.assets.appendingPathComponent(relative)
            guard let data = FileBytes.contents(url.path) else {
                throw SiteGenerator.Reason(description: "cannot read \(SiteGenerator.displayPath(url))")
            }
            return (relative, data)
        }
    }
}
