import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What an interrupted build leaves: nothing of its own. Ctrl-C (`SIGINT`), `kill` (`SIGTERM`) or a closed
/// terminal (`SIGHUP`) removes the staging folder of every site being written, while no file is being written
/// into it, reports it on standard error and ends the process with status 128 plus the signal's number, as a
/// shell reports a signal. The output folder is left as it was, or holds the new site if the swap came first.
/// (`SIGKILL` cannot be caught: its leftover is removed by the next build into the same output.)
package enum Interruption {
    /// The signals a build cleans up after.
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// Catches the signals from its return on (once per process; later calls do nothing). Before this, a signal
    /// ends the process at once, as by default.
    package static func install() {
        registry.installOnce {
            let sources = signals.compactMap { number -> (any DispatchSourceSignal)? in
                // A signal ignored when the process started stays ignored: `nohup dateorder build` must outlive its
                // terminal (SIGHUP), as a background job of a script must outlive Ctrl-C (SIGINT).
                if handler(of: number) == unsafeBitCast(SIG_IGN, to: Int.self) { return nil }
                #if !os(Linux)
                    // kqueue sees an ignored signal; the default action must not end the process first.
                    signal(number, SIG_IGN)
                #endif
                let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                source.setEventHandler { interrupted(by: number) }
                source.resume()
                return source
            }
            #if os(Linux)
                // libdispatch installs its handler later, on its manager thread. Until then the signal keeps its
                // default action (it ends the process, which has staged nothing yet); it is never set to SIG_IGN,
                // which would discard a Ctrl-C sent in between and let the build run to its end. Wait for the
                // handler so that from the return on every signal is caught.
                let deadline = DispatchTime.now().uptimeNanoseconds + 5_000_000_000
                for source in sources {
                    let number = Int32(source.handle)
                    while handler(of: number) == unsafeBitCast(SIG_DFL, to: Int.self),
                        DispatchTime.now().uptimeNanoseconds < deadline
                    {
                        usleep(200)
                    }
                }
            #endif
            return sources
        }
    }

    /// The signal's disposition as a number: `SIG_DFL`, `SIG_IGN` or a handler's address. Only read, never changed.
    private static func handler(of number: Int32) -> Int {
        var action = sigaction()
        sigaction(number, nil, &action)
        #if os(Linux)
            return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
        #else
            return unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self)
        #endif
    }

    /// Registers a site being staged, until `remove(_:)`.
    static func add(_ site: StagedSite) { registry.add(site) }

    /// Forgets a site: written, abandoned or failed.
    static func remove(_ site: StagedSite) { registry.remove(site) }

    /// Removes every registered site's staging folder and ends the process.
    private static func interrupted(by number: Int32) -> Never {
        // Each site's lock is taken and kept: no thread writes a file into its folder after it is removed.
        let notes = registry.sites().compactMap { $0.interrupt() }
        let name =
            number == SIGINT ? "SIGINT" : number == SIGTERM ? "SIGTERM" : number == SIGHUP ? "SIGHUP" : "\(number)"
        let line =
            "dateorder: interrupted (\(name))" + (notes.isEmpty ? "" : "; " + notes.joined(separator: "; ")) + "\n"
        _ = line.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
        // `_exit`, not `exit`: other threads are still running, and nothing else is to be flushed or finished.
        _exit(128 + number)
    }

    private static let registry = Registry()

    /// The sites being staged, and the signal sources (kept alive for the process's life).
    private final class Registry: @unchecked Sendable {
        private let lock = NSLock()
        private var staged: [ObjectIdentifier: StagedSite] = [:]
        private var sources: [any DispatchSourceSignal]?

        func installOnce(_ make: () -> [any DispatchSourceSignal]) {
            lock.withLock { if sources == nil { sources = make() } }
        }

        func add(_ site: StagedSite) { lock.withLock { staged[ObjectIdentifier(site)] = site } }
        func remove(_ site: StagedSite) { lock.withLock { _ = staged.removeValue(forKey: ObjectIdentifier(site)) } }
        func sites() -> [StagedSite] { lock.withLock { Array(staged.values) } }
    }
}
