import Foundation
import LocaleProfiles
import Testing

@Suite("ParallelMap")
struct ParallelMapTests {
    /// Elements of very different costs (a few slow ones among many quick ones, as the index page among locale
    /// pages) are each transformed exactly once, and come back in input order, whatever the number of threads.
    @Test(arguments: [1, 2, 3, 8])
    func transformsEachElementOnceInOrder(threads: Int) {
        let elements = Array(0..<600)
        let calls = CallCounter(count: elements.count)
        let results = ParallelMap.map(elements, threads: threads) { element in
            calls.record(element)
            // Every 97th element works a hundred times longer than the rest.
            let rounds = element % 97 == 0 ? 20_000 : 200
            var value = UInt64(element)
            for _ in 0..<rounds { value = value &* 6_364_136_223_846_793_005 &+ 1 }
            return (element, value)
        }
        #expect(results.map(\.0) == elements)
        #expect(calls.counts == Array(repeating: 1, count: elements.count))
        let sequential = elements.map { element in
            let rounds = element % 97 == 0 ? 20_000 : 200
            var value = UInt64(element)
            for _ in 0..<rounds { value = value &* 6_364_136_223_846_793_005 &+ 1 }
            return value
        }
        #expect(results.map(\.1) == sequential)
    }

    /// Fewer than 16 elements per thread are not worth a thread: the caller's thread transforms them.
    @Test func shortListsStayOnTheCallingThread() {
        let caller = ObjectIdentifier(Thread.current)
        let results = ParallelMap.map(Array(0..<10), threads: 8) { _ in ObjectIdentifier(Thread.current) }
        #expect(results == Array(repeating: caller, count: 10))
    }
}

/// How many times each element was transformed.
private final class CallCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Int]

    init(count: Int) { slots = Array(repeating: 0, count: count) }

    func record(_ index: Int) { lock.withLock { slots[index] += 1 } }

    var counts: [Int] { lock.withLock { slots } }
}
