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
        // The site: page models, templates, renderers, exports, writer.
        .target(name: "Atlas", dependencies: ["DateOrder"]),
        // The command-line logic, callable from tests with an argument array.
        .target(name: "DateOrderCLI", dependencies: ["DateOrder", "Atlas"]),
        // A tiny main.swift over DateOrderCLI.
        .executableTarget(name: "dateorder", dependencies: ["DateOrderCLI"]),
        .testTarget(name: "DateOrderTests", dependencies: ["DateOrder"]),
        .testTarget(name: "DateOrderCLITests", dependencies: ["DateOrderCLI", "DateOrder"]),
    ]
)
