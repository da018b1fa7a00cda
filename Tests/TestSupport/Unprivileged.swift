import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a child process the way a file's owner without special powers runs it, so tests about permissions mean
/// the same as root and as a user: as a user, nothing changes; as root, `setpriv` drops the capabilities that
/// bypass permission bits (CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH) from the child. Where neither works, tests that
/// need it are skipped with `unavailableReason`.
package enum Unprivileged {
    /// The command words to put before the executable and its arguments, or `nil` when unavailable.
    package static let prefix: [String]? = {
        if getuid() != 0 { return [] }
        let words = ["/usr/bin/setpriv", "--bounding-set=-dac_override,-dac_read_search", "--"]
        guard FileManager.default.isExecutableFile(atPath: words[0]) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: words[0])
        process.arguments = Array(words.dropFirst()) + ["/bin/true"]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        process.waitUntilExit()
        return process.terminationStatus == 0 ? words : nil
    }()

    /// Why `prefix` is `nil`.
    package static var unavailableReason: String {
        "running as root and setpriv cannot drop CAP_DAC_OVERRIDE here, so permission bits would not apply"
    }

    /// Whether permission tests can run.
    package static var isAvailable: Bool { prefix != nil }
}
