// swift-tools-version:6.0
// A benchmark helper, not part of the tool: times the profile stage (Catalog.load) for the first N identifiers,
// which `dateorder` itself cannot limit. Built by Benchmarks/run with its own scratch path.
import PackageDescription

let package = Package(
    name: "ProfileScaling",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "DateOrderAtlas", path: "../..")],
    targets: [
        .executableTarget(name: "profile-scaling", dependencies: [.product(name: "DateOrder", package: "DateOrderAtlas")]),
    ]
)
