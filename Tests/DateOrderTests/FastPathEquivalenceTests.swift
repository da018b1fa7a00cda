import Foundation
import Testing

@testable import DateOrder

/// The fast path (ICU called directly, Linux) must give exactly what `DateFormatter` gives: Foundation is the
/// reference the site documents. If a toolchain update makes them differ, this fails and names the locale.
@Suite("Fast path equals Foundation")
struct FastPathEquivalenceTests {
    @Test("Every locale's profile is identical through ICU and through DateFormatter")
    func everyLocale() {
        let builder = ProfileBuilder()
        var differing: [String] = []
        for identifier in Catalog.availableIdentifiers where builder.profile(for: identifier) != builder.foundationProfile(for: identifier) {
            differing.append(identifier)
        }
        #expect(differing == [], "fast path differs for \(differing.prefix(10))")
    }

    @Test("Unusual templates and calendar keywords agree too", arguments: [
        "ja_JP@calendar=japanese", "th_TH", "fa", "ar_SA", "ff_Latn_LR", "nnh", "en_US_POSIX", "sr_Latn_RS", "zh_Hant_TW",
    ])
    func unusualTemplates(identifier: String) throws {
        let templates = try ["yMMMEd", "GyMMMd", "MMM d yyyy hh:mm", "Jmm", "yQQQ", "w", "'quoted' y", "UMMMd", "rMd", "LLLL"]
            .map { try #require(DateTemplate($0)) }
        let builder = ProfileBuilder(extraTemplates: templates)
        #expect(builder.profile(for: identifier) == builder.foundationProfile(for: identifier))
    }
}
