#if canImport(Glibc)
    import Foundation

    /// Finds the locales whose formatting data is provably their parent's, so a build asks ICU once for the two.
    ///
    /// A regional locale such as `de_DE` or `ff_Latn_SN` shares its parent's (`de`, `ff_Latn`) patterns, samples,
    /// date styles, symbols, picker columns and `Date.FormatStyle` answers when everything ICU reads for them is
    /// the same, under each name ICU is given:
    /// - **resources:** ICU's own bundle for the locale holds nothing but its version, so every lookup falls back
    ///   to the parent's bundle (a bundle that names another parent, `%%Parent`, is not empty);
    /// - **region data** (calendar preference, week data, allowed hour formats): the locale's region is the one
    ///   ICU's likely subtags give the parent (`de` → `de_Latn_DE`), so both read the same region's data;
    /// - **both names:** `Date.FormatStyle` hands ICU the identifiers as they are, `DateFormatter` hands it
    ///   CoreFoundation's names (`ff_Latn_SN` → `ff_SN`, `ff_Latn` → `ff`); where those differ, they must be a
    ///   parent and the same region again, with the same two conditions (`sr_Latn_RS`, handed over as
    ///   `sr-Latn_RS`, is not).
    ///
    /// What differs between the two (names, subtags, hour cycle, week rules) is still derived for each locale;
    /// `ProfileBuilder.icuProfile(for:sharingFormattingOf:)` checks the calendar and week rules once more.
    /// `ProfileSharingTests` compares every shared profile with one built on its own.
    enum SharedFormatting {
        /// For each identifier, the index of the one whose formatting data it shares, or `nil` to build it on its
        /// own. A source never shares itself (it has no region), so sources can be built first.
        static func sources(for identifiers: [String], icu: ICULibrary) -> [Int?] {
            guard let facts = ICULibrary.bundleFacts, let resources = ICULibrary.resources else {
                return identifiers.map { _ in nil }
            }
            var index: [String: Int] = [:]
            for (position, identifier) in identifiers.enumerated() { index[identifier] = position }
            /// Whether `child` is `parent` and `region`, with an empty bundle, in the parent's presumed region.
            func isProvenChild(_ child: String, of parent: String, region: String) -> Bool {
                child == parent + "_" + region && likelyRegion(of: parent, facts.likelySubtags) == region
                    && ownBundleIsEmpty(child, resources.open, resources.byKey, resources.close, facts.size)
            }
            return identifiers.map { identifier in
                guard let separator = identifier.utf8.lastIndex(of: UInt8(ascii: "_")),
                    identifier.utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "@") })
                else { return nil }
                let parent = String(identifier[..<separator])
                let region = String(identifier[identifier.index(after: separator)...])
                guard IdentifierSubtags.isRegion(region), let source = index[parent],
                    isProvenChild(identifier, of: parent, region: region),
                    let name = icu.coreFoundationIdentifier(identifier),
                    let parentName = icu.coreFoundationIdentifier(parent),
                    (name == identifier && parentName == parent) || isProvenChild(name, of: parentName, region: region)
                else { return nil }
                return source
            }
        }

        /// The region ICU's likely subtags give `identifier` (`de` → `DE`, `sr_Latn` → `RS`), or `nil`.
        private static func likelyRegion(
            of identifier: String, _ likelySubtags: ICULibrary.LikelySubtagsFunction
        ) -> String? {
            var buffer = [CChar](repeating: 0, count: 157)  // ULOC_FULLNAME_CAPACITY
            var status: ICULibrary.Status = 0
            let length = likelySubtags(identifier, &buffer, Int32(buffer.count), &status)
            guard status <= 0, length > 0, Int(length) < buffer.count else { return nil }
            let maximal = String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return IdentifierSubtags.explicit(maximal).region
        }

        /// Whether ICU's bundle for exactly `identifier` (no fallback) exists and holds no resource but `Version`.
        private static func ownBundleIsEmpty(
            _ identifier: String, _ open: ICULibrary.ResourceOpenFunction, _ byKey: ICULibrary.ResourceByKeyFunction,
            _ close: ICULibrary.ResourceCloseFunction, _ size: ICULibrary.ResourceSizeFunction
        ) -> Bool {
            var status: ICULibrary.Status = 0
            guard let bundle = open(nil, identifier, &status) else { return false }
            defer { close(bundle) }
            guard status <= 0 else { return false }
            switch size(bundle) {
            case 0:
                return true
            case 1:
                status = 0
                guard let version = byKey(bundle, "Version", nil, &status) else { return false }
                close(version)
                return status <= 0
            default:
                return false
            }
        }
    }
#endif
