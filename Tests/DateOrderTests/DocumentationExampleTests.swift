import Foundation
import TestSupport
import Testing

/// The Swift examples a reader copies: every code block of the README and the DocC articles, and every example in
/// the library's doc comments that starts with its imports, type-checked on its own against the built `DateOrder`
/// module (`swiftc -typecheck`), so none of them needs a line the reader cannot see. A block that continues the
/// one before it starts with `#if` (the SwiftUI and UIKit views beside an article's model) and is checked with it.
@Suite("Documentation examples stand alone", .tags(.process))
struct DocumentationExampleTests {
    /// A text's Swift code blocks, with the line each starts on.
    static func blocks(_ text: String, commentPrefix: String = "") -> [(line: Int, code: String)] {
        var blocks: [(Int, String)] = []
        var current: [String]?
        var start = 0
        for (number, raw) in text.components(separatedBy: .newlines).enumerated() {
            let trimmed = raw.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix(commentPrefix) else {
                current = nil
                continue
            }
            var line = String(trimmed.dropFirst(commentPrefix.count))
            if !commentPrefix.isEmpty, line.hasPrefix(" ") { line.removeFirst() }
            if current == nil, line == "```swift" {
                current = []
                start = number + 2
            } else if let lines = current, line == "```" {
                blocks.append((start, lines.joined(separator: "\n")))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// The units a reader would copy from one file: a block with its imports, and the `#if` blocks after it.
    /// Package manifest lines are left out (they belong in `Package.swift`); any other block that starts with
    /// neither an import nor `#if` is returned in `loose`.
    static func units(_ blocks: [(line: Int, code: String)]) -> (units: [(line: Int, code: String)], loose: [Int]) {
        var units: [(line: Int, code: String)] = []
        var loose: [Int] = []
        for (line, code) in blocks {
            if code.contains(".package(") || code.hasPrefix("dependencies:") { continue }
            if code.hasPrefix("import ") {
                units.append((line, code))
            } else if code.hasPrefix("#if"), !units.isEmpty {
                units[units.count - 1].code += "\n\n" + code
            } else {
                loose.append(line)
            }
        }
        return (units, loose)
    }

    @Test("Every example in the README, the articles and the doc comments type-checks with only its own imports")
    func examplesTypeCheck() throws {
        let executable = try #require(TestPaths.executable, "no built dateorder beside the tests")
        let modules = executable.deletingLastPathComponent().appendingPathComponent("Modules")
        try #require(
            FileManager.default.fileExists(atPath: modules.appendingPathComponent("DateOrder.swiftmodule").path),
            "no DateOrder module in \(modules.path)")
        let docc = TestPaths.root.appendingPathComponent("Sources/DateOrder/DateOrder.docc")
        let articles = try FileManager.default.contentsOfDirectory(atPath: docc.path).filter { $0.hasSuffix(".md") }
            .sorted().map { "Sources/DateOrder/DateOrder.docc/" + $0 }
        let sources = try FileManager.default.contentsOfDirectory(
            atPath: TestPaths.root.appendingPathComponent("Sources/DateOrder").path
        ).filter { $0.hasSuffix(".swift") }.sorted().map { "Sources/DateOrder/" + $0 }

        var units: [(name: String, code: String)] = []
        for file in ["README.md"] + articles + sources {
            let text = try String(contentsOf: TestPaths.root.appendingPathComponent(file), encoding: .utf8)
            if file.hasSuffix(".swift") {
                // Doc comments also hold fragments (`for column in layout.columns { … }`): only whole examples.
                for (line, code) in Self.blocks(text, commentPrefix: "///") where code.hasPrefix("import ") {
                    units.append(("\(file):\(line)", code))
                }
                continue
            }
            let (found, loose) = Self.units(Self.blocks(text))
            #expect(loose.isEmpty, "\(file): blocks at lines \(loose) do not start with their imports")
            units += found.map { ("\(file):\($0.line)", $0.code) }
        }
        #expect(units.count >= 9, "\(units.map(\.name))")

        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for (index, unit) in units.enumerated() {
            // Top-level statements, as in a `main.swift`.
            let file = folder.path("example\(index)/main.swift")
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(unit.code.utf8).write(to: file)
            let (status, output) = try ConsumerPackageTests.run(
                "/usr/bin/env",
                [
                    "swiftc", "-typecheck", "-I", modules.path, "-module-cache-path",
                    folder.path("module-cache").path, file.path,
                ])
            #expect(status == 0, "\(unit.name) does not type-check alone:\n\(output.prefix(1_500))")
        }
    }
}
