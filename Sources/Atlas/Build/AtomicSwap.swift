import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Exchanges two folders in one atomic step, so an observer (or a build killed at any moment) sees either
/// the old site or the new one, never a mix and never none.
enum AtomicSwap {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private typealias Renameat2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

    #if canImport(Glibc)
    /// renameat2 is in glibc ≥ 2.28 but not in Swift's Glibc module, so it is looked up by name.
    private static let renameat2: Renameat2? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2")
        .map { unsafeBitCast($0, to: Renameat2.self) }
    private static let atCurrentDirectory: Int32 = -100
    private static let noReplace: UInt32 = 1 << 0
    private static let exchangeFlag: UInt32 = 1 << 1
    #endif

    /// Swaps `first` and `second` (both must exist).
    static func exchange(_ first: URL, _ second: URL) throws {
        #if canImport(Glibc)
        try rename(first, second, flags: exchangeFlag)
        #elseif canImport(Darwin)
        try rename(first, second, flags: UInt32(RENAME_SWAP))
        #endif
    }

    /// Renames `source` to `destination` in one step, failing (never replacing, never copying) when
    /// `destination` exists or lies on another file system.
    static func move(_ source: URL, to destination: URL) throws {
        #if canImport(Glibc)
        try rename(source, destination, flags: noReplace)
        #elseif canImport(Darwin)
        try rename(source, destination, flags: UInt32(RENAME_EXCL))
        #endif
    }

    /// `renameat2` on Linux, `renamex_np` on Apple platforms, with the platform's flags.
    private static func rename(_ source: URL, _ destination: URL, flags: UInt32) throws {
        #if canImport(Glibc)
        guard let renameat2 else { throw Failure(description: "renameat2 is not available") }
        if renameat2(atCurrentDirectory, source.path, atCurrentDirectory, destination.path, flags) != 0 {
            throw Failure(description: "renameat2: \(String(cString: strerror(errno)))")
        }
        #elseif canImport(Darwin)
        if renamex_np(source.path, destination.path, flags) != 0 {
            throw Failure(description: "renamex_np: \(String(cString: strerror(errno)))")
        }
        #endif
    }
}
