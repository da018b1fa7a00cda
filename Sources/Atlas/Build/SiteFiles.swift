import Foundation
import LocaleProfiles

/// The generated site as values: relative path → bytes, in path order. Rendering produces it; the writer
/// persists it; the checker compares it with a folder.
package struct SiteFiles: Sendable {
    /// Every file, keyed by its path relative to the output folder (always `/`-separated, never `..`).
    package private(set) var files: [String: Data] = [:]

    package init() {}

    /// Adds a file; a path that could leave the output folder is a programming error and traps.
    package mutating func add(_ path: String, _ data: Data) {
        precondition(Self.isSafe(path), "unsafe output path \(path)")
        files[path] = data
    }

    /// Adds a UTF-8 text file.
    package mutating func add(_ path: String, text: String) { add(path, Data(text.utf8)) }

    /// The paths in byte order.
    package var paths: [String] { files.keys.sortedInUTF8Order() }

    /// Whether a relative path stays inside the output folder: no empty, `.` or `..` component, no leading
    /// `/`, no backslash or NUL.
    package static func isSafe(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/"),
            !path.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == 0 })
        else { return false }
        return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy {
            !$0.isEmpty && $0 != "." && $0 != ".."
        }
    }

    /// The marker file every generated site carries; a non-empty folder without it is never replaced.
    package static let marker = ".dateorder-site"

    /// The permission bits of every file a build writes: 0666 less the process's umask, as any tool's output. A
    /// file of the old site with other bits is stale (`--check` names it, a build writes it again), so a site
    /// never keeps a mode that a hard link carried over from an earlier one (`chmod 000 index.html`).
    package static let permissions: UInt16 = 0o666 & ~umaskBits

    /// The process's umask, read without changing it where the kernel says it (`Umask:` in `/proc/self/status`,
    /// Linux 4.7 and later), else set and restored at once (before the build starts its threads).
    static let umaskBits: UInt16 = {
        if let status = FileBytes.contents("/proc/self/status", maximum: 1 << 16) {
            for line in String(decoding: status, as: UTF8.self).split(separator: "\n")
            where line.hasPrefix("Umask:") {
                if let bits = UInt16(line.dropFirst(6).trimmingCharacters(in: .whitespaces), radix: 8) {
                    return bits & 0o777
                }
            }
        }
        let bits = umask(0o022)
        umask(bits)
        return UInt16(bits) & 0o777
    }()
}
