import Foundation
import Testing

@testable import Atlas

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `Interruption.install()` promises that from its return on, Ctrl-C, `kill` or a closed terminal ends the process
/// with 128 plus the signal's number (after removing any staging folder). It once set each signal to `SIG_IGN` and
/// left the rest to libdispatch, which installs its own handler later, on its manager thread: a signal in between
/// was discarded, and a build interrupted in its first tens of milliseconds ran to the end and exited 0. Each test
/// runs in a child process (an exit test) that sends itself the signal the moment `install()` returns, with every
/// processor busy.
@Suite("Catching signals from the moment it is promised")
struct InterruptionInstallTests {
    /// Keeps every processor busy for 0.3 s with threads that spin, as a loaded machine does, so libdispatch's
    /// manager thread, which installs its handler, runs late; returns once they all spin.
    static func keepProcessorsBusy() {
        let count = ProcessInfo.processInfo.activeProcessorCount * 2
        let started = DispatchSemaphore(value: 0)
        for _ in 0..<count {
            Thread.detachNewThread {
                started.signal()
                let end = DispatchTime.now().uptimeNanoseconds + 300_000_000
                while DispatchTime.now().uptimeNanoseconds < end {}
            }
        }
        for _ in 0..<count { started.wait() }
    }

    @Test("SIGTERM sent as install() returns ends the process with 143 (was lost, exit 0)")
    func terminateRightAfterInstall() async {
        await #expect(processExitsWith: .exitCode(128 + SIGTERM)) {
            // As a process started without the signal ignored (a test runner may ignore some).
            signal(SIGTERM, SIG_DFL)
            InterruptionInstallTests.keepProcessorsBusy()
            Interruption.install()
            kill(getpid(), SIGTERM)
            // Time enough for the handler to run; a signal that was lost lets the process end with 0 after this.
            usleep(3_000_000)
        }
    }

    @Test("SIGINT sent as install() returns ends the process with 130 (was lost, exit 0)")
    func interruptRightAfterInstall() async {
        await #expect(processExitsWith: .exitCode(128 + SIGINT)) {
            signal(SIGINT, SIG_DFL)
            InterruptionInstallTests.keepProcessorsBusy()
            Interruption.install()
            kill(getpid(), SIGINT)
            usleep(3_000_000)
        }
    }

    @Test("SIGHUP sent as install() returns ends the process with 129 (was lost, exit 0)")
    func hangUpRightAfterInstall() async {
        await #expect(processExitsWith: .exitCode(128 + SIGHUP)) {
            signal(SIGHUP, SIG_DFL)
            InterruptionInstallTests.keepProcessorsBusy()
            Interruption.install()
            kill(getpid(), SIGHUP)
            usleep(3_000_000)
        }
    }

    @Test("A signal ignored when the process started stays ignored (nohup), and install() still returns")
    func ignoredSignalStaysIgnored() async {
        await #expect(processExitsWith: .success) {
            signal(SIGHUP, SIG_IGN)
            InterruptionInstallTests.keepProcessorsBusy()
            Interruption.install()
            kill(getpid(), SIGHUP)
            usleep(300_000)
            exit(0)
        }
    }
}
