import LocaleProfiles

/// The other names the site publishes locales under: the aliases Foundation's canonicalization and likely
/// subtags resolve (`zh_TW`, `iw`), and the hyphenated form of each of those and of every identifier with an
/// underscore (`zh-TW`, `en-CA`). One file each, never one a page already has, even where case is ignored.
package enum LocaleAliases {
    /// The aliases whose identifier is among `identifiers`, sorted by alias. `derived` defaults to the resolver's
    /// published aliases over every available identifier.
    package static func make(
        identifiers: Set<String>,
        derived: [(alias: String, identifier: String)] = IdentifierResolver(identifiers: Catalog.availableIdentifiers)
            .publishedAliases()
    ) -> [(alias: String, identifier: String)] {
        var all = derived.filter { identifiers.contains($0.identifier) }
        for identifier in identifiers where identifier.contains("_") && !identifier.contains("@") {
            all.append((identifier.replacingOccurrences(of: "_", with: "-"), identifier))
        }
        for (alias, identifier) in derived where alias.contains("_") && identifiers.contains(identifier) {
            all.append((alias.replacingOccurrences(of: "_", with: "-"), identifier))
        }
        var seen = Set(identifiers.map { SafeFileName.make($0).lowercased() })
        return all.filter { seen.insert(SafeFileName.make($0.alias).lowercased()).inserted }
            .sorted { $0.alias.precedesInUTF8Order($1.alias) }
    }

    /// Identifier → its aliases, in alias order.
    package static func byIdentifier(_ aliases: [(alias: String, identifier: String)]) -> [String: [String]] {
        Dictionary(grouping: aliases, by: \.identifier).mapValues { $0.map(\.alias) }
    }
}
