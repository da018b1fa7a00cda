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
