import DateOrder
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the data comes from: the Swift compiler, and the ICU and CLDR versions behind Foundation, read at
/// run time where the platform lets us, or an honest `"unknown"`.
public struct Provenance: Sendable, Hashable {
    /// The tool's version.
    public var toolVersion: String
    /// The Swift compiler the tool was built with, e.g. `"6.3"`.
    public var swiftVersion: String
    /// The ICU version Foundation uses, e.g. `"74.1"`, or `"unknown"`.
    public var icuVersion: String
    /// The CLDR version of ICU's data, e.g. `"44.1"`, or `"unknown"`.
    public var cldrVersion: String

    /// The footer line.
    public var line: String {
        "dateorder \(toolVersion) · Swift \(swiftVersion) · ICU \(icuVersion) · CLDR \(cldrVersion) · sample \(SampleInstant.iso8601)"
    }

    /// Reads the versions of the running toolchain.
    public static func current(toolVersion: String) -> Provenance {
        Provenance(
            toolVersion: toolVersion,
            swiftVersion: compilerVersion,
            icuVersion: versionFromSymbol("swift_u_getVersion") ?? versionFromSymbol("u_getVersion") ?? "unknown",
            cldrVersion: versionFromStatusSymbol("swift_ulocdata_getCLDRVersion") ?? "unknown"
        )
    }

    static var compilerVersion: String {
        #if compiler(>=6.4)
        "6.4 or later"
        #elseif compiler(>=6.3)
        "6.3"
        #elseif compiler(>=6.2)
        "6.2"
        #elseif compiler(>=6.1)
        "6.1"
        #else
        "6.0"
        #endif
    }

    private typealias VersionFunction = @convention(c) (UnsafeMutablePointer<UInt8>) -> Void
    private typealias StatusVersionFunction = @convention(c) (UnsafeMutablePointer<UInt8>, UnsafeMutablePointer<Int32>) -> Void

    /// Calls an ICU `…getVersion(UVersionInfo)` function found by name in the loaded Foundation ICU library.
    private static func versionFromSymbol(_ name: String) -> String? {
        #if canImport(Glibc)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
        let function = unsafeBitCast(symbol, to: VersionFunction.self)
        var info = [UInt8](repeating: 0, count: 4)
        info.withUnsafeMutableBufferPointer { function($0.baseAddress!) }
        return format(info)
        #else
        return nil
        #endif
    }

    private static func versionFromStatusSymbol(_ name: String) -> String? {
        #if canImport(Glibc)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
        let function = unsafeBitCast(symbol, to: StatusVersionFunction.self)
        var info = [UInt8](repeating: 0, count: 4)
        var status: Int32 = 0
        info.withUnsafeMutableBufferPointer { function($0.baseAddress!, &status) }
        return status > 0 ? nil : format(info)
        #else
        return nil
        #endif
    }

    private static func format(_ info: [UInt8]) -> String? {
        guard info[0] > 0 else { return nil }
        var parts = info.map(String.init)
        while parts.count > 2, parts.last == "0" { parts.removeLast() }
        return parts.joined(separator: ".")
    }
}
