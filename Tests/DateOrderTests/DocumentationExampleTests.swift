import Foundation
import TestSupport
import Testing

/// The Swift examples a reader copies: every code block of the README and the DocC articles, and every example in
/// the library's doc comments that starts with its imports, type-checked on its own against the built `DateOrder`
/// module (`swiftc -typecheck`), so none of them needs a line the reader cannot see. A block that continues the
/// one before it starts with `#if` (the SwiftUI and UIKit views beside an article's model) and is checked with it.
/// The answers those examples state in comments (`layout.numeric  // [.year, .month, .day]`) are checked by running
/// them: ``answersProgram()``, built and run by `ConsumerPackageTests`.
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

    /// The files a reader copies examples from: the README, the DocC articles and the library's sources.
    static func documents() throws -> [String] {
        let docc = TestPaths.root.appendingPathComponent("Sources/DateOrder/DateOrder.docc")
        let articles = try FileManager.default.contentsOfDirectory(atPath: docc.path).filter { $0.hasSuffix(".md") }
            .sorted().map { "Sources/DateOrder/DateOrder.docc/" + $0 }
        let sources = try FileManager.default.contentsOfDirectory(
            atPath: TestPaths.root.appendingPathComponent("Sources/DateOrder").path
        ).filter { $0.hasSuffix(".swift") }.sorted().map { "Sources/DateOrder/" + $0 }
        return ["README.md"] + articles + sources
    }

    /// The examples a reader copies, by file and line: the README's and the articles' units, and the doc comments'
    /// examples that start with their imports.
    static func examples() throws -> [(name: String, code: String)] {
        var units: [(name: String, code: String)] = []
        for file in try documents() {
            let text = try String(contentsOf: TestPaths.root.appendingPathComponent(file), encoding: .utf8)
            if file.hasSuffix(".swift") {
                // Doc comments also hold fragments (`for column in layout.columns { … }`): only whole examples.
                for (line, code) in blocks(text, commentPrefix: "///") where code.hasPrefix("import ") {
                    units.append(("\(file):\(line)", code))
                }
            } else {
                units += Self.units(blocks(text)).units.map { ("\(file):\($0.line)", $0.code) }
            }
        }
        return units
    }

    /// The Swift literal a comment starts with: `[.year, .month]`, `"MMMM d, y"`, `.locale`, `1...12`, `2`; `nil`
    /// when it starts with prose (`// the locale's own calendar`).
    static func leadingLiteral(_ comment: String) -> String? {
        let characters = Array(comment)
        guard let first = characters.first else { return nil }
        var index = 0
        switch first {
        case "[", "\"":
            var depth = 0
            var inString = false
            while index < characters.count {
                let character = characters[index]
                if inString {
                    if character == "\\" {
                        index += 1
                    } else if character == "\"" {
                        inString = false
                        if depth == 0 { return String(characters[...index]) }
                    }
                } else if character == "\"" {
                    inString = true
                } else if character == "[" {
                    depth += 1
                } else if character == "]" {
                    depth -= 1
                    if depth == 0 { return String(characters[...index]) }
                }
                index += 1
            }
            return nil
        case ".":
            let name = characters.dropFirst().prefix { $0.isLetter || $0.isNumber }
            return name.isEmpty ? nil : "." + String(name)
        case "0"..."9":
            let literal = String(characters.prefix { $0.isNumber || $0 == "." })
            return literal.hasSuffix(".") ? nil : literal
        default:
            return nil
        }
    }

    /// An example with each documented answer checked: a statement `value  // answer` (or `let name = value  //
    /// answer`) whose comment starts with a Swift literal is followed by `expect(value, literal, "place")`, which the
    /// generated `expect` prints as `example holds:` or `example differs:`. The statements run inside `do { }`, so
    /// examples can share one `main.swift`; the count is how many answers are checked.
    static func withAnswersChecked(_ code: String, name: String) -> (code: String, checks: Int) {
        var lines: [String] = []
        var checks = 0
        for (offset, line) in code.components(separatedBy: "\n").enumerated() {
            if line.hasPrefix("import ") { continue }
            let comment = line.range(of: "  // ")
            var statement = line[..<(comment?.lowerBound ?? line.endIndex)].trimmingCharacters(in: .whitespaces)
            let declares = statement.hasPrefix("let ") || statement.hasPrefix("var ")
            if declares, !line.hasPrefix(" "), let equals = statement.range(of: " = ") {
                statement = String(statement[statement.index(statement.startIndex, offsetBy: 4)..<equals.lowerBound])
                // A name the example only shows (`let japanese = …`) is used, so the build has no warning.
                lines += ["    " + line, "    _ = \(statement)"]
            } else {
                lines.append("    " + line)
            }
            guard !line.hasPrefix(" "), let comment, let literal = leadingLiteral(String(line[comment.upperBound...])),
                !["for ", "func ", "struct ", "case ", "#"].contains(where: statement.hasPrefix)
            else { continue }
            // An expression statement becomes its check (kept as it is, the value would be unused).
            if !declares { lines.removeLast() }
            lines.append("    expect(\(statement), \(literal), #\"\(name) +\(offset)\"#)")
            checks += 1
        }
        return ("do {\n" + lines.joined(separator: "\n") + "\n}\n", checks)
    }

    /// One `main.swift` running every example that states answers, each answer checked (see
    /// ``withAnswersChecked(_:name:)``), and how many answers that is.
    static func answersProgram() throws -> (code: String, checks: Int) {
        var imports = Set<String>()
        var bodies: [String] = []
        var checks = 0
        for (name, code) in try examples() where !code.contains("struct ") {
            let checked = withAnswersChecked(code, name: name)
            guard checked.checks > 0 else { continue }
            imports.formUnion(code.components(separatedBy: "\n").filter { $0.hasPrefix("import ") })
            bodies.append("// \(name)\n" + checked.code)
            checks += checked.checks
        }
        let expect = """
            func expect<Value: Equatable>(_ value: Value, _ documented: Value, _ place: String) {
                let verdict = value == documented ? "example holds:" : "example differs:"
                print(verdict, place, String(reflecting: value), "documented", String(reflecting: documented))
            }
            """
        return (
            imports.sorted().joined(separator: "\n") + "\n\n" + expect + "\n\n" + bodies.joined(separator: "\n"), checks
        )
    }

    @Test("The answers the examples state in comments are found: every unit of README, articles and doc comments")
    func answersFound() throws {
        #expect(Self.leadingLiteral("[.year, .month, .day]: 2026-04-15") == "[.year, .month, .day]")
        #expect(Self.leadingLiteral("\"\", after (\"x\")") == "\"\"")
        #expect(Self.leadingLiteral("[\"오전\", \"오후\"]; empty") == "[\"오전\", \"오후\"]")
        #expect(Self.leadingLiteral("1...12 (de_DE: 0...23)") == "1...12")
        #expect(Self.leadingLiteral("1: 4:45") == "1" && Self.leadingLiteral(".dateFirst; vi_VN") == ".dateFirst")
        #expect(Self.leadingLiteral("the locale's own calendar") == nil)
        let (program, checks) = try Self.answersProgram()
        // README (two examples), DateOrder.md (two), DatePickerLayout's and TimePickerLayout's doc comments.
        #expect(checks >= 32, "\(checks)")
        for place in ["README.md", "DateOrder.md", "DatePickerLayout.swift", "TimePickerLayout.swift"] {
            #expect(program.contains(place), "\(place)")
        }
    }

    @Test("Every example in the README, the articles and the doc comments type-checks with only its own imports")
    func examplesTypeCheck() throws {
        let executable = try #require(TestPaths.executable, "no built dateorder beside the tests")
        let modules = executable.deletingLastPathComponent().appendingPathComponent("Modules")
        try #require(
            FileManager.default.fileExists(atPath: modules.appendingPathComponent("DateOrder.swiftmodule").path),
            "no DateOrder module in \(modules.path)")
        let units = try Self.examples()
        for file in try Self.documents() where !file.hasSuffix(".swift") {
            let text = try String(contentsOf: TestPaths.root.appendingPathComponent(file), encoding: .utf8)
            let loose = Self.units(Self.blocks(text)).loose
            #expect(loose.isEmpty, "\(file): blocks at lines \(loose) do not start with their imports")
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
