import Foundation

/// One value per index, written and read under a lock: what concurrent test iterations record, each in its own
/// slot, for the test to check once they are done.
package final class LockedSlots<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Value]

    package init(count: Int, initial: Value) { slots = Array(repeating: initial, count: count) }

    /// Changes the value at `index`.
    package func update(_ index: Int, _ change: (inout Value) -> Void) { lock.withLock { change(&slots[index]) } }

    /// Every value, in index order.
    package var values: [Value] { lock.withLock { slots } }
}
