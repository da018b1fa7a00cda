import Foundation
import LocaleProfiles
import TestSupport
import Testing

@Suite("ParallelMap")
struct ParallelMapTests {
    /// Elements of very different costs (a few slow ones among many quick ones, as the index page among locale
    /// pages) are each transformed exactly once, and come back in input order, whatever the number of threads.
    @Test(arguments: [1, 2, 3, 8])
    func transformsEachElementOnceInOrder(threads: Int) {
        let elements = Array(0..<600)
        let calls = LockedSlots(count: elements.count, initial: 0)
        let results = ParallelMap.map(elements, threads: threads) { element in
            calls.update(element) { $0 += 1 }
            return (element, Self.work(element))
        }
        #expect(results.map(\.0) == elements)
        #expect(calls.values == Array(repeating: 1, count: elements.count))
        #expect(results.map(\.1) == elements.map(Self.work))
    }

    /// Every 97th element works a hundred times longer than the rest.
    static func work(_ element: Int) -> UInt64 {
        var value = UInt64(element)
        for _ in 0..<(element % 97 == 0 ? 20_000 : 200) { value = value &* 6_364_136_223_846_793_005 &+ 1 }
        return value
    }

    /// Fewer than 16 elements per thread are not worth a thread: the caller's thread transforms them.
    @Test func shortListsStayOnTheCallingThread() {
        let caller = ObjectIdentifier(Thread.current)
        let results = ParallelMap.map(Array(0..<10), threads: 8) { _ in ObjectIdentifier(Thread.current) }
        #expect(results == Array(repeating: caller, count: 10))
    }

    /// A few costly elements (the start-up self-check's profiles) may each take a thread of their own: with one
    /// element per thread allowed, a short list is spread, and still comes back whole and in order.
    @Test func aFewCostlyElementsCanEachTakeAThread() {
        #expect(ParallelMap.threadsUsed(8, threads: 2, minimumPerThread: 1) == 2)
        #expect(ParallelMap.threadsUsed(8, threads: 16, minimumPerThread: 1) == 8)
        #expect(ParallelMap.threadsUsed(8, threads: 2) == 1)
        #expect(ParallelMap.threadsUsed(40, threads: 8) == 2)
        #expect(ParallelMap.threadsUsed(0, threads: 8, minimumPerThread: 1) == 1)
        let results = ParallelMap.map(Array(0..<8), threads: 4, minimumPerThread: 1) { $0 * $0 }
        #expect(results == (0..<8).map { $0 * $0 })
    }

    @Test("DATEORDER_THREADS: a whole number from 1, capped at 64, as its warning says; anything else is the default")
    func threadsAsked() {
        #expect(ParallelMap.threads(asked: "1") == 1)
        #expect(ParallelMap.threads(asked: "64") == 64)
        #expect(ParallelMap.threads(asked: "99999") == ParallelMap.maximumThreads)
        #expect(ParallelMap.maximumThreads == 64)
        for bad in ["0", "-1", "abc", "", " 2", "2.5"] { #expect(ParallelMap.threads(asked: bad) == nil, "\(bad)") }
    }
}
