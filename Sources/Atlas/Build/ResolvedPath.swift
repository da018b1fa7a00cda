import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Resolves a path the way the kernel does when it opens it: every symbolic link is followed where it stands,
/// so `link/../x` is the `x` beside the link's target, not the `x` beside the link (a lexical clean-up such as
/// `standardizedFileURL` gets that wrong). Where the path does not exist yet, its deepest existing folder is
/// resolved and the missing rest appended.
package enum ResolvedPath {
    /// The real absolute path of `url` (a relative path is taken relative to the process's working directory).
    package static func resolve(_ url: URL) -> URL {
        URL(fileURLWithPath: resolve(url.path))
    }

    /// The real absolute path of `path`.
    package static func resolve(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        if let real = realPath(absolute) { return real }
        var existing = absolute.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        var missing: [String] = []
        while let last = existing.popLast() {
            missing.insert(last, at: 0)
            if let real = realPath("/" + existing.joined(separator: "/")) {
                return appending(missing, to: real)
            }
        }
        return appending(missing, to: "/")
    }

    /// Whether `inner` is `outer` or lies below it, both resolved.
    package static func isInside(_ inner: URL, _ outer: URL) -> Bool {
        let inner = resolve(inner.path)
        let outer = resolve(outer.path)
        return inner == outer || inner.hasPrefix(outer == "/" ? "/" : outer + "/")
    }

    /// `realpath(3)`, or `nil` when the path does not exist (or cannot be resolved).
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Components that do not exist, appended to a real folder (`.` dropped, `..` going up, as nothing below
    /// can be a link).
    private static func appending(_ components: [String], to base: String) -> String {
        var parts = base.split(separator: "/").map(String.init)
        for component in components {
            switch component {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(component)
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}
