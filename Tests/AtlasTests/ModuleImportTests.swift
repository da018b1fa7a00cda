import Foundation
import TestSupport
import Testing

/// ARCHITECTURE.md's module map, held to the code: each module imports only the modules Package.swift lets it
/// depend on (so none imports one downstream of it, even where SwiftPM's search paths would let it compile), the
/// library imports Foundation alone, and each C library is reached from the one Swift file the map names.
@Suite("Module imports follow ARCHITECTURE.md")
struct ModuleImportTests {
    /// Package.swift's targets under `Sources/` and the project modules each may import.
    static func dependencies() throws -> [String: Set<String>] {
        let manifest = try String(contentsOf: TestPaths.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        var result: [String: Set<String>] = [:]
        let declaration = try Regex(
            #"\.(target|executableTarget|systemLibrary)\(\s*name: "(\w+)"(?:,\s*dependencies: \[([^\]]*)\])?([^)]*)"#)
        for match in manifest.matches(of: declaration) {
            let name = String(match.output[2].substring ?? "")
            // Targets kept elsewhere (the benchmark, the tests' support) have a `path:`.
            guard !(match.output[4].substring ?? "").contains("path:") else { continue }
            let list = match.output[3].substring.map(String.init) ?? ""
            result[name] = Set(list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces.union(["\""])) })
                .subtracting([""])
        }
        return result
    }

    /// The modules a Swift file imports.
    static func imports(_ file: URL) throws -> Set<String> {
        let text = try String(contentsOf: file, encoding: .utf8)
        return Set(
            text.split(separator: "\n").compactMap { line -> String? in
                let words = line.split(separator: " ")
                guard let index = words.firstIndex(of: "import"), index < words.count - 1,
                    words[..<index].allSatisfy({ ["@testable", "package", "public", "internal"].contains($0) })
                else { return nil }
                return String(words[index + 1])
            })
    }

    static func swiftFiles(in target: String) -> [URL] {
        let folder = TestPaths.root.appendingPathComponent("Sources/" + target)
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        return (walker?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
    }

    @Test("Each module imports only what Package.swift lets it use; DateOrder imports Foundation alone")
    func importsFollowDependencies() throws {
        let dependencies = try Self.dependencies()
        #expect(dependencies.count == 10, "targets read from Package.swift: \(dependencies.keys.sorted())")
        #expect(dependencies["DateOrderCLI"] == ["DateOrder", "LocaleProfiles", "Atlas"])
        let modules = Set(dependencies.keys)
        var files = 0
        for (target, allowed) in dependencies.sorted(by: { $0.key < $1.key }) {
            for file in Self.swiftFiles(in: target) {
                files += 1
                let imported = try Self.imports(file)
                let name = target + "/" + file.lastPathComponent
                for module in imported.intersection(modules).subtracting([target]).sorted() {
                    #expect(allowed.contains(module), "\(name) imports \(module), which \(target) may not use")
                }
                if target == "DateOrder" {
                    #expect(imported.isSubset(of: ["Foundation"]), "\(name) imports \(imported.sorted())")
                }
            }
        }
        #expect(files > 150)
    }

    @Test(
        "Each C library is imported by the one Swift file that frees what it creates, and C symbols are looked up in ICULibrary alone"
    )
    func cStaysConfined() throws {
        let owners = [
            "CCmarkGFM": "AtlasMarkdown/CmarkConverter.swift", "CZlib": "Atlas/Images/PNGEncoder.swift",
            "CPangoCairo": "Atlas/Images/TextRasterizer.swift", "CSystemCalls": "Atlas/Build/AtomicSwap.swift",
        ]
        var found: [String: [String]] = [:]
        var lookups: [String] = []
        for target in try Self.dependencies().keys {
            for file in Self.swiftFiles(in: target) {
                let name = String(file.path.dropFirst(TestPaths.root.path.count + "/Sources/".count))
                for module in try Self.imports(file) where owners[module] != nil {
                    found[module, default: []].append(name)
                }
                if try String(contentsOf: file, encoding: .utf8).contains("dlsym(") { lookups.append(name) }
            }
        }
        for (module, owner) in owners {
            #expect(found[module] == [owner], "\(module) is imported by \(found[module] ?? [])")
        }
        #expect(lookups == ["LocaleProfiles/ICU/ICULibrary.swift"])
    }
}
