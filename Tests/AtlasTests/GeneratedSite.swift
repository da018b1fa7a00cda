import DateOrder
import Foundation
import LocaleProfiles
import TestSupport

@testable import Atlas

/// The one full generation of the site (every locale), shared by every whole-site check: pages, links and
/// anchors, golden pages, exports. Everything else builds a small site of a few locales.
enum GeneratedSite {
    static let options = SiteGenerator.Options(templatesDirectory: TestPaths.templates, toolVersion: "test")

    static let result: (files: SiteFiles, summary: SiteGenerator.Summary) = {
        do { return try SiteGenerator(options: options).generate() } catch { fatalError("generation failed: \(error)") }
    }()

    static var files: SiteFiles { result.files }

    /// A small site of a few locales, generated in memory: what most page checks need.
    static func small(_ identifiers: [String]) -> SiteFiles {
        do {
            return try SiteGenerator(
                options: .init(templatesDirectory: TestPaths.templates, identifiers: identifiers, toolVersion: "test")
            ).generate().files
        } catch { fatalError("generation failed: \(error)") }
    }

    /// The published records of `data/locales.json`.
    static let records: [LocaleRecord] = {
        do { return try JSONDecoder().decode([LocaleRecord].self, from: files.files["data/locales.json"]!) } catch {
            fatalError("data/locales.json does not decode: \(error)")
        }
    }()

    /// Every alias the site publishes a page for, with its identifier.
    static let aliases: [(alias: String, identifier: String)] = LocaleAliases.make(
        identifiers: Set(Catalog.availableIdentifiers))

    static func text(_ path: String) -> String? {
        files.files[path].map { String(decoding: $0, as: UTF8.self) }
    }

    static var htmlPaths: [String] { files.paths.filter { $0.hasSuffix(".html") } }

    /// Every HTML page parsed once, shared by the tests that read tags, links and ids.
    static let inspected: [String: HTMLInspector] = {
        Dictionary(uniqueKeysWithValues: htmlPaths.map { ($0, HTMLInspector(text($0)!)) })
    }()
}
