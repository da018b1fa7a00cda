import Foundation

/// Whether profiles come from ICU directly (the fast path, Linux) or through `DateFormatter` (the reference).
///
/// The fast path is taken only when all of these hold, decided once per process:
/// - `DATEORDER_FAST_PATH` is not `off` (set it to compare the two paths: the output is byte-identical);
/// - every ICU and CoreFoundation function it calls was found (`ICULibrary`);
/// - a start-up self-check agrees: a few tricky locales (a non-Gregorian default calendar, right-to-left Arabic
///   digits, a locale Foundation renames before asking ICU) give the same profile both ways, and so does a
///   locale built from its parent's formatting data (`SharedFormatting`) where the toolchain lets it share. A
///   new toolchain whose ICU or Foundation behaves differently thus falls back to `DateFormatter` instead of
///   publishing different data; `note` says so in the build summary.
public enum FastPath {
    /// The decision.
    public enum Status: Hashable, Sendable {
        /// Profiles come from ICU directly.
        case on
        /// `DATEORDER_FAST_PATH=off`.
        case switchedOff
        /// Not Linux, or an ICU function is missing.
        case unavailable
        /// The self-check found these locales differing between the two paths.
        case failedSelfCheck([String])
    }

    /// The locales the self-check compares, few because it runs before the first profile: a Buddhist default
    /// calendar with a Gregorian view (th_TH), Islamic Umm al-Qura with Arabic digits, right to left (ar_SA), and a
    /// locale CoreFoundation renames before asking ICU (ff_Latn_LR). Every locale is compared by a test.
    public static let selfCheckLocales = ["ar_SA", "th_TH", "ff_Latn_LR"]

    /// The locale the self-check builds from its parent's profile, when `SharedFormatting` lets it share: both
    /// renamed by CoreFoundation (`ff_SN`, `ff`), so every condition of the sharing is exercised.
    public static let selfCheckSharing = (parent: "ff_Latn", locale: "ff_Latn_SN")

    /// The decision for this process.
    public static let status: Status = {
        #if canImport(Glibc)
            decide(
                environment: ProcessInfo.processInfo.environment, libraryLoaded: ICULibrary.shared != nil,
                differing: {
                    guard let icu = ICULibrary.shared else { return selfCheckLocales }
                    let builder = ProfileBuilder()
                    var differing = selfCheckLocales.filter {
                        builder.icuProfile(for: $0, icu: icu) != builder.foundationProfile(for: $0)
                    }
                    let (parent, locale) = selfCheckSharing
                    if SharedFormatting.sources(for: [parent, locale], icu: icu) == [nil, 0],
                        let source = builder.icuProfile(for: parent, icu: icu),
                        let shared = builder.icuProfile(for: locale, sharingFormattingOf: source, icu: icu),
                        shared != builder.foundationProfile(for: locale)
                    {
                        differing.append(locale)
                    }
                    return differing
                }
            )
        #else
            .unavailable
        #endif
    }()

    /// Decides the status from the environment, whether the ICU functions were found, and the self-check (run
    /// only when the other two allow the fast path; it returns the locales that differ).
    public static func decide(
        environment: [String: String], libraryLoaded: Bool, differing: () -> [String]
    ) -> Status {
        if environment["DATEORDER_FAST_PATH"]?.lowercased() == "off" { return .switchedOff }
        guard libraryLoaded else { return .unavailable }
        let differing = differing()
        return differing.isEmpty ? .on : .failedSelfCheck(differing)
    }

    /// A line for the build summary when profiles do not come from the fast path where it should be available,
    /// `nil` otherwise.
    public static var note: String? { note(for: status) }

    /// The summary note for a status.
    public static func note(for status: Status) -> String? {
        switch status {
        case .on, .unavailable: nil
        case .switchedOff: "profiles built through DateFormatter (DATEORDER_FAST_PATH=off)"
        case .failedSelfCheck(let locales):
            "the ICU fast path disagreed with DateFormatter for \(locales.joined(separator: ", ")) on this toolchain; "
                + "profiles built through DateFormatter instead"
        }
    }
}
