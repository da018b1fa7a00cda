import DateOrder
import Foundation
import LocaleProfiles
import TestSupport
import Testing

@testable import Atlas

/// The Swift snippet of a locale page compiles as it stands and, run here, prints the page's answer.
@Suite("The Swift snippet on locale pages", .tags(.slow, .process))
struct SwiftSnippetTests {
    /// The snippet's source, as a reader copies it from the page.
    static func snippet(_ identifier: String) throws -> String {
        let html = try #require(GeneratedSite.text(SitePath.locale(identifier)))
        let code = try #require(html.components(separatedBy: "<pre><code class=\"language-swift\">").dropFirst().first)
        let escaped = try #require(code.components(separatedBy: "</code></pre>").first)
        return escaped.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    @Test(
        "It compiles and prints every picker's order as the page answers it",
        arguments: ["en_CA", "ar_SA", "kk", "nnh"])
    func compilesAndAnswers(identifier: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("snippet.swift", try Self.snippet(identifier))
        let compile = Process()
        compile.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        compile.arguments = ["swiftc", folder.path("snippet.swift").path, "-o", folder.path("snippet").path]
        let log = Pipe()
        compile.standardError = log
        compile.standardOutput = log
        try compile.run()
        let diagnostics = String(decoding: log.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        compile.waitUntilExit()
        try #require(compile.terminationStatus == 0, "the snippet of \(identifier) does not compile:\n\(diagnostics)")
        #expect(!diagnostics.contains("warning:"), "\(diagnostics)")

        let run = Process()
        run.executableURL = folder.path("snippet")
        run.environment = ["TZ": "UTC", "PATH": "/usr/bin:/bin"]
        let output = Pipe()
        run.standardOutput = output
        try run.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        run.waitUntilExit()
        let record = try #require(GeneratedSite.records.first { $0.identifier == identifier })
        let lines = printed.split(separator: "\n").map { $0.components(separatedBy: " | ") }
        for kind in DatePickerKind.allCases {
            let line = try #require(lines.first { $0.first == kind.description }, "\(identifier): no line for \(kind)")
            let order = try #require(DateFieldOrder(code: line[3]), "\(line)")
            #expect(order.restricted(to: kind.fields).code == record.pickers[kind.slug], "\(identifier) \(kind)")
            #expect(line[2] == record.patterns[kind.template.rawValue], "\(identifier) \(kind)")
        }
        let trick = try #require(lines.first { $0.first == "yyyyMMdd trick" })
        #expect(trick[3] == record.order)
        // The time lines print the patterns the page's time answer is read from.
        for template in ["jm", "hm", "Hm", "yMMMd jm"] {
            let line = try #require(lines.first { $0.first == template }, "\(identifier): no line for \(template)")
            #expect(line.count == 2 && line[1] == record.patterns[template], "\(identifier) \(template): \(line)")
        }
        #expect(record.time?.pattern == record.patterns["jm"])
    }
}
