import Foundation
import Testing

extension Tag {
    /// Tests that take more than a few seconds: whole-site checks, child processes, the browser.
    @Tag package static var slow: Self
    /// Tests that run the built `dateorder` executable as a child process.
    @Tag package static var process: Self
}

/// Whether the long variants of seeded tests run (`DATEORDER_FULL_TESTS=1`): more kill moments, more inputs.
package let fullTests = ProcessInfo.processInfo.environment["DATEORDER_FULL_TESTS"] == "1"
