import Foundation
import TestSupport
import Testing

@testable import Atlas

/// Whole pages compared byte for byte with files beside this test. Re-record with `RECORD_GOLDEN=1 swift test`.
@Suite("Golden pages")
struct GoldenPageTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    @Test(
        "Pages match their golden files byte for byte",
        arguments: [
            "locales/ja_JP.html", "locales/en_US.html", "locales/ar.html", "locales/nnh.html", "orders/mdy.html",
        ])
    func golden(path: String) throws {
        let actual = try #require(GeneratedSite.files.files[path])
        let golden = Self.folder.appendingPathComponent(path.replacingOccurrences(of: "/", with: "__"))
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try actual.write(to: golden)
            return
        }
        let expected = try #require(
            FileManager.default.contents(atPath: golden.path),
            "missing golden \(golden.lastPathComponent); record with RECORD_GOLDEN=1")
        if actual != expected {
            let a = String(decoding: actual, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let e = String(decoding: expected, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let line = zip(a, e).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, e.count)
            Issue.record(
                """
                \(path) differs from its golden file at line \(line + 1):
                  expected: \(line < e.count ? String(e[line]).unicodeScalars.map { $0.isASCII ? String($0) : "\\u{\(String($0.value, radix: 16))}" }.joined() : "<end>")
                  actual:   \(line < a.count ? String(a[line]).unicodeScalars.map { $0.isASCII ? String($0) : "\\u{\(String($0.value, radix: 16))}" }.joined() : "<end>")
                """)
        }
    }

    @Test("Golden pages keep invisible characters: en_US's U+202F and Arabic's U+200F")
    func invisibleCharacters() throws {
        let en = try #require(GeneratedSite.text("locales/en_US.html"))
        #expect(en.contains("\u{202F}PM"))
        let ar = try #require(GeneratedSite.text("locales/ar.html"))
        #expect(ar.contains("\u{200F}"))
    }
}
