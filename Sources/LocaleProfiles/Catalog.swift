import Foundation

/// Every locale Foundation knows, as profiles sorted by identifier.
package struct Catalog: Sendable {
    /// The profiles, sorted by identifier (byte order, so the result never depends on `LANG`).
    package let profiles: [LocaleProfile]

    /// Creates a catalog from profiles; sorts them by identifier.
    package init(profiles: [LocaleProfile]) {
        self.profiles = profiles.sorted { $0.identifier.precedesInUTF8Order($1.identifier) }
    }

    /// Every identifier in `Locale.availableIdentifiers`, sorted by byte order.
    package static var availableIdentifiers: [String] {
        Locale.availableIdentifiers.sortedInUTF8Order()
    }

    /// Builds a profile for every available identifier (or the `identifiers` given) with `builder`, on several
    /// threads where that is safe (see `ParallelProfiles`); the result does not depend on the number of threads.
    package static func load(
        identifiers: [String] = availableIdentifiers, builder: ProfileBuilder = ProfileBuilder(),
        threads: Int = ParallelMap.threadCount
    ) -> Catalog {
        Catalog(profiles: ParallelProfiles.build(identifiers, builder: builder, threads: threads))
    }

    /// The profile for an exact identifier.
    package func profile(_ identifier: String) -> LocaleProfile? {
        profiles.first { $0.identifier == identifier }
    }
}
