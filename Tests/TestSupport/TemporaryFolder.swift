import Foundation

/// A fresh folder under the system's temporary folder, removed with `remove()`; tests never write elsewhere.
package struct TemporaryFolder: Sendable {
    /// The folder.
    package let url: URL

    /// Creates an empty folder; `withTemplates` copies the shipped `Templates/` into it (a working directory
    /// for the command line).
    package init(withTemplates: Bool = false) throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("dateorder-tests-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        if withTemplates {
            try FileManager.default.copyItem(at: TestPaths.templates, to: url.appendingPathComponent("Templates"))
        }
    }

    /// A path inside the folder.
    package func path(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// Writes a UTF-8 text file inside the folder.
    package func write(_ name: String, _ text: String) throws {
        try text.write(to: path(name), atomically: true, encoding: .utf8)
    }

    /// Reads a text file inside the folder, if it exists.
    package func read(_ name: String) -> String? {
        FileManager.default.contents(atPath: path(name).path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Removes the folder and everything in it (making read-only folders writable first).
    package func remove() {
        _ = try? Process.run(URL(fileURLWithPath: "/bin/chmod"), arguments: ["-R", "u+rwx", url.path]).waitUntilExit()
        try? FileManager.default.removeItem(at: url)
    }

    /// An environment for a `dateorder` process or command that keeps its build stamps inside this folder
    /// rather than in the user's `~/.cache/dateorder`, with a fixed `TZ` and `PATH`.
    package var environment: [String: String] {
        [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "TZ": "UTC",
            "DATEORDER_CACHE_DIR": path(".cache").path,
        ]
    }

    /// Starts the built `dateorder` with `arguments` in this folder and its isolated environment, output
    /// discarded; the caller waits for it (or kills it).
    package func startDateOrder(_ arguments: [String], errors: FileHandle? = nil) throws -> Process {
        guard let executable = TestPaths.executable else { throw CocoaError(.fileNoSuchFile) }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = url
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors ?? FileHandle.nullDevice
        try process.run()
        return process
    }
}
