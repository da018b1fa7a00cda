import DateOrder
import LocaleProfiles

/// The facts the pages are built from: the catalog, grouped the ways the pages need it.
package struct SiteModel: Sendable {
    /// Every profile, sorted by identifier.
    package let profiles: [LocaleProfile]
    /// The `yyyyMMdd` orders that occur (the seed's grouping), most common first, with their profiles.
    package let orders: [(order: DateFieldOrder, profiles: [LocaleProfile])]
    /// For each picker kind, the orders that occur, most common first, with their profiles.
    package let pickerOrders: [(kind: DatePickerKind, groups: [(order: DateFieldOrder, profiles: [LocaleProfile])])]
    /// The time picker variants that occur (hour cycle and day period; date first or time first), time pickers
    /// first, with their profiles.
    package let timeVariants: [(variant: TimeVariant, profiles: [LocaleProfile])]
    /// The templates every profile was built with, in order.
    package let templates: [String]
    /// Where the data came from.
    package let provenance: Provenance
    /// Other names of the locales, each with the identifier it stands for (`zh_TW` → `zh_Hant_TW`), and the
    /// hyphenated form of every identifier with an underscore (`en-CA` → `en_CA`); sorted by alias.
    package let aliases: [(alias: String, identifier: String)]
    /// Identifier → its aliases.
    package let aliasesByIdentifier: [String: [String]]
    /// Every alias the CLI's resolver knows for a listed locale (`en_UK`, `heb`, `sr_YU`, as well as the published
    /// ones), from ``IdentifierResolver/aliasTable()``: what search and the 404 page resolve. Empty when not given.
    package var resolverAliases: [(alias: String, identifier: String)] = []
    /// Every region code the CLI's resolver reads as a region (`GB`, `GBR`, `826`; not `DE`, German), with the
    /// locale `dateorder show` names first for it, where that locale is listed
    /// (``IdentifierResolver/regionCodeTable()``): what the 404 page suggests for `locales/GB.html`.
    package var regionCodes: [(code: String, identifier: String)] = []
    /// The absolute base URL the site is published at, if given.
    package var baseURL: String?
    /// The Git address the about page's install lines give, when it is known (`--package-url`, or a GitHub project
    /// site's base URL); `nil` leaves an `OWNER` placeholder.
    package var packageAddress: PackageAddress?
    /// What changed since a previous export, with the name of that export and what could not be compared (one
    /// export lacks it: ``LocaleDiff/uncompared(old:new:oldName:newName:oldKeys:newKeys:format:)``, as Markdown),
    /// when `--previous` was given.
    package var changes: (diff: LocaleDiff, name: String, uncompared: [String])?

    /// Groups a catalog; `aliases` are the derived other names (`zh_TW`); hyphenated forms are added.
    package init(catalog: Catalog, provenance: Provenance, aliases: [(alias: String, identifier: String)] = []) {
        profiles = catalog.profiles
        orders = Self.grouped(profiles) { $0.primary.order?.order }
        pickerOrders = DatePickerKind.allCases.map { kind in
            (kind, Self.grouped(catalog.profiles) { $0.answer.row(kind)?.order })
        }
        var variants: [TimeVariant: [LocaleProfile]] = [:]
        for profile in profiles {
            for variant in TimeVariant.of(profile) { variants[variant, default: []].append(profile) }
        }
        timeVariants = variants.map { (variant: $0.key, profiles: $0.value) }.sorted { $0.variant < $1.variant }
        templates = profiles.first?.formats.map(\.template.rawValue) ?? []
        self.provenance = provenance
        self.aliases = LocaleAliases.make(identifiers: Set(profiles.map(\.identifier)), derived: aliases)
        aliasesByIdentifier = LocaleAliases.byIdentifier(self.aliases)
    }

    /// Profiles grouped by an order, most common first, then by the order's own ranking.
    static func grouped(
        _ profiles: [LocaleProfile], by order: (LocaleProfile) -> DateFieldOrder?
    ) -> [(order: DateFieldOrder, profiles: [LocaleProfile])] {
        var groups: [DateFieldOrder: [LocaleProfile]] = [:]
        for profile in profiles { if let key = order(profile) { groups[key, default: []].append(profile) } }
        return groups.map { (order: $0.key, profiles: $0.value) }
            .sorted {
                $0.profiles.count != $1.profiles.count ? $0.profiles.count > $1.profiles.count : $0.order < $1.order
            }
    }

    /// The names search and the 404 page look up: the published aliases without hyphens and every resolver alias,
    /// one entry per alias, sorted by alias.
    package var lookupAliases: [(alias: String, identifier: String)] {
        var seen = Set<String>()
        return (aliases.filter { !$0.alias.contains("-") } + resolverAliases)
            .filter { seen.insert($0.alias.lowercased()).inserted }
            .sorted { $0.alias.precedesInUTF8Order($1.alias) }
    }

    /// The aliases of one identifier.
    package func aliases(of identifier: String) -> [String] { aliasesByIdentifier[identifier] ?? [] }
}
