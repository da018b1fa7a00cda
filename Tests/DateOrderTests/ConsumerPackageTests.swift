import Foundation
import TestSupport
import Testing

/// An app's view of the library: a separate SwiftPM package that depends on this one by path, imports
/// `DateOrder`, and compiles and runs the README's example, so the documented API and its documented answers
/// cannot drift from the code.
@Suite("A package that depends on DateOrder", .tags(.slow, .process))
struct ConsumerPackageTests {
    /// The README's section "Use it in your app".
    static func readmeSection() throws -> String {
        let readme = try String(contentsOf: TestPaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "## Use it in your app\n"))
        let rest = readme[start.upperBound...]
        return String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)])
    }

    /// The Swift code blocks of a Markdown text.
    static func swiftBlocks(_ markdown: String) -> [String] {
        markdown.components(separatedBy: "```swift\n").dropFirst().compactMap {
            $0.components(separatedBy: "\n```").first
        }
    }

    /// The rows of the README's table of answers: locale → the four cells.
    static func table(_ markdown: String) -> [(String, [String])] {
        markdown.split(separator: "\n").filter {
            $0.hasPrefix("| ") && !$0.hasPrefix("| Locale") && !$0.hasPrefix("| ---")
        }
        .map { line in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            return (cells[0], Array(cells.dropFirst()))
        }
    }

    @Test("The README's example compiles against the library and prints the answers the README's table shows")
    func readmeExampleBuildsAndAnswers() throws {
        let section = try Self.readmeSection()
        let blocks = Self.swiftBlocks(section)
        let example = try #require(blocks.first { $0.contains("import DateOrder") }, "no example with import DateOrder")
        let dependency = try #require(blocks.first { $0.contains(".package(url:") }, "no dependency line")
        #expect(dependency.contains(".product(name: \"DateOrder\", package: \"DateOrderAtlas\")"))
        let rows = Self.table(section)
        try #require(rows.count >= 4, "the README's table of answers is missing")

        let package = try TemporaryFolder()
        defer { package.remove() }
        try FileManager.default.createDirectory(at: package.path("Sources/Consumer"), withIntermediateDirectories: true)
        try package.write(
            "Package.swift",
            """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(
                name: "Consumer",
                platforms: [.macOS(.v13), .iOS(.v16)],
                dependencies: [.package(name: "DateOrderAtlas", path: \(String(reflecting: TestPaths.root.path)))],
                targets: [
                    .executableTarget(name: "Consumer", dependencies: [.product(name: "DateOrder", package: "DateOrderAtlas")]),
                ]
            )
            """)
        let printer = """

            // Added by the test: the README table's rows, computed.
            func cell(_ components: [Calendar.Component]) -> String {
                "[" + components.map { component in
                    switch component {
                    case .year: ".year"
                    case .month: ".month"
                    case .day: ".day"
                    default: "?"
                    }
                }.joined(separator: ", ") + "]"
            }
            _ = (numeric, withNames, pattern, order)
            for identifier in \(rows.map(\.0)) {
                let layout = DatePickerLayout(for: Locale(identifier: identifier))
                print(([identifier] + [layout.numeric, layout.withMonthNames, layout.yearMonth, layout.monthDay].map(cell))
                    .joined(separator: " | "))
            }
            print("example:", cell(numeric), cell(withNames), pattern, order.map { "\\($0)" } ?? "nil")
            """
        try package.write("Sources/Consumer/main.swift", example + "\n" + printer)

        // A scratch folder that outlives the test, so later runs build incrementally.
        let scratch = TestPaths.root.appendingPathComponent(".build/consumer-package").path
        let build = Process()
        build.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        build.arguments = ["swift", "build", "--package-path", package.url.path, "--scratch-path", scratch]
        let log = package.path("build.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        build.standardOutput = handle
        build.standardError = handle
        try build.run()
        build.waitUntilExit()
        try handle.close()
        let buildLog = package.read("build.log") ?? ""
        try #require(build.terminationStatus == 0, "the consumer package does not build:\n\(buildLog.suffix(3_000))")

        let binary = URL(fileURLWithPath: scratch).appendingPathComponent("debug/Consumer")
        let run = Process()
        run.executableURL = binary
        let pipe = Pipe()
        run.standardOutput = pipe
        try run.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        run.waitUntilExit()
        #expect(run.terminationStatus == 0)
        let printed = output.split(separator: "\n").map(String.init)
        for (identifier, cells) in rows {
            #expect(
                printed.contains(([identifier] + cells).joined(separator: " | ")),
                "README row \(identifier) \(cells) vs \(printed.filter { $0.hasPrefix(identifier + " ") })")
        }
        #expect(
            printed.last == "example: [.year, .month, .day] [.month, .day, .year] MMMM d, y DMY",
            "\(printed.last ?? "")")
        // The comments in the README's example say the same.
        #expect(example.contains("[.year, .month, .day]") && example.contains("[.month, .day, .year]"))
        #expect(example.contains("\"MMMM d, y\"") && example.contains(".dayMonthYear"))
    }
}
