import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What identifies a file's bytes without reading them, as `make` and `ninja` use it: type, size, modification and
/// change times (nanoseconds) and inode, from `lstat` (links are not followed). The change time cannot be set back
/// by hand, so any edit shows.
struct FileIdentity: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case regular, directory, symbolicLink, other }

    let kind: Kind
    let size: Int64
    let modified: String
    let changed: String
    let inode: UInt64
    /// The file system (device) it lives on.
    let device: UInt64
    /// The permission bits.
    let permissions: UInt16

    /// The identity of the entry at `path`, or `nil` when it cannot be read.
    init?(path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = .regular
        case S_IFDIR: kind = .directory
        case S_IFLNK: kind = .symbolicLink
        default: kind = .other
        }
        size = Int64(info.st_size)
        inode = UInt64(info.st_ino)
        device = UInt64(info.st_dev)
        permissions = UInt16(info.st_mode & 0o7777)
        #if os(Linux)
            modified = "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
            changed = "\(info.st_ctim.tv_sec).\(info.st_ctim.tv_nsec)"
        #else
            modified = "\(info.st_mtimespec.tv_sec).\(info.st_mtimespec.tv_nsec)"
            changed = "\(info.st_ctimespec.tv_sec).\(info.st_ctimespec.tv_nsec)"
        #endif
    }

    /// Seconds since 1970 of the modification time.
    var modifiedSeconds: Int { Int(modified.prefix { $0 != "." }) ?? 0 }

    /// Nanoseconds since 1970 of the modification time, for ordering (files written within one second apart).
    var modifiedNanoseconds: Int64 {
        let parts = modified.split(separator: ".")
        return Int64(parts.first ?? "0").map { $0 * 1_000_000_000 + (parts.count > 1 ? Int64(parts[1]) ?? 0 : 0) } ?? 0
    }

    /// `size mtime ctime inode`, tab-separated.
    var line: String { "\(size)\t\(modified)\t\(changed)\t\(inode)" }
}
