import Foundation

/// Resolves a path given on the command line or in a configuration file against the working directory.
enum PathResolution {
    /// An absolute path stays as it is; a relative one is taken relative to `workingDirectory`. Nothing is
    /// cleaned up lexically: `link/../x` keeps its `..`, which the kernel applies after following `link`
    /// (`ResolvedPath` does the same where a real path is needed).
    static func resolve(_ path: String, in workingDirectory: URL) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : workingDirectory.appendingPathComponent(path)
    }
}
