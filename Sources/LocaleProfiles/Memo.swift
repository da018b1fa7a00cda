import Foundation

/// Values computed once per key and shared by every thread of the process: the caches of the profile stage
/// (root month names per calendar, hour cycles per region, picker dates per calendar). A value is computed
/// outside the lock, so a slow computation never holds up other keys; two threads asking for a new key at once
/// may both compute it, which is harmless because every value here depends on its key alone.
final class Memo<Key: Hashable & Sendable, Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Key: Value] = [:]

    /// The value for `key`, computing it with `compute` the first time.
    func value(for key: Key, _ compute: () -> Value) -> Value {
        if let known = lock.withLock({ values[key] }) { return known }
        let value = compute()
        lock.withLock { values[key] = value }
        return value
    }
}
