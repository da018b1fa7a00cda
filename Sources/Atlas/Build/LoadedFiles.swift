import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
    import MachO
#endif

/// The files the running process is made of: its executable and every library mapped into it (Foundation's ICU,
/// which holds the CLDR data, and cmark-gfm among them). A rebuilt tool or an updated toolchain changes one of
/// them, so they belong in a build's fingerprint.
///
/// Read once, at first use (before any work): files a build maps later (the preview fonts, which Pango maps while
/// drawing) would otherwise make a fingerprint taken after the build differ from the one taken before it, and no
/// stamp would ever be recorded. The fonts are fingerprinted by name instead (`PreviewFonts.paths`).
package enum LoadedFiles {
    /// The paths, sorted, each once.
    package static let paths: [String] = {
        var paths = Set<String>()
        #if os(Linux)
            if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
                paths.insert(executable)
            }
            // procfs files report size 0 and Foundation's readers stop after the first page: read to the end.
            let maps = FileBytes.contents("/proc/self/maps").map { String(decoding: $0, as: UTF8.self) } ?? ""
            for line in maps.split(separator: "\n") {
                if let slash = line.firstIndex(of: "/") { paths.insert(String(line[slash...])) }
            }
        #elseif canImport(Darwin)
            for index in 0..<_dyld_image_count() {
                if let name = _dyld_get_image_name(index) { paths.insert(String(cString: name)) }
            }
        #endif
        if paths.isEmpty { paths.insert(CommandLine.arguments[0]) }
        return paths.sorted()
    }()
}
