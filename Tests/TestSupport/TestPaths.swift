import Foundation

/// Places in the checkout, found from this file, so tests run from any working directory.
package enum TestPaths {
    /// The package root.
    package static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// The shipped layout folder, `Templates/`.
    package static let templates = root.appendingPathComponent("Templates")
    /// The built `dateorder` executable beside the test bundle (`swift build` puts both in one folder), if any.
    package static var executable: URL? {
        let candidates = [
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("dateorder"),
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
                "dateorder"),
            root.appendingPathComponent(".build/debug/dateorder"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// A fresh, empty temporary folder (the caller removes it).
    package static func temporaryDirectory() -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("dateorder-tests-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
