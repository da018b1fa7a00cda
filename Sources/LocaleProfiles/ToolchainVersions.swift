/// The ICU and CLDR versions behind Foundation's locale data, read at run time where the platform allows
/// (`nil` elsewhere).
package enum ToolchainVersions {
    /// The ICU version Foundation links, e.g. `"76.1"`.
    package static var icu: String? {
        #if canImport(Glibc)
            ICULibrary.versions.icu
        #else
            nil
        #endif
    }

    /// The CLDR version of that ICU's data, e.g. `"46.0"`.
    package static var cldr: String? {
        #if canImport(Glibc)
            ICULibrary.versions.cldr
        #else
            nil
        #endif
    }
}
