import Foundation
import LocaleProfiles

/// The layout folder as a build reads it: `layout.html`, and every file below `assets/` whose path has no hidden
/// component (none starts with `.`). Nothing else in the folder is read, listed or fingerprinted, so pointing
/// `--templates` at a large folder fails at once when it has no layout.
///
/// Links are never followed inside it: a symbolic link where the build would read (the layout, `assets/`, or
/// anything below it that is not hidden) is refused, and so is a FIFO, socket or device (reading it could block
/// or never end). The folder itself may be reached through a link.
package struct TemplatesFolder: Sendable {
    /// What is wrong with the folder's shape; found without reading any file's bytes.
    package enum Problem: Error, Equatable, CustomStringConvertible {
        case missingLayout(file: String)
        case layoutNotAFile(file: String)
        case missingAssets(folder: String)
        case assetsNotAFolder(folder: String)
        case link(String)
        case special(String)
        case unreadable(String)
        /// A name the site cannot publish: a backslash in it, or bytes that are not UTF-8.
        case unpublishableName(String, reason: String)
        /// Two names the same to Swift (canonically equivalent, `é` and `e` with a combining acute) but not to the
        /// file system: the site would hold one of them, not both.
        case sameName(String, String)

        /// Whether the folder is refused by policy (a link or a special file where the build reads), rather than
        /// incomplete.
        package var isRefusal: Bool {
            switch self {
            case .link, .special, .unpublishableName, .sameName: true
            default: false
            }
        }

        package var description: String {
            switch self {
            case .missingLayout(let file): "template \(file): file not found"
            case .layoutNotAFile(let file): "template \(file): cannot be read (not a regular file)"
            case .missingAssets(let folder): "assets folder \(folder) not found"
            case .assetsNotAFolder(let folder): "assets folder \(folder) is not a folder"
            case .link(let path):
                "\(path) is a symbolic link; links in the templates folder are never followed (copy the file or "
                    + "folder there instead)"
            case .special(let path): "\(path) is not a regular file or folder"
            case .unreadable(let path): "\(path) cannot be read"
            case .unpublishableName(let path, let reason): "\(path): \(reason); rename it"
            case .sameName(let first, let second):
                "\(first) and \(second) are one name in Unicode (canonically equivalent), not two on the web; "
                    + "rename one"
            }
        }
    }

    /// The folder.
    package let url: URL

    package init(url: URL) { self.url = url }

    /// `layout.html`.
    package var layout: URL { url.appendingPathComponent("layout.html") }
    /// `assets/`.
    package var assets: URL { url.appendingPathComponent("assets") }

    /// Every file the build reads, relative to the folder and sorted: `layout.html`, then `assets/…`.
    package func files() throws(Problem) -> [String] {
        switch FileIdentity(path: layout.path)?.kind {
        case nil: throw .missingLayout(file: SiteGenerator.displayPath(layout))
        case .regular?: break
        case .symbolicLink?: throw .link(SiteGenerator.displayPath(layout))
        case .directory?: throw .layoutNotAFile(file: SiteGenerator.displayPath(layout))
        case .other?: throw .special(SiteGenerator.displayPath(layout))
        }
        return ["layout.html"] + (try assetPaths()).map { "assets/" + $0 }
    }

    /// The files below `assets/` that the site copies, as sorted relative paths (hidden entries skipped).
    package func assetPaths() throws(Problem) -> [String] {
        switch FileIdentity(path: assets.path)?.kind {
        case nil: throw .missingAssets(folder: SiteGenerator.displayPath(assets))
        case .directory?: break
        case .symbolicLink?: throw .link(SiteGenerator.displayPath(assets))
        case .regular?, .other?: throw .assetsNotAFolder(folder: SiteGenerator.displayPath(assets))
        }
        var result: [String] = []
        var seen: [String: String] = [:]
        var pending: [String] = [""]
        while let prefix = pending.popLast() {
            let folder = prefix.isEmpty ? assets.path : assets.path + "/" + prefix.dropLast()
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
                throw .unreadable(SiteGenerator.displayPath(URL(fileURLWithPath: folder)))
            }
            for name in names where !name.hasPrefix(".") {
                let relative = prefix + name
                let path = assets.path + "/" + relative
                let shown = { SiteGenerator.displayPath(URL(fileURLWithPath: path)) }
                if name.contains("\u{FFFD}") {
                    throw .unpublishableName(shown(), reason: "the name is not UTF-8")
                }
                if name.contains("\\") {
                    throw .unpublishableName(
                        shown(), reason: "a backslash in a name is a folder separator to some servers")
                }
                if let other = seen.updateValue(path, forKey: relative) {
                    throw .sameName(SiteGenerator.displayPath(URL(fileURLWithPath: other)), shown())
                }
                switch FileIdentity(path: path)?.kind {
                case .regular?:
                    result.append(relative)
                case .directory?: pending.append(relative + "/")
                case .symbolicLink?: throw .link(SiteGenerator.displayPath(URL(fileURLWithPath: path)))
                case .other?: throw .special(SiteGenerator.displayPath(URL(fileURLWithPath: path)))
                case nil: throw .unreadable(SiteGenerator.displayPath(URL(fileURLWithPath: path)))
                }
            }
        }
        return result.sortedInUTF8Order()
    }
}
