import DateOrder
import LocaleProfiles

/// The facts the pages are built from: the catalog, grouped the ways the pages need it.
public struct SiteModel: Sendable {
    /// Every profile, sorted by identifier.
    public let profiles: [LocaleProfile]
    /// The primary orders that occur, most common first, with their profiles.
    public let orders: [(order: DateFieldOrder, profiles: [LocaleProfile])]
    /// The templates every profile was built with, in order.
    public let templates: [String]
    /// Where the data came from.
    public let provenance: Provenance
    /// What changed since a previous export, with the name of that export, when `--previous` was given.
    public var changes: (diff: LocaleDiff, name: String)?

    /// Groups a catalog.
    public init(catalog: Catalog, provenance: Provenance) {
        profiles = catalog.profiles
        let grouped = Dictionary(grouping: profiles.filter { $0.primary.order?.order != nil }) {
            $0.primary.order!.order!
        }
        orders = grouped.map { (order: $0.key, profiles: $0.value) }
            .sorted {
                $0.profiles.count != $1.profiles.count ? $0.profiles.count > $1.profiles.count : $0.order < $1.order
            }
        templates = profiles.first?.formats.map(\.template.rawValue) ?? []
        self.provenance = provenance
    }

    /// The page path of a locale, relative to the output folder.
    public static func localePath(_ identifier: String) -> String {
        "locales/" + SafeFileName.make(identifier) + ".html"
    }

    /// The page path of an order, relative to the output folder.
    public static func orderPath(_ order: DateFieldOrder) -> String {
        "orders/" + order.code.lowercased() + ".html"
    }
}
