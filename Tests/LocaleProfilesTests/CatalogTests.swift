import DateOrder
import Foundation
import TestSupport
import Testing

@testable import LocaleProfiles

/// The whole catalog, built once for every test that reads real toolchain data.
enum SharedCatalog {
    static let catalog = Catalog.load()
}

@Suite("Detection over every locale")
struct CatalogTests {
    @Test("The seed's cases", arguments: [("ja_JP", "YMD"), ("en_US", "MDY"), ("vi_VN", "DMY")])
    func seedCases(identifier: String, order: String) throws {
        let profile = try #require(SharedCatalog.catalog.profile(identifier))
        #expect(profile.primary.order?.code == order)
    }

    @Test("Every available identifier is in the catalog, sorted, once")
    func coversEveryIdentifier() {
        let identifiers = SharedCatalog.catalog.profiles.map(\.identifier)
        #expect(Set(identifiers) == Set(Locale.availableIdentifiers))
        #expect(identifiers.count == Locale.availableIdentifiers.count)
        #expect(identifiers == identifiers.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        #expect(identifiers.count > 700)
    }

    @Test("No locale is left without a full primary order")
    func everyLocaleHasAnOrder() {
        let missing = SharedCatalog.catalog.profiles.filter { $0.primary.order?.order?.fields.count != 3 }
        #expect(missing.map(\.identifier) == [])
    }

    @Test("Every template's pattern is classified, with each field at most once, matching an independent reading")
    func everyPatternClassified() {
        for profile in SharedCatalog.catalog.profiles {
            for format in profile.formats {
                #expect(!format.pattern.isEmpty, "\(profile.identifier) \(format.template)")
                let template = format.template
                guard template.hasDateFields else {
                    #expect(format.order == nil)
                    continue
                }
                let order = format.order
                #expect(
                    order?.order != nil, "\(profile.identifier) \(format.template): \(format.pattern.debugDescription)")
                let fields = order?.order?.fields ?? []
                #expect(Set(fields).count == fields.count)
                #expect(
                    Set(fields).isSuperset(of: template.requestedFields), "\(profile.identifier) \(format.template)")
                #expect(
                    order?.code == ReferenceReading.order(of: format.pattern),
                    "\(profile.identifier) \(format.template): \(format.pattern.debugDescription)")
            }
        }
    }

    @Test("The shortcut 'year before month means YMD' would be wrong: real YDM text formats exist")
    func ydmExists() {
        let ydm = SharedCatalog.catalog.profiles.filter { profile in
            profile.formats.contains { $0.order?.code == "YDM" }
        }
        #expect(!ydm.isEmpty)
        for profile in ydm {
            for format in profile.formats where format.order?.code == "YDM" {
                let letters = format.pattern.unicodeScalars.filter { "ydM".unicodeScalars.contains($0) }
                #expect(!letters.isEmpty)
            }
        }
    }

    @Test("Samples of the primary pattern contain the sample day 15 in the locale's digits or calendar")
    func samplesAreReal() {
        for profile in SharedCatalog.catalog.profiles {
            #expect(!profile.primary.sample.isEmpty, "\(profile.identifier)")
            #expect(profile.dateStyles.map(\.style) == ["short", "medium", "long", "full"])
            #expect(profile.symbols.months.count >= 12, "\(profile.identifier)")
        }
        let ja = SharedCatalog.catalog.profile("ja_JP")!
        #expect(ja.primary.sample == "2026/04/15")
        #expect(SharedCatalog.catalog.profile("en_US")!.primary.sample == "04/15/2026")
    }

    @Test("The sample day is above 12 and unlike the month in every default calendar in use")
    func sampleDayIsUnambiguous() {
        let calendars = Set(
            SharedCatalog.catalog.profiles.map { Locale(identifier: $0.identifier).calendar.identifier })
        for identifier in calendars {
            var calendar = Calendar(identifier: identifier)
            calendar.timeZone = SampleInstant.timeZone
            let parts = calendar.dateComponents([.day, .month], from: SampleInstant.date)
            #expect((parts.day ?? 0) > 12, "\(identifier)")
            #expect(parts.day != parts.month, "\(identifier)")
        }
    }

    @Test("Conflicts are found where the template changes the order (hundreds of locales here)")
    func conflicts() throws {
        let withConflicts = SharedCatalog.catalog.profiles.filter(\.hasConflicts)
        #expect(withConflicts.count > 100)
        let nnh = try #require(SharedCatalog.catalog.profile("nnh"))
        #expect(nnh.conflicts.contains { $0.kind == .yearMonth && $0.order == .yearMonth && $0.expected == .monthYear })
        let en = try #require(SharedCatalog.catalog.profile("en_US"))
        #expect(en.conflicts == [])
        for profile in withConflicts {
            for conflict in profile.conflicts { #expect(conflict.order != conflict.expected) }
        }
    }
}
