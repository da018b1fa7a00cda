import Foundation
import TestSupport
import Testing

@testable import DateOrderCLI

/// README, "build": "The layout folder is `./Templates` when there is one, else the one in the checkout the tool
/// was built from". An edited `./Templates` that a build ignored would publish the old layout without a word.
@Suite("build without --templates reads ./Templates, else the checkout's")
struct DefaultTemplatesTests {
    @Test("./Templates is read when there is one, even broken; without it the checkout's layout is used")
    func workingDirectoryFirst() throws {
        let workspace = try TemporaryFolder(withTemplates: true)
        defer { workspace.remove() }
        let marker = "/* ./Templates, not the checkout's */\n"
        let css = try #require(workspace.read("Templates/assets/style.css"))
        try workspace.write("Templates/assets/style.css", css + marker)
        let local = CommandRunner.run(["build", "--output", "local", "--only", "de"], in: workspace.url)
        try #require(local.code == .success, "\(local.err)")
        #expect(workspace.read("local/assets/style.css") == css + marker)

        // No ./Templates: the checkout's, byte for byte.
        let elsewhere = workspace.path("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let checkout = CommandRunner.run(["build", "--output", "../checkout", "--only", "de"], in: elsewhere)
        try #require(checkout.code == .success, "\(checkout.err)")
        let published = try #require(workspace.read("checkout/assets/style.css"))
        #expect(published == css)

        // A ./Templates without its layout fails the build; it is not quietly replaced by the checkout's.
        try FileManager.default.removeItem(at: workspace.path("Templates/layout.html"))
        let broken = CommandRunner.run(["build", "--output", "broken", "--only", "de"], in: workspace.url)
        #expect(broken.code != .success)
        #expect(broken.err.contains(workspace.path("Templates").lastPathComponent), "\(broken.err)")
        #expect(workspace.read("broken/index.html") == nil)
    }
}
