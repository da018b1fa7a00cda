import Foundation

/// A small tmpfs mounted on a fresh folder, for tests of full disks and mount points. Mounting needs root (or
/// CAP_SYS_ADMIN); where it is not permitted, `unavailableReason` says why and the tests that need it are skipped
/// with that message.
package struct ScratchMount: Sendable {
    /// The mount point.
    package let url: URL

    /// Mounts a tmpfs of `size` (`"256k"`) on a new folder `name` inside `parent`.
    package init(size: String, in parent: URL, name: String = "mnt") throws {
        url = parent.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let result = Self.run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(size),mode=0755", "tmpfs", url.path])
        guard result.status == 0 else {
            try? FileManager.default.removeItem(at: url)
            throw CocoaError(.featureUnsupported, userInfo: [NSLocalizedDescriptionKey: result.output])
        }
    }

    /// Unmounts it (lazily, so a test that failed with files open still cleans up) and removes the folder.
    package func unmount() {
        _ = Self.run("/bin/umount", ["-l", url.path])
        try? FileManager.default.removeItem(at: url)
    }

    /// `nil` when a tmpfs can be mounted here, else why not (tried once per test run).
    package static let unavailableReason: String? = {
        let parent = TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        do {
            let mount = try ScratchMount(size: "64k", in: parent)
            mount.unmount()
            return nil
        } catch {
            return "mount -t tmpfs is not permitted here (needs root or CAP_SYS_ADMIN): "
                + (error as NSError).localizedDescription
        }
    }()

    /// Whether a tmpfs can be mounted here.
    package static var isAvailable: Bool { unavailableReason == nil }

    private static func run(_ tool: String, _ arguments: [String]) -> (status: Int32, output: String) {
        guard FileManager.default.isExecutableFile(atPath: tool) else { return (127, "\(tool) not found") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            return (127, "\(error)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
