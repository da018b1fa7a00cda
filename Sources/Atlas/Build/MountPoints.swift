import Foundation

/// Whether a folder is a mount point. A folder on another device than its parent is one; on Linux so is every
/// path `/proc/self/mountinfo` lists (bind mounts stay on their parent's device). A mount point cannot be swapped
/// with a folder beside it: `rename(2)` fails with `EBUSY` or `EXDEV`.
enum MountPoints {
    /// Whether `path` (resolved, existing) is a mount point.
    static func contains(_ path: String) -> Bool {
        guard let own = FileIdentity(path: path) else { return false }
        let parent = (path as NSString).deletingLastPathComponent
        if let above = FileIdentity(path: parent.isEmpty ? "/" : parent), above.device != own.device {
            return true
        }
        #if os(Linux)
            return listed.contains(path)
        #else
            return false
        #endif
    }

    #if os(Linux)
        /// The mount points of the process's mount namespace (field 5 of each line, octal escapes decoded).
        static var listed: Set<String> {
            guard let data = FileBytes.contents("/proc/self/mountinfo") else { return [] }
            var result = Set<String>()
            for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
                let fields = line.split(separator: " ", omittingEmptySubsequences: false)
                if fields.count > 4 { result.insert(unescape(fields[4])) }
            }
            return result
        }

        /// `\040` → space, as the kernel escapes spaces, tabs, line feeds and backslashes in mount paths.
        static func unescape(_ field: Substring) -> String {
            var bytes: [UInt8] = []
            let source = Array(field.utf8)
            var index = 0
            while index < source.count {
                if source[index] == UInt8(ascii: "\\"), index + 3 < source.count,
                    let value = UInt8(String(decoding: source[(index + 1)...(index + 3)], as: UTF8.self), radix: 8)
                {
                    bytes.append(value)
                    index += 4
                } else {
                    bytes.append(source[index])
                    index += 1
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    #endif
}
