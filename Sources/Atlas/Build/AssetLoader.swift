import Foundation

/// Reads the static assets (CSS, JavaScript) that are copied into `assets/` as they are.
enum AssetLoader {
    /// Every regular file below `directory`, as (relative path, bytes), sorted by path.
    static func load(from directory: URL) throws -> [(String, Data)] {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw SiteGenerator.Reason(description: "assets folder \(SiteGenerator.displayPath(directory)) not found")
        }
        var result: [(String, Data)] = []
        let base = directory.standardizedFileURL.path + "/"
        guard let enumerator = manager.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey]) else {
            return []
        }
        for case let url as URL in enumerator {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let path = url.standardizedFileURL.path
            guard path.hasPrefix(base) else { continue }
            let relative = String(path.dropFirst(base.count))
            guard SiteFiles.isSafe(relative), !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") })
            else {
                continue
            }
            guard let data = manager.contents(atPath: path) else {
                throw SiteGenerator.Reason(description: "cannot read \(SiteGenerator.displayPath(url))")
            }
            result.append((relative, data))
        }
        return result.sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
    }
}
