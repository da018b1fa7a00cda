import Foundation

/// An order-preserving `map` on several threads, for the build's pure stages (page models and rendering): each
/// element is transformed exactly once, by one thread, and the results come back in the order of the input,
/// so the site does not depend on the number of threads. `DATEORDER_THREADS=1` forces one thread (benchmarks
/// compare both); the default is one thread per active processor, at most 8.
package enum ParallelMap {
    /// `elements.map(transform)`, spread over `threads` threads when there are enough elements to be worth it:
    /// `minimumPerThread` each (the default suits elements of microseconds; a few costly ones can take 1).
    package static func map<Element: Sendable, Result: Sendable>(
        _ elements: [Element], threads: Int = threadCount, minimumPerThread: Int = 16,
        _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        let threads = threadsUsed(elements.count, threads: threads, minimumPerThread: minimumPerThread)
        guard threads > 1 else { return elements.map(transform) }
        let slots = Slots<Result>(count: elements.count)
        // Each thread takes the next element when it is free: elements cost very different amounts (the index
        // page renders a 1,034-row table, a locale page a few small ones), and fixed slices left one thread
        // finishing alone at the end of every stage.
        let next = NextIndex()
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            while let index = next.take(below: elements.count) {
                slots.store(transform(elements[index]), at: index)
            }
        }
        return slots.results()
    }

    /// How many threads `map` uses for `count` elements: at most `threads`, and no more than leave each thread
    /// `minimumPerThread` elements (one thread, the caller's, when that is fewer than two).
    package static func threadsUsed(_ count: Int, threads: Int, minimumPerThread: Int = 16) -> Int {
        max(min(threads, count / max(minimumPerThread, 1)), 1)
    }

    /// Starts the worker threads `map` uses, once, before the caller opens descriptors it holds for long (the build
    /// holds the output's lock while it renders): libdispatch opens its event descriptors (epoll, eventfd) when its
    /// first worker starts and traps when it cannot, where a build short of descriptors must fail with a message.
    package static func startWorkers(threads: Int = threadCount) {
        guard threads > 1 else { return }
        // A block run by a worker: the worker registered (and opened the descriptors) before it ran the block.
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {}
        group.wait()
    }

    /// The most threads `DATEORDER_THREADS` may ask for.
    package static let maximumThreads = 64

    /// Threads to use: `DATEORDER_THREADS` if set (at most `maximumThreads`), else the active processors (at
    /// most 8).
    package static var threadCount: Int {
        ProcessInfo.processInfo.environment["DATEORDER_THREADS"].flatMap(threads(asked:)) ?? defaultThreadCount
    }

    /// The threads `DATEORDER_THREADS=value` gets: its number, at most `maximumThreads`; `nil` when it is not a
    /// whole number of at least 1 (the default is used).
    package static func threads(asked value: String) -> Int? {
        Int(value).flatMap { $0 > 0 ? min($0, maximumThreads) : nil }
    }

    /// Threads to use without `DATEORDER_THREADS`: the active processors, at most 8.
    package static var defaultThreadCount: Int { min(max(ProcessInfo.processInfo.activeProcessorCount, 1), 8) }

    /// The next element to transform, handed out once each.
    private final class NextIndex: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0

        func take(below count: Int) -> Int? {
            lock.withLock {
                guard next < count else { return nil }
                defer { next += 1 }
                return next
            }
        }
    }

    /// One slot per element. Each index is written by exactly one thread and read only after
    /// `concurrentPerform` has returned, so the slots need no lock.
    private final class Slots<Value>: @unchecked Sendable {
        private let buffer: UnsafeMutableBufferPointer<Value?>

        init(count: Int) {
            buffer = .allocate(capacity: count)
            buffer.initialize(repeating: nil)
        }

        deinit {
            buffer.deinitialize()
            buffer.deallocate()
        }

        func store(_ value: Value, at index: Int) { buffer[index] = value }

        func results() -> [Value] { buffer.map { $0! } }
    }
}
