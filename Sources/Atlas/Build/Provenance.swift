import Foundation
import LocaleProfiles

/// Where the data comes from: the Swift compiler, and the ICU and CLDR versions behind Foundation, read at
/// run time where the platform lets us, or an honest `"unknown"`.
package struct Provenance: Sendable, Hashable {
    /// The tool's version.
    package var toolVersion: String
    /// The Swift compiler the tool was built with, e.g. `"6.3"`.
    package var swiftVersion: String
    /// The ICU version Foundation uses, e.g. `"74.1"`, or `"unknown"`.
    package var icuVersion: String
    /// The CLDR version of ICU's data, e.g. `"44.1"`, or `"unknown"`.
    package var cldrVersion: String

    /// The footer line.
    package var line: String {
        "dateorder \(toolVersion) · Swift \(swiftVersion) · ICU \(icuVersion) with its CLDR \(cldrVersion) · sample \(SampleInstant.iso8601)"
    }

    /// Reads the versions of the running toolchain.
    package static func current(toolVersion: String) -> Provenance {
        Provenance(
            toolVersion: toolVersion,
            swiftVersion: compilerVersion,
            icuVersion: ToolchainVersions.icu ?? "unknown",
            cldrVersion: ToolchainVersions.cldr ?? "unknown"
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
}
