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
package enum FastPath {
    /// The decision.
    package enum Status: Hashable, Sendable {
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
    package static let selfCheckLocales = ["ar_SA", "th_TH", "ff_Latn_LR"]

    /// The locale the self-check builds from its parent's profile, when `SharedFormatting` lets it share: both
    /// renamed by CoreFoundation (`ff_SN`, `ff`), so every condition of the sharing is exercised.
    package static let selfCheckSharing = (parent: "ff_Latn", locale: "ff_Latn_SN")

    /// The decision for this process.
    package static let status: Status = {
        #if canImport(Glibc)
            decide(
                environment: ProcessInfo.processInfo.environment, libraryLoaded: ICULibrary.shared != nil,
                differing: {
                    guard let icu = ICULibrary.shared else { return selfCheckLocales }
                    return selfCheck(icu: icu)
                }
            )
        #else
            .unavailable
        #endif
    }()

    #if canImport(Glibc)
        /// The self-check locales whose profiles differ between the two paths. It runs before the first profile,
        /// while every other thread waits, so its profiles (each locale both ways, and the shared one from its
        /// parent and through `DateFormatter`) are built on all threads at once. `reference` builds the
        /// `DateFormatter` side (the same builder but for tests, which make it differ on purpose).
        static func selfCheck(
            icu: ICULibrary, builder: ProfileBuilder = ProfileBuilder(), reference: ProfileBuilder = ProfileBuilder()
        ) -> [String] {
            let (parent, locale) = selfCheckSharing
            let shares = SharedFormatting.sources(for: [parent, locale], icu: icu) == [nil, 0]
            // One comparison per locale: (identifier, built from its parent's profile).
            let checks = selfCheckLocales.map { ($0, false) } + (shares ? [(locale, true)] : [])
            // Even builds are the fast path's, odd ones the reference's; a few milliseconds each, so one a thread.
            let profiles = ParallelMap.map(Array(0..<2 * checks.count), minimumPerThread: 1) {
                (index: Int) -> LocaleProfile? in
                let (identifier, shared) = checks[index / 2]
                if index % 2 == 1 { return reference.foundationProfile(for: identifier) }
                guard shared else { return builder.icuProfile(for: identifier, icu: icu) }
                return builder.icuProfile(for: parent, icu: icu).flatMap {
                    builder.icuProfile(for: identifier, sharingFormattingOf: $0, icu: icu)
                }
            }
            return checks.indices.compactMap { check in
                let (identifier, shared) = checks[check]
                let fast = profiles[2 * check]
                // A shared profile that cannot be built is no disagreement: the build then builds it on its own.
                if shared, fast == nil { return nil }
                return fast == profiles[2 * check + 1] ? nil : identifier
            }
        }
    #endif

    /// Decides the status from the environment, whether the ICU functions were found, and the self-check (run
    /// only when the other two allow the fast path; it returns the locales that differ).
    package static func decide(
        environment: [String: String], libraryLoaded: Bool, differing: () -> [String]
    ) -> Status {
        if EnvironmentSwitch(environment["DATEORDER_FAST_PATH"]) == .off { return .switchedOff }
        guard libraryLoaded else { return .unavailable }
        let differing = differing()
        return differing.isEmpty ? .on : .failedSelfCheck(differing)
    }

    /// A line for the build summary when profiles do not come from the fast path where it should be available,
    /// `nil` otherwise.
    package static var note: String? { note(for: status) }

    /// The summary note for a status.
    package static func note(for status: Status) -> String? {
        switch status {
        case .on, .unavailable: nil
        case .switchedOff: "profiles built through DateFormatter (DATEORDER_FAST_PATH=off)"
        case .failedSelfCheck(let locales):
            "the ICU fast path disagreed with DateFormatter for \(locales.joined(separator: ", ")) on this toolchain; "
                + "profiles built through DateFormatter instead"
        }
    }
}
