import CSystemCalls
import Foundation

/// Exchanges two folders in one atomic step, so an observer (or a build killed at any moment) sees either
/// the old site or the new one, never a mix and never none.
enum AtomicSwap {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Swaps `first` and `second` (both must exist).
    static func exchange(_ first: URL, _ second: URL) throws {
        try rename(first, second, exchange: true)
    }

    /// Renames `source` to `destination` in one step, failing (never replacing, never copying) when
    /// `destination` exists or lies on another file system.
    static func move(_ source: URL, to destination: URL) throws {
        try rename(source, destination, exchange: false)
    }

    /// `renameat2` on Linux, `renamex_np` on Apple platforms (`CSystemCalls`).
    private static func rename(_ source: URL, _ destination: URL, exchange: Bool) throws {
        if csystemcalls_rename(source.path, destination.path, exchange ? 1 : 0) != 0 {
            let code = errno
            throw Failure(description: "atomic rename: \(String(cString: strerror(code)))")
        }
    }
}
