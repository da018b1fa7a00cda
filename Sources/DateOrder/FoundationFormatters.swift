import Foundation

/// Where the library makes Foundation's date formatters, one at a time in the process.
///
/// On Linux, swift-corelibs-foundation's `DateFormatter` has been seen to fail with separate instances on several
/// threads: eight threads each making their own formatter for `""` and `@rg=sazzzz` crashed once (in
/// `__CFDateFormatterCopySymbolsArray`), and a formatter for `""` once read another locale's months while
/// formatters for `@rg=sazzzz` were being made. Neither came back in later stress runs (30 builds on 8 threads,
/// 48,000 formatters on 8 threads), so the cause is not settled; the lock takes the chance away. So every
/// `DateFormatter` the library (and `dateorder`) makes, every `DateFormatter.dateFormat(fromTemplate:options:locale:)`
/// it asks and every `Date.FormatStyle` it formats with goes through ``make()``, ``pattern(fromTemplate:locale:)``
/// and ``format(_:_:)`` inside ``confined(_:)``, which holds one process-wide recursive lock while the formatter is
/// made and used. Taking it costs 0.2–0.4 µs here, one warm pattern 15–18 µs. The lock cannot cover formatters an
/// app makes itself.
package enum FoundationFormatters {
    private static let lock = NSRecursiveLock()

    /// Whether the current thread is inside ``confined(_:)``.
    @TaskLocal private static var isConfined = false

    /// Runs `body` holding the lock. Nothing inside may wait for another thread that takes it.
    package static func confined<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try $isConfined.withValue(true) { try body() }
    }

    /// A new `DateFormatter`, to be used inside the same ``confined(_:)`` call.
    package static func make() -> DateFormatter {
        observe()
        return DateFormatter()
    }

    /// `DateFormatter.dateFormat(fromTemplate:options:locale:)` with no options.
    package static func pattern(fromTemplate template: String, locale: Locale) -> String? {
        observe()
        return DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale)
    }

    /// `style.format(value)`: a `Date.FormatStyle` (or other style) formats through ICU as a `DateFormatter` does,
    /// so it too is used inside ``confined(_:)``.
    package static func format<Style: FormatStyle>(_ value: Style.FormatInput, _ style: Style) -> Style.FormatOutput {
        observe()
        return style.format(value)
    }

    /// Called with whether the formatter was made inside ``confined(_:)``, each time ``make()``,
    /// ``pattern(fromTemplate:locale:)`` or ``format(_:_:)`` is: tests set it to catch a formatter made outside.
    package static var observer: (@Sendable (_ confined: Bool) -> Void)? {
        get { observerBox.withLock { $0.value } }
        set { observerBox.withLock { $0.value = newValue } }
    }

    private static func observe() {
        guard let observer else { return }
        observer(isConfined)
    }

    private final class Box: @unchecked Sendable {
        private let lock = NSLock()
        var value: (@Sendable (Bool) -> Void)?

        func withLock<T>(_ body: (Box) -> T) -> T { lock.withLock { body(self) } }
    }

    private static let observerBox = Box()
}
