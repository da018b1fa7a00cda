// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "DateOrderAtlas",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "DateOrder", targets: ["DateOrder"]),
        .executable(name: "dateorder", targets: ["dateorder"]),
    ],
    targets: [
        // Detection: Foundation only, no I/O, no HTML.
        .target(name: "DateOrder"),
        // cmark-gfm and its extensions from Debian, found through pkg-config.
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        // The only Swift code that touches C: Markdown → HTML, and a GFM table builder that escapes cells.
        .target(name: "Markdown", dependencies: ["CCmarkGFM"]),
        // The site: page models, templates, renderers, exports, writer.
        .target(name: "Atlas", dependencies: ["DateOrder", "Markdown"]),
        // The command-line logic, callable from tests with an argument array.
        .target(name: "DateOrderCLI", dependencies: ["DateOrder", "Atlas"]),
        // A tiny main.swift over DateOrderCLI.
        .executableTarget(name: "dateorder", dependencies: ["DateOrderCLI"]),
        // Helpers shared by the test targets (a seeded generator).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "DateOrderTests", dependencies: ["DateOrder", "TestSupport"]),
        .testTarget(name: "MarkdownTests", dependencies: ["Markdown", "TestSupport"]),
        .testTarget(name: "AtlasTests", dependencies: ["Atlas", "DateOrder", "TestSupport"], exclude: ["Golden"]),
        .testTarget(name: "DateOrderCLITests", dependencies: ["DateOrderCLI", "DateOrder", "TestSupport"]),
    ]
)
