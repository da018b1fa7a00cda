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

    /// Swaps `first` and `second` (both must exist).
    static func exchange(_ first: URL, _ second: URL) throws {
        #if canImport(Glibc)
        // renameat2(RENAME_EXCHANGE) is in glibc ≥ 2.28 but not in Swift's Glibc module, so look it up by name.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else {
            throw Failure(description: "renameat2 is not available")
        }
        let renameat2 = unsafeBitCast(symbol, to: Renameat2.self)
        let atCurrentDirectory: Int32 = -100
        let exchange: UInt32 = 1 << 1
        if renameat2(atCurrentDirectory, first.path, atCurrentDirectory, second.path, exchange) != 0 {
            throw Failure(description: "renameat2: \(String(cString: strerror(errno)))")
        }
        #elseif canImport(Darwin)
        if renamex_np(first.path, second.path, UInt32(RENAME_SWAP)) != 0 {
            throw Failure(description: "renamex_np: \(String(cString: strerror(errno)))")
        }
        #endif
    }
}
