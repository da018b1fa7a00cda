import DateOrder
import Foundation
import Testing

@testable import LocaleProfiles

/// A language and a region no listed locale pairs (`ja_US`: what an app's `Locale.current` is for a user who picks
/// Japanese and the United States): `dateorder show` answers with what a fresh `DateFormatter` writes for it,
/// over every language Foundation has locales for in a spread of regions and every region in a spread of languages.
@Suite("Language and region combinations")
struct LocaleCombinationTests {
    let resolver = IdentifierResolver(identifiers: Catalog.availableIdentifiers, acceptsCombinations: true)

    /// Regions that span the orders, calendars and clocks: M·D·Y and h12 (US), D·M·Y (GB, DE, FR, BR, IN, IL),
    /// Y·M·D (JP, CN, KR, HU, CA), Persian, Islamic and Buddhist calendars (IR, SA, TH).
    static let regions = ["US", "GB", "DE", "JP", "CN", "KR", "IR", "SA", "IN", "BR", "FR", "CA", "HU", "IL", "TH"]

    /// Languages that span scripts, directions and orders, two of them with a script (`zh_Hans`, `sr_Latn`).
    static let languages = [
        "ja", "de", "ar", "fa", "he", "zh_Hans", "sr_Latn", "hi", "ko", "en", "fr", "es", "ru", "am", "th", "hu",
    ]

    /// Every language some listed identifier starts with.
    static let everyLanguage = Set(Catalog.availableIdentifiers.map { String($0.prefix { $0 != "_" && $0 != "@" }) })
        .sorted()

    /// Every region Foundation names (ISO 3166 and UN M.49).
    static let everyRegion = Locale.Region.isoRegions.map(\.identifier).sorted()

    /// The combinations of the grid: every language in `regions`, and `languages` in every region, leaving out
    /// what is a listed identifier or an alias of one. Resolved once for the tests that read it.
    static let grid: [IdentifierResolver.Resolution] = {
        let resolver = IdentifierResolver(identifiers: Catalog.availableIdentifiers, acceptsCombinations: true)
        let names =
            everyLanguage.flatMap { language in regions.map { language + "_" + $0 } }
            + languages.flatMap { language in everyRegion.map { language + "_" + $0 } }
        return Set(names).sorted().compactMap { name in
            guard case .success(let resolution) = resolver.resolution(name), resolution.combination != nil else {
                return nil
            }
            return resolution
        }
    }()

    /// Where the profile `show` answers with differs from a fresh `DateFormatter` (and `Locale`, `Calendar`,
    /// `DatePickerLayout`) for its identifier: one line per difference. `PreferenceKeywordTests` asks it too.
    static func mismatches(_ profile: LocaleProfile) -> [String] {
        let id = profile.identifier
        let locale = Locale(identifier: id)
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = SampleInstant.timeZone
        func written(_ pattern: String) -> String {
            guard !pattern.isEmpty else { return "" }
            formatter.dateFormat = pattern
            return formatter.string(from: SampleInstant.date)
        }
        var wrong: [String] = []
        for format in profile.formats {
            let pattern =
                DateFormatter.dateFormat(fromTemplate: format.template.rawValue, options: 0, locale: locale) ?? ""
            if format.pattern != pattern || format.sample != written(pattern) {
                wrong.append(
                    "\(id) \(format.template.rawValue): \(format.pattern) \(format.sample), Foundation \(pattern)")
            }
        }
        for style in profile.dateStyles {
            let styled = DateFormatter()
            styled.locale = locale
            styled.timeZone = SampleInstant.timeZone
            styled.dateStyle = ["short": .short, "medium": .medium, "long": .long, "full": .full][style.style] ?? .none
            if style.pattern != styled.dateFormat || style.sample != styled.string(from: SampleInstant.date) {
                wrong.append("\(id) \(style.style) style: \(style.pattern), Foundation \(styled.dateFormat ?? "")")
            }
        }
        let symbols = profile.symbols
        if symbols.months != formatter.monthSymbols || symbols.standaloneMonths != formatter.standaloneMonthSymbols
            || symbols.weekdays != formatter.weekdaySymbols || symbols.am != formatter.amSymbol
            || symbols.pm != formatter.pmSymbol || symbols.eras != formatter.eraSymbols
        {
            wrong.append("\(id): symbols")
        }
        if profile.calendar.identifier != locale.calendar.identifier || profile.hourCycle != HourCycle(locale.hourCycle)
            || profile.firstWeekday != locale.calendar.firstWeekday
            || profile.numberingSystem != locale.numberingSystem.identifier
            || (profile.characterDirection == .rtl) != (locale.language.characterDirection == .rightToLeft)
        {
            wrong.append("\(id): calendar, hour cycle, first weekday, digits or direction")
        }
        // The library asks Foundation too: its columns are the profile's orders, era included.
        let layout = DatePickerLayout(for: locale)
        for row in profile.answer.rows {
            let columns = layout.columns(for: row.kind).filter { $0 != .era }.map(\.rawValue)
            let names: [DateField: String] = [.year: "year", .month: "month", .day: "day"]
            if columns != (row.order?.fields.compactMap { names[$0] } ?? [])
                || row.hasEraColumn != layout.columns(for: row.kind).contains(.era)
            {
                wrong.append("\(id) \(row.kind): \(row.order.map(PickerAnswer.dotted) ?? "-"), library \(columns)")
            }
        }
        // The library calls the data the locale's own, or root's where the profile says so (kk_CN) or some month
        // names are placeholders (kkj's M11, as for the listed kkj).
        let placeholders = (symbols.months + symbols.standaloneMonths).contains(
            where: DatePickerLayout.isPlaceholderMonth)
        if layout.dataSource != (profile.provenance.fallsBackToRoot || placeholders ? .rootFallback : .locale) {
            wrong.append("\(id): library's data source \(layout.dataSource)")
        }
        if TimePickerLayout(for: locale).columns.map(\.rawValue) != profile.time.time.columns.map(\.rawValue) {
            wrong.append("\(id): time columns")
        }
        if RootData.isFallback(months: symbols.months, calendar: profile.calendar, script: profile.scriptCode)
            != profile.provenance.rootFallback
            || profile.provenance.formatterLocale != DataProvenance.formatterLocale(of: id)
        {
            wrong.append("\(id): data-source flags")
        }
        return wrong
    }

    @Test("show's answer for every combination of the grid is what a fresh DateFormatter writes for it")
    func everyCombinationAsFoundationWritesIt() {
        // Every language some identifier starts with in 15 regions, and 16 languages (two with a script) in
        // Foundation's 292 regions, less the listed identifiers and their aliases: the README's number.
        #expect(Self.grid.count == 8_370)
        let builder = ProfileBuilder()
        let wrong = Self.grid.flatMap { Self.mismatches(builder.profile(for: $0)) }
        #expect(wrong.isEmpty, "\(wrong.count) mismatches: \(wrong.prefix(20))")
    }

    @Test("Foundation writes a combination with the language's names and the region's calendar and hour cycle")
    func languageNamesRegionCalendarAndClock() {
        var wrong: [String] = []
        var rootFallbacks: [String] = []
        for resolution in Self.grid {
            guard let combination = resolution.combination else { continue }
            let locale = Locale(identifier: combination.identifier)
            let region = Locale(identifier: "und_" + combination.region)
            if locale.calendar.identifier != region.calendar.identifier || locale.hourCycle != region.hourCycle {
                wrong.append("\(combination.identifier): calendar or hour cycle not the region's")
            }
            let own = DateFormatter()
            own.locale = locale
            // No data in the script it is read in (kk_CN, kk_Arab): root's placeholders, which the note says.
            if RootData.isFallback(
                months: own.monthSymbols, calendar: CalendarName(locale.calendar.identifier) ?? .gregorian,
                script: combination.reading.split(separator: "_").dropFirst().first.map(String.init))
            {
                rootFallbacks.append(combination.identifier)
                continue
            }
            guard let principal = combination.principal.map(Locale.init(identifier:)),
                principal.calendar.identifier == locale.calendar.identifier
            else { continue }
            let theirs = DateFormatter()
            theirs.locale = principal
            if own.monthSymbols != theirs.monthSymbols || own.standaloneMonthSymbols != theirs.standaloneMonthSymbols {
                wrong.append("\(combination.identifier): month names not \(principal.identifier)'s")
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(20))")
        // Kazakh, Kyrgyz and Mongolian in China are read in the Arabic and Mongolian scripts, which have no data.
        #expect(Set(["kk_CN", "ky_CN", "mn_CN"]).isSubset(of: rootFallbacks), "\(rootFallbacks)")
    }

    @Test(
        "A combination resolves to Foundation's spelling, with its language's principal locale",
        arguments: [
            ("ja_US", "ja_US", "ja_JP"), ("ja-us", "ja_US", "ja_JP"), ("ZH_hans_us", "zh_Hans_US", "zh_Hans_CN"),
            ("sr-Latn-DE", "sr_Latn_DE", "sr_Latn_RS"), ("es_DE", "es_DE", "es_ES"), ("iw_US", "he_US", "he_IL"),
            ("ja_US@calendar=japanese", "ja_US@calendar=japanese", "ja_JP"),
            ("ja-US-u-hc-h23", "ja_US@hours=h23", "ja_JP"), ("fr_419", "fr_419", "fr_FR"),
        ])
    func resolves(typed: String, identifier: String, principal: String) throws {
        let resolver = IdentifierResolver(
            identifiers: Catalog.availableIdentifiers, acceptsHourCycle: true, acceptsCombinations: true)
        let resolution = try resolver.resolution(typed).get()
        #expect(resolution.identifier == identifier)
        #expect(resolution.combination?.principal == principal)
        #expect(!resolution.isAlias)
    }

    @Test(
        "Typos, unknown languages, scripts and regions keep today's suggestions",
        arguments: [
            ("en_CAA", "en_CA"), ("de_DEE", "de_DE"), ("ja_ZX", "ja_JP"), ("xx_YY", nil), ("en_Cyrl_US", "sr_Cyrl_RS"),
            ("root_US", "cho_US"), ("ja_USA_X", nil),
        ] as [(String, String?)])
    func typosStillSuggest(typed: String, first: String?) {
        guard case .failure(.unknown(typed, let suggestions)) = resolver.resolution(typed) else {
            Issue.record("\(typed): \(resolver.resolution(typed))")
            return
        }
        #expect(suggestions.first == first)
    }

    @Test("Region codes, identifiers and aliases win over combinations")
    func regionCodesAndAliasesFirst() throws {
        guard case .failure(.inRegion("GB", "GB", let identifiers)) = resolver.resolution("GB") else {
            Issue.record("GB: \(resolver.resolution("GB"))")
            return
        }
        #expect(identifiers.first == "en_GB")
        #expect(try resolver.resolution("DE").get().identifier == "de")
        // Listed or an alias of a listed one (sr_ME is sr_Latn_ME, en_Latn_DE is en_DE): no combination.
        for (typed, identifier) in [("en_DE", "en_DE"), ("sr_ME", "sr_Latn_ME"), ("en_Latn_DE", "en_DE")] {
            let resolution = try resolver.resolution(typed).get()
            #expect(resolution.identifier == identifier && resolution.combination == nil, "\(typed)")
        }
    }

    @Test("Where combinations are not taken (list, build), the refusal names the pairing and points to show")
    func refusedOutsideShow() {
        let listed = IdentifierResolver(identifiers: Catalog.availableIdentifiers)
        guard case .failure(let failure) = listed.resolution("ja-US"), case .combinationNotAccepted = failure else {
            Issue.record("\(listed.resolution("ja-US"))")
            return
        }
        #expect(
            failure.description
                == "'ja-US' is not one of Foundation's locales but the language Japanese (ja) with the region United "
                + "States (US), as an app's Locale.current is when a user picks them; list and build cover "
                + "Foundation's locales only (dateorder show ja_US answers for it)")
    }

    @Test("Every region Foundation names as a country or territory, and no area, is one a user picks")
    func pickableRegions() throws {
        let areas = ["001", "150", "419", "EU", "EZ", "UN", "QO"]
        for region in areas {
            let combination = try #require(resolver.combination("ja_" + region))
            #expect(!combination.isPickable, "\(region)")
        }
        for region in ["US", "AQ", "XK", "DE", "BR"] {
            let combination = try #require(resolver.combination("ja_" + region))
            #expect(combination.isPickable, "\(region)")
        }
    }
}
