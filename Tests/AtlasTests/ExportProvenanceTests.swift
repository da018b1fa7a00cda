import Foundation
import LocaleProfiles
import TestSupport
import Testing

@testable import Atlas

/// README, "list": "Neither file names a version or its source; the site's `about.html#data` … says in short what
/// they hold, beside the provenance that is theirs." So two toolchains' exports differ only where the data does.
@Suite("The exports name no version and no source")
struct ExportProvenanceTests {
    @Test("data/locales.json and .csv are the same whatever the tool's version, and name no toolchain version")
    func noVersionInExports() throws {
        func exports(_ version: String) throws -> [Data?] {
            let files = try SiteGenerator(
                options: .init(
                    templatesDirectory: TestPaths.templates, identifiers: ["de", "ja_JP"], toolVersion: version)
            ).generate().files
            return ["data/locales.json", "data/locales.csv"].map { files.files[$0] }
        }
        let first = try exports("9.8.7-first")
        #expect(first.allSatisfy { ($0?.count ?? 0) > 100 })
        #expect(try exports("0.0.1-second") == first)
        let provenance = Provenance.current(toolVersion: "9.8.7-first")
        let named = [
            provenance.toolVersion, "Swift \(provenance.swiftVersion)", "ICU \(provenance.icuVersion)",
            "CLDR \(provenance.cldrVersion)", "dateorder ",
        ]
        for (file, data) in zip(["data/locales.json", "data/locales.csv"], first) {
            let text = String(decoding: data ?? Data(), as: UTF8.self)
            for name in named {
                let names = text.contains(name)
                #expect(!names, "\(file) names \(name)")
            }
        }
        // The about page carries the provenance instead.
        let about = try SiteGenerator(
            options: .init(templatesDirectory: TestPaths.templates, identifiers: ["de"], toolVersion: "9.8.7-first")
        ).generate().files.files["about.html"]
        #expect(String(decoding: about ?? Data(), as: UTF8.self).contains("9.8.7-first"))
    }
}
