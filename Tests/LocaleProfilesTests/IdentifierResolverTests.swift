import DateOrder
import Testing

@testable import LocaleProfiles

@Suite("Identifier resolution")
struct IdentifierResolverTests {
    let resolver = IdentifierResolver(identifiers: Catalog.availableIdentifiers)

    @Test(
        "Dashes, underscores and case variants resolve",
        arguments: [
            ("en_US", "en_US"), ("en-US", "en_US"), ("EN_us", "en_US"), ("ja-jp", "ja_JP"),
            ("sr-latn-rs", "sr_Latn_RS"),
            ("ja_JP@calendar=japanese", "ja_JP@calendar=japanese"),
            ("th-TH@calendar=GREGORIAN", "th_TH@calendar=gregorian"),
        ])
    func resolves(input: String, identifier: String) throws {
        #expect(try resolver.resolve(input).get() == identifier)
    }

    @Test(
        "Hostile or unknown input is refused with a reason",
        arguments: [
            "", "../etc/passwd", "en/US", "en_US\u{0}", "x=1", "zz_ZZ",
            "en_US@calendar=", "en_US@foo=bar", "en_US@calendar=../x", "日本",
        ])
    func refuses(input: String) {
        #expect(throws: IdentifierResolver.Failure.self) { try resolver.resolve(input).get() }
    }

    @Test("Thousands of characters are refused before any matching")
    func tooLong() {
        let input = String(repeating: "a", count: 5_000)
        #expect(throws: IdentifierResolver.Failure.tooLong(5_000)) { try resolver.resolve(input).get() }
    }

    @Test("Unknown identifiers come with close suggestions")
    func suggestions() {
        guard case .failure(.unknown(_, let suggestions)) = resolver.resolve("en_UX") else {
            Issue.record("expected unknown")
            return
        }
        #expect(suggestions.contains("en_US"))
    }

    @Test("Messages show control characters visibly and stay short")
    func visibleMessages() {
        guard case .failure(let failure) = resolver.resolve("a\u{0}b") else {
            Issue.record("expected failure")
            return
        }
        #expect(failure.description.contains("U+0000"))
        guard case .failure(let long) = resolver.resolve(String(repeating: "a", count: 99)) else {
            Issue.record("expected failure")
            return
        }
        #expect(long.description.count < 200)
    }
}

@Suite("Aliases")
struct AliasTests {
    let resolver = IdentifierResolver(identifiers: Catalog.availableIdentifiers)

    @Test(
        "Names people type resolve to Foundation's identifier, saying it was an alias",
        arguments: [
            ("zh_TW", "zh_Hant_TW"), ("zh-TW", "zh_Hant_TW"), ("zh_CN", "zh_Hans_CN"), ("zh_HK", "zh_Hant_HK"),
            ("iw", "he"), ("iw_IL", "he_IL"), ("in", "id"), ("in-ID", "id_ID"), ("tl", "fil"), ("sh", "sr_Latn"),
            ("mo", "ro"), ("sr_ME", "sr_Latn_ME"), ("ja_Jpan_JP", "ja_JP"), ("he_Hebr_IL", "he_IL"),
        ])
    func aliases(input: String, identifier: String) throws {
        let resolution = try resolver.resolution(input).get()
        #expect(resolution.identifier == identifier)
        #expect(resolution.isAlias)
    }

    @Test("Known identifiers in any case or separator are not aliases; unknown regions are not guessed")
    func notAliases() throws {
        #expect(try resolver.resolution("en-ca").get() == .init(identifier: "en_CA", isAlias: false))
        #expect(try resolver.resolution("no").get() == .init(identifier: "no", isAlias: false))
        guard case .failure(.unknown) = resolver.resolve("en_XX") else {
            Issue.record("en_XX must not resolve to en")
            return
        }
    }

    @Test("Every alias the site publishes resolves to its identifier, by the same rules the command line uses")
    func publishedAliasesResolve() throws {
        let published = resolver.publishedAliases()
        #expect(published.count > 20)
        for (alias, identifier) in published {
            #expect(!Catalog.availableIdentifiers.contains(alias))
            #expect(try resolver.resolve(alias).get() == identifier, "\(alias)")
            #expect(
                try resolver.resolve(alias.replacingOccurrences(of: "_", with: "-")).get() == identifier, "\(alias)")
        }
    }
}
