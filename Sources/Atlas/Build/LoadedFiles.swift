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
public enum LoadedFiles {
    /// The paths, sorted, each once.
    public static var paths: [String] {
        var paths = Set<String>()
        #if os(Linux)
            if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
                paths.insert(executable)
            }
            // procfs files report size 0 and Foundation's readers stop after the first page: read to the end.
            let maps = String(decoding: readToEnd("/proc/self/maps"), as: UTF8.self)
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
    }

    #if os(Linux)
        private static func readToEnd(_ path: String) -> [UInt8] {
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return [] }
            defer { close(descriptor) }
            var bytes: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count <= 0 { break }
                bytes += chunk[0..<count]
            }
            return bytes
        }
    #endif
}
