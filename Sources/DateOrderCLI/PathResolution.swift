import Foundation

/// Resolves a path given on the command line or in a configuration file against the working directory.
enum PathResolution {
    /// An absolute path stays as it is; a relative one is taken relative to `workingDirectory`.
    static func resolve(_ path: String, in workingDirectory: URL) -> URL {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : workingDirectory.appendingPathComponent(path)
        return url.standardizedFileURL
    }
}
