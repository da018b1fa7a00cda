import CSystemCalls
import Foundation

/// Exchanges two folders in one atomic step, so an observer (or a build killed at any moment) sees either
/// the old site or the new one, never a mix and never none.
enum AtomicSwap {
    struct Failure: Error, CustomStringConvertible {
        /// The `errno` of the rename.
        let code: Int32

        /// What went wrong, in words a reader can act on: the rename cannot cross file systems (the output is
        /// a mount point), or the file system cannot exchange folders.
        var description: String {
            switch code {
            case EXDEV, EBUSY:
                "the output is a mount point or on another file system than its parent folder, and one rename "
                    + "cannot move a folder across file systems (\(String(cString: strerror(code))))"
            case EINVAL, ENOSYS, ENOTSUP:
                "the file system cannot exchange two folders atomically (RENAME_EXCHANGE: "
                    + "\(String(cString: strerror(code)))), and a build never risks a mix"
            default:
                "atomic rename: \(String(cString: strerror(code)))"
            }
        }
    }

    /// Swaps `first` and `second` (both must exist).
    static func exchange(_ first: URL, _ second: URL) throws(Failure) {
        try rename(first, second, exchange: true)
    }

    /// Renames `source` to `destination` in one step, failing (never replacing, never copying) when
    /// `destination` exists or lies on another file system.
    static func move(_ source: URL, to destination: URL) throws(Failure) {
        try rename(source, destination, exchange: false)
    }

    /// `renameat2` on Linux, `renamex_np` on Apple platforms (`CSystemCalls`).
    private static func rename(_ source: URL, _ destination: URL, exchange: Bool) throws(Failure) {
        if csystemcalls_rename(source.path, destination.path, exchange ? 1 : 0) != 0 {
            throw Failure(code: errno)
        }
    }
}
