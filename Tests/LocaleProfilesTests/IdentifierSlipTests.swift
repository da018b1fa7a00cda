import Foundation
import Testing

@testable import LocaleProfiles

/// An identifier typed with a slip of form (a space or a dot between subtags, letters in another width, a POSIX
/// codeset as `LANG` holds it) is still refused, but the message names the identifier it reads as.
@Suite("Identifiers typed with a slip of form")
struct IdentifierSlipTests {
    let resolver = IdentifierResolver(identifiers: Catalog.availableIdentifiers)

    /// A full-width copy of ASCII text, as an East Asian keyboard in full-width mode types it.
    static func fullWidth(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.map {
                    $0.isASCII && $0.properties.isAlphabetic ? Unicode.Scalar($0.value + 0xFEE0)! : $0
                }
            ))
    }

    @Test("Every identifier with a region, typed with each slip, is named as what was meant")
    func everyIdentifier() {
        var wrong: [String] = []
        var checked = 0
        for identifier in Catalog.availableIdentifiers where identifier.contains("_") && !identifier.contains("@") {
            let slips = [
                identifier.replacingOccurrences(of: "_", with: " "),
                identifier.replacingOccurrences(of: "_", with: "."),
                identifier + ".UTF-8",
                " " + identifier + " ",
                Self.fullWidth(identifier),
            ]
            for slip in slips {
                checked += 1
                guard case .failure(.invalidCharacter(slip, _, let meant)) = resolver.resolution(slip),
                    meant == identifier
                else {
                    wrong.append("\(slip): \(resolver.resolution(slip))")
                    continue
                }
            }
        }
        let failures = wrong.count
        #expect(checked > 3_000)
        #expect(failures == 0, "\(wrong.prefix(10))")
    }

    @Test("A refused character that is no slip names nothing")
    func noSlip() {
        for input in ["a b/c", "en=US", "en_US\u{0}", "C.UTF-8", "en/US"] {
            guard case .failure(.invalidCharacter(_, _, let meant)) = resolver.resolution(input) else {
                Issue.record("\(input): \(resolver.resolution(input))")
                continue
            }
            #expect(meant == nil, "\(input) → \(meant ?? "")")
        }
        #expect(
            IdentifierResolver.Failure.invalidCharacter("en US", " ", meant: "en_US").description
                == "invalid character U+0020 in locale identifier 'en US'; did you mean en_US?")
    }
}
