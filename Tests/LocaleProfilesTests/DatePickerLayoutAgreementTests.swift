import DateOrder
import Foundation
import TestSupport
import Testing

@testable import LocaleProfiles

/// The library apps import and the atlas's profiles are one source of truth: for every locale and every kind of
/// picker, `DatePickerLayout` gives the pattern and order the profile (and so the site) publishes, and the
/// profile's picker stand-alone month names are the layout's.
@Suite("DatePickerLayout agrees with the atlas", .tags(.slow))
struct DatePickerLayoutAgreementTests {
    @Test("For every locale and picker kind, the library's pattern and order are the profile's")
    func everyLocale() {
        var differing: [String] = []
        for profile in SharedCatalog.catalog.profiles {
            let layout = DatePickerLayout(for: Locale(identifier: profile.identifier))
            for kind in DatePickerKind.allCases {
                let format = profile.format(for: kind.template)
                let published = format?.order?.order?.restricted(to: kind.fields)
                if layout.pattern(for: kind) != format?.pattern
                    || layout.columns(for: kind).compactMap(\.field) != (published?.fields ?? [])
                {
                    differing.append("\(profile.identifier) \(kind)")
                }
            }
        }
        #expect(differing.isEmpty, "\(differing.count) differ: \(differing.prefix(10))")
    }
}
