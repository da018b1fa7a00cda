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
}
