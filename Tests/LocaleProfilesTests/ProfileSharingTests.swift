import DateOrder
import Foundation
import TestSupport
import Testing

@testable import LocaleProfiles

/// A regional locale whose ICU data is provably its parent's takes the parent's formatting data instead of
/// asking ICU again (`SharedFormatting`, `ParallelProfiles`); the result must be exactly the profile it would
/// have on its own, for every locale that shares.
@Suite("Profiles shared with a parent")
struct ProfileSharingTests {
    @Test("Every locale that shares its parent's formatting data has the profile it has on its own", .tags(.slow))
    func everySharedProfileIsItsOwn() throws {
        #if os(Linux)
            try #require(FastPath.status == .on, "the fast path is \(FastPath.status) on Linux")
        #endif
        let identifiers = Catalog.availableIdentifiers
        let sources = ParallelProfiles.sharingSources(identifiers)
        let builder = ProfileBuilder()
        var differing: [String] = []
        var shared = 0
        for (index, source) in sources.enumerated() {
            guard let source else { continue }
            shared += 1
            let parent = builder.profile(for: identifiers[source])
            if builder.profile(for: identifiers[index], sharingFormattingOf: parent)
                != builder.profile(for: identifiers[index])
            {
                differing.append(identifiers[index])
            }
        }
        #expect(differing == [], "\(differing.count) shared profiles differ: \(differing.prefix(10))")
        #if os(Linux)
            // A third of the locales are a language's default region with an empty bundle (`de_DE` and `de`):
            // if none shared, the sharing would have stopped working unnoticed.
            #expect(shared > identifiers.count / 5, "only \(shared) of \(identifiers.count) locales share")
        #endif
    }

    /// Only a locale with an empty bundle, in the region its parent is presumed in, whose parent is in the list,
    /// shares; where CoreFoundation renames the two for ICU, the new names must be such a pair too.
    @Test("Only proven pairs share")
    func onlyProvenPairsShare() {
        let identifiers = [
            "ca", "ca_ES", "ca_FR", "de", "de_AT", "de_DE", "ff_Latn", "ff_Latn_SN", "fr_FR", "kok_Deva", "kok_Deva_IN",
            "sr_Latn", "sr_Latn_RS", "en_US_POSIX", "ja", "ja_JP@calendar=japanese",
        ]
        let sources = ParallelProfiles.sharingSources(identifiers)
        var pairs: [String: String] = [:]
        for (index, source) in sources.enumerated() {
            if let source { pairs[identifiers[index]] = identifiers[source] }
        }
        #if os(Linux)
            // de_DE and ca_ES: empty bundles in their parents' presumed regions (Germany, Spain); ff_Latn_SN too,
            // and CoreFoundation's names for the two, ff_SN and ff, are such a pair as well.
            #expect(pairs == ["ca_ES": "ca", "de_DE": "de", "ff_Latn_SN": "ff_Latn"])
        // Not: ca_FR (France is not Catalan's presumed region), de_AT (a bundle of its own), kok_Deva_IN and
        // sr_Latn_RS (CoreFoundation hands ICU kok_IN and sr-Latn_RS, which are not empty bundles), fr_FR (its
        // parent is not in the list), keywords, variants.
        #else
            #expect(pairs == [:])
        #endif
    }

    /// The start-up self-check builds one locale from its parent's profile; on this toolchain it does share (else
    /// the check would skip it unnoticed), and the result is what `DateFormatter` gives.
    @Test("The self-check's sharing locale shares here and agrees with DateFormatter")
    func selfCheckSharingAgrees() throws {
        let (parent, locale) = FastPath.selfCheckSharing
        #if os(Linux)
            #expect(ParallelProfiles.sharingSources([parent, locale]) == [nil, 0])
        #endif
        let builder = ProfileBuilder()
        let shared = builder.profile(for: locale, sharingFormattingOf: builder.profile(for: parent))
        #expect(shared == builder.foundationProfile(for: locale))
    }

    /// The whole catalog, built with sharing and on several threads, is the catalog of profiles built one by one;
    /// also with a `J` template, whose pattern Foundation derives per locale (then nothing is shared).
    @Test("A catalog with sharing is the catalog built one by one", arguments: [[], ["Jmm", "yMMMEd"]])
    func catalogEqualsOneByOne(extra: [String]) throws {
        let identifiers = [
            "ca", "ca_ES", "ca_FR", "de", "de_AT", "de_DE", "sr_Latn", "sr_Latn_RS", "th", "th_TH", "ar", "ar_EG",
            "ja", "ja_JP", "ja_JP@calendar=japanese", "fa", "fa_IR",
        ]
        let builder = ProfileBuilder(extraTemplates: try extra.map { try #require(DateTemplate($0)) })
        let expected = identifiers.map { builder.profile(for: $0) }
        for threads in [1, 3] {
            #expect(ParallelProfiles.build(identifiers, builder: builder, threads: threads) == expected)
        }
    }
}
