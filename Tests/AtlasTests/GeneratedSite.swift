import DateOrder
import Foundation

@testable import Atlas

/// One full generation of the site, shared by the tests that inspect it.
enum GeneratedSite {
    static let options = SiteGenerator.Options(templatesDirectory: TestPaths.templates, toolVersion: "test")

    static let result: (files: SiteFiles, summary: SiteGenerator.Summary) = {
        do { return try SiteGenerator(options: options).generate() } catch { fatalError("generation failed: \(error)") }
    }()

    static var files: SiteFiles { result.files }

    static func text(_ path: String) -> String? {
        files.files[path].map { String(decoding: $0, as: UTF8.self) }
    }

    static var htmlPaths: [String] { files.paths.filter { $0.hasSuffix(".html") } }
}
