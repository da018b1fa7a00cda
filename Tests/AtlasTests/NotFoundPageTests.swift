import Foundation
import TestSupport
import Testing

@testable import Atlas

/// 404.html's Content-Security-Policy: the defence in depth behind its script, which reads an address anyone can
/// write (the script's own behaviour under hostile addresses is tested in a browser: test_hostile_addresses.py).
@Suite("The 404 page's policy")
struct NotFoundPageTests {
    /// SHA-256 of `text` as base64, computed by Python's `hashlib`, independently of the constant under test.
    static func pythonSHA256(_ text: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c",
            "import sys, hashlib, base64; print(base64.b64encode(hashlib.sha256(sys.stdin.buffer.read()).digest())"
                + ".decode())",
        ]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test("The policy names the inline script by its true hash (a browser runs no other inline script)")
    func scriptHash() throws {
        #expect(try NotFoundPage.scriptHash == "sha256-" + Self.pythonSHA256(NotFoundPage.script))
    }

    @Test("Without a base URL everything comes from the site itself; with one, from its origin too, and nothing else")
    func policy() {
        let own = NotFoundPage.contentSecurityPolicy(baseURL: nil)
        #expect(
            own
                == "default-src 'none'; script-src 'self' '\(NotFoundPage.scriptHash)'; style-src 'self'; "
                + "img-src 'self'; connect-src 'self'; form-action 'self'; base-uri 'none'")
        let based = NotFoundPage.contentSecurityPolicy(baseURL: "https://example.org:8443/atlas;x,y/")
        #expect(based?.contains("style-src 'self' https://example.org:8443;") == true, "\(based ?? "nil")")
        #expect(based?.contains("connect-src 'self';") == true)
        #expect(based?.contains("atlas") == false, "only the origin, never the path: \(based ?? "nil")")
        #expect(NotFoundPage.origin(of: "http://[::1]:8080/") == "http://[::1]:8080")
        // An origin that could end a directive or start another is never written into the policy.
        for url in ["https://a;b.example/", "https://a b/", "https://a'b/", "ftp://a/", "https:///x"] {
            #expect(NotFoundPage.origin(of: url) == nil, "\(url)")
        }
    }

    @Test("404.html carries the policy right after its charset; no other page has one")
    func placement() throws {
        let site = try SiteGenerator(
            options: .init(templatesDirectory: TestPaths.templates, identifiers: ["de"], toolVersion: "t")
        ).generate().files
        let page = String(decoding: try #require(site.files["404.html"]), as: UTF8.self)
        #expect(
            page.hasPrefix(
                "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                    + "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src &#39;none&#39;; "))
        for (path, data) in site.files where path.hasSuffix(".html") && path != "404.html" {
            #expect(!String(decoding: data, as: UTF8.self).contains("Content-Security-Policy"), "\(path)")
        }
        // A layout without <head> gets no policy rather than a misplaced one.
        #expect(PageRenderer.withPolicy("p", "<html><body>x</body></html>") == "<html><body>x</body></html>")
        #expect(
            PageRenderer.withPolicy("p", "<head><title>")
                == "<head>\n<meta http-equiv=\"Content-Security-Policy\" content=\"p\"><title>")
    }

    @Test("404.html offers every page of the site but the locales' (found by name) for an address in other capitals")
    func otherPages() throws {
        let site = try SiteGenerator(
            options: .init(
                templatesDirectory: TestPaths.templates, identifiers: ["de", "ja_JP", "en_US"], toolVersion: "t")
        ).generate().files
        let page = String(decoding: try #require(site.files["404.html"]), as: UTF8.self)
        let listed = try #require(page.firstMatch(of: /data-pages="([^"]*)"/)).1.split(separator: " ").map(String.init)
        let expected = site.files.keys.filter {
            ($0.hasSuffix(".html") && !$0.hasPrefix("locales/") && $0 != "404.html") || $0.hasPrefix("data/")
        }
        #expect(Set(listed) == Set(expected))
        #expect(listed.count == Set(listed).count)
        #expect(listed.contains("orders/dmy.html") && listed.contains("pickers/numeric-mdy.html"))
    }
}
