import Foundation

/// CPU time summed over the jobs measured with it, whichever thread ran them: what the preview images cost a build,
/// for `DATEORDER_TIMINGS` (wall time per stage cannot tell, because the images share their stage with other jobs).
final class CPUTimeTally: @unchecked Sendable {
    private let lock = NSLock()
    private var nanoseconds: UInt64 = 0

    /// Runs `body`, adding the CPU time its thread spent on it.
    func measure<Result>(_ body: () -> Result) -> Result {
        let start = Self.threadTime()
        let result = body()
        let spent = Self.threadTime() &- start
        lock.withLock { nanoseconds &+= spent }
        return result
    }

    /// The CPU time measured so far, in seconds.
    var seconds: Double { lock.withLock { Double(nanoseconds) / 1e9 } }

    /// The calling thread's CPU time in nanoseconds.
    private static func threadTime() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
