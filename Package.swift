// swift-tools-version:6.0
// Date Order Atlas: the dateorder tool, the site it generates and the DateOrder library.
// Licensed under the Apache License, Version 2.0 (LICENSE; copyright in NOTICE).
import PackageDescription

let package = Package(
    name: "DateOrderAtlas",
    // Every Apple platform: DateOrder needs Foundation's Locale.Components and Locale.Language (2022 releases) and
    // Calendar.Component.isLeapMonth, for the months of a Chinese or Dangi year (2023 releases: macOS 14, iOS 17).
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        // What an app imports: the column order of a date picker for any locale. Foundation only.
        .library(name: "DateOrder", targets: ["DateOrder"]),
        .executable(name: "dateorder", targets: ["dateorder"]),
    ],
    targets: [
        // The app-facing library: tokenizer, field order, DatePickerLayout. Foundation only; no I/O, no threads,
        // no C lookups, so it builds for every Apple platform by construction.
        .target(name: "DateOrder"),
        // System calls Swift cannot express (renameat2), in one small C file.
        .target(name: "CSystemCalls"),
        // The generator side: a profile of every locale (the ICU fast path, guarded), catalogs, identifiers.
        .target(name: "LocaleProfiles", dependencies: ["DateOrder"]),
        // cmark-gfm and its extensions from Debian, found through pkg-config.
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        // The only Swift code that touches cmark-gfm: Markdown → HTML, and a GFM table builder that escapes cells.
        .target(name: "AtlasMarkdown", dependencies: ["CCmarkGFM"]),
        // zlib from Debian (zlib1g-dev), found through pkg-config: compresses the PNG images and gives their CRC-32.
        // Used only from Sources/Atlas/Images/PNGEncoder.swift.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // Pango and cairo from Debian (with fontconfig, FreeType, HarfBuzz and FriBidi beneath them): lay out and
        // rasterise the text of the link previews in every script, right-to-left included. Used only from
        // Sources/Atlas/Images/TextRasterizer.swift, which frees what it creates. The few functions it calls are
        // declared in the target's shim.h, so no pkg-config flags are needed: Pango's include -pthread, which
        // SwiftPM warns about in every package that depends on this one (an app adding DateOrder included).
        .systemLibrary(name: "CPangoCairo"),
        // The site: page models, templates, renderers, exports, writer, preview images and icons.
        .target(
            name: "Atlas",
            dependencies: ["DateOrder", "LocaleProfiles", "AtlasMarkdown", "CSystemCalls", "CZlib", "CPangoCairo"]
        ),
        // The command-line logic, callable from tests with an argument array.
        .target(name: "DateOrderCLI", dependencies: ["DateOrder", "LocaleProfiles", "Atlas"]),
        // A tiny main.swift over DateOrderCLI.
        .executableTarget(name: "dateorder", dependencies: ["DateOrderCLI"]),
        // What a DatePickerLayout costs beside the four DateFormatter calls it answers, warm and cold:
        // `swift run -c release DateOrderBenchmark`.
        .executableTarget(
            name: "DateOrderBenchmark", dependencies: ["DateOrder"], path: "Benchmarks/DateOrderBenchmark"),
        // Helpers shared by the test targets: seeded randomness, paths, temporary folders, snapshots.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // LocaleProfiles only for the calendar keywords Foundation honours, which the layout is tested over.
        .testTarget(name: "DateOrderTests", dependencies: ["DateOrder", "LocaleProfiles", "TestSupport"]),
        .testTarget(name: "LocaleProfilesTests", dependencies: ["LocaleProfiles", "DateOrder", "TestSupport"]),
        .testTarget(name: "AtlasMarkdownTests", dependencies: ["AtlasMarkdown", "TestSupport"]),
        .testTarget(
            name: "AtlasTests",
            dependencies: ["Atlas", "LocaleProfiles", "DateOrder", "TestSupport"],
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "DateOrderCLITests",
            dependencies: ["DateOrderCLI", "LocaleProfiles", "DateOrder", "TestSupport"]
        ),
    ]
)
