import Foundation

/// What a build reads from disk besides Foundation's own data, read once at its start: every file it uses from
/// the templates folder (`layout.html` and what `assets/` holds) and the previous export. The build stamp
/// fingerprints exactly these bytes and the generator renders from them, so a site is always made from the
/// inputs its stamp describes; only `CacheBuildStamp.inputsUnchanged` reads the disk again, to see whether an
/// input was edited while the build ran.
package struct BuildInputs: Sendable {
    /// The templates folder.
    package let templates: TemplatesFolder
    /// Every file the build reads from the templates folder, as (path relative to it, bytes), in the order
    /// `TemplatesFolder.files()` lists them: `layout.html`, then `assets/…`.
    package let templateFiles: [(path: String, data: Data)]
    /// The bytes of the previous export (`--previous`), if one was given.
    package let previousExport: Data?

    /// Reads the inputs of a build with `options`. Fails in the load stage, naming the file, when the templates
    /// folder has the wrong shape (a link, a missing layout) or a file cannot be read.
    package init(options: SiteGenerator.Options) throws(SiteGenerator.Failure) {
        templates = TemplatesFolder(url: options.templatesDirectory)
        let paths: [String]
        do {
            paths = try templates.files()
        } catch {
            throw SiteGenerator.Failure(stage: .load, error)
        }
        var files: [(path: String, data: Data)] = []
        for path in paths {
            let url = templates.url.appendingPathComponent(path)
            switch FileBytes.regularFile(url.path) {
            case .success(let data): files.append((path, data))
            case .failure(let reason):
                let shown = SiteGenerator.displayPath(url)
                if path == "layout.html" {
                    throw SiteGenerator.Failure(
                        stage: .load, LayoutTemplate.Failure.unreadable(shown, reason: reason.description))
                }
                throw SiteGenerator.Failure(
                    stage: .load, file: SiteGenerator.displayPath(templates.assets),
                    SiteGenerator.Reason(description: "cannot read \(shown): \(reason)"))
            }
        }
        templateFiles = files
        if let bytes = options.previousExportBytes {
            previousExport = bytes
        } else if let previous = options.previousExport {
            switch FileBytes.input(previous.path) {
            case .success(let data): previousExport = data
            case .failure(let reason):
                throw SiteGenerator.Failure(
                    stage: .load,
                    SiteGenerator.Reason(
                        description: "\(SiteGenerator(options: options).previousName): cannot read the file: \(reason)")
                )
            }
        } else {
            previousExport = nil
        }
    }

    /// The bytes of `layout.html`.
    var layout: Data? { templateFiles.first { $0.path == "layout.html" }?.data }

    /// The files under `assets/`, as (path relative to `assets/`, bytes), in path order.
    var assets: [(String, Data)] {
        templateFiles.compactMap { file in
            file.path.hasPrefix("assets/") ? (String(file.path.dropFirst("assets/".count)), file.data) : nil
        }
    }
}
