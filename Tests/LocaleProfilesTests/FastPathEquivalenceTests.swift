import DateOrder
import Foundation
import TestSupport
import Testing

@testable import LocaleProfiles

/// The fast path (ICU called directly, Linux) must give exactly what `DateFormatter` gives: Foundation is the
/// reference the site documents. If a toolchain update makes them differ, this fails and names the locale.
@Suite("Fast path equals Foundation")
struct FastPathEquivalenceTests {
    @Test("Every locale's profile is identical through ICU and through DateFormatter", .tags(.slow))
    func everyLocale() throws {
        #if os(Linux)
            // Compared with itself the test would pass whatever the fast path did: it must be on here.
            try #require(FastPath.status == .on, "the fast path is \(FastPath.status) on Linux")
        #endif
        let builder = ProfileBuilder()
        var differing: [String] = []
        for identifier in Catalog.availableIdentifiers
        where builder.profile(for: identifier) != builder.foundationProfile(for: identifier) {
            differing.append(identifier)
        }
        #expect(differing == [], "fast path differs for \(differing.prefix(10))")
    }

    @Test(
        "Unusual templates and calendar keywords agree too",
        arguments: [
            "ja_JP@calendar=japanese", "th_TH", "fa", "ar_SA", "ff_Latn_LR", "nnh", "en_US_POSIX", "sr_Latn_RS",
            "zh_Hant_TW",
        ])
    func unusualTemplates(identifier: String) throws {
        let templates = try [
            "yMMMEd", "GyMMMd", "MMM d yyyy hh:mm", "Jmm", "yQQQ", "w", "'quoted' y", "UMMMd", "rMd", "LLLL",
        ]
        .map { try #require(DateTemplate($0)) }
        let builder = ProfileBuilder(extraTemplates: templates)
        #expect(builder.profile(for: identifier) == builder.foundationProfile(for: identifier))
    }

    @Test("The fast path falls back when switched off, when ICU is missing, and when its self-check disagrees")
    func fallback() {
        var checked = false
        #expect(
            FastPath.decide(environment: ["DATEORDER_FAST_PATH": "off"], libraryLoaded: true) {
                checked = true; return []
            }
                == .switchedOff)
        #expect(!checked, "the self-check runs only when the fast path is otherwise possible")
        #expect(FastPath.decide(environment: [:], libraryLoaded: false) { [] } == .unavailable)
        #expect(FastPath.decide(environment: [:], libraryLoaded: true) { ["ar_SA"] } == .failedSelfCheck(["ar_SA"]))
        #expect(FastPath.decide(environment: [:], libraryLoaded: true) { [] } == .on)
        let note = FastPath.note(for: .failedSelfCheck(["ar_SA", "nnh"]))
        #expect(note?.contains("ar_SA, nnh") == true)
        #expect(FastPath.note(for: .on) == nil)
    }

    @Test("The self-check's locales agree on this toolchain, each through both paths")
    func selfCheckLocalesAgree() {
        let builder = ProfileBuilder()
        for identifier in FastPath.selfCheckLocales {
            #expect(builder.profile(for: identifier) == builder.foundationProfile(for: identifier), "\(identifier)")
        }
    }

    #if canImport(Glibc)
        @Test("The start-up self-check, on all threads, finds no disagreement here and names every locale that has one")
        func selfCheckFindsDisagreement() throws {
            let icu = try #require(ICULibrary.shared)
            #expect(FastPath.selfCheck(icu: icu) == [])
            // A reference built for another instant differs for every locale, the shared one included.
            let elsewhere = ProfileBuilder(instant: Date(timeIntervalSince1970: 86_400 * 400))
            let (_, shared) = FastPath.selfCheckSharing
            #expect(FastPath.selfCheck(icu: icu, reference: elsewhere) == FastPath.selfCheckLocales + [shared])
        }
    #endif
}

#if canImport(Glibc)
    @Suite("CLDR time data")
    struct TimeDataTests {
        @Test("Regions' preferred hour cycles are read from ICU's supplemental data, the world's for an unknown region")
        func preferredHourCycles() throws {
            let data = TimeData()
            #expect(data.preferred(region: "US") == .h12)
            #expect(data.preferred(region: "DE") == .h23)
            #expect(data.preferred(region: "JP") == .h23)
            #expect(data.preferred(region: "ZZ") == data.preferred(region: "001"))
            #expect(data.preferred(region: "001") == .h23)
        }
    }
#endif
